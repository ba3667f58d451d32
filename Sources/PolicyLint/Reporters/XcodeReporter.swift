import PolicyLanguage

/// The `xcode` reporter: `file:line:column: warning: message [code]`, notes as `note:` lines.
enum XcodeReporter {
  static func render(_ results: [LintFileResult]) -> String {
    let renderer = DiagnosticRenderer(style: .xcode)
    return results.map { renderer.render($0.diagnostics, sources: [:]) }.joined()
  }
}
