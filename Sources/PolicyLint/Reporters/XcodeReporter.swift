import PolicyLanguage

/// The `xcode` reporter: `file:line:column: warning: message [code]`, notes as `note:` lines.
enum XcodeReporter {
  static func render(_ results: [LintFileResult]) -> String {
    var text = ""
    stream(results) { text += $0 }
    return text
  }

  /// Renders each file's findings as soon as the sequence yields it.
  static func stream(_ results: some Sequence<LintFileResult>, write: (String) -> Void) {
    let renderer = DiagnosticRenderer(style: .xcode)
    for result in results { renderer.render(result.diagnostics, sources: [:], write: write) }
  }
}
