import PolicyLanguage
import SceneModel

/// The `sarif` reporter: a SARIF 2.1.0 log that GitHub code scanning accepts
/// (`github/codeql-action/upload-sarif`).
///
/// The driver (with the tool's version) lists every lint rule (id, short and full description,
/// help, tags, default level), plus one entry per other diagnostic code that occurs. Each result
/// names its rule, level, message (control and bidirectional characters escaped) and region:
/// 1-based lines, columns in UTF-16 code units (SARIF's default `columnKind`), end column
/// exclusive. Paths are relative to the repository root, named `SRCROOT` in
/// `originalUriBaseIds`. Notes with a location become related locations with ids, which the
/// message links to (`[here](1)`), except those in the built-in default policy, which is no file
/// of the repository. Every result is carried, up to `ReportContext.maximumResults` per run; past
/// that a tool notification and `properties.omittedResults` say how many were left out.
enum SARIFReporter {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The name of the root that relative URIs are resolved against.
  static let rootName = "SRCROOT"

  /// The SARIF log of `results`.
  static func render(_ results: [LintFileResult], context: ReportContext = ReportContext())
    -> String
  {
    let driver = driverRules(results, context: context)
    var columns = UTF16Columns(results)
    var sarifResults: [JSONValue] = []
    let total = results.reduce(0) { $0 + $1.diagnostics.count }
    for result in results {
      for diagnostic in result.diagnostics {
        guard sarifResults.count < context.maximumResults else { break }
        sarifResults.append(
          self.result(diagnostic, ruleIDs: driver.ids, context: context, columns: &columns))
      }
    }
    let omitted = total - sarifResults.count
    return log(rules: driver.rules, results: sarifResults, omitted: omitted, context: context)
      .jsonText() + "\n"
  }

  /// The driver's rules: every lint rule, then one per other diagnostic code that occurs in
  /// `results` (sorted), with their ids in the same order.
  private static func driverRules(_ results: [LintFileResult], context: ReportContext) -> (
    rules: [JSONValue], ids: [String]
  ) {
    var rules: [JSONValue] = RuleRegistry.descriptions.map {
      linked(rule($0), code: $0.code, context: context)
    }
    var ruleIDs = RuleRegistry.descriptions.map(\.id)
    var severities: [String: Diagnostic.Severity] = [:]
    for diagnostic in results.lazy.flatMap(\.diagnostics)
    where RuleRegistry.rule(diagnostic.code) == nil && severities[diagnostic.code] == nil {
      severities[diagnostic.code] = diagnostic.severity
    }
    for code in severities.keys.sorted() {
      ruleIDs.append(code)
      rules.append(
        linked(codeRule(code, severity: severities[code] ?? .error), code: code, context: context))
    }
    return (rules, ruleIDs)
  }

  /// `rule` with a `helpUri` to the section documenting `code`, when the context knows where
  /// the documents are published.
  static func linked(_ rule: JSONValue, code: String, context: ReportContext) -> JSONValue {
    guard let base = context.documentationURL, case .object(var members) = rule else {
      return rule
    }
    let trimmed = base.hasSuffix("/") ? String(base.dropLast()) : base
    let index = members.firstIndex { $0.key == "help" }.map { $0 + 1 } ?? members.count
    members.insert(("helpUri", .string("\(trimmed)/\(documentation(of: code))")), at: index)
    return .object(members)
  }

  /// The repository document and section (`path#anchor`) that describes `code`: the lint rule
  /// table, or the list of its family's codes.
  static func documentation(of code: String) -> String {
    if RuleRegistry.rule(code) != nil { return "docs/lint.md#rules" }
    if code.hasPrefix("IB") { return "grammar.md#errors-and-notes" }
    switch code.first {
    case "E", "W": return "grammar.md#7-diagnostics"
    case "S": return "grammar.md#a8-error-codes"
    case "F": return "grammar.md#codes-of-input-files"
    case "T": return "grammar.md#45-errors"
    default: return "grammar.md"
    }
  }

