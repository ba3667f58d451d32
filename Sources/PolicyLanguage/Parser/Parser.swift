/// The recursive-descent parser of the policy language (grammar.md, "Part 1").
///
/// One `Parser` struct, extended once per grammar area (`Parser+Statements.swift`,
/// `Parser+Blocks.swift`, `Parser+Recovery.swift`). It never stops at the first error: after a
/// problem it skips to the end of the line, the closing brace or the next block keyword, and goes
/// on, so one run reports every error. Every loop consumes at least one token per iteration
/// (checked by `LoopProgress`), unknown braces are skipped iteratively (no recursion), and
/// brace nesting deeper than `maximumDepth` is reported once.
public struct Parser {
  /// Deepest brace nesting accepted without a diagnostic (legal policies nest one level).
  public static let maximumDepth = 32
  /// After this many errors the parser stops reporting (and says so once).
  public static let maximumErrors = 1000
  /// The largest policy parsed, in UTF-8 bytes (16 MiB, the CLI's file limit too). A larger one
  /// gets one `E006` error and an empty tree, without being read.
  public static let maximumSourceSize = 16 * 1024 * 1024

  var lexer: Lexer
  /// The current token (its range as two points: `tokenRange`, `fullToken`).
  var token: LexedToken
  /// The token after `token`, once peeked.
  var peeked: LexedToken?
  /// The kind of the last consumed token (`newline` at the start of the file).
  var previousKind: Token.Kind = .newline
  /// The end of the last consumed token.
  var previousEnd: SourcePoint
  /// `source.path`, for ranges.
  let file: String
  /// Every diagnostic so far (lexer and parser).
  var diagnostics: [Diagnostic] = []
  var errorCount = 0

  /// Statement keywords, for recovery and did-you-mean.
  static let statementKeywords = [
    "version", "extends", "class", "avoidance", "toolbar", "resign-on-touch", "controller",
    "screen", "field", "scroll-view",
  ]

  init(source: SourceFile) {
    lexer = Lexer(source: source)
    file = source.path
    previousEnd = .fileStart
    token = lexer.nextLexed()
    drainLexer()
  }

  /// Parses a whole file. Always returns a tree (as much as could be parsed) and every
  /// diagnostic, sorted by position.
  public static func parse(_ source: SourceFile) -> (file: PolicyFile, diagnostics: [Diagnostic]) {
    let size = source.text.utf8.count
    guard size <= maximumSourceSize else {
      let start = SourceLocation(file: source.path, line: 1, column: 1, offset: 0)
      let diagnostic = Diagnostic(.fileTooLarge(bytes: size), at: SourceRange(at: start))
      return (PolicyFile(statements: [], comments: [], range: SourceRange(at: start)), [diagnostic])
    }
    var parser = Parser(source: source)
    let file = parser.parseFile()
    let sorted = parser.diagnostics.enumerated().sorted {
      ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset)
    }.map(\.element)
    return (file, sorted)
  }

  // MARK: - Tokens

  /// Consumes the current token.
  mutating func advance() {
    guard token.kind != .endOfFile else { return }
    previousKind = token.kind
    previousEnd = token.end
    if let next = peeked.take() {
      token = next
    } else {
      token = lexer.nextLexed()
      drainLexer()
    }
  }

  /// The token after the current one.
  mutating func peek() -> LexedToken {
    if let peeked { return peeked }
    let next = lexer.nextLexed()
    drainLexer()
    peeked = next
    return next
  }

  /// The kind of the token after the current one.
  mutating func peekKind() -> Token.Kind {
    if let peeked { return peeked.kind }
    let next = lexer.nextLexed()
    drainLexer()
    peeked = next
    return next.kind
  }

  /// Whether the current token is the keyword word `keyword`.
  func at(_ keyword: Keyword) -> Bool {
    token.kind == .word && token.keyword == keyword
  }

  /// Skips line breaks.
  mutating func skipNewlines() {
    while token.kind == .newline { advance() }
  }

  /// The current token as an identifier.
  var identifier: Identifier {
    Identifier(name: token.text, range: tokenRange)
  }

  /// The current token's text, moved out of it (the caller consumes the token next): an
  /// identifier or a value takes the lexer's string without another retain and release.
  mutating func takeText() -> String {
    var text = ""
    swap(&text, &token.text)
    return text
  }

  /// The current token as an identifier, consumed (`takeText()`, then `advance()`).
  mutating func takeIdentifier() -> Identifier {
    let range = tokenRange
    let id = Identifier(name: takeText(), range: range)
    advance()
    return id
  }

  /// The current token's range (read field by field: a method of `token` would copy it).
  var tokenRange: SourceRange { SourceRange(file: file, start: token.start, end: token.end) }

  /// The current token with its range (for messages that describe it).
  var fullToken: Token {
    Token(kind: token.kind, keyword: token.keyword, text: token.text, range: tokenRange)
  }

  /// A range from `start` to the end of the last consumed token.
  func range(from start: SourcePoint) -> SourceRange {
    SourceRange(
      file: file, start: start, end: previousEnd.offset >= start.offset ? previousEnd : start)
  }

  /// An empty range at the end of the last consumed token (where fix-its insert).
  var previousEndRange: SourceRange {
    SourceRange(file: file, start: previousEnd, end: previousEnd)
  }

  // MARK: - Diagnostics

  /// Records a diagnostic, unless the error limit was reached.
  mutating func report(_ diagnostic: Diagnostic) {
    if diagnostic.severity == .error {
      errorCount += 1
      if errorCount > Parser.maximumErrors {
        if errorCount == Parser.maximumErrors + 1 {
          diagnostics.append(Diagnostic(.tooManyErrors, at: diagnostic.range))
        }
        return
      }
    }
    diagnostics.append(diagnostic)
  }

  /// Records a diagnostic about the current token, unless it is an `invalid` token (the lexer
  /// already reported it).
  mutating func reportAtToken(
    _ message: PolicyMessage, notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
  ) {
    guard token.kind != .invalid else { return }
    report(Diagnostic(message, at: tokenRange, notes: notes, fixIts: fixIts))
  }

  @inline(__always)
  private mutating func drainLexer() {
    guard lexer.hasDiagnostics else { return }
    for diagnostic in lexer.takeDiagnostics() { report(diagnostic) }
  }
}

/// Guards a parser loop: each iteration must start at a later token than the one before.
///
/// `advanced(to:)` returns false (and fails an assertion in debug builds) when an iteration
/// consumed nothing; the caller then consumes a token itself, so even a parser bug cannot hang.
struct LoopProgress {
  private var lastOffset = -1

  mutating func advanced(to token: LexedToken) -> Bool {
    let offset = Int(token.start.offset)
    defer { lastOffset = offset }
    if offset > lastOffset { return true }
    // A zero-width newline token cannot exist, so equal offsets mean no progress.
    assertionFailure("parser loop made no progress at offset \(offset)")
    return false
  }
}
