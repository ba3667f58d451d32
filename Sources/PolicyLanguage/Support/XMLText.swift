/// Text made safe for XML 1.0 content and attribute values: what the JUnit test report and the
/// SVG picture both write.
public enum XMLText {
  /// What happens to line breaks and tabs.
  public enum Whitespace: Sendable {
    /// Kept as they are (a JUnit failure body keeps its lines).
    case keep
    /// Each becomes one space (an SVG label is one line).
    case foldToSpaces
    /// Each becomes a character reference (`&#10;`): an attribute value keeps them, where a raw
    /// one would be read back as a space (XML's attribute-value normalization).
    case characterReferences
  }

  /// Escapes `&`, `<`, `>`, `"` and `'`; drops the characters XML 1.0 cannot hold (C0 controls
  /// other than tab, line feed and carriage return, and U+FFFE/U+FFFF); treats tab, line feed
  /// and carriage return as `whitespace` says.
  public static func escape(_ text: String, whitespace: Whitespace) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n", "\t", "\r":
        switch whitespace {
        case .keep: out.unicodeScalars.append(scalar)
        case .foldToSpaces: out += " "
        case .characterReferences: out += "&#\(scalar.value);"
        }
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
