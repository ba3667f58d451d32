import PolicyLanguage

/// The `human` reporter: caret frames from `DiagnosticRenderer`, then a one-line summary.
enum HumanReporter {
  static func render(_ results: [LintFileResult]) -> String {
    var text = ""
    stream(results) { text += $0 }
    return text
  }

  /// Renders each file's findings as soon as the sequence yields it (a blank line between files),
  /// then the summary line when any file had findings.
  static func stream(_ results: some Sequence<LintFileResult>, write: (String) -> Void) {
    let renderer = DiagnosticRenderer(style: .human)
    var files = 0
    var errors = 0
    var warnings = 0
    var printedAny = false
    for result in results {
      files += 1
      guard !result.diagnostics.isEmpty else { continue }
      var sources = [result.source.path: result.source]
      sources[Policy.defaultPolicyPath] = Policy.defaultSource
      if printedAny { write("\n") }
      renderer.render(result.diagnostics, sources: sources, write: write)
      printedAny = true
      errors += result.diagnostics.filter { $0.severity == .error }.count
      warnings += result.diagnostics.filter { $0.severity == .warning }.count
    }
    guard printedAny else { return }
    write(
      "\n\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(files, "file"))\n")
  }

  static func plural(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
