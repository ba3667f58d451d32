import PolicyExplain
import PolicyLanguage

/// The result of one test.
public struct PolicyTestResult: Hashable, Sendable {
  /// How a test ended.
  public enum Status: String, Hashable, Sendable {
    /// Every expectation held.
    case passed
    /// An expectation did not hold.
    case failed
    /// The test could not run (a syntax error, a missing file, a policy or scene with errors).
    case error
  }

  /// The test.
  public var test: PolicyTestCase
  /// How it ended.
  public var status: Status
  /// The expectations that did not hold.
  public var failures: [ExpectationFailure]
  /// Why it could not run (its errors; they point into the test file or the files it names).
  public var diagnostics: [Diagnostic]
  /// The answers, when it ran.
  public var actual: ActualOutcome?
  /// How long the test took, when the runner was given a clock (`TestFiles.now`).
  public var duration: Duration?

  /// Creates a result.
  public init(
    test: PolicyTestCase, status: Status, failures: [ExpectationFailure], diagnostics: [Diagnostic],
    actual: ActualOutcome?
  ) {
    self.test = test
    self.status = status
    self.failures = failures
    self.diagnostics = diagnostics
    self.actual = actual
  }
}
