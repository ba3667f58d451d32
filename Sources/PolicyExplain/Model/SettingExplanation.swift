import PolicyLanguage

/// One setting of the decision: its value, the source that won and every candidate that lost.
///
/// The Computed panel of a browser's developer tools, for one setting.
public struct SettingExplanation: Hashable, Sendable, Codable {
  /// Which setting.
  public var setting: SettingName
  /// The setting's name as grammar.md spells it: `avoidance`, `toolbar.order`, ... (what the
  /// JSON output's `name` holds).
  public var name: String { setting.rawValue }
  /// The value that applies.
  public var value: ExplainedValue
  /// Where the value comes from.
  public var source: ExplainedSource
  /// Every candidate that matched and lost, strongest first.
  public var overridden: [LosingCandidate]

  /// The keys as encoded: the setting under `name`, as grammar.md spells it.
  enum CodingKeys: String, CodingKey {
    case setting = "name"
    case value, source, overridden
  }

  /// Creates a setting explanation.
  public init(
    setting: SettingName, value: ExplainedValue, source: ExplainedSource,
    overridden: [LosingCandidate]
  ) {
    self.setting = setting
    self.value = value
    self.source = source
    self.overridden = overridden
  }
}

/// A candidate value that lost, and the sentence that says why.
public struct LosingCandidate: Hashable, Sendable, Codable {
  /// Where the losing value comes from.
  public var source: ExplainedSource
  /// The value it would have given.
  public var value: ExplainedValue
  /// The precedence step that beat it, in words: `a matching 'disable in'`.
  public var lostOn: String
  /// The language's reason: `a matching 'disable in' always wins over 'enable in'`.
  public var reason: String
  /// The whole sentence: `disable in BaseFormViewController (app.kbpolicy:7:5) wins over enable
  /// in CheckoutViewController (app.kbpolicy:12:5): a matching 'disable in' always wins over
  /// 'enable in'`.
  public var sentence: String

  /// Creates a losing candidate.
  public init(
    source: ExplainedSource, value: ExplainedValue, lostOn: String, reason: String, sentence: String
  ) {
    self.source = source
    self.value = value
    self.lostOn = lostOn
    self.reason = reason
    self.sentence = sentence
  }
}
