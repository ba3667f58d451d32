/// Splits policy text into tokens, working on UTF-8 bytes.
///
/// Tokens are produced on demand (`next()`), so memory stays flat for large inputs. Comments are
/// not tokens; they are collected in `comments`. Problems (unexpected characters, unterminated
/// strings, bad escapes, malformed numbers) are collected in `diagnostics`, and lexing always
/// continues: every call to `next()` consumes at least one byte until the end of the input, where
/// it returns `endOfFile` forever.
public struct Lexer: Sendable {
  /// The longest word (identifier, class name, keyword) or string accepted, in UTF-8 bytes.
  /// Longer ones are an `E005` error and become `invalid` tokens (UIKit's longest class names are
  /// under 60 bytes; accessibility identifiers are short).
  public static let maximumTokenLength = 1024

  /// The file being lexed.
  public let source: SourceFile
  /// Every comment seen so far, in source order.
  public private(set) var comments: [Comment] = []
  /// Every lexical problem seen so far, in source order.
  public private(set) var diagnostics: [Diagnostic] = []

  private let bytes: [UInt8]
  /// `source.path`, for every range.
  private let file: String
  private var words: WordInterner
  private var position = 0
  private var line = 1
  private var lineStart = 0
  /// Whether a token other than a newline was produced on the current line (for trailing comments).
  private var tokenOnLine = false

  /// Creates a lexer at the start of `source`.
  public init(source: SourceFile) {
    self.source = source
    self.file = source.path
    self.bytes = Array(source.text.utf8)
    // About one distinct word per 64 bytes in large policies (class names dominate).
    self.words = WordInterner(expectedWords: bytes.count / 64)
  }

  /// Lexes a whole file (a convenience for tests and tools); the last token is `endOfFile`.
  public static func tokenize(_ source: SourceFile) -> (
    tokens: [Token], comments: [Comment], diagnostics: [Diagnostic]
  ) {
    var lexer = Lexer(source: source)
    var tokens: [Token] = []
    while true {
      let token = lexer.next()
      tokens.append(token)
      if token.kind == .endOfFile { break }
    }
    return (tokens, lexer.comments, lexer.diagnostics)
  }

  /// Removes and returns the diagnostics collected so far.
  mutating func takeDiagnostics() -> [Diagnostic] {
    defer { diagnostics.removeAll(keepingCapacity: true) }
    return diagnostics
  }

  /// Whether `diagnostics` is not empty (checked after every token, so kept cheap).
  var hasDiagnostics: Bool { !diagnostics.isEmpty }

  /// The location of the current position (the end of the file once `endOfFile` was returned).
  var currentLocation: SourceLocation {
    SourceLocation(file: file, point: point(position))
  }

  /// The next token.
  public mutating func next() -> Token {
    nextLexed().token(in: file)
  }

  /// The next token, its range as two points (the parser's path: see `LexedToken`).
  mutating func nextLexed() -> LexedToken {
    skipSpacesAndTrailingComment()
    guard position < bytes.count else {
      let here = point(position)
      return LexedToken(kind: .endOfFile, keyword: .none, text: "", start: here, end: here)
    }
    let byte = bytes[position]
    if byte == Ascii.newline { return lexNewlines() }
    tokenOnLine = true
    let start = position
    // Punctuation is made here, in one place (a token returned from a helper per kind is
    // copied once more on the way out).
    let punctuation: (Token.Kind, String)?
    switch byte {
    case Ascii.leftBrace: punctuation = (.leftBrace, "{")
    case Ascii.rightBrace: punctuation = (.rightBrace, "}")
    case Ascii.equals: punctuation = (.equals, "=")
    case Ascii.comma: punctuation = (.comma, ",")
    case Ascii.colon: punctuation = (.colon, ":")
    case Ascii.dot: punctuation = (.dot, ".")
    case Ascii.quote: return lexString()
    default: punctuation = nil
    }
    if let (kind, text) = punctuation {
      position += 1
      return LexedToken(
        kind: kind, keyword: .none, text: text, start: point(start), end: point(position))
    }
    if Ascii.isWordStart(byte) {
      let (end, hash) = scanWord(from: start)
      position = end
      guard position - start <= Self.maximumTokenLength else {
        return tooLong(isString: false, from: start)
      }
      // Words are shared (and keywords classified) by the interner.
      let (text, keyword) = bytes.withUnsafeBufferPointer { buffer in
        words.intern(UnsafeBufferPointer(rebasing: buffer[start..<end]), hash: hash)
      }
      return LexedToken(
        kind: .word, keyword: keyword, text: text, start: point(start), end: point(position))
    }
    if Ascii.isDigit(byte) || (byte == Ascii.minus && isDigit(at: position + 1)) {
      return lexNumber()
    }
    return lexInvalid()
  }

