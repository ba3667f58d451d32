import SceneModel
import PolicyLanguage

/// The `json` reporter: one document with `format_version`, every file and finding, and totals.
///
/// ```json
/// {"format_version": 1, "files": [{"path": "a.kbpolicy", "diagnostics": [{"code": "L001",
///   "rule": "dead-enable", "severity": "warning", "message": "...", "line": 5, "column": 3,
///   "end_line": 5, "end_column": 12, "notes": [...], "fix_its": [...]}]}],
///  "summary": {"files": 1, "errors": 0, "warnings": 1}}
/// ```
enum JSONReporter {
  /// Bumped when a key changes meaning or disappears (adding keys does not bump it).
  static let formatVersion = 1

  /// Every finding, up to `context.maximumResults` in the run; a file whose findings were cut
  /// there says how many with `"omitted"`, and so does the summary.
  static func render(_ results: [LintFileResult], context: ReportContext = ReportContext())
    -> String
  {
    var budget = context.maximumResults
    var omittedTotal = 0
    let files: [JSONValue] = results.map { result in
      let carried = min(budget, result.diagnostics.count)
      budget -= carried
      let omitted = result.diagnostics.count - carried
      omittedTotal += omitted
      return .object(
        [
          ("path", .string(result.source.path)),
          ("diagnostics", .array(result.diagnostics.prefix(carried).map(diagnostic))),
        ] + (omitted > 0 ? [("omitted", .number(Double(omitted)))] : []))
    }
    let document = JSONValue.object([
      ("format_version", .number(Double(formatVersion))),
      (
        "tool",
        .object(
          [("name", .string("kbpolicy"))]
            + (context.toolVersion.map { [("version", JSONValue.string($0))] } ?? []))
      ),
      ("files", .array(files)),
      (
        "summary",
        .object(
          [
            ("files", .number(Double(results.count))),
            ("errors", .number(Double(results.count(.error)))),
            ("warnings", .number(Double(results.count(.warning)))),
          ] + (omittedTotal > 0 ? [("omitted", .number(Double(omittedTotal)))] : []))
      ),
    ])
    return document.jsonText() + "\n"
  }

  static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("code", .string(diagnostic.code))]
    members.append(("rule", RuleRegistry.rule(diagnostic.code).map { .string($0.id) } ?? .null))
    members.append(("severity", .string(diagnostic.severity.rawValue)))
    members.append(("message", .string(diagnostic.message)))
    members += range(diagnostic.range)
    members.append(
      (
        "notes",
        .array(
          diagnostic.notes.map { note in
            var fields: [(key: String, value: JSONValue)] = [("message", .string(note.message))]
            if let range = note.range {
              fields.append(("file", .string(range.start.file)))
              fields += self.range(range)
            }
            return .object(fields)
          })
      ))
    members.append(
      (
        "fix_its",
        .array(
          diagnostic.fixIts.map { fixIt in
            .object(
              [("message", .string(fixIt.message))] + range(fixIt.range) + [
                ("replacement", .string(fixIt.replacement))
              ])
          })
      ))
    return .object(members)
  }

  static func range(_ range: SourceRange) -> [(key: String, value: JSONValue)] {
    [
      ("line", .number(Double(range.start.line))), ("column", .number(Double(range.start.column))),
      ("end_line", .number(Double(range.end.line))),
      ("end_column", .number(Double(range.end.column))),
    ]
  }
}
