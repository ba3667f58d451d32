import PolicyLanguage
import PolicyTesting

/// What `kbpolicy test` reports while it runs: each test's line (people) or case (JUnit) as the
/// test ends, its errors on standard error, and the counts the summary and the exit code need.
/// Nothing grows with the number of tests but the JUnit spill file (`JUnitReportWriter`).
struct TestRunReport {
  let console: Console
  private var junit: JUnitReportWriter?
  private var passed = 0
  private var failed = 0
  /// Whether a test file has errors of its own (outside its tests).
  private var fileErrors = false
  /// The worst exit code of the files that could not be read (JUnit).
  private var unreadableCode: ExitCode?
  /// Whether the current file's errors were already written (the next are set apart).
  private var fileHasDiagnostics = false
  /// The current file's failing tests whose lines were written, and those left out past
  /// `maximumFailingTestsShown` (people's report only; JUnit keeps every case).
  private var failingShown = 0
  private var failingOmitted = 0

  /// The most failing tests whose lines are written per file for people; the rest are counted
  /// in one note when the file ends (200,000 unclosed `test` blocks print 100 and a count).
  static let maximumFailingTestsShown = DiagnosticRenderer.maximumPerFile

  /// Creates the report; with `junit`, its spill file.
  init(junit: Bool, console: Console) throws(UsageError) {
    self.console = console
    self.junit = junit ? try JUnitReportWriter() : nil
  }

  /// Reports one test: its errors on standard error, then its line or case.
  mutating func add(_ result: PolicyTestResult, sources: [String: SourceFile]) {
    if result.status == .passed { passed += 1 } else { failed += 1 }
    report(result.diagnostics, sources: sources)
    if junit != nil {
      junit?.add(result, path: result.test.range.start.file)
    } else if result.status == .passed {
      console.out(TerminalText.safe(TestReportRenderer.human(result)))
    } else if failingShown < Self.maximumFailingTestsShown {
      failingShown += 1
      console.out(TerminalText.safe(TestReportRenderer.human(result)))
    } else {
      failingOmitted += 1
    }
  }

  /// Ends a file: its own errors (outside any test).
  mutating func endFile(_ result: PolicyTestFileResult) {
    report(result.diagnostics, sources: result.sources)
    if !result.diagnostics.isEmpty { fileErrors = true }
    if fileHasDiagnostics { console.err("\n") }
    fileHasDiagnostics = false
    if failingOmitted > 0 {
      console.out(
        "\(DiagnosticRenderer.escaped(result.file.source.path)): note: \(failingOmitted) more "
          + "failing tests not shown\n")
    }
    failingShown = 0
    failingOmitted = 0
    junit?.endFile(path: result.file.source.path, diagnostics: result.diagnostics)
  }

  /// A test file that could not be read (JUnit: a case in the report, its error at the end).
  mutating func unreadable(_ failure: InputFailure) {
    junit?.addUnreadable(failure.diagnostic)
    unreadableFailures.append(failure.diagnostic)
    unreadableCode = InputFailure.worse(unreadableCode ?? .success, failure.exitCode)
  }

  /// The unreadable files' errors, written after the report (one per file given).
  private var unreadableFailures: [Diagnostic] = []

  /// Writes the summary (and the JUnit document) and returns the exit code.
  /// Adds the coverage: a suite of the JUnit document, else its text after the summary; below
  /// `minimum`, the run fails (exit 1) and says so on standard error.
  mutating func addCoverage(_ coverage: PolicyCoverage, minimum: Double?) {
    self.coverage = (coverage, minimum)
    if junit != nil {
      let (text, counts) = CoverageRenderer.junitSuite(coverage, minimum: minimum)
      junit?.addLast(text, counts: counts)
    }
  }

  private var coverage: (PolicyCoverage, Double?)?

  mutating func finish() throws(UsageError) -> ExitCode {
    let ran = passed + failed
    let summary = "\(ran) \(ran == 1 ? "test" : "tests") ran: \(passed) passed, \(failed) failed\n"
    if junit != nil {
      try junit?.finish(console: console)
      console.err(summary)
      for diagnostic in unreadableFailures {
        console.report([diagnostic])
        console.err("\n")
      }
    } else {
      console.out(summary)
    }
    var code: ExitCode = failed == 0 && !fileErrors ? .success : .inputErrors
    if let (coverage, minimum) = self.coverage {
      let text = TerminalText.safe(CoverageRenderer.text(coverage))
      if junit != nil { console.err(text) } else { console.out(text) }
      if !CoverageRenderer.passes(coverage, minimum: minimum), let minimum {
        console.err(
          "error: coverage \(CoverageRenderer.percent(coverage.percentage))% is below "
            + "--min-coverage \(CoverageRenderer.percent(minimum))%\n")
        code = .inputErrors
      }
    }
    if ran == 0, unreadableCode == nil, !fileErrors {
      // Test files that hold no test: nothing was checked, which must not pass CI.
      console.err("error: the test files hold no 'test' block: 0 tests ran\n")
      code = .inputErrors
    }
    return InputFailure.worse(code, unreadableCode ?? .success)
  }

  /// Removes what the report left behind (the JUnit spill file).
  func close() {
    junit?.close()
  }

  private mutating func report(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) {
    guard !diagnostics.isEmpty else { return }
    console.report(diagnostics, sources: sources, style: .human, continuing: fileHasDiagnostics)
    fileHasDiagnostics = true
  }
}
