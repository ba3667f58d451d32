import PolicyTesting
import SceneModel

/// `kbpolicy test --coverage`'s outputs: the text for people, the JSON document
/// (`--coverage-json`) and the JUnit suite (`--reporter junit`).
enum CoverageRenderer {
  /// `80.0` (one decimal).
  static func percent(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// Whether the coverage meets `minimum` (always, without one).
  static func passes(_ coverage: PolicyCoverage, minimum: Double?) -> Bool {
    guard let minimum else { return true }
    return coverage.percentage + 1e-9 >= minimum
  }

  /// `coverage: 12 of 15 rules and list entries exercised (80.0%)`, then each uncovered one as
  /// `  file:line:column: rule`.
  static func text(_ coverage: PolicyCoverage) -> String {
    var out =
      "coverage: \(coverage.covered) of \(coverage.total) rules and list entries exercised "
      + "(\(percent(coverage.percentage))%)\n"
    let uncovered = coverage.uncovered
    if !uncovered.isEmpty {
      out += "not exercised by any test:\n"
      for rule in uncovered { out += "  \(rule.location): \(rule.text)\n" }
    }
    return out
  }

  /// The JSON document: `covered`, `total`, `percentage`, `minimum`, `passed`, `uncovered`.
  static func json(_ coverage: PolicyCoverage, minimum: Double?) -> String {
    JSONValue.object([
      ("covered", .number(Double(coverage.covered))), ("total", .number(Double(coverage.total))),
      ("percentage", .number((coverage.percentage * 10).rounded() / 10)),
      ("minimum", minimum.map(JSONValue.number) ?? .null),
      ("passed", .bool(passes(coverage, minimum: minimum))),
      (
        "uncovered",
        .array(
          coverage.uncovered.map { rule in
            .object([
              ("file", .string(rule.file)), ("line", .number(Double(rule.line))),
              ("column", .number(Double(rule.column))), ("rule", .string(rule.text)),
            ])
          })
      ),
    ]).jsonText() + "\n"
  }

  /// A `testsuite` named `kbpolicy coverage` with one case, failing (with the uncovered rules)
  /// when the coverage is below `minimum`.
  static func junitSuite(_ coverage: PolicyCoverage, minimum: Double?) -> (String, JUnitCounts) {
    var counts = JUnitCounts()
    counts.tests = 1
    let name =
      "coverage \(percent(coverage.percentage))%"
      + (minimum.map { " (minimum \(percent($0))%)" } ?? "")
    var text =
      "  <testsuite name=\"kbpolicy coverage\" tests=\"1\" failures=\"\(passes(coverage, minimum: minimum) ? 0 : 1)\" errors=\"0\" time=\"0.000\">\n"
      + "    <testcase name=\"\(TestReportRenderer.escape(name))\" classname=\"kbpolicy coverage\" time=\"0.000\""
    if passes(coverage, minimum: minimum) {
      text +=
        ">\n      <system-out>\(TestReportRenderer.escape(Self.text(coverage)))</system-out>\n    </testcase>\n"
    } else {
      counts.failures = 1
      text +=
        ">\n      <failure message=\"\(TestReportRenderer.escape(name))\" type=\"coverage\">"
        + TestReportRenderer.escape(Self.text(coverage)) + "</failure>\n    </testcase>\n"
    }
    return (text + TestReportRenderer.suiteClosing, counts)
  }
}
