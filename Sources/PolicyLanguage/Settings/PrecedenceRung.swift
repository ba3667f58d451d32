/// One rung of a setting's precedence ladder (grammar.md "Precedence"): where a candidate value
/// can come from. A setting's ladder (`DecisionSetting.ladder`, in the catalogue; a scroll-view
/// flag's `ScrollSetting.ladder`) lists the rungs that can set it, strongest first; the fast
/// winners paths, explain's losers and lint's `redundant-override` all read that one ladder.
public enum PrecedenceRung: UInt8, Hashable, Sendable, CaseIterable {
  /// A built-in exemption (alert controllers, navigation-bar search fields).
  case builtinExemption
  /// A setting made in code on the search bar the field sits in.
  case codeOnSearchBar
  /// A setting made in code on the field.
  case code
  /// A `field` rule matching the search bar the field sits in.
  case fieldRuleOnSearchBar
  /// A `field` rule matching the field (an identifier rule, else the nearest class).
  case fieldRule
  /// A `scroll-view "id"` rule naming the scroll view's identifier (scroll-view flags only).
  case scrollIdentifierRule
  /// A `scroll-view Class` rule for the nearest class of the scroll view's chain (scroll-view
  /// flags only).
  case scrollClassRule
  /// A `controller` rule matching the policy controller's chain (nearest class).
  case controllerRule
  /// A matching `disable in` entry of the setting's feature.
  case disableList
  /// A matching `enable in` entry of the setting's feature.
  case enableList
  /// The feature block's own setting, else the built-in default (a scroll-view flag's built-in
  /// default: no feature block sets the flags).
  case featureSetting

  /// The precedence step a winner on this rung is reported at.
  public var step: PrecedenceStep {
    switch self {
    case .builtinExemption: .builtinExemption
    case .codeOnSearchBar, .code: .code
    case .fieldRuleOnSearchBar, .fieldRule: .fieldRule
    case .scrollIdentifierRule, .scrollClassRule: .scrollViewRule
    case .controllerRule: .controllerRule
    case .disableList: .disableList
    case .enableList: .enableList
    case .featureSetting: .featureSetting
    }
  }

  /// Whether a candidate on this rung belongs to the search bar around the field (group 0 of the
  /// search-bar distance rule) rather than to the field itself.
  var isOnSearchBar: Bool { self == .codeOnSearchBar || self == .fieldRuleOnSearchBar }

  /// Whether the rung holds `scroll-view` rules (on a scroll-view flag's ladder only).
  var isScrollViewRule: Bool { self == .scrollIdentifierRule || self == .scrollClassRule }
}
