import PolicyLanguage
import PolicyTesting

/// Renders `kbpolicy test` results: the human lines and JUnit XML. Pure: returns strings.
enum TestReportRenderer {
  /// `PASS file:line name`, `FAIL file:line name` with each failure under it.
  static func human(_ results: [PolicyTestFileResult]) -> String {
    results.map { $0.results.map(human).joined() }.joined()
  }

  /// One test's lines: `PASS file:line name`, or `FAIL file:line name` with each failure (or
  /// why it could not run) under it.
  static func human(_ result: PolicyTestResult) -> String {
    let location = "\(result.test.range.start.file):\(result.test.range.start.line)"
    let name = DiagnosticRenderer.escaped(result.test.name)
    switch result.status {
    case .passed:
      return "PASS  \(location)  \(name)\n"
    case .failed:
      return "FAIL  \(location)  \(name)\n" + shownFailures(result).map(details).joined()
        + omittedFailures(result).map { "      note: \($0) more failing expectations not shown\n" }
        .joined()
    case .error:
      return "FAIL  \(location)  \(name)\n"
        + "      could not run: \(result.diagnostics.first?.message ?? "errors")"
        + " (see the errors above)\n"
    }
  }

  /// The most failing expectations listed under one test (people and JUnit alike); the rest are
  /// counted (a test of 80,000 failing `expect` lines prints 100 and a count).
  static let maximumFailuresShown = 100

  /// The failures listed for `result`: the first `maximumFailuresShown`.
  static func shownFailures(_ result: PolicyTestResult) -> ArraySlice<ExpectationFailure> {
    result.failures.prefix(maximumFailuresShown)
  }

  /// How many of `result`'s failures are not listed, when any are not.
  static func omittedFailures(_ result: PolicyTestResult) -> [Int] {
    result.failures.count > maximumFailuresShown
      ? [result.failures.count - maximumFailuresShown] : []
  }

  /// The lines under a failing test for one expectation.
  static func details(_ failure: ExpectationFailure) -> String {
    var text = "      \(failure.expectation.range.start): \(failure.message)\n"
    if let rule = failure.winningRule {
      text += "        winning rule: \(rule)\n"
    }
    return text
  }

  /// JUnit XML: a `testsuite` per file, a `testcase` per test, `failure` (an expectation did
  /// not hold) or `error` (it could not run) with the details as text. A file's own errors, and
  /// a file that could not be read at all (`unreadable`, one diagnostic each), are a `(file)`
  /// case with an `error`. Every case is counted in its suite's and the run's `tests`, and
  /// every case, suite and the run carry `time` in seconds (how long the tests took); cases keep
  /// the `file` and `line` attributes GitHub's test-report actions read.
  static func junit(_ results: [PolicyTestFileResult], unreadable: [Diagnostic] = []) -> String {
    var suites = ""
    var total = JUnitCounts()
    for diagnostic in unreadable {
      let (text, counts) = unreadableSuite(diagnostic)
      suites += text
      total.add(counts)
    }
    for file in results {
      let path = file.file.source.path
      var counts = JUnitCounts()
      var cases = ""
      for result in file.results {
        counts.add(result)
        cases += testCase(result, path: path)
      }
      let fileCases = file.diagnostics.isEmpty ? "" : fileCase(path, file.diagnostics)
      if !file.diagnostics.isEmpty { counts.addFileCase() }
      total.add(counts)
      suites += suiteOpening(path, counts) + fileCases + cases + suiteClosing
    }
    return header(total) + suites + footer
  }

  /// The document's first lines: the XML declaration and `testsuites` with the run's totals.
  static func header(_ total: JUnitCounts) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"kbpolicy test\" tests=\"\(total.tests)\" failures=\"\(total.failures)\" errors=\"\(total.errors)\" time=\"\(seconds(total.time))\">\n"
  }

  /// The document's last line.
  static let footer = "</testsuites>\n"

  /// A file's `testsuite` line with its counts.
  static func suiteOpening(_ path: String, _ counts: JUnitCounts) -> String {
    "  <testsuite name=\"\(attribute(path))\" tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" errors=\"\(counts.errors)\" time=\"\(seconds(counts.time))\">\n"
  }

  /// The end of a `testsuite`.
  static let suiteClosing = "  </testsuite>\n"

  /// The suite of a file that could not be read: one `(file)` case with an `error`.
  static func unreadableSuite(_ diagnostic: Diagnostic) -> (String, JUnitCounts) {
    let path = diagnostic.range.start.file
    var counts = JUnitCounts()
    counts.addFileCase()
    let text =
      "  <testsuite name=\"\(attribute(path))\" tests=\"1\" failures=\"0\" errors=\"1\" time=\"0.000\">\n"
      + fileCase(path, [diagnostic]) + suiteClosing
    return (text, counts)
  }

  /// One test's `testcase`: empty when it passed, with a `failure` or an `error` otherwise.
  static func testCase(_ result: PolicyTestResult, path: String) -> String {
    let test = result.test
    let open =
      "    <testcase name=\"\(attribute(test.name))\" classname=\"\(attribute(path))\" file=\"\(attribute(path))\" line=\"\(test.range.start.line)\" time=\"\(seconds(result.duration ?? .zero))\""
    switch result.status {
    case .passed:
      return open + "/>\n"
    case .failed:
      let more = omittedFailures(result).map { "; \($0) more not shown" }.joined()
      let message = shownFailures(result).map(\.message).joined(separator: "; ") + more
      let body =
        shownFailures(result).map(details).joined()
        + omittedFailures(result).map { "\($0) more failing expectations not shown\n" }.joined()
      return open + ">\n"
        + "      <failure message=\"\(attribute(message))\" type=\"expectation\">"
        + escape(body) + "</failure>\n" + "    </testcase>\n"
    case .error:
      let renderer = DiagnosticRenderer(style: .xcode)
      return open + ">\n"
        + "      <error message=\"\(attribute(result.diagnostics.first?.message ?? "error"))\">"
        + escape(renderer.render(result.diagnostics, sources: [:])) + "</error>\n"
        + "    </testcase>\n"
    }
  }

  /// The `(file)` case of a file's own errors: an `error` with the first message, every
  /// diagnostic as text.
  static func fileCase(_ path: String, _ diagnostics: [Diagnostic]) -> String {
    let renderer = DiagnosticRenderer(style: .xcode)
    var out =
      "    <testcase name=\"(file)\" classname=\"\(attribute(path))\" file=\"\(attribute(path))\" line=\"\(diagnostics.first?.range.start.line ?? 1)\" time=\"0.000\">\n"
    out += "      <error message=\"\(attribute(diagnostics.first?.message ?? "error"))\">"
    out += escape(renderer.render(diagnostics, sources: [:])) + "</error>\n"
    out += "    </testcase>\n"
    return out
  }

  /// A duration in seconds with three decimals (`0.012`), as JUnit's `time` is written.
  static func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    let milliseconds = max(0, whole) * 1000 + max(0, fraction) / 1_000_000_000_000_000
    let text = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - text.count) + text
  }

  /// Text safe in XML attributes and content, line breaks kept.
  static func escape(_ text: String) -> String { XMLText.escape(text, whitespace: .keep) }

  /// `text` for an attribute value: line breaks and tabs as character references.
  static func attribute(_ text: String) -> String {
    XMLText.escape(text, whitespace: .characterReferences)
  }
}
