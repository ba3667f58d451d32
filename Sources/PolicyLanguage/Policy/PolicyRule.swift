/// One compiled rule of a policy, with where it is written: a class-list entry, a feature
/// block's setting, or one setting of a `controller`, `field` or `scroll-view` block.
///
/// `Policy.rules` lists them all (default layer first, then the user's policy, each in source
/// order); `explain` uses them for near misses and `compile --format json` prints them.
public struct PolicyRule: Hashable, Sendable {
  /// What sort of rule.
  public var kind: Kind
  /// Whether it comes from the embedded default policy or the user's file.
  public var layer: Layer
  /// The feature block it sits in (class-list entries and feature settings); nil otherwise.
  public var feature: Feature?
  /// The list it belongs to (class-list entries only).
  public var list: ClassListKind?
  /// What it applies to: the class of a class-list entry, or the selector of a `controller`,
  /// `field` or `scroll-view` block; nil for feature settings.
  public var target: Target?
  /// The setting's name as written in its block (`enabled`, `distance`, `toolbar.order`,
  /// `restore-offset`); nil for class-list entries.
  public var setting: String?
  /// The setting's value; nil for class-list entries.
  public var value: SettingValue?
  /// Where the rule is written: the class name of a list entry, or the setting's name.
  public var location: SourceLocation
  /// The rule in words: `avoidance { disable in UITableViewController }`,
  /// `field "email" { distance = 24 }`.
  public var text: String
  /// The rule's position in `Policy.rules`; a larger order means "later in the cascade".
  public var order: Int

  /// Creates a rule.
  public init(
    kind: Kind, layer: Layer, feature: Feature? = nil, list: ClassListKind? = nil,
    target: Target? = nil, setting: String? = nil, value: SettingValue? = nil,
    location: SourceLocation, text: String, order: Int
  ) {
    self.kind = kind
    self.layer = layer
    self.feature = feature
    self.list = list
    self.target = target
    self.setting = setting
    self.value = value
    self.location = location
    self.text = text
    self.order = order
  }

  /// The sorts of rule.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
    /// An entry of `enable in`, `disable in`, `deep-containers` or `ignore-touches-in`.
    case classListEntry = "class-list-entry"
    /// A setting of a feature block: `avoidance { distance = 10 }`.
    case featureSetting = "feature-setting"
    /// A setting of a `controller` block.
    case controller
    /// A setting of a `field` block.
    case field
    /// A setting of a `scroll-view` block.
    case scrollView = "scroll-view"
  }

  /// Which file a rule comes from.
  public enum Layer: String, Hashable, Sendable, CaseIterable, Codable {
    /// The embedded default policy, `rules/default.kbpolicy`.
    case `default`
    /// The policy being compiled.
    case user
  }

  /// What a rule applies to.
  public enum Target: Hashable, Sendable {
    /// An accessibility identifier (`field "email"`).
    case identifier(String)
    /// A class and its subclasses.
    case className(String)

    /// `"email"` or `UITextField`, as written in a policy.
    public var description: String {
      switch self {
      case .identifier(let id): "\"\(id)\""
      case .className(let name): name
      }
    }
  }

  /// The kind of source a decision reports for this rule.
  var sourceKind: ValueSource.Kind { layer == .default ? .default : .rule }
}
