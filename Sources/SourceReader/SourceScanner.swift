/// Builds a `SourceOutline` from a file's tokens in one pass: a stack of brace scopes, each
/// classified by the tokens before its `{` (a type, a function, a condition, a closure, a plain
/// block), and statements split at `;`, braces and (Swift) line breaks between complete
/// expressions.
struct SourceScanner {
  /// A `{ ... }` scope (or the file).
  struct Scope: Equatable {
    var type: Int?
    var function: Int?
    var guarded: SourceOutline.Guard?
    /// Whether the scope is an Objective-C `@interface`/`@implementation` body or a type body:
    /// where method declarations start.
    var isTypeBody: Bool
  }

  var outline: SourceOutline
  var scopes: ScopeStack
  /// The current statement's first token.
  var statementStart = 0
  /// Parentheses and brackets open in the current statement.
  var depth = 0
  /// Whether the current statement so far holds only attributes (`@IBAction`, `@objc(name)`).
  var attributesOnly = true
  /// Open `#if`s, each with the guard in effect inside it (its own, or the enclosing one's when
  /// it is a platform check).
  var compilation: [SourceOutline.Guard?] = []
  /// Whether each open `#if` branch is a platform check.
  var platform: [Bool] = []
  /// The Objective-C type between `@interface`/`@implementation` and `@end`.
  var objcType: Int?

  /// Scans a lexed file.
  static func outline(
    path: String, language: SourceLanguage, bytes: [UInt8], tokens: [SourceToken],
    comments: [SourceComment], lineStarts: [UInt32]
  ) -> SourceOutline {
    var scanner = SourceScanner(
      outline: SourceOutline(
        path: path, language: language, bytes: bytes, tokens: tokens, comments: comments,
        lineStarts: lineStarts),
      scopes: ScopeStack(Scope(type: nil, function: nil, guarded: nil, isTypeBody: true)))
    scanner.run()
    return scanner.outline
  }

  var language: SourceLanguage { outline.language }

  mutating func run() {
    var index = 0
    let tokens = outline.tokens
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .directive where language == .objectiveC || isLineDirective(index):
        flush(upTo: index)
        directive(index)
        statementStart = index + 1
      case .punctuation:
        index = punctuation(index)
        continue
      case .identifier where language == .objectiveC && outline.bytes[token.start] == 0x40:
        index = objcKeyword(index)
        continue
      default:
        if language == .swift, token.startsLine, index > statementStart, endsSwiftStatement(index) {
          flush(upTo: index)
          statementStart = index
        }
        noteAttribute(index)
      }
      index += 1
    }
    flush(upTo: tokens.count)
  }

  /// Handles punctuation at `index`; returns the next index to read.
  mutating func punctuation(_ index: Int) -> Int {
    let token = outline.tokens[index]
    let b = outline.bytes[token.start]
    let single = token.end - token.start == 1
    if language == .swift, token.startsLine, index > statementStart, endsSwiftStatement(index) {
      flush(upTo: index)
      statementStart = index
    }
    switch single ? b : 0 {
    case 0x28, 0x5B:  // ( [
      depth += 1
    case 0x29, 0x5D:  // ) ]
      depth = max(0, depth - 1)
    case 0x3B:  // ;
      flush(upTo: index)
      statementStart = index + 1
      return index + 1
    case 0x7B:  // {
      openScope(at: index)
      statementStart = index + 1
      return index + 1
    case 0x7D:  // }
      flush(upTo: index)
      if scopes.count > 1 { scopes.removeLast() }
      statementStart = index + 1
      return index + 1
    default: break
    }
    noteAttribute(index)
    return index + 1
  }

  /// Keeps `attributesOnly` true while the statement is `@Name`, `@Name(...)` only.
  mutating func noteAttribute(_ index: Int) {
    guard attributesOnly, depth == 0 else { return }
    let token = outline.tokens[index]
    let b = outline.bytes[token.start]
    if b == 0x40 { return }
    if token.kind == .identifier, index > 0, outline.tokens[index - 1].end == token.start,
      outline.bytes[outline.tokens[index - 1].start] == 0x40
    {
      return
    }
    if b == 0x29 || b == 0x28 { return }
    attributesOnly = false
  }

  /// Whether a Swift token at the start of a line begins a new statement: the statement so far
  /// is complete (no open parenthesis, not ending in an operator, not only attributes) and the
  /// token does not continue it (`.member`, a binary operator).
  func endsSwiftStatement(_ index: Int) -> Bool {
    guard depth == 0, !attributesOnly else { return false }
    let token = outline.tokens[index]
    let b = outline.bytes[token.start]
    if token.kind == .punctuation {
      switch b {
      case 0x2E, 0x3D, 0x2B, 0x2A, 0x2F, 0x25, 0x26, 0x7C, 0x3F, 0x3A, 0x2C, 0x3C, 0x3E, 0x5E:
        return false
      case 0x2D where token.end - token.start > 1: return false
      // `func f()` then `{` on the next line: the brace opens the header's body (a Swift `{`
      // after a complete statement is never a statement of its own).
      case 0x7B: return false
      default: break
      }
    }
    let previous = outline.tokens[index - 1]
    if previous.kind == .punctuation {
      guard previous.end - previous.start == 1 else { return false }
      switch outline.bytes[previous.start] {
      case 0x29, 0x5D, 0x7D, 0x3E: return true  // ) ] } >
      case 0x21, 0x3F: return true  // x! T?
      default: return false
      }
    }
    return true
  }

  /// Records the statement `statementStart..<end` (when it has tokens).
  mutating func flush(upTo end: Int) {
    defer {
      depth = 0
      attributesOnly = true
    }
    guard end > statementStart else { return }
    let scope = scopes.top
    if let function = scope.function {
      recordCalls(
        first: statementStart, end: end, function: function,
        guarded: scope.guarded ?? compilationGuard)
    }
    outline.statements.append(
      SourceOutline.Statement(
        first: statementStart, end: end, type: scope.type ?? objcTypeAtFileLevel,
        function: scope.function, guarded: scope.guarded ?? compilationGuard))
    if language == .swift, outline.isWord(statementStart, "guard"),
      scopes.top.guarded == nil, scopes.top.function != nil
    {
      // What follows a `guard` runs only when its condition holds.
      scopes.top.guarded = .condition(
        keyword: "guard", line: outline.tokens[statementStart].line)
    }
  }

  /// Whether a Swift `#word` token is a compiler directive that takes its line (`#if`,
  /// `#elseif`, `#else`, `#endif`, `#warning`, `#error`, `#sourceLocation`), not an expression
  /// (`#available`, `#selector`, `#keyPath`, a macro).
  func isLineDirective(_ index: Int) -> Bool {
    let token = outline.tokens[index]
    var end = token.start + 1
    while end < token.end, SourceLexer.isIdentifierByte(outline.bytes[end]) { end += 1 }
    let word = outline.bytes[(token.start + 1)..<end]
    return Self.lineDirectives.contains { word.elementsEqual($0.utf8) }
  }

  static let lineDirectives = [
    "if", "elseif", "else", "endif", "warning", "error", "sourceLocation",
  ]

  var objcTypeAtFileLevel: Int? { scopes.count == 1 ? objcType : nil }

  var compilationGuard: SourceOutline.Guard? { compilation.last ?? nil }
}