  // MARK: - Pieces

  private func token(_ kind: Token.Kind, from start: Int) -> LexedToken {
    LexedToken(
      kind: kind, keyword: .none, text: String(decoding: bytes[start..<position], as: UTF8.self),
      start: point(start), end: point(position))
  }

  /// The end of the word starting at `start` (a word-start byte) and its `WordInterner.hash`,
  /// in one pass: eight bytes at a time, testing all eight for `[A-Za-z0-9_-]` at once.
  private func scanWord(from start: Int) -> (end: Int, hash: UInt32) {
    bytes.withUnsafeBytes { raw in
      let count = raw.count
      var h = WordInterner.hashSeed
      var index = start
      while index + 8 <= count {
        let chunk = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian
        let words = Ascii.wordBytes(chunk)
        if words == 0x8080_8080_8080_8080 {
          h = WordInterner.mix(h, chunk)
          index += 8
          continue
        }
        // The first byte that is not a word byte ends the word; mix the bytes before it.
        let length = (~words & 0x8080_8080_8080_8080).trailingZeroBitCount / 8
        if length > 0 { h = WordInterner.mix(h, chunk & (~0 >> UInt64(64 - 8 * length))) }
        index += length
        return (index, WordInterner.finish(h, count: index - start))
      }
      var last: UInt64 = 0
      var shift: UInt64 = 0
      while index < count, Ascii.isWordContinuation(raw[index]) {
        last |= UInt64(raw[index]) << shift
        shift += 8
        index += 1
      }
      if shift > 0 { h = WordInterner.mix(h, last) }
      return (index, WordInterner.finish(h, count: index - start))
    }
  }

  /// Spaces, tabs, carriage returns and a comment that runs to the end of the current line.
  @inline(__always)
  private mutating func skipSpacesAndTrailingComment() {
    let count = bytes.count
    var index = position
    while index < count {
      let byte = bytes[index]
      if byte == Ascii.space || byte == Ascii.tab || byte == Ascii.carriageReturn {
        index += 1
      } else if byte == Ascii.hash {
        position = index
        lexComment(isTrailing: tokenOnLine)
        index = position
      } else {
        break
      }
    }
    position = index
  }

  /// `#` to the end of the line (not including the line break).
  private mutating func lexComment(isTrailing: Bool) {
    let start = position
    position += 1
    while position < bytes.count, bytes[position] != Ascii.newline {
      if bytes[position] == Ascii.carriageReturn, position + 1 < bytes.count,
        bytes[position + 1] != Ascii.newline
      {
        diagnostics.append(
          Diagnostic(.carriageReturnInComment, at: range(from: position, to: position + 1)))
      }
      position += 1
    }
    var end = position
    if end > start + 1, bytes[end - 1] == Ascii.carriageReturn { end -= 1 }
    let text = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    comments.append(
      Comment(text: text, range: range(from: start, to: end), isTrailing: isTrailing))
  }

  /// A run of line breaks, blank lines and whole-line comments, as one `newline` token.
  private mutating func lexNewlines() -> LexedToken {
    let start = point(position)
    let count = bytes.count
    var index = position
    while index < count {
      let byte = bytes[index]
      if byte == Ascii.newline {
        index += 1
        line += 1
        lineStart = index
        tokenOnLine = false
      } else if byte == Ascii.space || byte == Ascii.tab || byte == Ascii.carriageReturn {
        index += 1
      } else if byte == Ascii.hash {
        position = index
        lexComment(isTrailing: false)
        index = position
      } else {
        break
      }
    }
    position = index
    // The token ends just past its last line break: the start of the current line (the run
    // starts at a line break, so there is one).
    let end = point(lineStart)
    return LexedToken(kind: .newline, keyword: .none, text: "", start: start, end: end)
  }

