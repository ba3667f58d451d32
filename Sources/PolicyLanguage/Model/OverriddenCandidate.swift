/// A candidate value that matched but lost.
public struct OverriddenCandidate: Hashable, Sendable {
  /// Where the losing value comes from.
  public var source: ValueSource
  /// The value it would have given.
  public var value: SettingValue
  /// The precedence step that beat it.
  public var lostTo: PrecedenceStep
  /// Why it lost, in words: `a matching 'disable in' always wins over 'enable in'`.
  public var reason: String

  /// Creates an overridden candidate.
  public init(source: ValueSource, value: SettingValue, lostTo: PrecedenceStep, reason: String) {
    self.source = source
    self.value = value
    self.lostTo = lostTo
    self.reason = reason
  }
}
