import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// Turns the engine's plan and trace for a keyboard show into a `KeyboardAdjustment`.
struct AdjustmentReader {
  /// The scene before the keyboard shows.
  let index: SceneIndex
  /// The policy the scene is indexed with (for class chains).
  let policy: Policy
  /// An engine whose scene index serves every field of the scene (`explain --all`); nil to index
  /// the scene for this one reading.
  var engine: AvoidanceEngine? = nil

  /// The adjustment for `field` in `scene` (focused on it) under `source`; nil when the keyboard
  /// is hidden.
  func read(field: String, scene: Scene, decision: Decision, source: some DecisionSource)
    -> KeyboardAdjustment?
  {
    guard let keyboard = scene.keyboard else { return nil }
    let keyboardFrame = keyboard.normalizedFrame(in: scene.window)
    guard keyboardFrame.height > 0, let before = index.windowRect(of: field) else { return nil }
    let step =
      engine?.adjustment(reusingIndexFor: scene, policy: source)
      ?? AvoidanceEngine.adjustment(for: scene, policy: source)
    // The scene after the plan, read through the index of the scene before it.
    let afterIndex = index.after(step.plan)
    let fieldAfter = afterIndex.windowRect(of: field) ?? before
    // The engine's typed outcome when it adjusted; otherwise its measurement of the field as it
    // stands (avoidance off: nothing moved, but the numbers still explain why).
    let outcome = step.outcome
    guard
      let measurement = outcome?.measurement
        ?? FieldMeasurement.measure(
          field: field, in: index, keyboard: keyboardFrame, distance: decision.values.distance)
    else { return nil }
    let topGuide = measurement.topGuide
    let distance = measurement.distance
    let keyboardTop = keyboardFrame.minY
    let moveNeeded = measurement.moveNeeded
    let scrollViews = index.scrollViews(around: field).compactMap { id -> ScrollViewAdjustment? in
      guard let state = index.scrollState(of: id), let view = index.view(id) else { return nil }
      let next = afterIndex.scrollState(of: id) ?? state
      var adjustment = ScrollViewAdjustment(
        id: id, className: view.className, frame: ExplainedRect(index.windowRect(of: id) ?? .zero),
        contentOffsetYBefore: state.contentOffset.y, contentOffsetY: next.contentOffset.y,
        contentInsetBottomBefore: state.contentInset.bottom,
        contentInsetBottom: next.contentInset.bottom,
        indicatorInsetBottom: next.indicatorInsets.bottom,
        absorbed: next.contentOffset.y - state.contentOffset.y,
        note: outcome?.scrollView(id).flatMap(Self.skipReason))
      // The move the engine asked this scroll view to absorb, when it scrolled it.
      if let scrolled = outcome?.scrollView(id), scrolled.action == .scrolled {
        adjustment.needed = scrolled.needed
      }
      adjustment.overScroll = Self.overScroll(adjustment)
      return adjustment
    }
    var root: RootAdjustment?
    if let rootView = index.movedRootView(forField: field), let view = index.view(rootView) {
      root = RootAdjustment(
        view: rootView, frame: ExplainedRect(index.windowRect(of: rootView) ?? view.frame),
        yBefore: view.frame.minY, y: afterIndex.view(rootView)?.frame.minY ?? view.frame.minY)
    }
    var textView: TextViewAdjustment?
    if let change = step.plan.change(field, .contentInsetBottom) {
      textView = TextViewAdjustment(
        id: field, contentInsetBottomBefore: change.from, contentInsetBottom: change.to)
    }
    let gap = keyboardTop - fieldAfter.maxY
    let visible = fieldAfter.minY >= topGuide - 1e-6 && fieldAfter.maxY <= keyboardTop + 1e-6
    var adjustment = KeyboardAdjustment(
      // A field of a sheet UIKit raises is not adjusted on the desk (the raise is not known).
      adjusted: ((decision.values.avoidance
        && KeyboardLayoutGuideGate.leavesToUIKit(field: field, decision: decision, in: index)
          == nil)
        || (source as? ForcedDecisionSource) != nil)
        && index.raisedSheet(of: field) == nil,
      keyboardTop: keyboardTop, keyboardHeight: keyboardFrame.height, distance: distance,
      topGuide: topGuide, fieldFrameBefore: ExplainedRect(before),
      fieldFrame: ExplainedRect(fieldAfter),
      moveNeeded: moveNeeded, scrollViews: scrollViews, root: root, textView: textView, gap: gap,
      visible: visible, trace: step.trace.steps.map(\.message))
    adjustment.companions = outcome?.companions.map(CompanionAdjustment.init) ?? []
    return adjustment
  }

  /// Why the engine skipped a scroll view, in words: `scrolling is off`,
  /// `adjust = off (rule: scroll-view "list" { adjust = off })`; nil when it did not skip it.
  static func skipReason(_ scrollView: ScrollViewOutcome) -> String? {
    guard case .skipped(let reason) = scrollView.action else { return nil }
    return reason.words
  }

  /// Why a scroll view absorbed more than the move it was asked for, in words; nil when it did
  /// not. The engine scrolls an offset inside the top inset (negative) to 0 rather than leave it
  /// inside the inset (IQKeyboardManager's `offset − min(offset, −move)`).
  static func overScroll(_ scroll: ScrollViewAdjustment) -> String? {
    guard let needed = scroll.needed, needed > 0, scroll.absorbed > needed + 1e-6,
      scroll.contentOffsetYBefore < 0
    else { return nil }
    let before = scroll.contentOffsetYBefore
    return
      "\(PointsFormat.rounded(scroll.absorbed - needed)) pt more than the \(PointsFormat.rounded(needed)) pt needed: the offset started inside the top inset at \(PointsFormat.rounded(before)), and the engine scrolls it to \(PointsFormat.rounded(scroll.contentOffsetY)) rather than leave it at \(PointsFormat.rounded(before + needed))"
  }
}