  /// What a code that is not a lint rule means: its family's catalogued summary.
  static func summary(of code: String) -> String? {
    if let language = DiagnosticCode(rawValue: code) { return language.summary }
    if let scene = SceneIssue.Code(rawValue: code) { return scene.summary }
    if let input = InputFileCode(rawValue: code) { return input.summary }
    return nil
  }

  /// The driver entry of a diagnostic code that is not a lint rule (the policy language's, a
  /// scene's, an input file's), at the level it first occurs with.
  private static func codeRule(_ code: String, severity: Diagnostic.Severity) -> JSONValue {
    let summary = summary(of: code) ?? "a kbpolicy diagnostic"
    let family =
      code.hasPrefix("S") ? "scene" : code.hasPrefix("F") ? "input-file" : "policy-language"
    return .object([
      ("id", .string(code)),
      ("name", .string("\(family)-\(code)")),
      ("shortDescription", .object([("text", .string("\(code): \(summary)"))])),
      ("fullDescription", .object([("text", .string(summary))])),
      (
        "help",
        .object([
          (
            "text",
            .string(
              "\(summary) grammar.md lists every code with an example; 'kbpolicy check' reports it too."
            )
          ),
          (
            "markdown",
            .string(
              "\(summary)\n\ngrammar.md lists every code with an example; `kbpolicy check` reports it too."
            )
          ),
        ])
      ),
      ("defaultConfiguration", .object([("level", .string(level(severity)))])),
      ("properties", .object([("tags", .array([.string("keyboard-policy"), .string(family)]))])),
    ])
  }

  /// One SARIF result: the diagnostic's rule (and its index in `ruleIDs`), level, message (its
  /// notes appended, each note with a location linked to its related location) and location.
  private static func result(
    _ diagnostic: Diagnostic, ruleIDs: [String], context: ReportContext,
    columns: inout UTF16Columns
  ) -> JSONValue {
    let id = RuleRegistry.rule(diagnostic.code)?.id ?? diagnostic.code
    var message = escaped(diagnostic.message)
    var related: [JSONValue] = []
    for note in diagnostic.notes {
      message += "\nnote: \(escaped(note.message))"
      guard let range = note.range else { continue }
      if ReportContext.isBuiltIn(range.start.file) {
        message += " (built-in default policy, line \(range.start.line))"
        continue
      }
      let relatedID = related.count + 1
      message += " ([here](\(relatedID)))"
      related.append(
        .object([
          ("id", .number(Double(relatedID))),
          ("physicalLocation", physical(range, context: context, columns: &columns)),
          ("message", .object([("text", .string(escaped(note.message)))])),
        ]))
    }
    for fixIt in diagnostic.fixIts { message += "\nhelp: \(escaped(fixIt.message))" }
    var members: [(key: String, value: JSONValue)] = [
      ("ruleId", .string(id)),
      ("ruleIndex", ruleIDs.firstIndex(of: id).map { .number(Double($0)) } ?? .null),
      ("level", .string(level(diagnostic.severity))),
      ("message", .object([("text", .string(message))])),
      (
        "locations",
        .array([
          .object([
            ("physicalLocation", physical(diagnostic.range, context: context, columns: &columns))
          ])
        ])
      ),
    ]
    if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
    return .object(members)
  }

  /// Text from the input with control and bidirectional characters escaped (`\u{1B}`), as every
  /// other reporter shows them.
  static func escaped(_ text: String) -> String { DiagnosticRenderer.escaped(text) }

