import SceneModel

/// How a layout guide's frame follows the view that owns it.
public enum LayoutGuideKind: Sendable, Equatable {
  /// The owner's frame inset by constant insets: a root view's safe area, its layout margins,
  /// its readable content guide, a scroll view's frame layout guide (no insets).
  case inset(Insets)
  /// A subview's safe area: its owner's frame clipped to the safe-area guide `rootGuide` of the
  /// root view (each edge the inner of the two), as UIKit propagates safe areas down the tree.
  case clippedSafeArea(rootGuide: Int)
  /// A bar along the owner's top edge, `length` tall: iOS 7 to 10's top layout guide (the status
  /// and navigation bars).
  case topBar(length: Double)
  /// A bar along the owner's bottom edge, `length` tall: the bottom layout guide (the tab bar),
  /// or the keyboard layout guide (the keyboard, or the bottom safe area while it is hidden).
  case bottomBar(length: Double)
  /// A scroll view's content layout guide: at the scroll view's origin (a content offset of zero)
  /// and as large as its content's constraints make it.
  case content
  /// The owner's readable content guide (`UIView.readableContentGuide`): as UIKit documents it,
  /// never beyond the owner's layout margins, centred between them and as tall as they are, and
  /// at most the readable width, `width`, wide (as wide as the margins allow up to it).
  case readable(width: Double)
}
