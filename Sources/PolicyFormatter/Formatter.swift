import PolicyLanguage

/// The canonical layout of policy files (`kbpolicy fmt`). No options.
///
/// - two-space indentation, one setting or class list per line;
/// - class lists wrapped at 100 columns, continuation lines indented four more spaces;
/// - one blank line between top-level blocks; elsewhere a blank line is kept where the source had
///   one (at most one), never after `{` or before `}`;
/// - statements, items and comments keep their order; trailing comments stay at the end of their
///   line, two spaces after the code;
/// - `\n` line endings, no trailing spaces, one newline at the end.
///
/// Formatting only changes layout: the result parses to the same tree (ranges aside), and
/// formatting it again changes nothing.
public enum Formatter {
  /// Spaces per indentation level.
  public static let indentation = "  "
  /// Class lists are wrapped to stay within this many columns.
  public static let lineLimit = 100

  /// Parses and formats `source`. `text` is nil when the file has syntax errors (they are in
  /// `diagnostics`); a file that does not parse is never reformatted.
  public static func format(_ source: SourceFile) -> (text: String?, diagnostics: [Diagnostic]) {
    let (file, diagnostics) = Parser.parse(source)
    guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
    return (format(file, source: source), diagnostics)
  }

  /// Formats a parsed file. `source` is the text it was parsed from (for blank lines).
  public static func format(_ file: PolicyFile, source: SourceFile) -> String {
    var printer = Printer(source: source, comments: CommentMap(file: file))
    printer.printFile(file)
    return printer.output
  }

  // MARK: - Shared helpers

  /// A block's layout facts, for comment placement.
  struct BlockShape {
    /// The line of the keyword and `{`.
    var headerLine: Int
    /// Each item's range.
    var items: [SourceRange]
  }

  /// The block shape of a block statement; nil for simple statements.
  static func block(_ statement: Statement) -> BlockShape? {
    switch statement {
    case .feature(let block):
      BlockShape(headerLine: block.keyword.range.start.line, items: block.items.map(\.range))
    case .rule(let block):
      BlockShape(headerLine: block.keyword.range.start.line, items: block.settings.map(\.range))
    case .version, .extends, .classDeclaration:
      nil
    }
  }

  /// A value as source text: numbers and words as written, strings quoted and escaped; a list
  /// of values one after another, `, ` between them (`"login-button", "forgot-password"`).
  static func value(_ node: ValueNode) -> String {
    guard !node.rest.isEmpty else { return node.kind == .string ? quoted(node.text) : node.text }
    return node.items.map(value).joined(separator: ", ")
  }

  /// A string literal for `text` (`ViewIDList.quoted`, the one writer of policy strings).
  static func quoted(_ text: String) -> String { ViewIDList.quoted(text) }
}
