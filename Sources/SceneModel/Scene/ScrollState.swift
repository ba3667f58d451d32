/// The scrolling state of a `UIScrollView` (and subclasses: table, collection and text views).
public struct ScrollState: Hashable, Sendable {
  /// `contentOffset`: the content point shown at the scroll view's top-left corner. A subview of
  /// the scroll view is drawn at `frame.origin − contentOffset`.
  public var contentOffset: Point
  /// `contentInset` (what the app set, not `adjustedContentInset`).
  public var contentInset: Insets
  /// `contentSize`.
  public var contentSize: Size
  /// `isScrollEnabled`: scroll views with scrolling off are never scroll targets.
  public var scrollEnabled: Bool
  /// `verticalScrollIndicatorInsets`.
  public var indicatorInsets: Insets

  /// Creates a scroll state; unspecified values are UIKit's defaults.
  public init(
    contentOffset: Point = .zero, contentInset: Insets = .zero, contentSize: Size = .zero,
    scrollEnabled: Bool = true, indicatorInsets: Insets = .zero
  ) {
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.contentSize = contentSize
    self.scrollEnabled = scrollEnabled
    self.indicatorInsets = indicatorInsets
  }

  /// The largest vertical offset that does not over-scroll, as IQ's restore clamp computes it
  /// when the keyboard hides: `max(contentSize.height, frameHeight) − frameHeight`; insets ignored.
  public func maximumOffsetY(frameHeight: Double) -> Double {
    max(contentSize.height, frameHeight) - frameHeight
  }
}
