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
    return result
  }
}
