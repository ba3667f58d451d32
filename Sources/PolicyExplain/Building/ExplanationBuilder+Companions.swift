import AvoidanceEngine
import PolicyLanguage
import SceneModel

extension ExplanationBuilder {
  /// A what-if for each companion the keyboard still covers: the smallest change that uncovers
  /// it (a smaller distance for the field, verified by running the engine again with it), or
  /// why no change can (the field and the companion span more than the room above the keyboard).
  func companionWhatIfs(
    field: String, scene: Scene, adjustment: KeyboardAdjustment?
  ) -> [WhatIf] {
    guard let adjustment else { return [] }
    return adjustment.coveredCompanions.compactMap { companion -> WhatIf? in
      guard let bottom = companion.frameBefore.map({ $0.y + $0.height }) else { return nil }
      let span = bottom - adjustment.fieldFrameBefore.y
      let room = adjustment.keyboardTop - adjustment.topGuide
      let covered =
        "'\(companion.id)' stays covered \(PointsFormat.rounded(companion.covered)) pt"
      if span > room + 1e-6 {
        return WhatIf(
          setting: .keepVisible, effect: covered, adjustment: nil, edits: [],
          blockedBy:
            "no change can: the field and '\(companion.id)' are \(PointsFormat.rounded(span)) pt apart and the room above the keyboard is \(PointsFormat.rounded(room)) pt"
        )
      }
      // They fit under the guide: the distance is what pushes the field's top to the guide.
      let distance = max(0, room - span)
      if distance + 1e-6 < adjustment.distance,
        let gap = gapWith(distance: distance, field: field, companion: companion.id, scene)
      {
        return WhatIf(
          setting: .keepVisible,
          effect:
            "\(covered); a distance of \(PointsFormat.rounded(distance)) pt for the field (code or `field` rule) uncovers it: the engine, run again, leaves it \(PointsFormat.rounded(gap)) pt above the keyboard",
          adjustment: nil, edits: [], blockedBy: nil)
      }
      return WhatIf(
        setting: .keepVisible, effect: covered, adjustment: nil, edits: [],
        blockedBy:
          "no policy change can: the root view rises at most the keyboard's height, and the scroll views around the field have no more room"
      )
    }
  }

  /// The companion's gap when the field's distance is `distance` (set as a code setting, which
  /// beats every rule), from the engine run again; nil when it stays covered.
  private func gapWith(distance: Double, field: String, companion: String, _ scene: Scene)
    -> Double?
  {
    var changed = scene
    changed.updateView(field) { $0.code.distance = distance }
    let step = AvoidanceEngine.adjustment(for: changed, policy: policy)
    guard let outcome = step.outcome?.companions.first(where: { $0.id == companion }),
      let gap = outcome.gap, gap >= -1e-6
    else { return nil }
    return gap
  }
}
