/// When the toolbar shows previous/next arrows (IQ `previousNextDisplayMode`).
public enum PreviousNextMode: String, Hashable, Sendable, CaseIterable, Codable {
  /// When there is more than one field, or the field is in a table/collection view.
  case auto
  /// Always.
  case always
  /// Never.
  case never
}
