import PolicyExplain
import PolicyLanguage

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
  /// Why the pinned setting never acts for the field (`SettingExplanation.inactive`), when that
  /// is the failure.
  public var inactive: String?

  /// Creates a failure.
  public init(
    expectation: Expectation, actual: TestValue?, winningRule: String?, ruleOnly: Bool,
    inactive: String? = nil
  ) {
    self.expectation = expectation
    self.actual = actual
    self.winningRule = winningRule
    self.ruleOnly = ruleOnly
    self.inactive = inactive
  }

  /// `distance: expected 40, got 20` or `distance: expected the rule 'x' to win`.
  public var message: String {
    let subject = expectation.subject
    if let inactive {
      return
        "\(subject): \(actual.map(\.description) ?? "the value") is decided but does not act: \(inactive)"
    }
    if ruleOnly, let rule = expectation.rule {
      return "\(subject): expected \(rule) to win"
    }
    let got = actual.map(\.description) ?? "nothing (no keyboard shows)"
    var text = "\(subject): expected \(expectation.value)"
    if subject.isMeasured {
      text += " ± \(PointsFormat.rounded(expectation.tolerance ?? Expectation.defaultTolerance))"
    }
    return text + ", got \(got)"
  }
}