  /// The SARIF 2.1.0 document: one `kbpolicy` run with its tool, root, rules and results, and a
  /// notification with the count of results left out when there are any.
  private static func log(
    rules: [JSONValue], results: [JSONValue], omitted: Int, context: ReportContext
  ) -> JSONValue {
    var driver: [(key: String, value: JSONValue)] = [("name", .string("kbpolicy"))]
    if let version = context.toolVersion {
      driver.append(("version", .string(version)))
      driver.append(("semanticVersion", .string(version)))
    }
    driver.append(("rules", .array(rules)))
    var run: [(key: String, value: JSONValue)] = [
      ("tool", .object([("driver", .object(driver))]))
    ]
    if let root = context.root {
      let base = ReportContext.normalized(root)
      run.append(
        (
          "originalUriBaseIds",
          .object([
            (
              rootName,
              .object([("uri", .string("file://" + encoded(base == "/" ? "/" : base + "/")))])
            )
          ])
        ))
    }
    run.append(("columnKind", .string("utf16CodeUnits")))
    if omitted > 0 {
      let note =
        "\(omitted) more results not included: a run carries at most \(context.maximumResults) (GitHub code scanning accepts 25,000); run 'kbpolicy lint --reporter json' for every finding"
      run.append(
        (
          "invocations",
          .array([
            .object([
              ("executionSuccessful", .bool(true)),
              (
                "toolExecutionNotifications",
                .array([
                  .object([
                    ("level", .string("warning")),
                    ("message", .object([("text", .string(note))])),
                  ])
                ])
              ),
            ])
          ])
        ))
    }
    run.append(("results", .array(results)))
    if omitted > 0 {
      run.append(("properties", .object([("omittedResults", .number(Double(omitted)))])))
    }
    return JSONValue.object([
      ("$schema", .string(schema)),
      ("version", .string("2.1.0")),
      ("runs", .array([.object(run)])),
    ])
  }

  static func rule(_ description: RuleDescription) -> JSONValue {
    .object([
      ("id", .string(description.id)),
      ("name", .string(description.code)),
      ("shortDescription", .object([("text", .string(description.summary))])),
      ("fullDescription", .object([("text", .string(description.rationale))])),
      (
        "help",
        .object([
          (
            "text",
            .string(
              "\(description.rationale)\nRun 'kbpolicy rules \(description.id)' for examples.")
          ),
          (
            "markdown",
            .string(
              "\(description.rationale)\n\nRun `kbpolicy rules \(description.id)` for examples that trigger it and examples that do not."
            )
          ),
        ])
      ),
      ("defaultConfiguration", .object([("level", .string(level(description.severity)))])),
      (
        "properties",
        .object([
          ("code", .string(description.code)),
          ("tags", .array([.string("keyboard-policy"), .string("lint")])),
        ])
      ),
    ])
  }

  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  static func physical(
    _ range: SourceRange, context: ReportContext, columns: inout UTF16Columns
  ) -> JSONValue {
    let startLine = max(1, range.start.line)
    let startColumn = max(1, columns.column(range.start))
    let endLine = max(startLine, range.end.line)
    let end = columns.column(range.end)
    let endColumn = endLine == startLine ? max(startColumn, end) : max(1, end)
    let path = context.reportPath(range.start.file)
    var artifact: [(key: String, value: JSONValue)] = [("uri", .string(uri(path)))]
    if context.hasRoot, !path.hasPrefix("/"), !path.hasPrefix("<") {
      artifact.append(("uriBaseId", .string(rootName)))
    }
    return .object([
      ("artifactLocation", .object(artifact)),
      (
        "region",
        .object([
          ("startLine", .number(Double(startLine))), ("startColumn", .number(Double(startColumn))),
          ("endLine", .number(Double(endLine))), ("endColumn", .number(Double(endColumn))),
        ])
      ),
    ])
  }

  /// A relative path stays relative (to `SRCROOT`, or GitHub's repository root, with `./`
  /// dropped); an absolute one becomes a `file://` URI. Characters outside the URI's unreserved
  /// set and `/` are percent-encoded.
  static func uri(_ path: String) -> String {
    var trimmed = path
    while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
    let encoded = encoded(trimmed)
    return trimmed.hasPrefix("/") ? "file://" + encoded : encoded
  }

  /// `path` percent-encoded outside the URI's unreserved characters and `/`.
  static func encoded(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      let isUnreserved =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || (byte >= 0x30 && byte <= 0x39)
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/")
      encoded += isUnreserved ? String(UnicodeScalar(byte)) : "%" + hex(byte)
    }
    return encoded
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}
