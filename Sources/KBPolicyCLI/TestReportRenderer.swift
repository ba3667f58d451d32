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
          out += "PASS  \(location)  \(result.test.name)\n"
        case .failed:
          out += "FAIL  \(location)  \(result.test.name)\n"
          for failure in result.failures { out += details(failure) }
        case .error:
          out += "FAIL  \(location)  \(result.test.name)\n"
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
  /// not hold) or `error` (it could not run) with the details as text. A file's own errors, and
  /// a file that could not be read at all (`unreadable`, one diagnostic each), are a `(file)`
  /// case with an `error`. Every case is counted in its suite's and the run's `tests`, and
  /// every case, suite and the run carry `time` in seconds (how long the tests took); cases keep
  /// the `file` and `line` attributes GitHub's test-report actions read.
  static func junit(_ results: [PolicyTestFileResult], unreadable: [Diagnostic] = []) -> String {
    let renderer = DiagnosticRenderer(style: .xcode)
    var suites = ""
    var total = (tests: 0, failures: 0, errors: 0, time: Duration.zero)
    for diagnostic in unreadable {
      let path = diagnostic.range.start.file
      suites +=
        "  <testsuite name=\"\(escape(path))\" tests=\"1\" failures=\"0\" errors=\"1\" time=\"0.000\">\n"
      suites += fileCase(path, [diagnostic], renderer: renderer)
      suites += "  </testsuite>\n"
      total.tests += 1
      total.errors += 1
    }
    for file in results {
      let path = file.file.source.path
      let fileCases = file.diagnostics.isEmpty ? 0 : 1
      let tests = file.results.count + fileCases
      let failures = file.results.count { $0.status == .failed }
      let errors = file.results.count { $0.status == .error } + fileCases
      let time = file.results.reduce(Duration.zero) { $0 + ($1.duration ?? .zero) }
      total.tests += tests
      total.failures += failures
      total.errors += errors
      total.time += time
      suites +=
        "  <testsuite name=\"\(escape(path))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(time))\">\n"
      if !file.diagnostics.isEmpty {
        suites += fileCase(path, file.diagnostics, renderer: renderer)
      }
      for result in file.results {
        let test = result.test
        let open =
          "    <testcase name=\"\(escape(test.name))\" classname=\"\(escape(path))\" file=\"\(escape(path))\" line=\"\(test.range.start.line)\" time=\"\(seconds(result.duration ?? .zero))\""
        switch result.status {
        case .passed:
          suites += open + "/>\n"
        case .failed:
          let message = result.failures.map(\.message).joined(separator: "; ")
          let body = result.failures.map(details).joined()
          suites += open + ">\n"
          suites += "      <failure message=\"\(escape(message))\" type=\"expectation\">"
          suites += escape(body) + "</failure>\n"
          suites += "    </testcase>\n"
        case .error:
          suites += open + ">\n"
          suites +=
            "      <error message=\"\(escape(result.diagnostics.first?.message ?? "error"))\">"
          suites += escape(renderer.render(result.diagnostics, sources: [:])) + "</error>\n"
          suites += "    </testcase>\n"
        }
      }
      suites += "  </testsuite>\n"
    }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuites name=\"kbpolicy test\" tests=\"\(total.tests)\" failures=\"\(total.failures)\" errors=\"\(total.errors)\" time=\"\(seconds(total.time))\">\n"
    return out + suites + "</testsuites>\n"
  }

  /// The `(file)` case of a file's own errors: an `error` with the first message, every
  /// diagnostic as text.
  static func fileCase(_ path: String, _ diagnostics: [Diagnostic], renderer: DiagnosticRenderer)
    -> String
  {
    var out =
      "    <testcase name=\"(file)\" classname=\"\(escape(path))\" file=\"\(escape(path))\" line=\"\(diagnostics.first?.range.start.line ?? 1)\" time=\"0.000\">\n"
    out += "      <error message=\"\(escape(diagnostics.first?.message ?? "error"))\">"
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
}
