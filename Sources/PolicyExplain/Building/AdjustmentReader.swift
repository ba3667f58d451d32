import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// Turns the engine's plan and trace for a keyboard show into a `KeyboardAdjustment`.
struct AdjustmentReader {
  /// The scene before the keyboard shows.
  let index: SceneIndex
  /// The policy the scene is indexed with (for class chains).
  let policy: Policy

  /// The adjustment for `field` in `scene` (focused on it) under `source`; nil when the keyboard
  /// is hidden.
  func read(field: String, scene: Scene, decision: Decision, source: some DecisionSource)
    -> KeyboardAdjustment?
  {
    guard let keyboard = scene.keyboard else { return nil }
    let keyboardFrame = keyboard.normalizedFrame(in: scene.window)
    guard keyboardFrame.height > 0, let before = index.windowRect(of: field) else { return nil }
    let step = AvoidanceEngine.adjustment(for: scene, policy: source)
    let after = step.plan.apply(to: scene)
    let afterIndex = SceneIndex(after, policyClasses: policy.classHierarchy)
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
    let scrollViews = index.scrollViews(around: field).compactMap { id -> ScrollViewAdjustment? in
      guard let state = index.scrollState(of: id), let view = index.view(id) else { return nil }
      let next = afterIndex.scrollState(of: id) ?? state
      return ScrollViewAdjustment(
        id: id, className: view.className, frame: ExplainedRect(index.windowRect(of: id) ?? .zero),
        contentOffsetYBefore: state.contentOffset.y, contentOffsetY: next.contentOffset.y,
        contentInsetBottomBefore: state.contentInset.bottom,
        contentInsetBottom: next.contentInset.bottom,
        indicatorInsetBottom: next.indicatorInsets.bottom,
        absorbed: next.contentOffset.y - state.contentOffset.y,
        note: skipped[id].map(Self.skipReason))
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

  /// `skip scroll view 'x': adjust = off (...); try the next outer one` → `adjust = off (...)`.
  static func skipReason(_ message: String) -> String {
    guard let colon = message.range(of: "': ") else { return message }
    var rest = message[colon.upperBound...]
    if let tail = rest.range(of: "; try the next outer one") { rest = rest[..<tail.lowerBound] }
    return String(rest)
  }
}
