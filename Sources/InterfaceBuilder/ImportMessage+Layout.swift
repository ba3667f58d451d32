import PolicyLanguage
import SceneModel

/// The importer's layout notes (IB020–IB022): where UIKit puts a root view, frames rebuilt from
/// what the document stores, and frames Interface Builder knows are stale.
extension DiagnosticMessage where Code == ImportIssue.Code {
  // MARK: IB020: where the root view goes

  /// The root is laid out below the navigation bar (it is opaque, or the top edge is left out of
  /// the extended layout) and or above the tab bar.
  package static func placedBelowBars(
    opaqueBar: Bool, topExcluded: Bool, aboveTabBar: Bool, frame: Rect
  ) -> Self {
    var why: [String] = []
    if opaqueBar {
      why.append(
        "below the opaque navigation bar (translucent=\"NO\"; extendedLayoutIncludesOpaqueBars is off)"
      )
    } else if topExcluded {
      why.append("below the navigation bar (edgesForExtendedLayout leaves out the top)")
    }
    if aboveTabBar {
      why.append(
        "above the tab bar (it is opaque, or edgesForExtendedLayout leaves out the bottom)")
    }
    return Self(
      .placedByUIKit,
      "the root view is laid out \(why.joined(separator: " and ")), as UIKit does: at \(describe(frame))",
      severity: .note)
  }

  /// The controller is presented as `style` (`pageSheet`, `formSheet` or `popover`) on
  /// `device`, in `frame`; `iPad` tells which sizes apply.
  package static func presented(_ style: String, iPad: Bool, device: String, frame: Rect) -> Self {
    let phrase: String
    let size: String
    switch style {
    case "popover" where iPad:
      phrase = "a popover"
      size =
        "the popover's preferred size; where its arrow points is not known, so it is assumed centred"
    case "formSheet" where iPad:
      phrase = "a form sheet"
      size = "UIKit's form sheet size, 540x620, centred"
    case _ where iPad:
      phrase = "a page sheet"
      size = "as wide as the screen in portrait and as tall as the screen, centred"
    default:
      phrase =
        style == "popover" ? "a popover" : style == "formSheet" ? "a form sheet" : "a page sheet"
      size =
        "on an iPhone the iOS 13 and later card: the full width, from \(PointsFormat.exact(RootPlacement.sheetGap)) below the top safe area (assumed) to the bottom, with a \(PointsFormat.exact(RootPlacement.sheetBarHeight)) pt navigation bar of its own"
    }
    return Self(
      .placedByUIKit,
      "presented as \(phrase) (a segue's or the controller's modalPresentationStyle; automatic is a page sheet since iOS 13) on \(device): at \(describe(frame)) (\(size))",
      severity: .note)
  }

  /// `count` views pinned to a safe area moved from the canvas's safe area
  /// (`canvas`) to the one UIKit gives the root on `device` (`safeArea`).
  package static func followedSafeArea(
    _ count: Int, canvas: Insets, safeArea: Insets, device: String
  ) -> Self {
    let f = PointsFormat.exact
    return Self(
      .placedByUIKit,
      "\(count) view\(count == 1 ? "" : "s") pinned to the safe area moved with it: Interface Builder drew the canvas with a safe area of top \(f(canvas.top)), bottom \(f(canvas.bottom)); UIKit gives the root top \(f(safeArea.top)), bottom \(f(safeArea.bottom)) on \(device)",
      severity: .note)
  }

  /// The controller is in a split view column (`primary`, else secondary) at `frame`; the
  /// primary column slides over the secondary one (`overlay`, an iPad in portrait).
  package static func splitColumn(primary: Bool, overlay: Bool, device: String, frame: Rect)
    -> Self
  {
    let column =
      primary
      ? "the split view's primary column, 320 wide (UIKit's default width, assumed)"
      : "the split view's secondary column"
    let how = overlay ? ", sliding over the secondary column when shown (portrait)" : ""
    return Self(
      .placedByUIKit,
      "shown in \(column) on \(device)\(how): at \(describe(frame))",
      severity: .note)
  }

  /// A root smaller than the window in both directions that nothing presents.
  package static func centredRoot(stored: Size, frame: Rect) -> Self {
    Self(
      .placedByUIKit,
      "the root view \(PointsFormat.exact(stored.width))x\(PointsFormat.exact(stored.height)) is smaller than the window and no segue presents it; assumed centred in the window, at \(describe(frame))",
      severity: .note)
  }

  // MARK: IB021: frames rebuilt

  /// A navigation bar stored `height` high, which no iOS draws.
  package static func barHeightNotDrawn(_ height: Double, used: Double, device: String) -> Self {
    Self(
      .rebuiltFrame,
      "the navigation bar is stored \(PointsFormat.exact(height)) high, a height no iOS draws (Xcode 8.0-8.2 wrote 1000x1000 placeholder bars); \(device)'s bar height \(PointsFormat.exact(used)) is used",
      severity: .note)
  }

  /// `count` views had only an Xcode 8.0–8.2 `frameInset`.
  package static func framesFromInsets(_ count: Int) -> Self {
    Self(
      .rebuiltFrame,
      "\(count) view\(count == 1 ? "" : "s") had only an Xcode 8.0-8.2 <frame key=\"frameInset\">; frames computed from the insets against the superview",
      severity: .note)
  }

  // MARK: IB022: stale frames

  /// A text input whose stored frame Interface Builder flags (`misplaced`, `ambiguous`).
  package static func staleFrame(misplaced: Bool, ambiguous: Bool) -> Self {
    let flags = [misplaced ? "misplaced=\"YES\"" : nil, ambiguous ? "ambiguous=\"YES\"" : nil]
      .compactMap { $0 }.joined(separator: " and ")
    let meaning =
      ambiguous
      ? "its constraints do not decide its frame, so the run-time frame may differ"
      : "Auto Layout puts it elsewhere at run time"
    return Self(
      .staleFrame,
      "the stored frame is stale and Interface Builder knows it: it marks this text input \(flags) (\(meaning)); the stored frame is used",
      severity: .note)
  }

  /// A text input inside a view whose stored frame Interface Builder flags as stale.
  package static var staleSuperviewFrame: Self {
    Self(
      .staleFrame,
      "the stored frame of a view holding this text input is stale and Interface Builder knows it (misplaced=\"YES\" or ambiguous=\"YES\"): the text input moves with it at run time; the stored frames are used",
      severity: .note)
  }

  /// `x,y WxH`.
  private static func describe(_ frame: Rect) -> String {
    let f = PointsFormat.exact
    return "\(f(frame.minX)),\(f(frame.minY)) \(f(frame.width))x\(f(frame.height))"
  }
}
