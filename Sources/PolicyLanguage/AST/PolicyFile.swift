/// The syntax tree of one policy file, exactly as written (no defaults applied, nothing resolved).
///
/// Produced by `Parser`, consumed by `Compiler`, the linter and the formatter. Every node keeps
/// its source range. Comments are kept beside the tree, in source order, so the formatter can put
/// them back.
public struct PolicyFile: Hashable, Sendable {
  /// The top-level statements in source order.
  public var statements: [Statement]
  /// Every comment in the file, in source order.
  public var comments: [Comment]
  /// The range of the whole file.
  public var range: SourceRange

  /// Creates a file node.
  public init(statements: [Statement], comments: [Comment], range: SourceRange) {
    self.statements = statements
    self.comments = comments
    self.range = range
  }
}

/// A `# ...` comment.
public struct Comment: Hashable, Sendable {
  /// The text after `#`, without the newline (leading space kept).
  public var text: String
  /// The range from `#` to the end of the line.
  public var range: SourceRange
  /// True when code precedes the comment on the same line (a trailing comment).
  public var isTrailing: Bool

  /// Creates a comment.
  public init(text: String, range: SourceRange, isTrailing: Bool) {
    self.text = text
    self.range = range
    self.isTrailing = isTrailing
  }
}

/// A name as written, with its range: a block keyword, a setting name, a class name, an enum word.
public struct Identifier: Hashable, Sendable {
  /// The text.
  public var name: String
  /// Where it is.
  public var range: SourceRange

  /// Creates an identifier.
  public init(name: String, range: SourceRange) {
    self.name = name
    self.range = range
  }
}
