/// The field an explanation is about.
public struct ExplainedField: Hashable, Sendable, Codable {
  /// The scene's view id.
  public var id: String
  /// The name `field "..."` rules match, if any: a SwiftUI field's policy name, else the
  /// accessibility identifier.
  public var identifier: String?
  /// The class chain, nearest first: `["PromoCodeField", "UITextField", "UIControl", ...]`.
  public var classChain: [String]
  /// `textField`, `textView` or `searchBar`.
  public var kind: String
  /// The placeholder (the toolbar's title), if any.
  public var placeholder: String?
  /// The frame in window coordinates before the keyboard shows.
  public var frame: ExplainedRect

  /// Creates a field summary.
  public init(
    id: String, identifier: String?, classChain: [String], kind: String, placeholder: String?,
    frame: ExplainedRect
  ) {
    self.id = id
    self.identifier = identifier
    self.classChain = classChain
    self.kind = kind
    self.placeholder = placeholder
    self.frame = frame
  }

  /// How the field is named in prose: `"promo-code"`, or `'promo' (no accessibility identifier)`.
  public var displayName: String {
    if let identifier { return "\"\(identifier)\"" }
    return "'\(id)'"
  }
}
