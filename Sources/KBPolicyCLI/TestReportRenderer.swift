import PolicyLanguage
import PolicyTesting

/// Renders `kbpolicy test` results: the human lines and JUnit XML. Pure: returns strings.
enum TestReportRenderer {
  /// `PASS file:line name`, `FAIL file:line name` with each failure under it.
  static func human(_ results: [PolicyTestFileResult]) -> String {
    var out = ""
    for file in results {
      for result in file.results {
        let location = "\(result.test.range.start.file):\(result.test.range.start.line)"
        switch result.status {
        case .passed:
          out += "PASS  \(location)  \(DiagnosticRenderer.escaped(result.test.name))\n"
        case .failed:
          out += "FAIL  \(location)  \(DiagnosticRenderer.escaped(result.test.name))\n"
          for failure in result.failures { out += details(failure) }
        case .error:
          out += "FAIL  \(location)  \(DiagnosticRenderer.escaped(result.test.name))\n"
          out +=
            "      could not run: \(result.diagnostics.first?.message ?? "errors")"
            + " (see the errors above)\n"
        }
      }
    }
    return out
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
  /// not hold) or `error` (it could not run) with the details as text.
  static func junit(_ results: [PolicyTestFileResult]) -> String {
    let tests = results.reduce(0) { $0 + $1.results.count }
    let failures = results.reduce(0) { $0 + $1.results.count { $0.status == .failed } }
    let errors = results.reduce(0) { $0 + $1.results.count { $0.status == .error } }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuites name=\"kbpolicy test\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
    let renderer = DiagnosticRenderer(style: .xcode)
    for file in results {
      let path = file.file.source.path
      let fileFailures = file.results.count { $0.status == .failed }
      let fileErrors =
        file.results.count { $0.status == .error } + (file.diagnostics.isEmpty ? 0 : 1)
      out +=
        "  <testsuite name=\"\(escape(path))\" tests=\"\(file.results.count)\" failures=\"\(fileFailures)\" errors=\"\(fileErrors)\">\n"
      if !file.diagnostics.isEmpty {
        out +=
          "    <testcase name=\"(file)\" classname=\"\(escape(path))\" file=\"\(escape(path))\">\n"
        out += "      <error message=\"\(escape(file.diagnostics[0].message))\">"
        out += escape(renderer.render(file.diagnostics, sources: [:])) + "</error>\n"
        out += "    </testcase>\n"
      }
      for result in file.results {
        let test = result.test
        let open =
          "    <testcase name=\"\(escape(test.name))\" classname=\"\(escape(path))\" file=\"\(escape(path))\" line=\"\(test.range.start.line)\""
        switch result.status {
        case .passed:
          out += open + "/>\n"
        case .failed:
          let message = result.failures.map(\.message).joined(separator: "; ")
          let body = result.failures.map(details).joined()
          out += open + ">\n"
          out += "      <failure message=\"\(escape(message))\" type=\"expectation\">"
          out += escape(body) + "</failure>\n"
          out += "    </testcase>\n"
        case .error:
          out += open + ">\n"
          out +=
            "      <error message=\"\(escape(result.diagnostics.first?.message ?? "error"))\">"
          out += escape(renderer.render(result.diagnostics, sources: [:])) + "</error>\n"
          out += "    </testcase>\n"
        }
      }
      out += "  </testsuite>\n"
    }
    out += "</testsuites>\n"
    return out
  }

  /// Text safe in XML attributes and content, line breaks kept.
  static func escape(_ text: String) -> String { XMLText.escape(text, whitespace: .keep) }
}
