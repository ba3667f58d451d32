/// A token as the lexer hands it to the parser: a `Token` whose range is two points, without
/// the file's name.
///
/// The parser makes, moves and drops one per token; a `SourceRange` in each would retain and
/// release the file's name every time. The range is made (`range(in:)`) only where a node or a
/// diagnostic keeps it, and the public `Token` (`token(in:)`) only for `Lexer.next()` and
/// messages.
struct LexedToken: Sendable {
  /// What kind of token (see `Token.kind`).
  var kind: Token.Kind
  /// The keyword a `word` token spells, `.none` otherwise (see `Token.keyword`).
  var keyword: Keyword
  /// The token's text (see `Token.text`).
  var text: String
  /// Where the token starts.
  var start: SourcePoint
  /// Just past its end.
  var end: SourcePoint

  /// The token's range in `file`.
  @inline(__always)
  func range(in file: String) -> SourceRange {
    SourceRange(file: file, start: start, end: end)
  }

  /// The public token, its range in `file`.
  func token(in file: String) -> Token {
    Token(kind: kind, keyword: keyword, text: text, range: range(in: file))
  }
}
