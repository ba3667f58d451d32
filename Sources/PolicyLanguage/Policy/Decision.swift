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
    if let index = SettingName.allCases.firstIndex(of: name), index < settings.count,
      settings[index].name == name
    {
      return settings[index]
    }
    return settings.first { $0.name == name }
      ?? ResolvedSetting(name: name, value: .bool(false), source: .builtin("missing"))
  }

  /// Whether the engine moves anything for this field.
  public var avoidance: Bool { self[.avoidance].value.boolValue ?? false }
  /// Whether the automatic toolbar is shown.
  public var toolbar: Bool { self[.toolbar].value.boolValue ?? false }
  /// Whether a tap outside resigns the field.
  public var resignOnTouch: Bool { self[.resignOnTouch].value.boolValue ?? false }
  /// Points between the field's bottom and the keyboard's top.
  public var distance: Double { self[.distance].value.numberValue ?? 10 }
  /// How previous/next orders sibling fields.
  public var order: FieldOrder {
    FieldOrder(rawValue: self[.toolbarOrder].value.wordValue ?? "") ?? .subviews
  }
  /// Whether the toolbar shows the placeholder as its title.
  public var placeholder: Bool { self[.toolbarPlaceholder].value.boolValue ?? true }
  /// When the toolbar shows previous/next arrows.
  public var previousNext: PreviousNextMode {
    PreviousNextMode(rawValue: self[.toolbarPreviousNext].value.wordValue ?? "") ?? .auto
  }
  /// Whether the field is left out of previous/next.
  public var skipInOrder: Bool { self[.skipInOrder].value.boolValue ?? false }
}

/// The settings a decision resolves (grammar.md, "Settings").
public enum SettingName: String, Hashable, Sendable, CaseIterable, Codable {
  /// Keyboard avoidance on or off.
  case avoidance
  /// The automatic toolbar on or off.
  case toolbar
  /// Resign on touch outside on or off.
  case resignOnTouch = "resign-on-touch"
  /// The keyboard distance in points.
  case distance
  /// `subviews` | `tag` | `position`.
  case toolbarOrder = "toolbar.order"
  /// Placeholder as toolbar title.
  case toolbarPlaceholder = "toolbar.placeholder"
  /// `auto` | `always` | `never`.
  case toolbarPreviousNext = "toolbar.previous-next"
  /// Leave the field out of previous/next.
  case skipInOrder = "skip-in-order"
}

/// A setting's value.
public enum SettingValue: Hashable, Sendable, CustomStringConvertible {
  /// A switch (`true`/`false`, `on`/`off`).
  case bool(Bool)
  /// A number of points.
  case number(Double)
  /// An enum word (`position`, `auto`).
  case word(String)

  /// The boolean, if this is one.
  public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
  /// The number, if this is one.
  public var numberValue: Double? { if case .number(let n) = self { n } else { nil } }
  /// The word, if this is one.
  public var wordValue: String? { if case .word(let w) = self { w } else { nil } }

  /// `true`, `10`, `12.5`, `position`.
  public var description: String {
    switch self {
    case .bool(let b): b ? "true" : "false"
    case .number(let n):
      abs(n) < 1e15 && n == Double(Int(n)) ? String(Int(n)) : String(n)
    case .word(let w): w
    }
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
  /// Where the rule is written (absent for built-in and code sources).
  public var location: SourceLocation?
  /// The rule in words: `disable in UITableViewController`, `field "email"`, `distance = 10`.
  /// (A policy rule's words are put together when first read: most decisions are never shown.)
  public var rule: String {
    get {
      switch ruleStorage {
      case .text(let text): text
      case .policyRule(let rules, let index): rules[index].text
      }
    }
    set { ruleStorage = .text(newValue) }
  }

  private enum RuleStorage: Sendable {
    case text(String)
    /// `rules[index].text`, put together on demand.
    case policyRule(PolicyRules, Int)
  }

  private var ruleStorage: RuleStorage

  /// Creates a source.
  public init(kind: Kind, step: PrecedenceStep, location: SourceLocation?, rule: String) {
    self.kind = kind
    self.step = step
    self.location = location
    self.ruleStorage = .text(rule)
  }

  /// A source whose words are `rules[index].text`, put together only when read.
  init(kind: Kind, step: PrecedenceStep, location: SourceLocation?, rules: PolicyRules, index: Int)
  {
    self.kind = kind
    self.step = step
    self.location = location
    self.ruleStorage = .policyRule(rules, index)
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
