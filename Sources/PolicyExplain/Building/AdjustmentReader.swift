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
    let outcome = step.trace.outcome
    let moved = index.policyController(of: field).map {
      index.movedController(forPolicyController: $0)
    }
    let topGuide =
      outcome?.topGuide ?? moved.map { index.topGuide(forMovedController: $0) }
      ?? scene.statusBarHeight
    let distance = outcome?.distance ?? max(0, decision.distance)
    let keyboardTop = keyboardFrame.minY
    let moveNeeded =
      outcome?.moveNeeded ?? min(before.minY - topGuide, before.maxY - (keyboardTop - distance))
    let skipped = Dictionary(
      step.trace.steps.filter { $0.kind == .scrollViewSkipped }.compactMap { s in
        s.view.map { ($0, s.message) }
      },
      uniquingKeysWith: { first, _ in first })
    let asked = Dictionary(
      step.trace.steps.filter { $0.kind == .scrollView }.compactMap { s -> (String, Double)? in
        guard let view = s.view, let needed = s.values.first(where: { $0.name == "needed" })
        else { return nil }
        return (view, needed.value)
      },
      uniquingKeysWith: { first, _ in first })
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
        note: skipped[id].map(Self.skipReason))
      adjustment.needed = asked[id]
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
    return KeyboardAdjustment(
      adjusted: decision.avoidance || (source as? ForcedDecisionSource) != nil,
      keyboardTop: keyboardTop, keyboardHeight: keyboardFrame.height, distance: distance,
      topGuide: topGuide, fieldFrameBefore: ExplainedRect(before),
      fieldFrame: ExplainedRect(fieldAfter),
      moveNeeded: moveNeeded, scrollViews: scrollViews, root: root, textView: textView, gap: gap,
      visible: visible, trace: step.trace.steps.map(\.message))
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
      "\(Format.points(scroll.absorbed - needed)) pt more than the \(Format.points(needed)) pt needed: the offset started inside the top inset at \(Format.points(before)), and the engine scrolls it to \(Format.points(scroll.contentOffsetY)) rather than leave it at \(Format.points(before + needed))"
  }

  /// `skip scroll view 'x': adjust = off (...); try the next outer one` → `adjust = off (...)`.
  static func skipReason(_ message: String) -> String {
    guard let colon = message.range(of: "': ") else { return message }
    var rest = message[colon.upperBound...]
    if let tail = rest.range(of: "; try the next outer one") { rest = rest[..<tail.lowerBound] }
    return String(rest)
  }
}
