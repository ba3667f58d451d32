import PolicyLanguage

/// Text for people, made safe for a terminal or a CI log: every control character (ESC, CR,
/// NUL, ...) and bidirectional override in it is shown escaped (`\u{1B}`), as diagnostics show
/// them, except the line feeds that separate the output's own lines. Input text that may hold a
/// line feed (a test name, an id) is escaped where it is interpolated, so it cannot start a line
/// of its own (a forged `PASS` or `::error::`).
enum TerminalText {
  /// `text` with every line escaped on its own.
  static func safe(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var first = true
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if !first { result += "\n" }
      first = false
      result += DiagnosticRenderer.escaped(String(line))
    }
    return neutralised(result)
  }
}

extension TerminalText {
  /// `text` with nothing a CI runner reads as a workflow command: a line whose first
  /// non-blank characters are `::` gets its first `:` shown as `\u{3A}`, and every `##[` becomes
  /// `#\u{23}[`. Only the `github` reporter's own annotations are written without this.
  static func neutralised(_ text: String) -> String {
    guard text.contains("::") || text.contains("##[") else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    var first = true
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if !first { result += "\n" }
      first = false
      var line = String(line).replacingOccurrences(of: "##[", with: "#\\u{23}[")
      let blank = line.prefix { $0 == " " || $0 == "\t" }
      if line.dropFirst(blank.count).hasPrefix("::") {
        line = blank + "\\u{3A}" + line.dropFirst(blank.count + 1)
      }
      result += line
    }
    return result
  }
}
