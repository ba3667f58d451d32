import PolicyLanguage

/// The `github` reporter: one GitHub Actions workflow command per finding, which the runner turns
/// into an annotation on the file and line.
enum GitHubReporter {
  static func render(_ results: [LintFileResult]) -> String {
    var text = ""
    for result in results {
      if result.omittedCount > 0 {
        text +=
          "::notice file=\(property(result.source.path))::\(result.omittedCount) more findings not shown (at most \(DiagnosticRenderer.maximumPerFile) per file)\n"
      }
      for diagnostic in result.diagnostics.prefix(DiagnosticRenderer.maximumPerFile) {
        let command: String =
          switch diagnostic.severity {
          case .error: "error"
          case .warning: "warning"
          case .note: "notice"
          }
        let start = diagnostic.range.start
        let end = diagnostic.range.end
        var properties = [
          "file=\(property(start.file))", "line=\(start.line)", "col=\(start.column)",
        ]
        if end.line >= start.line {
          properties.append("endLine=\(end.line)")
          if end.line == start.line, end.column > start.column {
            properties.append("endColumn=\(end.column)")
          }
        }
        let rule = RuleRegistry.rule(diagnostic.code).map { " (\($0.id))" } ?? ""
        properties.append("title=\(property("kbpolicy \(diagnostic.code)\(rule)"))")
        var message = "\(diagnostic.message) [\(diagnostic.code)]"
        for note in diagnostic.notes {
          message += "\nnote: \(note.message)" + (note.range.map { " (\($0.start))" } ?? "")
        }
        for fixIt in diagnostic.fixIts { message += "\nhelp: \(fixIt.message)" }
        text += "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
      }
    }
    return text
  }

  /// Escapes a command's message (`%`, CR, LF, control characters).
  static func data(_ text: String) -> String {
    // Then any other control character from the input is shown escaped, never sent raw.
    DiagnosticRenderer.escaped(
      text.replacingOccurrences(of: "%", with: "%25")
        .replacingOccurrences(of: "\r", with: "%0D")
        .replacingOccurrences(of: "\n", with: "%0A"))
  }

  /// Escapes a property value (also `:` and `,`).
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
