import PolicyExplain
import PolicyLanguage

/// What the policy and the engine answered for a test's field.
public struct ActualOutcome: Hashable, Sendable {
  /// Every decided setting with its winning rule, in catalogue order.
  public var settings: [SettingExplanation]
  /// The engine's verdict.
  public var verdict: Verdict.Kind
  /// How far the field moved up on screen (points).
  public var movedBy: Double
  /// Points between the field's bottom and the keyboard's top; nil when no keyboard shows.
  public var gap: Double?

  /// Creates an outcome.
  public init(settings: [SettingExplanation], verdict: Verdict.Kind, movedBy: Double, gap: Double?)
  {
    self.settings = settings
    self.verdict = verdict
    self.movedBy = movedBy
    self.gap = gap
  }

  /// The setting explanation for `name`.
  public func setting(_ name: SettingName) -> SettingExplanation? {
    settings.first { $0.name == name.rawValue }
  }

  /// The actual value of `subject` as a test file writes it (nil: there is none, e.g. no gap
  /// without a keyboard).
  public func value(of subject: TestSubject) -> TestValue? {
    switch subject {
    case .setting(let name):
      switch setting(name)?.value {
      case .bool(let value)?: return .bool(value)
      case .number(let value)?: return .number(value)
      case .word(let word)?: return .word(word)
      case nil: return nil
      }
    case .verdict: return .word(verdict.rawValue)
    case .movedBy: return .number(movedBy)
    case .gap: return gap.map(TestValue.number)
    }
  }

  /// The setting whose winning rule a failure of `subject` shows: the setting itself, avoidance
  /// for the verdict, distance for the measurements.
  public func deciding(_ subject: TestSubject) -> SettingExplanation? {
    switch subject {
    case .setting(let name): setting(name)
    case .verdict: setting(.avoidance)
    case .movedBy, .gap: setting(.distance)
    }
  }
}

/// One expectation that did not hold.
public struct ExpectationFailure: Hashable, Sendable {
  /// The expectation.
  public var expectation: Expectation
  /// The actual value (nil: there is none).
  public var actual: TestValue?
  /// The rule that won for the subject's setting (`ExplainedSource.summary`).
  public var winningRule: String?
  /// Whether the value matched and only the winning rule did not.
  public var ruleOnly: Bool

  /// Creates a failure.
  public init(expectation: Expectation, actual: TestValue?, winningRule: String?, ruleOnly: Bool) {
    self.expectation = expectation
    self.actual = actual
    self.winningRule = winningRule
    self.ruleOnly = ruleOnly
  }

  /// `distance: expected 40, got 20` or `distance: expected the rule 'x' to win`.
  public var message: String {
    let subject = expectation.subject
    if ruleOnly, let rule = expectation.rule {
      return "\(subject): expected \(rule) to win"
    }
    let got = actual.map(\.description) ?? "nothing (no keyboard shows)"
    var text = "\(subject): expected \(expectation.value)"
    if subject.isMeasured {
      text += " ± \(TestValue.format(expectation.tolerance ?? Expectation.defaultTolerance))"
    }
    return text + ", got \(got)"
  }
}

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

/// The results of one test file.
public struct PolicyTestFileResult: Sendable {
  /// The parsed file.
  public var file: PolicyTestFile
  /// One result per test, in file order.
  public var results: [PolicyTestResult]
  /// The file's own errors (outside any test block).
  public var diagnostics: [Diagnostic]
  /// Every file a diagnostic may point into, by path (for caret lines).
  public var sources: [String: SourceFile]
  /// With `update`: the file's new text, or nil when nothing changes.
  public var updatedText: String?

  /// Creates a result.
  public init(
    file: PolicyTestFile, results: [PolicyTestResult], diagnostics: [Diagnostic],
    sources: [String: SourceFile], updatedText: String?
  ) {
    self.file = file
    self.results = results
    self.diagnostics = diagnostics
    self.sources = sources
    self.updatedText = updatedText
  }

  /// Tests that passed.
  public var passed: Int { results.count { $0.status == .passed } }
  /// Tests that failed or could not run.
  public var failed: Int { results.count - passed }
}
