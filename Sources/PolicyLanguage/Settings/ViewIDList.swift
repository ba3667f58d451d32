/// How a list of view ids (`keep-visible`'s value) is written in a policy: each id quoted and
/// escaped as the lexer reads it, `, ` between them, `none` for no view.
public enum ViewIDList {
  /// `"login-button", "forgot-password"`, or `none` for an empty list.
  public static func text(_ ids: [String]) -> String {
    guard !ids.isEmpty else { return noneWord }
    return ids.map(quoted).joined(separator: ", ")
  }

  /// The word that writes an empty list (`keep-visible = none`: no view, over any weaker rule).
  public static let noneWord = "none"

  /// `"id"` as a policy string literal: `"`, `\`, line breaks and tabs escaped (the formatter
  /// writes every string literal with it).
  public static func quoted(_ id: String) -> String {
    var result = "\""
    for scalar in id.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
