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
