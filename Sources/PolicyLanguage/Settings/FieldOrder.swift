/// How previous/next orders sibling fields (IQ `manageBehavior`).
public enum FieldOrder: String, Hashable, Sendable, CaseIterable, Codable {
  /// Subview (z) order.
  case subviews
  /// Ascending `tag`.
  case tag
  /// Top to bottom, then left to right.
  case position
}
