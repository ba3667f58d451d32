/// `lint --docs-url URL`: the base the SARIF reporter's `helpUri` links start from, held to RFC
/// 3986 before it is used, so every link written is an absolute URI (SARIF types `helpUri` as
/// `format: uri`).
///
/// Accepted: `http` or `https` (any case), `://`, a non-empty host, then a path of RFC 3986's
/// characters (unreserved, sub-delimiters, `:`, `@`, `/` and `%` with two hex digits). Refused:
/// any other character (a space, a control, a quote, `<`, `\`, non-ASCII: percent-encode them),
/// and a query or fragment (`?`, `#`): a document's path is appended to the base, and would land
/// inside them.
enum DocumentationURL {
  /// Why `text` is not a base `--docs-url` takes, or nil when it is one.
  static func problem(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    let lowered = text.lowercased()
    let scheme: Int
    if lowered.hasPrefix("https://") {
      scheme = 8
    } else if lowered.hasPrefix("http://") {
      scheme = 7
    } else {
      return "it is not an absolute http(s) URL"
    }
    var index = scheme
    var hostLength = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
        return "it has a query or fragment ('\(Character(UnicodeScalar(byte)))'), and document "
          + "paths are appended to it"
      }
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else {
          return "a '%' is not followed by two hex digits"
        }
        index += 3
        if hostLength >= 0 { hostLength += 1 }
        continue
      }
      guard isAllowed(byte) else {
        return "it holds a character a URI cannot (percent-encode spaces, quotes, controls and "
          + "non-ASCII text)"
      }
      if byte == UInt8(ascii: "/"), hostLength >= 0 {
        guard hostLength > 0 else { return "it names no host" }
        hostLength = -1
      } else if hostLength >= 0 {
        hostLength += 1
      }
      index += 1
    }
    if hostLength == 0 { return "it names no host" }
    return nil
  }

  /// RFC 3986's unreserved and reserved characters other than `?`, `#`, `%` (handled apart) and
  /// `[`, `]` (only in an IPv6 host, which a documentation site does not need).
  private static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "-._~!$&'()*+,;=:@/".utf8.contains(byte)
    }
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      return true
    default: return false
    }
  }
}