  /// `"..."` with the escapes `\"`, `\\`, `\n` and `\t`; ends at the line's end when unterminated.
  private mutating func lexString() -> LexedToken {
    let start = position
    position += 1
    var contents: [UInt8] = []
    var terminated = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == Ascii.quote {
        position += 1
        terminated = true
        break
      }
      if byte == Ascii.newline { break }
      if byte == Ascii.backslash, position + 1 < bytes.count, bytes[position + 1] != Ascii.newline {
        let escaped = bytes[position + 1]
        switch escaped {
        case Ascii.quote, Ascii.backslash: contents.append(escaped)
        case UInt8(ascii: "n"): contents.append(Ascii.newline)
        case UInt8(ascii: "t"): contents.append(Ascii.tab)
        default:
          // Keep the escaped character (a whole UTF-8 sequence) as written.
          var length = 1
          while position + 1 + length < bytes.count, bytes[position + 1 + length] & 0xC0 == 0x80 {
            length += 1
          }
          let sequence = bytes[(position + 1)..<(position + 1 + length)]
          let text = String(decoding: sequence, as: UTF8.self)
          diagnostics.append(
            Diagnostic(
              .unknownEscape(text), at: range(from: position, to: position + 1 + length),
              notes: [.stringEscapes]))
          contents.append(contentsOf: sequence)
          position += 1 + length
          continue
        }
        position += 2
        continue
      }
      contents.append(byte)
      position += 1
    }
    if !terminated, let brace = trailingOpenBrace(from: start + 1) {
      // `field "email {`: end the string before the brace so the block still parses.
      position = brace
      while contents.last == Ascii.leftBrace || contents.last == Ascii.space
        || contents.last == Ascii.tab
        || contents.last == Ascii.carriageReturn
      {
        contents.removeLast()
      }
    }
    var end = position
    while !terminated, end > start + 1,
      bytes[end - 1] == Ascii.carriageReturn || bytes[end - 1] == Ascii.space
        || bytes[end - 1] == Ascii.tab
    {
      end -= 1
    }
    if contents.count > Self.maximumTokenLength { return tooLong(isString: true, from: start) }
    let range = range(from: start, to: end)
    if !terminated {
      diagnostics.append(
        Diagnostic(
          .unterminatedString, at: range,
          fixIts: [.inserting("\"", at: self.range(from: end, to: end), as: "\"")]))
    }
    let text = String(decoding: contents, as: UTF8.self)
    return LexedToken(
      kind: .string, keyword: .none, text: text, start: range.startPoint, end: range.endPoint)
  }

  /// For an unterminated string ending in `{` (spaces allowed), the offset of that `{`.
  private func trailingOpenBrace(from start: Int) -> Int? {
    var index = position - 1
    while index >= start,
      bytes[index] == Ascii.space || bytes[index] == Ascii.tab
        || bytes[index] == Ascii.carriageReturn
    {
      index -= 1
    }
    return index >= start && bytes[index] == Ascii.leftBrace ? index : nil
  }

  /// A number; anything glued to it (`10pt`, `1.2.3`) makes it an `invalid` token.
  private mutating func lexNumber() -> LexedToken {
    let start = position
    if bytes[position] == Ascii.minus { position += 1 }
    skipDigits()
    if position < bytes.count, bytes[position] == Ascii.dot, isDigit(at: position + 1) {
      position += 1
      skipDigits()
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      var probe = position + 1
      if probe < bytes.count, bytes[probe] == Ascii.plus || bytes[probe] == Ascii.minus {
        probe += 1
      }
      if isDigit(at: probe) {
        position = probe
        skipDigits()
      }
    }
    var glued = false
    while position < bytes.count,
      Ascii.isWordContinuation(bytes[position]) || bytes[position] == Ascii.dot
    {
      glued = true
      position += 1
    }
    guard glued else { return token(.number, from: start) }
    let invalid = token(.invalid, from: start)
    diagnostics.append(
      Diagnostic(.invalidNumber(invalid.text), at: invalid.range(in: file), notes: [.plainNumbers]))
    return invalid
  }

  /// An over-long word or string (from `start` to the current position) as one `invalid` token.
  private mutating func tooLong(isString: Bool, from start: Int) -> LexedToken {
    let range = range(from: start, to: position)
    let prefix = String(decoding: bytes[start..<min(position, start + 40)], as: UTF8.self)
    let length = position - start
    diagnostics.append(
      Diagnostic(
        isString
          ? .stringTooLong(bytes: length, startingWith: prefix)
          : .nameTooLong(bytes: length, startingWith: prefix),
        at: range))
    return LexedToken(
      kind: .invalid, keyword: .none, text: prefix, start: range.startPoint, end: range.endPoint)
  }

  /// A run of bytes that start no token.
  private mutating func lexInvalid() -> LexedToken {
    let start = position
    position += 1
    if bytes[start] == UInt8(ascii: "/"), position < bytes.count, bytes[position] == bytes[start] {
      // A `//` comment: one error for it, none for the words after it.
      while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
        position += 1
      }
    }
    while position < bytes.count {
      let byte = bytes[position]
      if Ascii.isWhitespace(byte) || Ascii.startsToken(byte) { break }
      position += 1
    }
    let invalid = token(.invalid, from: start)
    if invalid.text.hasPrefix("//") {
      // A C-style comment: say how comments are written here.
      let marker = range(from: start, to: start + 2)
      diagnostics.append(
        Diagnostic(.slashComment, at: marker, fixIts: [.replacing(marker, "//", with: "#")]))
      return invalid
    }
    diagnostics.append(
      Diagnostic(.unexpectedCharacters(invalid.text), at: invalid.range(in: file)))
    return invalid
  }

  private mutating func skipDigits() {
    while position < bytes.count, Ascii.isDigit(bytes[position]) { position += 1 }
  }

  private func isDigit(at index: Int) -> Bool {
    index < bytes.count && Ascii.isDigit(bytes[index])
  }

  /// The point of a byte offset on the current line (or the start of the next one).
  @inline(__always)
  private func point(_ offset: Int) -> SourcePoint {
    // On the current line below 2 GiB (every real file), the line and the column are at most
    // `offset + 1` (a line has at least its line break): all three fit in 32 bits, and the
    // clamping `SourcePoint` does is worked out for larger offsets only.
    if offset < Int(Int32.max), offset >= lineStart {
      return SourcePoint(
        line: Int32(truncatingIfNeeded: line),
        column: Int32(truncatingIfNeeded: offset &- lineStart &+ 1),
        offset: Int32(truncatingIfNeeded: offset))
    }
    return SourcePoint(line: line, column: offset - lineStart + 1, offset: offset)
  }

  /// The range between two byte offsets on the current line.
  @inline(__always)
  private func range(from start: Int, to end: Int) -> SourceRange {
    SourceRange(file: file, start: point(start), end: point(end))
  }

  /// The range between two points.
  @inline(__always)
  private func range(from start: SourcePoint, to end: SourcePoint) -> SourceRange {
    SourceRange(file: file, start: start, end: end)
  }
}

