extension DiagnosticRenderer {
  /// `text` with every character that could drive a terminal or reorder what it shows written
  /// as `\u{XX}`: C0 and C1 control characters (ESC, CR, NUL, ...), DEL, and the bidirectional
  /// formatting characters. Everything else is unchanged.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The most characters of a message, note or fix-it shown (a message quoting a 1,000,000
  /// character JSON key would be 2 MB): a longer one keeps its first 600 and last 300, with the
  /// count left out between them.
  public static let maximumMessageLength = 1_000

  /// `text` escaped (`escaped(_:)`) and, past `maximumMessageLength` characters, cut to its
  /// start and end with the count of what is left out.
  public static func shown(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > maximumMessageLength else { return escaped(text) }
    let head = String(String.UnicodeScalarView(scalars.prefix(600)))
    let tail = String(String.UnicodeScalarView(scalars.suffix(300)))
    return escaped(head) + " ... (\(scalars.count - 900) characters not shown) ... "
      + escaped(tail)
  }

  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
