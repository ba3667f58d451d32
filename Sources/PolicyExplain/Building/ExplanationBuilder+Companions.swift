import AvoidanceEngine
import PolicyLanguage
import SceneModel

extension ExplanationBuilder {
  /// A what-if for each companion the keyboard still covers: why no change can uncover it. It
  /// stays covered only when the field and the companion span more than the room between the
  /// top guide and the keyboard (the field wins), or when the move is capped (the root rises at
  /// most the keyboard's height; the scroll views have no more room); a smaller distance never
  /// helps, since the field's top is what stops the move.
  func companionWhatIfs(adjustment: KeyboardAdjustment?) -> [WhatIf] {
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
      // They fit between the guide and the keyboard, so the move stopped short of the field's
      // top move: the root's rise (at most the keyboard's height) or the scroll views' room.
      // No distance helps (the union's bottom already asks for more than the move can give).
      return WhatIf(
        setting: .keepVisible, effect: covered, adjustment: nil, edits: [],
        blockedBy:
          "no policy change can: the root view rises at most the keyboard's height, and the scroll views around the field have no more room"
      )
    }
  }
}

extension ExplanationBuilder {
  /// Marks each companion that matched a view by its scene id alone (the view's accessibility
  /// identifier is another, and no view of the scene has the name as one): the device never
  /// finds it. One lookup per companion.
  func markDeskOnly(_ companions: inout [CompanionAdjustment]) {
    for i in companions.indices {
      guard let view = companions[i].view, view == companions[i].id,
        index.view(view)?.accessibilityIdentifier != view, !identifiers.contains(view)
      else { continue }
      companions[i].deskOnly = true
    }
  }
}
