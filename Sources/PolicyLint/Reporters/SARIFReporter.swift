import SceneModel
import PolicyLanguage

/// The `sarif` reporter: a SARIF 2.1.0 log that GitHub code scanning accepts
/// (`github/codeql-action/upload-sarif`).
///
/// The driver lists every lint rule (id, short and full description, help, default level), plus
/// one entry per language diagnostic code that occurs; each result names its rule, level,
/// message and region (1-based lines and columns, end column exclusive).
enum SARIFReporter {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The SARIF log of `results`: one run whose driver lists the rules and whose results list at
  /// most `DiagnosticRenderer.maximumPerFile` diagnostics per file (the rest counted in
  /// `properties.omittedResults`).
  static func render(_ results: [LintFileResult]) -> String {
    let driver = driverRules(results)
    var sarifResults: [JSONValue] = []
    var omitted = 0
    for result in results {
      omitted += result.omittedCount
      for diagnostic in result.diagnostics.prefix(DiagnosticRenderer.maximumPerFile) {
        sarifResults.append(self.result(diagnostic, ruleIDs: driver.ids))
      }
    }
    return log(rules: driver.rules, results: sarifResults, omitted: omitted).jsonText() + "\n"
  }

  /// The driver's rules: every lint rule, then one per language diagnostic code that occurs in
  /// `results` (sorted), with their ids in the same order.
  private static func driverRules(_ results: [LintFileResult]) -> (
    rules: [JSONValue], ids: [String]
  ) {
    var rules: [JSONValue] = RuleRegistry.descriptions.map(rule)
    var ruleIDs = RuleRegistry.descriptions.map(\.id)
    let languageCodes = Set(results.flatMap { $0.diagnostics.map(\.code) })
      .filter { RuleRegistry.rule($0) == nil }.sorted()
    for code in languageCodes {
      let severity =
        results.lazy.flatMap(\.diagnostics).first { $0.code == code }?.severity ?? .error
      ruleIDs.append(code)
      rules.append(languageRule(code, severity: severity))
    }
    return (rules, ruleIDs)
  }

  /// The driver entry of a policy language diagnostic code, at the level it first occurs with.
  private static func languageRule(_ code: String, severity: Diagnostic.Severity) -> JSONValue {
    .object([
      ("id", .string(code)),
      ("name", .string("language-\(code)")),
      ("shortDescription", .object([("text", .string("policy language diagnostic \(code)"))])),
      (
        "fullDescription",
        .object([
          ("text", .string("a diagnostic of the policy language (grammar.md, Diagnostics)"))
        ])
      ),
      (
        "help",
        .object([
          ("text", .string("see grammar.md for \(code); 'kbpolicy check' reports it too"))
        ])
      ),
      ("defaultConfiguration", .object([("level", .string(level(severity)))])),
    ])
  }

  /// One SARIF result: the diagnostic's rule (and its index in `ruleIDs`), level, message (its
  /// notes appended) and location, with the notes that have a range as related locations.
  private static func result(_ diagnostic: Diagnostic, ruleIDs: [String]) -> JSONValue {
    let id = RuleRegistry.rule(diagnostic.code)?.id ?? diagnostic.code
    var message = diagnostic.message
    for note in diagnostic.notes { message += "\nnote: \(note.message)" }
    var members: [(key: String, value: JSONValue)] = [
      ("ruleId", .string(id)),
      ("ruleIndex", ruleIDs.firstIndex(of: id).map { .number(Double($0)) } ?? .null),
      ("level", .string(level(diagnostic.severity))),
      ("message", .object([("text", .string(message))])),
      ("locations", .array([location(diagnostic.range)])),
    ]
    let related = diagnostic.notes.compactMap { note -> JSONValue? in
      guard let range = note.range else { return nil }
      return .object([
        ("physicalLocation", physical(range)),
        ("message", .object([("text", .string(note.message))])),
      ])
    }
    if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
    return .object(members)
  }

  /// The SARIF 2.1.0 document: one `kbpolicy` run with its rules and results, and the count of
  /// omitted results when there are any.
  private static func log(rules: [JSONValue], results: [JSONValue], omitted: Int) -> JSONValue {
    JSONValue.object([
      ("$schema", .string(schema)),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object(
            [
              (
                "tool",
                .object([
                  (
                    "driver",
                    .object([
                      ("name", .string("kbpolicy")),
                      ("rules", .array(rules)),
                    ])
                  )
                ])
              ),
              ("results", .array(results)),
            ]
              + (omitted > 0
                ? [("properties", .object([("omittedResults", .number(Double(omitted)))]))] : []))
        ])
      ),
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
          )
        ])
      ),
      ("defaultConfiguration", .object([("level", .string(level(description.severity)))])),
      ("properties", .object([("code", .string(description.code))])),
    ])
  }

  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  static func location(_ range: SourceRange) -> JSONValue {
    .object([("physicalLocation", physical(range))])
  }

  static func physical(_ range: SourceRange) -> JSONValue {
    let startLine = max(1, range.start.line)
    let startColumn = max(1, range.start.column)
    let endLine = max(startLine, range.end.line)
    let endColumn =
      endLine == startLine ? max(startColumn, range.end.column) : max(1, range.end.column)
    return .object([
      ("artifactLocation", .object([("uri", .string(uri(range.start.file)))])),
      (
        "region",
        .object([
          ("startLine", .number(Double(startLine))), ("startColumn", .number(Double(startColumn))),
          ("endLine", .number(Double(endLine))), ("endColumn", .number(Double(endColumn))),
        ])
      ),
    ])
  }

  /// A relative path stays relative (GitHub resolves it against the repository root, with
  /// `./` dropped); an absolute one becomes a `file://` URI. Characters outside the URI's
  /// unreserved set and `/` are percent-encoded.
  static func uri(_ path: String) -> String {
    var trimmed = path
    while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
    var encoded = ""
    for byte in trimmed.utf8 {
      let isUnreserved =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || (byte >= 0x30 && byte <= 0x39)
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/")
      encoded += isUnreserved ? String(UnicodeScalar(byte)) : "%" + hex(byte)
    }
    return trimmed.hasPrefix("/") ? "file://" + encoded : encoded
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}
