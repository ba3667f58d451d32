/// A selector block: `controller X { ... }`, `screen "SignUp" { ... }`, `field "id" { ... }`,
/// `field Class { ... }`, `scroll-view "id" { ... }`, `scroll-view Class { ... }`.
public struct RuleBlock: Hashable, Sendable {
  /// Which kind of block.
  public var kind: RuleKind
  /// The block keyword as written.
  public var keyword: Identifier
  /// What the block applies to.
  public var selector: Selector
  /// The settings, in source order (class lists are not allowed here; the parser reports them).
  public var settings: [SettingNode]
  /// From the keyword to the closing brace.
  public var range: SourceRange

  /// Creates the node.
  public init(
    kind: RuleKind, keyword: Identifier, selector: Selector, settings: [SettingNode],
    range: SourceRange
  ) {
    self.kind = kind
    self.keyword = keyword
    self.selector = selector
    self.settings = settings
    self.range = range
  }
}

/// The kinds of selector block.
public enum RuleKind: String, Hashable, Sendable, CaseIterable, Codable {
  /// `controller ClassName`: that view controller class and its subclasses.
  case controller
  /// `screen "Name"`: the SwiftUI screen named so by `.keyboardPolicyScreen("Name")` (the
  /// SwiftUI counterpart of a controller; it takes a controller block's settings).
  case screen
  /// `field "identifier"` or `field ClassName`.
  case field
  /// `scroll-view "identifier"` or `scroll-view ClassName`.
  case scrollView = "scroll-view"
}

/// What a rule block selects.
public enum Selector: Hashable, Sendable {
  /// A quoted accessibility identifier (`"email"`), or a screen's name (`screen "SignUp"`).
  case identifier(Identifier)
  /// A bare class name: matches that class and its subclasses.
  case className(Identifier)

  /// The selector's text and range.
  public var identifier: Identifier {
    switch self {
    case .identifier(let id): id
    case .className(let id): id
    }
  }
}
