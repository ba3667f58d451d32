import PolicyLanguage

/// The `github` reporter: one GitHub Actions workflow command per finding, which the runner turns
/// into an annotation on the file and line.
///
/// Paths are relative to the repository root (as the runner resolves them, without `./`);
/// columns count UTF-16 code units, as the annotation's text does; the `title` says what is
/// wrong (the rule's summary, or the message). An annotation is for people, so at most
/// `DiagnosticRenderer.maximumPerFile` per file, then one notice counting the rest.
enum GitHubReporter {
  static func render(_ results: [LintFileResult], context: ReportContext = ReportContext())
    -> String
  {
    var columns = UTF16Columns(results)
    var text = ""
    for result in results {
      let path = displayPath(result.source.path, context: context)
      if result.omittedCount > 0 {
        text +=
          "::notice file=\(property(path))::\(result.omittedCount) more findings not shown (at most \(DiagnosticRenderer.maximumPerFile) per file)\n"
      }
      for diagnostic in result.diagnostics.prefix(DiagnosticRenderer.maximumPerFile) {
        text += command(diagnostic, context: context, columns: &columns)
      }
    }
    return text
  }

  /// One `::error`/`::warning`/`::notice` line for `diagnostic`.
  static func command(
    _ diagnostic: Diagnostic, context: ReportContext, columns: inout UTF16Columns
  ) -> String {
    let command: String =
      switch diagnostic.severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "notice"
      }
    let start = diagnostic.range.start
    let end = diagnostic.range.end
    let startColumn = columns.column(start)
    var properties = [
      "file=\(property(displayPath(start.file, context: context)))", "line=\(start.line)",
      "col=\(startColumn)",
    ]
    if end.line >= start.line {
      properties.append("endLine=\(end.line)")
      let endColumn = columns.column(end)
      if end.line == start.line, endColumn > startColumn {
        properties.append("endColumn=\(endColumn)")
      }
    }
    properties.append("title=\(property(title(diagnostic)))")
    var message = "\(diagnostic.message) [\(diagnostic.code)]"
    for note in diagnostic.notes {
      let place = note.range.map { range in
        ReportContext.isBuiltIn(range.start.file)
          ? " (built-in default policy, line \(range.start.line))"
          : " (\(displayPath(range.start.file, context: context)):\(range.start.line))"
      }
      message += "\nnote: \(note.message)" + (place ?? "")
    }
    for fixIt in diagnostic.fixIts { message += "\nhelp: \(fixIt.message)" }
    return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
  }

  /// What is wrong, for the annotation's title: the lint rule's summary, else the message (at
  /// most 100 characters), after the code.
  static func title(_ diagnostic: Diagnostic) -> String {
    if let rule = RuleRegistry.rule(diagnostic.code) {
      return "\(diagnostic.code) \(rule.id): \(rule.summary)"
    }
    let message = diagnostic.message
    let short = message.count > 100 ? String(message.prefix(99)) + "…" : message
    return "\(diagnostic.code): \(short)"
  }

  /// A report path without a leading `./`, which the runner would not resolve.
  static func displayPath(_ path: String, context: ReportContext) -> String {
    var shown = context.reportPath(path)
    while shown.hasPrefix("./") { shown.removeFirst(2) }
    return shown
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
