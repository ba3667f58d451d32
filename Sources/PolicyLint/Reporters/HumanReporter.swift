import PolicyLanguage

/// The `human` reporter: caret frames from `DiagnosticRenderer`, then a one-line summary.
enum HumanReporter {
  static func render(_ results: [LintFileResult]) -> String {
    let renderer = DiagnosticRenderer(style: .human)
    var parts: [String] = []
    for result in results where !result.diagnostics.isEmpty {
      var sources = [result.source.path: result.source]
      sources[Policy.defaultPolicyPath] = Policy.defaultSource
      parts.append(renderer.render(result.diagnostics, sources: sources))
    }
    guard !parts.isEmpty else { return "" }
    let errors = results.count(.error)
    let warnings = results.count(.warning)
    return parts.joined(separator: "\n")
      + "\n\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(results.count, "file"))\n"
  }

  static func plural(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
