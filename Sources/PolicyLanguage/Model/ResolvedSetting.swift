/// One setting of a decision: its value, who set it, and who lost.
public struct ResolvedSetting: Hashable, Sendable {
  /// Which setting.
  public var name: SettingName
  /// The value that applies.
  public var value: SettingValue
  /// Where the winning value comes from.
  public var source: ValueSource
  /// Every candidate that also matched and lost, in precedence order (strongest first).
  public var overridden: [OverriddenCandidate]

  /// Creates a resolved setting.
  public init(
    name: SettingName, value: SettingValue, source: ValueSource,
    overridden: [OverriddenCandidate] = []
  ) {
    self.name = name
    self.value = value
    self.source = source
    self.overridden = overridden
  }
}
