import PolicyLanguage
import SceneModel

/// The working state of one event: a scene index that reflects every change made so far, the
/// changes themselves, and the trace steps.
struct EngineContext {
  var index: SceneIndex
  let policy: any DecisionSource
  private(set) var changes: [PropertyChange] = []
  var steps: [TraceStep] = []
  /// What the engine worked out for the focused field, as typed values (`EngineOutcome`).
  var facts = OutcomeFacts()

  /// The policy's remembered answers for this scene structure (see `IndexCache`).
  var memo: PolicyMemo?

  init(scene: Scene, policy: any DecisionSource) {
    self.index = SceneIndex(scene, policy: policy)
    self.policy = policy
  }

  /// A context over the cached index (reused when the scene's structure allows); hand it back
  /// with `IndexCache.store` when the event is done.
  init(scene: Scene, policy: some DecisionSource, cache: IndexCache) {
    let (index, memo) = cache.take(for: scene, policy: policy)
    self.index = index
    self.memo = memo
    self.policy = policy
  }

  var scene: Scene { index.scene }

  /// Adds a trace step; its words are written only if the trace is read (`TraceStep.message`),
  /// so `message` may capture only values (never the context or the engine).
  mutating func trace(
    _ kind: TraceStep.Kind, _ message: @autoclosure @escaping @Sendable () -> String,
    view: String? = nil, _ values: [TraceStep.Value] = []
  ) {
    steps.append(TraceStep(kind: kind, deferred: message, view: view, values: values))
  }

  /// The current value of a property in the working copy.
  func value(_ view: String, _ property: ViewProperty) -> Double? {
    guard let v = index.view(view) else { return nil }
    switch property {
    case .originY: return v.frame.minY
    case .contentOffsetY: return index.scrollState(of: view)?.contentOffset.y
    case .contentInsetBottom: return index.scrollState(of: view)?.contentInset.bottom
    case .indicatorInsetBottom: return index.scrollState(of: view)?.indicatorInsets.bottom
    }
  }

  /// Sets a property in the working copy and records the change (merged per view and property:
  /// the first `from` and the last `to`; dropped when it ends where it started).
  mutating func set(
    _ view: String, _ property: ViewProperty, to value: Double, reason: PropertyChange.Reason
  ) {
    guard let current = self.value(view, property), value.isFinite, abs(current - value) > 1e-9
    else { return }
    let scrollDefault = index.scrollState(of: view) ?? ScrollState()
    index.update(view) { Plan.set(property, to: value, on: &$0, scrollDefault: scrollDefault) }
    if let existing = changes.firstIndex(where: { $0.view == view && $0.property == property }) {
      changes[existing].to = value
      changes[existing].reason = reason
      if abs(changes[existing].from - value) <= 1e-9 { changes.remove(at: existing) }
    } else {
      changes.append(
        PropertyChange(view: view, property: property, from: current, to: value, reason: reason))
    }
  }

  /// The policy decision for a field.
  func decision(forField id: String) -> Decision? {
    guard let node = index.tree.byID[id] else { return nil }
    guard let memo else { return policy.decide(for: index.fieldContext(forNode: node)) }
    return memo.field(node) { policy.decide(for: index.fieldContext(forNode: node)) }
  }

  /// The policy decision for a scroll view.
  func decision(forScrollView id: String) -> ScrollViewDecision {
    guard let node = index.tree.byID[id], let memo else {
      return index.scrollViewContext(for: id).map(policy.decide(scrollView:)) ?? .defaults
    }
    return memo.scrollView(node) {
      index.scrollViewContext(for: id).map(policy.decide(scrollView:)) ?? .defaults
    }
  }
}

/// The typed facts of one event, recorded where the engine computes them.
struct OutcomeFacts {
  /// The last measurement the engine adjusted from.
  var measurement: FieldMeasurement?
  /// Every scroll view the last adjustment met, innermost first.
  var scrollViews: [ScrollViewOutcome] = []
  /// The root view's move.
  var root: RootOutcome?
  /// Offsets scroll views were put back to during the event, by id.
  var restoredOffsets: [String: Double] = [:]
  /// Why the event's field was skipped, if it was.
  var skip: EngineSkip?
  /// The field's companions (`keep-visible`) as the adjustment found them.
  var companions: [CompanionOutcome] = []
}

/// Formats numbers for trace messages, `PointsFormat.exact` (short, as the trace lines are dense):
/// `12`, `12.5`, `-3.25`.
func fmt(_ value: Double) -> String { PointsFormat.exact(value) }

/// Formats a rect for trace messages, `PointsFormat.exactList`: `[16, 700, 361, 44]`.
func fmt(_ rect: Rect) -> String { PointsFormat.exactList(rect.components) }
