/// One lexical token of a policy file.
public struct Token: Hashable, Sendable {
  /// What kind of token.
  public var kind: Kind {
    didSet { keyword = kind == .word ? Keyword(text) : .none }
  }
  /// The keyword a `word` token spells (`.none` for other words and other kinds): classified once
  /// by the lexer so the parser never compares strings. Not part of equality (it follows `text`).
  private(set) var keyword: Keyword
  /// The token's text: the source text, except for strings, whose text is the contents without
  /// quotes and with escapes resolved. Empty for `newline` and `endOfFile`.
  public var text: String {
    didSet { keyword = kind == .word ? Keyword(text) : .none }
  }
  /// Where it is (for a string, including the quotes).
  public var range: SourceRange

  /// Creates a token.
  public init(kind: Kind, text: String, range: SourceRange) {
    self.kind = kind
    self.keyword = kind == .word ? Keyword(text) : .none
    self.text = text
    self.range = range
  }

  /// A token whose keyword is already known (the lexer's path).
  @inline(__always)
  init(kind: Kind, keyword: Keyword, text: String, range: SourceRange) {
    self.kind = kind
    self.keyword = keyword
    self.text = text
    self.range = range
  }

  /// Equal kind, text and range.
  public static func == (lhs: Token, rhs: Token) -> Bool {
    lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.range == rhs.range
  }

  /// Hashes kind, text and range.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(text)
    hasher.combine(range)
  }

  /// The kinds of token.
  public enum Kind: Hashable, Sendable {
    /// A bare word: `[A-Za-z_][A-Za-z0-9_-]*` (`toolbar`, `resign-on-touch`, `UITextField`).
    case word
    /// A decimal number: `-?[0-9]+(.[0-9]+)?([eE][+-]?[0-9]+)?`.
    case number
    /// A double-quoted string.
    case string
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `=`
    case equals
    /// `,`
    case comma
    /// `:`
    case colon
    /// `.`
    case dot
    /// One or more line breaks (with any blank lines and comment lines between them).
    case newline
    /// The end of the input.
    case endOfFile
    /// Text that is not a token (already reported by the lexer).
    case invalid
  }

  /// How diagnostics name the token: `'toolbar'`, `a string`, `end of line`, `end of file`.
  var description: String {
    switch kind {
    case .newline: "end of line"
    case .endOfFile: "end of file"
    case .string: "a string"
    default: "'\(Token.quotable(text))'"
    }
  }

  /// `text` shortened to 40 characters, with control characters escaped, for quoting.
  static func quotable(_ text: String) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == 40 {
        result += "..."
        break
      }
      if scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return result
  }
}
