/// What applies to one focused field, setting by setting, and because of which rule.
///
/// Built by `Policy.decide(for:)`. Like the Computed panel of a browser's developer tools: every
/// setting has its value, the source that won, and every candidate that lost with the reason.
public struct Decision: Hashable, Sendable {
  /// One entry per `SettingName`, in `SettingName.allCases` order.
  public var settings: [ResolvedSetting]

  /// Creates a decision; `settings` must hold one entry per `SettingName`.
  public init(settings: [ResolvedSetting]) {
    self.settings = settings
  }

  /// The resolved setting called `name`.
  public subscript(name: SettingName) -> ResolvedSetting {
    // `settings` is built in `allCases` order; fall back to a search if someone reordered it.
    let index = name.ordinal
    if index < settings.count, settings[index].name == name { return settings[index] }
    return settings.first { $0.name == name }
      ?? ResolvedSetting(
        name: name, value: SettingCatalogue.builtinDefault(name),
        source: .builtinDefault(SettingCatalogue.builtinDefaultText(name)))
  }
}

/// A setting's value.
public enum SettingValue: Hashable, Sendable, CustomStringConvertible {
  /// A switch (`true`/`false`, `on`/`off`).
  case bool(Bool)
  /// A number of points.
  case number(Double)
  /// A `toolbar.order` value.
  case order(FieldOrder)
  /// A `toolbar.previous-next` value.
  case previousNext(PreviousNextMode)
  /// A `toolbar.last-return-key` value.
  case returnKey(ReturnKeyType)
  /// A list of view ids (`keep-visible`: accessibility identifiers or scene ids, in the order
  /// written; empty for none).
  case viewIDs([String])

  /// The boolean, if this is one.
  public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
  /// The number, if this is one.
  public var numberValue: Double? { if case .number(let n) = self { n } else { nil } }
  /// The word of an enum-like value (`position`, `auto`), if this is one.
  public var wordValue: String? {
    switch self {
    case .order(let order): order.rawValue
    case .previousNext(let mode): mode.rawValue
    case .returnKey(let key): key.rawValue
    case .bool, .number, .viewIDs: nil
    }
  }

  /// `true`, `10`, `12.5`, `position`.
  public var description: String {
    switch self {
    case .bool(let b): b ? "true" : "false"
    case .number(let n): PointsFormat.exact(n)
    case .order(let order): order.rawValue
    case .previousNext(let mode): mode.rawValue
    case .returnKey(let key): key.rawValue
    case .viewIDs(let ids): ViewIDList.text(ids)
    }
  }

  /// The `toolbar.order` value, if this is one.
  public var orderValue: FieldOrder? { if case .order(let o) = self { o } else { nil } }
  /// The `toolbar.previous-next` value, if this is one.
  public var previousNextValue: PreviousNextMode? {
    if case .previousNext(let m) = self { m } else { nil }
  }
  /// The `toolbar.last-return-key` value, if this is one.
  public var returnKeyValue: ReturnKeyType? {
    if case .returnKey(let key) = self { key } else { nil }
  }
  /// The view ids of a `keep-visible` value, if this is one.
  public var viewIDsValue: [String]? {
    if case .viewIDs(let ids) = self { ids } else { nil }
  }
}

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

/// Where a value comes from.
public struct ValueSource: Hashable, Sendable {
  /// The kind of source.
  public var kind: Kind
  /// The precedence step this source acts at.
  public var step: PrecedenceStep
  /// Where the rule is written (absent for built-in and code sources). A policy rule's location is
  /// read from the compiled policy when asked.
  public var location: SourceLocation? {
    get {
      if !locationIsStored, case .policyRule(let rules, let index) = ruleStorage {
        return rules.storage.location(at: index)
      }
      return storedLocation
    }
    set {
      storedLocation = newValue
      locationIsStored = true
    }
  }
  private var storedLocation: SourceLocation?
  private var locationIsStored = true
  /// The rule in words: `disable in UITableViewController`, `field "email" { distance = 24 }`,
  /// `built-in default: avoidance { distance = 10 }`, `enableMode = .disabled set in code`.
  /// (A policy rule's words are put together when first read: most decisions are never shown.)
  public var rule: String {
    get {
      switch ruleStorage {
      case .text(let text): text
      case .policyRule(let rules, let index): rules[index].text
      case .code(let statement, let onSearchBar):
        statement + (onSearchBar ? " set in code on the search bar" : " set in code")
      case .codeSetting(let name, let value, let onSearchBar):
        SettingCatalogue.codeStatement(name, value)
          + (onSearchBar ? " set in code on the search bar" : " set in code")
      case .builtinDefault(let statement): "built-in default: " + statement
      }
    }
    set {
      let location = self.location
      ruleStorage = .text(newValue)
      self.location = location
    }
  }

  /// The rule in words without the words that say what kind of source it is: the statement made
  /// in code (`enableMode = .disabled`), the built-in default (`avoidance { distance = 10 }`), a
  /// built-in exemption's reason, a policy rule's text.
  public var statement: String {
    switch ruleStorage {
    case .code(let statement, false): statement
    case .codeSetting(let name, let value, false): SettingCatalogue.codeStatement(name, value)
    case .builtinDefault(let statement): statement
    default: rule
    }
  }

