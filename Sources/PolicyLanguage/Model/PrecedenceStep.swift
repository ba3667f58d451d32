/// The precedence steps (grammar.md, "Precedence"), strongest first.
public enum PrecedenceStep: Int, Hashable, Sendable, Comparable, Codable, CaseIterable {
  /// 1. Built-in exemptions (alert controllers, navigation-bar search fields).
  case builtinExemption = 1
  /// 2. A per-view setting made in code.
  case code
  /// 3. The most specific `field` rule.
  case fieldRule
  /// Scroll views only: the most specific `scroll-view` rule (an identifier rule, else the
  /// nearest class).
  case scrollViewRule
  /// Values only: the nearest `controller` rule.
  case controllerRule
  /// 4. A matching `disable in` entry.
  case disableList
  /// 5a. A matching `enable in` entry.
  case enableList
  /// 5b / values: the feature block's own setting (`enabled = ...`, `distance = ...`).
  case featureSetting

  /// The step's stable name for tools: `builtin-exemption`, `code`, `field-rule`,
  /// `scroll-view-rule`, `controller-rule`, `disable-list`, `enable-list`, `feature-setting`.
  public var name: String {
    switch self {
    case .builtinExemption: "builtin-exemption"
    case .code: "code"
    case .fieldRule: "field-rule"
    case .scrollViewRule: "scroll-view-rule"
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
