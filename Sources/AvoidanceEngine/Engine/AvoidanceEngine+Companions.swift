import PolicyLanguage
import SceneModel

// `keep-visible`: the views that stay above the keyboard with the field (its companions).
//
// With companions the rect to avoid is the union of the field and its companions: the move is
// `min(field.minY − topGuide, union.maxY − (keyboardTop − distance))`, so the union's bottom ends
// `distance` above the keyboard when it fits, and the field's top never goes above the top guide
// when it does not (the field wins; the companions get what the move can give). A companion in
// the field's scroll view is reached by the same scroll; one outside it only by the root view,
// which then rises further (under the same bounds: the field's top, the keyboard height).
extension AvoidanceEngine {
  /// The field's companions as the scene has them before anything moves: each resolved to a
  /// view, or ignored with a reason, and what reaches it (the scroll view `scroll`, or the root).
  func resolveCompanions(
    _ ids: [String], field: String, fieldRect: Rect, scroll: String?,
    _ context: inout EngineContext
  ) -> [CompanionOutcome] {
    guard !ids.isEmpty else { return [] }
    let resolver = CompanionResolver(ids, in: context.index)
    let fieldController = context.index.policyController(of: field)?.id
    var outcomes: [CompanionOutcome] = []
    outcomes.reserveCapacity(ids.count)
    for id in ids {
      guard let view = resolver.view(named: id), let frame = context.index.windowRect(of: view)
      else {
        outcomes.append(CompanionOutcome(id: id, view: nil, ignored: .missing))
        context.trace(
          .companion,
          "keep-visible '\(id)' is left out: \(CompanionOutcome.IgnoreReason.missing.description)")
        continue
      }
      var outcome = CompanionOutcome(id: id, view: view, frameBefore: frame)
      // Above the field's top matters only for a companion that moves with the field: one
      // outside its scroll view may be below it once the scroll view has scrolled.
      let movesWithField = resolver.movesWithField(view, scroll: scroll)
      let inScroll = scroll != nil && movesWithField
      if let reason = resolver.ignoreReason(
        view, frame: frame, fieldRect: fieldRect, fieldController: fieldController,
        movesWithField: movesWithField)
      {
        outcome.ignored = reason
        context.trace(
          .companion, "keep-visible '\(id)' is left out: \(reason.description)", view: view)
      } else {
        outcome.reach = inScroll ? .scrolling(scroll ?? "") : .root(root?.view)
        let reach =
          inScroll
          ? "scrolling '\(scroll ?? "")' reaches it" : "only the root view moves it"
        context.trace(
          .companion, "keep-visible '\(id)' in window \(fmt(frame)): \(reach)", view: view,
          [.init("companionMinY", frame.minY), .init("companionMaxY", frame.maxY)])
      }
      outcomes.append(outcome)
    }
    return outcomes
  }

  /// The move with the companions the scroll chain reaches (all of them when no scroll view
  /// scrolls): `min(topMove, max(bottomMove, lowest companion bottom − (keyboardTop − distance)))`.
  /// `measurement.moveNeeded` when there is none.
  func moveWithCompanions(
    _ companions: [CompanionOutcome], _ measurement: FieldMeasurement,
    _ context: inout EngineContext
  ) -> Double {
    // Those the field's own move reaches: inside its scroll view, or every one when no scroll
    // view scrolls (then the root moves them all); the others wait for the root.
    let bottoms = companions.compactMap { companion -> Double? in
      guard companion.ignored == nil, let reach = companion.reach else { return nil }
      switch reach {
      case .scrolling: return companion.frameBefore?.maxY
      case .root: return lastScroll == nil ? companion.frameBefore?.maxY : nil
      }
    }
    guard let bottom = bottoms.max() else { return measurement.moveNeeded }
    let limit = measurement.keyboardTop - measurement.distance
    let unionMove = max(measurement.bottomMove, bottom - limit)
    let move = min(measurement.topMove, unionMove)
    let fits = unionMove <= measurement.topMove + 1e-9
    context.trace(
      .move,
      "with keep-visible the bottom is \(fmt(max(bottom, measurement.fieldFrame.maxY))): move min(top \(fmt(measurement.topMove)), bottom \(fmt(unionMove))) = \(fmt(move))\(fits ? "" : "; the field and its companions do not fit: the field wins")",
      [.init("unionBottomMove", unionMove), .init("moveUp", move)])
    return move
  }

  /// After the scroll chain: the root's move raised for companions outside the scroll view the
  /// field scrolled in, as far as the field's top (now) stays under the top guide.
  func rootMoveForOutsideCompanions(
    _ companions: [CompanionOutcome], field: String, moveUp: Double,
    _ measurement: FieldMeasurement, _ context: inout EngineContext
  ) -> Double {
    guard lastScroll != nil else { return moveUp }
    let bottoms = companions.compactMap { companion -> Double? in
      guard companion.ignored == nil, case .root? = companion.reach, let view = companion.view
      else { return nil }
      return context.index.windowRect(of: view)?.maxY
    }
    guard let bottom = bottoms.max(), let live = context.index.windowRect(of: field) else {
      return moveUp
    }
    let needed = bottom - (measurement.keyboardTop - measurement.distance)
    let room = live.minY - measurement.topGuide
    let raised = min(needed, room)
    guard raised > moveUp + 1e-9 else { return moveUp }
    context.trace(
      .move,
      "keep-visible outside the scroll view: the root moves \(fmt(raised)) instead of \(fmt(moveUp)) (needs \(fmt(needed)), the field's top allows \(fmt(room)))",
      [.init("moveUp", raised)])
    return raised
  }

  /// The companions after the plan: where each ends up and its gap to the keyboard (negative:
  /// covered), traced.
  func finishCompanions(
    _ companions: [CompanionOutcome], keyboardTop: Double, _ context: inout EngineContext
  ) -> [CompanionOutcome] {
    companions.map { companion in
      var companion = companion
      guard let view = companion.view, let after = context.index.windowRect(of: view) else {
        return companion
      }
      companion.frameAfter = after
      companion.gap = keyboardTop - after.maxY
      if companion.ignored == nil {
        let state =
          companion.staysCovered
          ? "covered \(fmt(companion.covered)) pt: the field needs the room"
          : "gap to the keyboard \(fmt(keyboardTop - after.maxY))"
        let id = companion.id
        context.trace(
          .companion, "keep-visible '\(id)' ends at \(fmt(after)): \(state)",
          view: view, [.init("gap", keyboardTop - after.maxY)])
      }
      return companion
    }
  }
}
