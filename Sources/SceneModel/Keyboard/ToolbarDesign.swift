/// Which look an app's bars have, and so how tall the runtime's Previous / Next / Done toolbar
/// is: the one height both the runtime's toolbar and the desk's assumed keyboard read
/// (`toolbarHeight`), so the two cannot drift apart.
///
/// The scene's `design` key records it (the runtime's scene export writes the design it built
/// its toolbar for); a scene without one is assumed to be `liquidGlass`, an app built with the
/// iOS 26 SDK running on iOS 26, and explain says so.
public enum ToolbarDesign: String, Hashable, Sendable, CaseIterable {
  /// iOS 26's design (Liquid Glass): the app is built with the iOS 26 SDK, runs on iOS 26 or
  /// later and does not set `UIDesignRequiresCompatibility` in its Info.plist.
  case liquidGlass = "liquid-glass"
  /// The design from before iOS 26: any earlier iOS, or an app that sets
  /// `UIDesignRequiresCompatibility` to `YES`.
  case compatibility

  /// The design a scene that records none is assumed to have.
  public static let assumed = ToolbarDesign.liquidGlass

  /// The design an app has on iOS `major` with `requiresCompatibility` (the Info.plist's
  /// `UIDesignRequiresCompatibility`): the new design only from iOS 26 on, without the key.
  public static func of(iOSMajor major: Int, requiresCompatibility: Bool) -> ToolbarDesign {
    major >= 26 && !requiresCompatibility ? .liquidGlass : .compatibility
  }

  /// The runtime's toolbar height, in points, under this design:
  /// - `compatibility`: 44, `UIToolbar`'s standard height, which the runtime's bar and
  ///   IQKeyboardToolbar's (IQKeyboardManager's Previous / Next / Done bar) have had since iOS 7;
  /// - `liquidGlass`: 58, the height IQKeyboardToolbar 1.1.5 gives its bar under the iOS 26
  ///   design (`IQKeyboardToolbar.swift`, the Liquid Glass branch of its size).
  /// Neither is measured on a device by this project (grammar.md Part 3, "The assumed keyboard").
  public var toolbarHeight: Double {
    switch self {
    case .compatibility: 44
    case .liquidGlass: 58
    }
  }

  /// How explain names the design and where its toolbar height comes from.
  public var summary: String {
    switch self {
    case .compatibility:
      "44 pt under the design before iOS 26 or with UIDesignRequiresCompatibility (UIToolbar's standard height)"
    case .liquidGlass:
      "58 pt under the iOS 26 design (IQKeyboardToolbar 1.1.5's height there)"
    }
  }
}
