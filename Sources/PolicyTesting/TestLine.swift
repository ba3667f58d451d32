import PolicyLanguage

/// One line of a test file cut into tokens: words, quoted strings and the symbols `=`, `{`, `}`,
/// `±` and the comparisons `>=`, `<=`, `>`, `<` (`≥` and `≤` read as `>=` and `<=`); a `#`
/// outside a string starts a comment.
struct TestLine {
  /// A token and its byte offsets in the line.
  struct Token {
    enum Kind: Equatable {
      case word(String)
      case string(String)
      case symbol(String)
    }
    var kind: Kind
    var start: Int
    var end: Int

    var text: String {
      switch kind {
      case .word(let text), .string(let text), .symbol(let text): text
      }
    }
  }

  /// The tokens, up to the comment.
  var tokens: [Token] = []
  /// Where the code ends (the comment's `#`, or the line's end), trailing blanks excluded.
  var codeEnd: Int = 0
  /// The byte offset of an unterminated string's opening quote.
  var unterminatedString: Int?

  /// Cuts `bytes` (one line, without its line break) into tokens.
  init(_ bytes: [UInt8]) {
    var index = 0
    var end = bytes.count
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
        index += 1
      } else if byte == UInt8(ascii: "#") {
        end = index
        break
      } else if byte == UInt8(ascii: "\"") {
        let start = index
        var value: [UInt8] = []
        index += 1
        var closed = false
        while index < bytes.count {
          let c = bytes[index]
          if c == UInt8(ascii: "\\"), index + 1 < bytes.count {
            let next = bytes[index + 1]
            value.append(
              next == UInt8(ascii: "n") ? 0x0A : next == UInt8(ascii: "t") ? 0x09 : next)
            index += 2
          } else if c == UInt8(ascii: "\"") {
            index += 1
            closed = true
            break
          } else {
            value.append(c)
            index += 1
          }
        }
        if !closed { unterminatedString = start }
        tokens.append(
          Token(kind: .string(String(decoding: value, as: UTF8.self)), start: start, end: index))
      } else if byte == UInt8(ascii: "=") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
      {
        tokens.append(
          Token(
            kind: .symbol(String(UnicodeScalar(byte))), start: index, end: index + 1))
        index += 1
      } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xB1 {
        tokens.append(Token(kind: .symbol("±"), start: index, end: index + 2))
        index += 2
      } else if let found = Self.comparison(bytes, at: index) {
        tokens.append(Token(kind: .symbol(found.symbol), start: index, end: index + found.length))
        index += found.length
      } else {
        let start = index
        while index < bytes.count {
          let c = bytes[index]
          if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r")
            || c == UInt8(ascii: "#") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "=")
            || c == UInt8(ascii: "{") || c == UInt8(ascii: "}")
            || (c == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0xB1)
            || Self.comparison(bytes, at: index) != nil
          {
            break
          }
          index += 1
        }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        tokens.append(
          Token(kind: word == "+-" ? .symbol("±") : .word(word), start: start, end: index))
      }
    }
    while end > 0,
      bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t")
        || bytes[end - 1] == UInt8(ascii: "\r")
    {
      end -= 1
    }
    codeEnd = end
  }

  /// The comparison starting at `index` and its length in bytes: `>=`, `<=`, `>`, `<`, or `≥`
  /// and `≤` (three bytes each) as `>=` and `<=`.
  static func comparison(_ bytes: [UInt8], at index: Int) -> (symbol: String, length: Int)? {
    let byte = bytes[index]
    if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
      let symbol = byte == UInt8(ascii: ">") ? ">" : "<"
      if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "=") {
        return (symbol + "=", 2)
      }
      return (symbol, 1)
    }
    if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x89,
      bytes[index + 2] == 0xA5 || bytes[index + 2] == 0xA4
    {
      return (bytes[index + 2] == 0xA5 ? ">=" : "<=", 3)
    }
    return nil
  }
}
