/// One resolved scroll view flag.
public struct ResolvedScrollSetting: Hashable, Sendable {
  /// The value that applies.
  public var value: Bool
  /// Where it comes from.
  public var source: ValueSource
  /// Candidates that lost, strongest first (only from `Policy.decide(scrollView:provenance:)`
  /// with `.full`; empty otherwise).
  public var overridden: [OverriddenCandidate]

  /// The built-in default of `flag` (made once per flag).
  static func builtinDefault(_ flag: ScrollSetting) -> ResolvedScrollSetting {
    builtinDefaults[flag.ordinal]
  }

  /// Every flag's built-in default, by `ScrollSetting.ordinal`.
  private static let builtinDefaults: [ResolvedScrollSetting] = ScrollSetting.allCases
    .sorted { $0.ordinal < $1.ordinal }
    .map { flag in
      let value = SettingCatalogue.builtinDefault(flag)
      return ResolvedScrollSetting(
        value: value, source: .builtinDefault("\(flag.rawValue) = \(value ? "on" : "off")"))
    }

  /// Creates a resolved flag.
  public init(value: Bool, source: ValueSource, overridden: [OverriddenCandidate] = []) {
    self.value = value
    self.source = source
    self.overridden = overridden
  }
}
