import Foundation
import PolicyLanguage

extension JSONValue {
  /// The value as JSON text: pretty-printed with two-space indentation (arrays of numbers on one
  /// line, so frames read as `[0, 103, 393, 44]`), members in order, ending without a newline.
  public func jsonText(pretty: Bool = true) -> String {
    var out = ""
    write(into: &out, indent: pretty ? 0 : nil)
    return out
  }

  /// The value pretty-printed as it is inside a document `level` levels deep (its own first
  /// line not indented, the lines after it indented from `level`): a writer that streams a
  /// document piece by piece writes exactly what `jsonText()` of the whole would.
  public func jsonText(level: Int) -> String {
    var out = ""
    write(into: &out, indent: max(0, level))
    return out
  }

  /// `string` as a JSON string literal, quotes included.
  public static func quoted(_ string: String) -> String {
    var out = ""
    writeString(string, into: &out)
    return out
  }

  /// Formats a number the way scenes are written (`PointsFormat.exact`: integers without a
  /// fraction, others in Swift's shortest round-tripping form); `null` when it is not finite.
  public static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    return PointsFormat.exact(number)
  }

  private func write(into out: inout String, indent: Int?) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Self.format(n)
    case .string(let s): Self.writeString(s, into: &out)
    case .array(let elements):
      if elements.isEmpty {
        out += "[]"
      } else if indent == nil || elements.allSatisfy(\.isScalar) {
        out += "["
        for (i, element) in elements.enumerated() {
          if i > 0 { out += indent == nil ? "," : ", " }
          element.write(into: &out, indent: nil)
        }
        out += "]"
      } else if let indent {
        out += "[\n"
        for (i, element) in elements.enumerated() {
          out += String(repeating: "  ", count: indent + 1)
          element.write(into: &out, indent: indent + 1)
          out += i + 1 < elements.count ? ",\n" : "\n"
        }
        out += String(repeating: "  ", count: indent) + "]"
      }
    case .object(let members):
      if members.isEmpty {
        out += "{}"
      } else if let indent {
        out += "{\n"
        for (i, member) in members.enumerated() {
          out += String(repeating: "  ", count: indent + 1)
          Self.writeString(member.key, into: &out)
          out += ": "
          member.value.write(into: &out, indent: indent + 1)
          out += i + 1 < members.count ? ",\n" : "\n"
        }
        out += String(repeating: "  ", count: indent) + "}"
      } else {
        out += "{"
        for (i, member) in members.enumerated() {
          if i > 0 { out += "," }
          Self.writeString(member.key, into: &out)
          out += ":"
          member.value.write(into: &out, indent: nil)
        }
        out += "}"
      }
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private static func writeString(_ string: String, into out: inout String) {
    out += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
