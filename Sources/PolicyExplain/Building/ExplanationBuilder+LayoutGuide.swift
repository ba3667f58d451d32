import AvoidanceEngine
import PolicyLanguage
import SceneModel

extension ExplanationBuilder {
  /// The controller on field `id`'s chain whose screen follows the keyboard layout guide
  /// (`followsKeyboardLayoutGuide`: views pinned to `view.keyboardLayoutGuide`), whose Auto
  /// Layout moves the field itself; nil otherwise.
  func layoutGuideFollower(of id: String) -> SceneController? {
    KeyboardLayoutGuideGate.follower(of: id, in: index)
  }

  /// The outcome for a field of a screen that follows the keyboard layout guide: unless
  /// avoidance is turned on for it explicitly (code, a `field` rule, an `enable in` entry), the
  /// engine leaves it to Auto Layout (`layout-guide-follows`); with it turned on explicitly, the
  /// engine's verdict and a warning that both move the field. `decision` is the policy's.
  static func verdict(
    field: ExplainedField, settings: [SettingExplanation], decision: Decision,
    adjustment: KeyboardAdjustment, layoutGuideFollower follower: SceneController
  ) -> Verdict {
    let avoidance = decision[.avoidance]
    let name = "the keyboard layout guide of controller '\(follower.id)' (\(follower.className))"
    if avoidance.value == .bool(true), KeyboardLayoutGuideGate.isExplicit(avoidance.source) {
      let engine = verdict(field: field, decision: settings, adjustment: adjustment)
      return Verdict(
        kind: engine.kind,
        message: engine.message
          + "; \(name) moves the views pinned to it with the keyboard as well, so the two moves add up"
      )
    }
    let why = settings.first { $0.setting == .avoidance }.map { " (\($0.source.summary))" } ?? ""
    let state =
      avoidance.value == .bool(true)
      ? "avoidance is on only app-wide\(why), which leaves a screen that follows the keyboard to it"
      : "avoidance is off\(why)"
    let before = coverage(before: "its move", adjustment)
    return Verdict(
      kind: .layoutGuideFollows,
      message:
        "not adjusted by the policy, \(state); \(name) moves the field itself (Auto Layout lifts the views pinned to the guide above the keyboard): \(before); where Auto Layout puts it is not modelled, check it on device"
    )
  }
}
