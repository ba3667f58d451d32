import AvoidanceEngine
import PolicyExplain
import PolicyLanguage
import SceneModel

extension PolicyTestRunner {
  /// The field's companions as the engine leaves them when the keyboard shows over the test's
  /// scene (`AvoidanceEngine.adjustment`, the adjustment `explain` shows): each one's ignore
  /// reason, else its gap and how much of it stays covered. Empty when the field has none, or
  /// when the engine does not adjust it.
  static func companions(field: String, builder: ExplanationBuilder, policy: Policy)
    -> [ActualCompanion]
  {
    var scene = builder.scene
    scene.focus = field
    scene.keyboard = builder.keyboard(for: field)
    let step = AvoidanceEngine.adjustment(for: scene, policy: policy)
    guard let outcome = step.outcome, outcome.field == field else { return [] }
    return outcome.companions.map { companion in
      guard companion.ignored == nil, let gap = companion.gap else {
        return ActualCompanion(name: companion.id, ignored: companion.ignored?.code)
      }
      return ActualCompanion(name: companion.id, gap: gap, covered: max(0, -gap))
    }
  }

  /// The field's companions after an event script: the reasons the engine gave at the last event
  /// that adjusted for the field, the gaps measured in the final scene (`afterIndex`) against
  /// `keyboard` (nil: hidden, no gap).
  static func companions(
    field: String, steps: [SimulationStep], afterIndex: SceneIndex, keyboard: Rect?
  ) -> [ActualCompanion] {
    guard
      let outcome = steps.last(where: { $0.step.outcome?.field == field })?.step.outcome
    else { return [] }
    return outcome.companions.map { companion in
      guard companion.ignored == nil, let view = companion.view,
        let frame = afterIndex.windowRect(of: view)
      else { return ActualCompanion(name: companion.id, ignored: companion.ignored?.code) }
      guard let keyboard else { return ActualCompanion(name: companion.id) }
      let gap = keyboard.minY - frame.maxY
      return ActualCompanion(name: companion.id, gap: gap, covered: max(0, -gap))
    }
  }
}
