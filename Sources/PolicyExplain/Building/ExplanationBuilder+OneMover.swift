import AvoidanceEngine
import PolicyLanguage
import SceneModel

extension ExplanationBuilder {
  /// The outcome for a field that lives outside the app's window (`FieldPlacement`): with
  /// avoidance off (the placement's default, at the `disable in` step), UIKit's own move
  /// (`moves-with-keyboard`); with avoidance turned on by code or a `field` rule, the engine's
  /// verdict and a warning that both move the field.
  static func verdict(
    field: ExplainedField, decision: [SettingExplanation], adjustment: KeyboardAdjustment,
    placement: FieldPlacement
  ) -> Verdict {
    let avoidance = decision.first { $0.setting == .avoidance }
    let carrier =
      placement == .inputAccessory
      ? "the field is inside an input accessory view, which UIKit shows on top of the keyboard and moves with it"
      : "the field is in a window that is not the app's, which the engine's move of the app's root view does not reach; what moves it is that window's owner"
    guard avoidance?.value != .bool(true) else {
      let engine = verdict(field: field, decision: decision, adjustment: adjustment)
      return Verdict(
        kind: engine.kind,
        message: engine.message + "; \(carrier), so the two moves add up (check it on device)")
    }
    let why = avoidance.map { " (\($0.source.summary))" } ?? ""
    return Verdict(
      kind: .movesWithKeyboard,
      message:
        "not adjusted by the policy, avoidance is off\(why), and no tap outside resigns it: \(carrier); where it ends is UIKit's layout, not modelled (check it on device)"
    )
  }

  /// The outcome for a field of an iPad form or page sheet in a regular-width window
  /// (`SceneIndex.raisedSheet(of:)`), which UIKit raises above the keyboard by an amount it does
  /// not document (`uikit-raises-sheet`): the desk moves nothing and gives the coverage before
  /// the raise; on device the runtime moves only what is still covered after it.
  static func verdict(
    decision: [SettingExplanation], adjustment: KeyboardAdjustment, sheet: SceneController
  ) -> Verdict {
    let avoidance = decision.first { $0.setting == .avoidance }
    let style = sheet.modalPresentationStyle?.rawValue ?? "sheet"
    let covered = max(0, min(adjustment.fieldFrame.height, -adjustment.gap))
    let before =
      covered > 1e-6
      ? "before UIKit's raise the keyboard covers \(PointsFormat.rounded(covered)) pt of the field"
      : "the field is clear of the keyboard before UIKit's raise"
    let raise =
      "UIKit raises the \(style) '\(sheet.id)' above the keyboard itself (regular width) by an amount it does not document, so the desk does not know where the field ends: \(before)"
    guard avoidance?.value == .bool(true) else {
      let why = avoidance.map { " (\($0.source.summary))" } ?? ""
      return Verdict(
        kind: .uikitRaisesSheet,
        message:
          "not adjusted by the policy, avoidance is off\(why); \(raise); nothing else moves it (measure it on device)"
      )
    }
    return Verdict(
      kind: .uikitRaisesSheet,
      message:
        "\(raise); on device the runtime waits for UIKit's raise (keyboardDidShow) and moves only what the keyboard still covers then (measure it on device)"
    )
  }
}
