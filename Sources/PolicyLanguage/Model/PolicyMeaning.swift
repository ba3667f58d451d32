/// What a compiled policy means, ignoring where its rules are written and how values are spelled:
/// two policies with equal meanings decide every field the same way.
///
/// The formatter's promise (`fmt` never changes meaning) is checked against it by the formatter
/// property test and the fuzzer.
public struct PolicyMeaning: Equatable, Sendable {
  /// One rule without its location and text.
  public struct Rule: Equatable, Sendable {
    /// What kind of rule.
    public var kind: PolicyRule.Kind
    /// The default layer or the user's file.
    public var layer: PolicyRule.Layer
    /// The feature block, for list entries and feature settings.
    public var feature: Feature?
    /// The class list, for list entries.
    public var list: ClassListKind?
    /// The selector or class the rule targets.
    public var target: PolicyRule.Target?
    /// The setting name.
    public var setting: String?
    /// The setting's value.
    public var value: SettingValue?
  }

  /// Every rule, in order.
  public var rules: [Rule]
  /// The declared classes.
  public var classes: ClassHierarchy
  /// The deep-container classes, in order.
  public var deepContainers: [String]
  /// The resign-on-touch ignore classes.
  public var ignoreTouchesIn: [String]
  /// Whether the default layer is included.
  public var includesDefaultLayer: Bool

  /// The meaning of `policy`.
  public init(_ policy: Policy) {
    rules = policy.rules.map {
      Rule(
        kind: $0.kind, layer: $0.layer, feature: $0.feature, list: $0.list, target: $0.target,
        setting: $0.setting, value: $0.value)
    }
    classes = policy.classHierarchy
    deepContainers = policy.deepContainers
    ignoreTouchesIn = policy.ignoreTouchesIn
    includesDefaultLayer = policy.includesDefaultLayer
  }
}