  /// The policy rule this source is, when it is one (a `default` or `rule` source).
  public var policyRule: PolicyRule? {
    if case .policyRule(let rules, let index) = ruleStorage { rules[index] } else { nil }
  }

  private enum RuleStorage: Sendable {
    case text(String)
    /// `rules[index].text`, put together on demand.
    case policyRule(PolicyRules, Int)
    /// A setting made in code, on the field or on its search bar.
    case code(String, onSearchBar: Bool)
    /// A decision setting made in code (its words put together when read).
    case codeSetting(SettingName, SettingValue, onSearchBar: Bool)
    /// A built-in default.
    case builtinDefault(String)
  }

  private var ruleStorage: RuleStorage

  /// Creates a source.
  public init(kind: Kind, step: PrecedenceStep, location: SourceLocation?, rule: String) {
    self.kind = kind
    self.step = step
    self.storedLocation = location
    self.ruleStorage = .text(rule)
  }

  /// A source whose words are `rules[index].text`, put together only when read.
  init(kind: Kind, step: PrecedenceStep, location: SourceLocation?, rules: PolicyRules, index: Int)
  {
    self.kind = kind
    self.step = step
    self.ruleStorage = .policyRule(rules, index)
    self.storedLocation = location
    self.locationIsStored = location != nil
  }

  /// A setting made in code: `statement` as IQ's API writes it (`enableMode = .enabled`).
  public static func code(_ statement: String, onSearchBar: Bool = false) -> ValueSource {
    var source = ValueSource(kind: .code, step: .code, location: nil, rule: "")
    source.ruleStorage = .code(statement, onSearchBar: onSearchBar)
    return source
  }

  /// Decision setting `name` set to `value` in code (on the field, or on its search bar).
  static func code(_ name: SettingName, _ value: SettingValue, onSearchBar: Bool) -> ValueSource {
    var source = ValueSource(kind: .code, step: .code, location: nil, rule: "")
    source.ruleStorage = .codeSetting(name, value, onSearchBar: onSearchBar)
    return source
  }

  /// A built-in default (`statement`: `avoidance { distance = 10 }`), at the feature-setting step.
  public static func builtinDefault(_ statement: String) -> ValueSource {
    var source = ValueSource(kind: .builtin, step: .featureSetting, location: nil, rule: "")
    source.ruleStorage = .builtinDefault(statement)
    return source
  }

  public static func == (lhs: ValueSource, rhs: ValueSource) -> Bool {
    lhs.kind == rhs.kind && lhs.step == rhs.step && lhs.location == rhs.location
      && lhs.rule == rhs.rule
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(step)
    hasher.combine(location)
    hasher.combine(rule)
  }

  /// A built-in source (exemptions, hard defaults).
  public static func builtin(_ rule: String) -> ValueSource {
    ValueSource(kind: .builtin, step: .builtinExemption, location: nil, rule: rule)
  }

  /// The kinds of source (grammar.md, "Precedence").
  public enum Kind: String, Hashable, Sendable, Codable {
    /// A rule of the embedded default policy (`rules/default.kbpolicy`).
    case `default`
    /// A rule of the user's policy.
    case rule
    /// A built-in exemption that no policy can override.
    case builtin
    /// A per-view setting made in app code, recorded in the scene.
    case code
  }
}

/// The precedence steps (grammar.md, "Precedence"), strongest first.
public enum PrecedenceStep: Int, Hashable, Sendable, Comparable, Codable, CaseIterable {
  /// 1. Built-in exemptions (alert controllers, navigation-bar search fields).
  case builtinExemption = 1
  /// 2. A per-view setting made in code.
  case code
  /// 3. The most specific `field` rule.
  case fieldRule
  /// Values only: the nearest `controller` rule.
  case controllerRule
  /// 4. A matching `disable in` entry.
  case disableList
  /// 5a. A matching `enable in` entry.
  case enableList
  /// 5b / values: the feature block's own setting (`enabled = ...`, `distance = ...`).
  case featureSetting

  /// The step's stable name for tools: `builtin-exemption`, `code`, `field-rule`,
  /// `controller-rule`, `disable-list`, `enable-list`, `feature-setting`.
  public var name: String {
    switch self {
    case .builtinExemption: "builtin-exemption"
    case .code: "code"
    case .fieldRule: "field-rule"
    case .controllerRule: "controller-rule"
    case .disableList: "disable-list"
    case .enableList: "enable-list"
    case .featureSetting: "feature-setting"
    }
  }

  /// Orders strongest first.
  public static func < (lhs: PrecedenceStep, rhs: PrecedenceStep) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// How previous/next orders sibling fields (IQ `manageBehavior`).
public enum FieldOrder: String, Hashable, Sendable, CaseIterable, Codable {
  /// Subview (z) order.
  case subviews
  /// Ascending `tag`.
  case tag
  /// Top to bottom, then left to right.
  case position
}

/// When the toolbar shows previous/next arrows (IQ `previousNextDisplayMode`).
public enum PreviousNextMode: String, Hashable, Sendable, CaseIterable, Codable {
  /// When there is more than one field, or the field is in a table/collection view.
  case auto
  /// Always.
  case always
  /// Never.
  case never
}
