/// Splits a Swift or Objective-C file into tokens and comments, in one pass over its bytes.
///
/// Comments (Swift's nest), strings (Swift's multi-line, raw and interpolated ones; C's,
/// `@"..."` and Objective-C++ raw strings `R"x(...)x"`), character literals, preprocessor lines
/// and C's line splices (`\` at the end of a line, in comments and strings) are recognised, so nothing inside a
/// comment or a string is ever a token. Any bytes are accepted: an unterminated comment or string
/// ends at the end of the file (a C string at the end of its line), a byte that starts no token is
/// skipped. The cost is linear in the input: every byte is looked at a bounded number of times,
/// and string interpolations nest on an explicit stack, never on the call stack.
public struct SourceLexer {
  /// The file's bytes.
  let bytes: [UInt8]
  /// The file's language.
  let language: SourceLanguage
  /// The next byte to read.
  var index = 0
  /// The current line (1-based).
  var line = 1
  /// The offset of the current line's first byte.
  var lineStart = 0
  /// Whether a line break was crossed since the last token.
  var sawLineBreak = true
  /// The tokens so far.
  var tokens: [SourceToken] = []
  /// The comments so far.
  var comments: [SourceComment] = []
  /// The offset of each line's first byte so far (line 1's is 0).
  var lineStarts: [UInt32] = [0]

  /// Lexes `bytes` as `language`: its tokens, its comments and the offset of each line's first
  /// byte (`lineStarts[line - 1]`).
  public static func lex(_ bytes: [UInt8], language: SourceLanguage) -> (
    tokens: [SourceToken], comments: [SourceComment], lineStarts: [UInt32]
  ) {
    var lexer = SourceLexer(bytes: bytes, language: language)
    lexer.run()
    return (lexer.tokens, lexer.comments, lexer.lineStarts)
  }

  init(bytes: [UInt8], language: SourceLanguage) {
    self.bytes = bytes
    self.language = language
    // At most one token a byte: reserved whole, the array never grows by copying (pages not
    // written are never resident), so a file of `{` peaks at its tokens, 12 bytes a byte. The
    // line starts are counted first and reserved exactly (4 bytes a line).
    tokens.reserveCapacity(bytes.count + 1)
    var breaks = 0
    for b in bytes where b == 0x0A { breaks += 1 }
    lineStarts.reserveCapacity(breaks + 1)
  }

  func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

  static func isIdentifierStart(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b == 0x24 || b >= 0x80
  }

  static func isIdentifierByte(_ b: UInt8) -> Bool {
    isIdentifierStart(b) || (b >= 0x30 && b <= 0x39)
  }

  static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

  /// Moves past one byte, counting lines.
  mutating func step() {
    if bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
      lineStarts.append(UInt32(truncatingIfNeeded: min(lineStart, Int(UInt32.max))))
      sawLineBreak = true
    }
    index += 1
  }

  mutating func emit(_ kind: SourceToken.Kind, from start: Int, line startLine: Int) {
    tokens.append(
      SourceToken(kind: kind, start: start, end: index, line: startLine, startsLine: sawLineBreak))
    sawLineBreak = false
  }

  mutating func run() {
    while index < bytes.count {
      let b = bytes[index]
      if b <= 0x20 || b == 0x7F {
        step()
        continue
      }
      let start = index
      let startLine = line
      if b == 0x2F, skipComment() { continue }
      if language == .objectiveC, b == 0x23, isFirstOnLine(start) {
        skipPreprocessorLine()
        emit(.directive, from: start, line: startLine)
        continue
      }
      if let kind = lexOne(b) {
        emit(kind, from: start, line: startLine)
      }
    }
  }

  /// Whether only blanks come before `offset` on its line.
  func isFirstOnLine(_ offset: Int) -> Bool {
    var i = offset - 1
    while i >= lineStart {
      if bytes[i] != 0x20 && bytes[i] != 0x09 { return false }
      i -= 1
    }
    return true
  }

  /// Lexes one token starting at `b` (the current byte); nil when it was skipped.
  mutating func lexOne(_ b: UInt8) -> SourceToken.Kind? {
    if language == .objectiveC, b == 0x52 || b == 0x75 || b == 0x55 || b == 0x4C,
      let prefix = rawStringPrefix()
    {
      // Objective-C++ `R"x(...)x"`.
      index += prefix
      skipRawString()
      return .string
    }
    if Self.isIdentifierStart(b) {
      while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
      return .identifier
    }
    if Self.isDigit(b) {
      lexNumber()
      return .number
    }
    switch b {
    case 0x22:  // "
      skipString()
      return .string
    case 0x60:  // `identifier`
      index += 1
      while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
      if byte(index) == 0x60 { index += 1 }
      return .identifier
    case 0x27 where language == .objectiveC:  // 'c'
      skipCString(quote: 0x27)
      return .character
    case 0x40 where language == .objectiveC:  // @"..." or @word
      index += 1
      if byte(index) == 0x22 {
        skipString()
        return .string
      }
      while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
      return index - 1 > 0 && bytes[index - 1] == 0x40 ? .punctuation : .identifier
    case 0x23 where language == .swift:
      return lexSwiftHash()
    default:
      lexPunctuation(b)
      return .punctuation
    }
  }

  mutating func lexNumber() {
    let isHex = byte(index) == 0x30 && (byte(index + 1) | 0x20) == 0x78
    index += 1
    while index < bytes.count {
      let c = bytes[index]
      if Self.isIdentifierByte(c) {
        index += 1
      } else if c == 0x2E, Self.isDigit(byte(index + 1)) {
        index += 1
      } else if c == 0x2B || c == 0x2D, !isHex, (bytes[index - 1] | 0x20) == 0x65 {
        index += 1
      } else {
        break
      }
    }
  }

  /// Operators the reader tells apart: `==` is not `=`, `+=` appends.
  static let twoByteOperators: Set<UInt16> = {
    let pairs = ["==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "&&", "||", "->", "??", ".."]
    return Set(pairs.map { UInt16($0.utf8.first!) << 8 | UInt16($0.utf8.last!) })
  }()

  mutating func lexPunctuation(_ b: UInt8) {
    index += 1
    let pair = UInt16(b) << 8 | UInt16(byte(index))
    if Self.twoByteOperators.contains(pair) {
      index += 1
      let third = byte(index)
      if (pair == 0x3D3D || pair == 0x213D) && third == 0x3D { index += 1 }  // === !==
      if pair == 0x2E2E && (third == 0x2E || third == 0x3C) { index += 1 }  // ... ..<
    }
  }

  /// Swift `#`: a raw string (`#"..."#`), a directive (`#if` takes its condition to the end of
  /// the line), or a lone `#`.
  mutating func lexSwiftHash() -> SourceToken.Kind {
    var hashes = 0
    while byte(index + hashes) == 0x23 { hashes += 1 }
    if byte(index + hashes) == 0x22 {
      index += hashes
      skipString(hashes: hashes)
      return .string
    }
    index += 1
    guard Self.isIdentifierStart(byte(index)) else { return .punctuation }
    let wordStart = index
    while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
    let word = bytes[wordStart..<index]
    if word.elementsEqual("if".utf8) || word.elementsEqual("elseif".utf8) {
      while index < bytes.count, bytes[index] != 0x0A {
        if bytes[index] == 0x2F, byte(index + 1) == 0x2F || byte(index + 1) == 0x2A { break }
        index += 1
      }
    }
    return .directive
  }
}
