/// The policy names an app's Swift code gives its SwiftUI screens and fields, and the
/// accessibility identifiers it sets: `.keyboardPolicyScreen("SignUp")`,
/// `.keyboardPolicyField("email", ...)`, `.accessibilityIdentifier("email")` and
/// `accessibilityIdentifier = "email"`, each with a plain string literal (an interpolated or
/// escaped string is not a name the reader can know, and is left out). Lint checks the names
/// a policy's `screen "..."` and `field "..."` rules use against them.
public struct SwiftUINames: Sendable, Equatable {
  /// One name and where the code gives it.
  public struct Name: Sendable, Equatable {
    /// The name, without quotes.
    public var name: String
    /// The file (as given).
    public var path: String
    /// The call's line.
    public var line: Int
  }

  /// `.keyboardPolicyScreen("...")` names, in reading order.
  public private(set) var screens: [Name] = []
  /// `.keyboardPolicyField("...")` names and accessibility identifiers set in code, in
  /// reading order.
  public private(set) var fields: [Name] = []

  /// No names yet.
  public init() {}

  /// Adds the names `outline` gives (one pass over its tokens).
  public mutating func add(_ outline: SourceOutline) {
    let tokens = outline.tokens
    var i = 1
    while i + 2 < tokens.count {
      defer { i += 1 }
      guard tokens[i].kind == .identifier else { continue }
      let isScreen = outline.isWord(i, "keyboardPolicyScreen")
      let isField = !isScreen && outline.isWord(i, "keyboardPolicyField")
      let isModifier = isScreen || isField || outline.isWord(i, "accessibilityIdentifier")
      guard isModifier else { continue }
      // `.name("...")`, `.name(label: "...")`, or `accessibilityIdentifier = "..."`.
      var at = i + 1
      if outline.isWord(at, "=") {
        guard !isScreen, !isField else { continue }
      } else {
        guard outline.isWord(i - 1, "."), outline.isWord(at, "(") else { continue }
        if tokens.count > at + 2, tokens[at + 1].kind == .identifier, outline.isWord(at + 2, ":") {
          at += 2
        }
      }
      at += 1
      guard at < tokens.count, tokens[at].kind == .string,
        let name = Self.plainLiteral(outline.text(at: at))
      else { continue }
      let found = Name(name: name, path: outline.path, line: tokens[at].line)
      if isScreen { screens.append(found) } else { fields.append(found) }
    }
  }

  /// The contents of a plain one-line string literal (`"SignUp"`), or nil for any other.
  static func plainLiteral(_ text: String) -> String? {
    guard text.utf8.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""),
      !text.hasPrefix("\"\"\"")
    else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("\\"), !inner.contains("\"") else { return nil }
    return String(inner)
  }
}
