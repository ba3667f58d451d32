import AvoidanceEngine
import PolicyLanguage

/// A policy with one switch forced on for one field: what the engine would do "if it were on".
struct ForcedDecisionSource: DecisionSource {
  /// The real policy.
  let base: Policy
  /// The field whose switch is forced.
  let field: FieldContext
  /// The switch forced on.
  let setting: SettingName

  func decide(for context: FieldContext) -> Decision {
    var decision = base.decide(for: context)
    guard context == field,
      let position = decision.settings.firstIndex(where: { $0.name == setting })
    else { return decision }
    decision.settings[position] = ResolvedSetting(
      name: setting, value: .bool(true), source: .builtin("what-if: \(setting.rawValue) forced on"))
    return decision
  }

  func decide(scrollView: ScrollViewContext) -> ScrollViewDecision {
    base.decide(scrollView: scrollView)
  }
  var deepContainers: [String] { base.deepContainers }
  var classHierarchy: ClassHierarchy { base.classHierarchy }
}