/// The ASCII bytes the lexer looks at.
enum Ascii {
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let hash = UInt8(ascii: "#")
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let leftBrace = UInt8(ascii: "{")
  static let rightBrace = UInt8(ascii: "}")
  static let equals = UInt8(ascii: "=")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let dot = UInt8(ascii: ".")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let underscore = UInt8(ascii: "_")

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  static func isWordStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == underscore }
  /// `[A-Za-z0-9_-]`, as one table lookup in two 64-bit masks (no branches).
  @inline(__always)
  static func isWordContinuation(_ byte: UInt8) -> Bool {
    // Bytes 0-63: '-' and '0'-'9'. Bytes 64-127: 'A'-'Z', '_' and 'a'-'z'.
    let low: UInt64 = 1 << 0x2D | 0x3FF << 0x30
    let high: UInt64 = 0x3FF_FFFF << 0x01 | 1 << 0x1F | 0x3FF_FFFF << 0x21
    let mask = byte < 64 ? low : byte < 128 ? high : 0
    return (mask >> UInt64(byte & 63)) & 1 != 0
  }
  /// For eight bytes (little-endian), the high bit of each byte that is `[A-Za-z0-9_-]`, other
  /// bits clear: per-byte range tests without carries between bytes.
  @inline(__always)
  static func wordBytes(_ x: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    let low7 = x & ~high
    /// High bit set where `lo <= byte <= hi` (bytes below 0x80).
    func inRange(_ v: UInt64, _ lo: UInt64, _ hi: UInt64) -> UInt64 {
      (v &+ (0x80 - lo) &* ones) & ~(v &+ (0x7F - hi) &* ones) & high
    }
    /// High bit set where `byte == value` (bytes below 0x80).
    func equal(_ v: UInt64, _ value: UInt64) -> UInt64 {
      let t = v ^ (value &* ones)
      return ~((t &+ ~high) | t) & high
    }
    let letters = inRange(low7 | 0x2020_2020_2020_2020, 0x61, 0x7A)
    let digits = inRange(low7, 0x30, 0x39)
    let others = equal(low7, 0x5F) | equal(low7, 0x2D)
    return (letters | digits | others) & ~(x & high)
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == carriageReturn || byte == newline
  }
  /// Whether `byte` can begin a token or a comment (a `-` only begins a number, so it is not).
  static func startsToken(_ byte: UInt8) -> Bool {
    isWordStart(byte) || isDigit(byte) || byte == quote || byte == leftBrace || byte == rightBrace
      || byte == equals || byte == comma || byte == colon || byte == dot || byte == hash
  }
}
