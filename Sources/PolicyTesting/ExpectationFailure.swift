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
  /// Why there is no actual value, when the words say more than "no keyboard shows": a
  /// companion that is ignored, or not among the field's companions.
  public var absence: String?
  /// The device classes it failed on with this actual value (`device all`), worst first; empty
  /// for a test on one device.
  public var devices: [String] = []

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
        + onDevices
    }
    if ruleOnly, let rule = expectation.rule {
      return "\(subject): expected \(rule) to win" + onDevices
    }
    let got = actual.map(\.description) ?? "nothing (\(absence ?? "no keyboard shows"))"
    let comparison = expectation.comparison == .equal ? "" : "\(expectation.comparison) "
    var text = "\(subject): expected \(comparison)\(expectation.value)"
    if subject.isMeasured, expectation.comparison == .equal || expectation.tolerance != nil {
      text += " ± \(PointsFormat.rounded(expectation.tolerance ?? Expectation.defaultTolerance))"
    }
    return text + ", got \(got)" + onDevices
  }

  /// ` on iPhone SE (1st generation), iPhone 13 mini`, or nothing.
  var onDevices: String { devices.isEmpty ? "" : " on " + devices.joined(separator: ", ") }
}
