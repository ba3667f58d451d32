/// A view property the engine changes.
public enum ViewProperty: String, Hashable, Sendable, CaseIterable {
  /// `frame.origin.y` of a controller's root view.
  case originY
  /// `contentOffset.y` of a scroll view.
  case contentOffsetY
  /// `contentInset.bottom` of a scroll view or text view.
  case contentInsetBottom
  /// `verticalScrollIndicatorInsets.bottom` of a scroll view or text view.
  case indicatorInsetBottom
}
