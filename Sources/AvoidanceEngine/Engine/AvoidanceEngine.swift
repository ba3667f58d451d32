import PolicyLanguage
import SceneModel

/// IQKeyboardManager 8's keyboard avoidance as an event-driven state machine over scene values.
///
/// Feed it events with the scene as it is before each event; it returns a `Plan` (apply it to get
/// the next scene) and a `Trace`. The engine's own state is what IQ keeps between notifications:
/// the root view's starting origin, the saved scroll-view configuration (the innermost scroll view
/// the field scrolls), the original values of everything it changed, and the text view's inset.
///
/// ```swift
/// var engine = AvoidanceEngine()
/// var scene = ...
/// for event in [.beginEditing(field: "email"), .keyboardWillShow(.height(291)), .keyboardWillHide] {
///   let step = engine.handle(event, scene: scene, policy: policy)
///   scene = step.plan.apply(to: scene)
/// }
/// ```
///
/// It reproduces IQKeyboardManager 8's `adjustPosition` and `restorePosition` with the deliberate
/// differences: no integer truncation; no bottom safe area or bottom layout margin on top of the
/// keyboard, so the gap is exactly the distance; the distance applied once,
/// `move = min(field.minY − topGuide, field.maxY − (keyboard.minY − distance))`, with `topGuide` the
/// navigation bar's bottom if any, else the status bar height; deterministic order. Further
/// deliberate choices, each stated where it is made:
///
/// - all geometry is in window coordinates (IQ measures the top term in the root's superview);
/// - the root never rises more than the keyboard height above its *starting* origin (IQ bounds
///   the absolute `y` by `−keyboardHeight`, the same thing when the root starts at 0), and never
///   stays lifted by more than the current keyboard height when the keyboard shrinks;
/// - the innermost scroll view's bottom inset is computed after the root has moved, so adjusting
///   twice changes nothing (IQ computes it before, from a position the root then leaves);
/// - insets never shrink below their starting values (IQ can write a negative inset once it
///   subtracts the scroll view's safe area);
/// - the text view inset tracks the keyboard both ways (IQ only grows it);
/// - on hide every scroll view the engine scrolled is restored (`restore-offset`) or clamped, not
///   only the innermost one and its ancestors;
/// - `endEditing` alone moves nothing: the positions stay until the keyboard hides or another
///   field begins editing (IQ's behaviour for a field switch);
/// - rotation restores everything, swaps the window's width and height (views keep their frames:
///   a snapshot has no Auto Layout), then captures and adjusts afresh.
public struct AvoidanceEngine: Hashable, Sendable {
  /// The root view that moves and its origin when editing began (IQ `IQRootControllerConfiguration`).
  struct SavedRoot: Hashable, Sendable {
    var view: String
    var beginOrigin: Point
  }

  /// A scroll view's starting values (IQ `IQScrollViewConfiguration`).
  struct SavedScroll: Hashable, Sendable {
    var view: String
    var contentOffset: Point
    var contentInset: Insets
    var indicatorInsets: Insets
  }

  var root: SavedRoot?
  /// IQ's `lastScrollViewConfiguration`: the innermost scroll view the field scrolls.
  var lastScroll: String?
  /// The starting values of every scroll view changed since the keyboard appeared, in the order
  /// first touched.
  var originals: [SavedScroll] = []
  /// The scrollable text view whose inset the engine changed, with its starting insets.
  var textView: SavedScroll?
  /// The scene index (and a compiled policy's answers) kept across events on one screen.
  let cache = IndexCache()
  /// Whether the focus in the scenes handed to the engine is proven (a live app's begin-editing
  /// notification: UIKit did make the field first responder, transparent or not), so the
  /// focus rule (`focusBlocker(of:in:)`) never skips it. Off for scenes (`simulate`,
  /// `explain`), where nothing proves focus and the rule stands.
  public var focusIsProven = false
  /// Whether the scenes handed to the engine already hold UIKit's raise of an iPad form or page
  /// sheet (`SceneIndex.raisedSheet(of:)`): a live app's scene read after `keyboardDidShow`, when
  /// the engine moves only what the keyboard still covers. Off for scenes (`simulate`,
  /// `explain`) and for a live app before the raise: the raise is not documented, so the engine
  /// does not move a field of such a sheet then (grammar.md "One mover").
  public var sheetRaiseIsInScene = false

  /// A fresh engine: nothing saved, nothing moved.
  public init() {}

  /// Whether the engine holds saved state (something may be moved).
  public var isActive: Bool {
    root != nil || lastScroll != nil || !originals.isEmpty || textView != nil
  }

  /// Handles one event against `scene` (the scene as it is before the event) under `policy`
  /// (a compiled `Policy`, or any other `DecisionSource`).
  ///
  /// - Returns: the plan (apply it to `scene` for the next scene) and its trace.
  public mutating func handle(_ event: EngineEvent, scene: Scene, policy: some DecisionSource)
    -> EngineStep
  {
    var plan = Plan()
    var working = scene
    switch event {
    case .beginEditing(let field):
      // The plan's focus is set below, unless the field cannot become first responder.
      working.focus = field
    case .endEditing:
      plan.focus = .some(nil)
      working.focus = nil
    case .keyboardWillShow(let keyboard), .keyboardWillChangeFrame(let keyboard):
      plan.keyboard = .some(keyboard)
      working.keyboard = keyboard
    case .keyboardWillHide:
      plan.keyboard = .some(nil)
      working.keyboard = nil
    case .orientationChange(let orientation):
      if orientation != working.orientation, let keyboard = working.keyboard {
        // A scene records one keyboard, measured in the old orientation: keep its height (a
        // frame would not fit the rotated window; the trace says the height was kept).
        let docked = Keyboard.height(keyboard.height(in: working.window))
        if docked != keyboard {
          plan.keyboard = .some(docked)
          working.keyboard = docked
        }
      }
    }
    var context = EngineContext(scene: working, policy: policy, cache: cache)
    switch event {
    case .beginEditing(let field):
      context.trace(.event, "'\(field)' begins editing")
      if !skipsUnfocusable(field, &context) {
        plan.focus = .some(field)
        beginEditing(field, &context)
      }
    case .endEditing:
      context.trace(
        .event,
        "editing ends; positions stay until the keyboard hides or another field begins editing")
    case .keyboardWillShow, .keyboardWillChangeFrame:
      keyboardFrameChanged(&context)
    case .keyboardWillHide:
      context.trace(.event, "the keyboard hides: restore everything the engine changed")
      restoreAll(&context)
      reset()
    case .orientationChange(let orientation):
      plan.rotation = rotate(to: orientation, &context)
    }
    plan.changes = context.changes
    let result = outcome(&context)
    let trace = Trace(event: event, steps: context.steps)
    if let memo = context.memo { cache.store(context.index, memo) }
    return EngineStep(plan: plan, trace: trace, outcome: result, skip: context.facts.skip)
  }

  /// The previous/next list of `field` in `scene` (`SceneIndex.fieldOrder(for:policy:)`), over the
  /// index this engine keeps for the screen: no re-indexing while the scene's structure is the
  /// one of the last event.
  public func fieldOrder(for field: String, scene: Scene, policy: some DecisionSource)
    -> FieldOrderResult
  {
    let (index, memo) = cache.take(for: scene, policy: policy)
    let result = index.fieldOrder(for: field, policy: policy, skips: memo)
    cache.store(index, memo)
    return result
  }

  /// What a field's controls read, over the index this engine keeps (see
  /// `fieldOrder(for:scene:policy:)`): the previous/next list of `field`, its `FieldContext` and
  /// its text-input kind. `nil` when the scene has no such view.
  public func fieldControlFacts(for field: String, scene: Scene, policy: some DecisionSource)
    -> (order: FieldOrderResult, context: FieldContext, kind: TextInputKind?)?
  {
    let (index, memo) = cache.take(for: scene, policy: policy)
    defer { cache.store(index, memo) }
    guard let context = index.fieldContext(for: field) else { return nil }
    let order = index.fieldOrder(for: field, policy: policy, skips: memo)
    return (order, context, index.textInputKind(of: field))
  }

  /// The adjustment for a scene as it stands (its `focus` and `keyboard`), from a fresh engine:
  /// what `explain` shows. Empty when nothing is focused or the keyboard is hidden.
  public static func adjustment(for scene: Scene, policy: some DecisionSource) -> EngineStep {
    var context = EngineContext(scene: scene, policy: policy)
    return adjust(scene, &context)
  }

  /// `AvoidanceEngine.adjustment(for:policy:)` over the scene index this engine keeps: calls for
  /// scenes of one structure (the same scene focused on each of its fields in turn, as
  /// `explain --all` asks) index the scene once, not once per call. The engine's own state is
  /// neither read nor changed.
  public func adjustment(reusingIndexFor scene: Scene, policy: some DecisionSource) -> EngineStep {
    var context = EngineContext(scene: scene, policy: policy, cache: cache)
    let step = Self.adjust(scene, &context)
    if let memo = context.memo { cache.store(context.index, memo) }
    return step
  }

  /// The adjustment of `adjustment(for:policy:)` from a fresh engine, in `context`.
  private static func adjust(_ scene: Scene, _ context: inout EngineContext) -> EngineStep {
    var engine = AvoidanceEngine()
    let event: EngineEvent = scene.keyboard.map { .keyboardWillShow($0) } ?? .keyboardWillHide
    if let focus = scene.focus {
      engine.captureRoot(for: focus, &context)
      engine.keyboardFrameChanged(&context)
    } else {
      context.trace(.note, "no field is focused: nothing to adjust")
    }
    let outcome = engine.outcome(&context)
    return EngineStep(
      plan: Plan(changes: context.changes), trace: Trace(event: event, steps: context.steps),
      outcome: outcome, skip: context.facts.skip)
  }

  // MARK: - Events

  private mutating func beginEditing(_ field: String, _ context: inout EngineContext) {
    guard context.index.textInputKind(of: field) != nil else {
      context.trace(
        .note, "'\(field)' is not a text input in this scene: nothing to do", view: field)
      return
    }
    captureRoot(for: field, &context)
    if isKeyboardVisible(context) {
      adjustOrRestore(field, &context)
    } else {
      context.trace(.note, "the keyboard is hidden: nothing moves until it shows")
    }
  }

  mutating func keyboardFrameChanged(_ context: inout EngineContext) {
    let window = context.scene.window
    let frame =
      context.scene.keyboard?.normalizedFrame(in: window)
      ?? Rect(x: 0, y: window.height, width: window.width, height: 0)
    context.trace(
      .event, "keyboard end frame \(fmt(frame)), height \(fmt(frame.height))",
      [.init("keyboardHeight", frame.height)])
    guard frame.height > 0 else {
      context.trace(.note, "a keyboard of height 0 (floating or hidden) counts as hidden: restore")
      restoreAll(&context)
      reset()
      return
    }
    let focused = context.scene.focus.flatMap {
      context.index.textInputKind(of: $0) != nil ? $0 : nil
    }
    guard let field = focused, !skipsUnfocusable(field, &context) else {
      if focused == nil { context.trace(.note, "no text input is focused: nothing to adjust") }
      // Still never leave the root lifted by more than the keyboard is now tall.
      if let saved = root, let current = context.index.view(saved.view)?.frame.minY,
        current < saved.beginOrigin.y - frame.height - 1e-9
      {
        context.set(saved.view, .originY, to: saved.beginOrigin.y - frame.height, reason: .adjust)
        context.trace(
          .root,
          "root view '\(saved.view)' is lifted more than the keyboard height \(fmt(frame.height)): \(fmt(current)) → \(fmt(saved.beginOrigin.y - frame.height))",
          view: saved.view, [.init("originY", saved.beginOrigin.y - frame.height)])
      }
      return
    }
    if root == nil { captureRoot(for: field, &context) }
    adjustOrRestore(field, &context)
  }

  private mutating func rotate(to orientation: Orientation, _ context: inout EngineContext) -> Plan
    .Rotation?
  {
    let scene = context.scene
    guard orientation != scene.orientation else {
      context.trace(.note, "already \(orientation.rawValue): nothing to do")
      return nil
    }
    let window = Size(width: scene.window.height, height: scene.window.width)
    context.trace(
      .event,
      "rotate to \(orientation.rawValue): window \(fmt(scene.window.width))×\(fmt(scene.window.height)) → \(fmt(window.width))×\(fmt(window.height)); restore, then adjust afresh"
    )
    if let keyboard = scene.keyboard, case .height(let height) = keyboard, height > 0 {
      context.trace(
        .keyboard,
        "the keyboard keeps its \(scene.orientation.rawValue) height \(fmt(height)): the scene records no \(orientation.rawValue) keyboard; add 'keyboard change height N' after 'rotate' to give its height",
        [.init("keyboardHeight", height)])
    }
    restoreAll(&context)
    reset()
    var rotated = scene
    rotated.window = window
    rotated.orientation = orientation
    // Re-index the rotated scene, carrying over the restored values.
    let restored = Plan(changes: context.changes).apply(to: rotated)
    var fresh = EngineContext(scene: restored, policy: context.policy)
    fresh.steps = context.steps
    fresh.facts = context.facts
    if let field = restored.focus, restored.keyboard != nil,
      fresh.index.textInputKind(of: field) != nil, !skipsUnfocusable(field, &fresh)
    {
      captureRoot(for: field, &fresh)
      adjustOrRestore(field, &fresh)
    }
    // Merge: the restore changes, then the fresh adjustment's changes on top.
    var merged = context
    merged.steps = fresh.steps
    merged.facts = fresh.facts
    for change in fresh.changes {
      merged.set(change.view, change.property, to: change.to, reason: change.reason)
    }
    merged.index = SceneIndex(
      Plan(changes: merged.changes).apply(to: rotated), policy: context.policy)
    context = merged
    return Plan.Rotation(orientation: orientation, window: window)
  }

  // MARK: - State

  func isKeyboardVisible(_ context: EngineContext) -> Bool {
    (context.scene.keyboard?.height(in: context.scene.window) ?? 0) > 0
  }

  /// Captures the moved root view's starting origin (IQ: once per editing session; kept across
  /// field switches while the root view stays the same).
  mutating func captureRoot(for field: String, _ context: inout EngineContext) {
    guard let rootView = context.index.movedRootView(forField: field) else {
      if let saved = root {
        restoreRoot(saved, &context)
        root = nil
      }
      return
    }
    if let saved = root {
      if saved.view == rootView { return }
      context.trace(
        .restore,
        "the moved root view changes from '\(saved.view)' to '\(rootView)': restore '\(saved.view)'",
        view: saved.view)
      restoreRoot(saved, &context)
    }
    let origin = context.index.view(rootView)?.frame.origin ?? .zero
    root = SavedRoot(view: rootView, beginOrigin: origin)
  }

  mutating func reset() {
    root = nil
    lastScroll = nil
    originals = []
    textView = nil
  }

  /// Records a scroll view's starting values the first time the engine touches it.
  mutating func remember(_ id: String, _ context: EngineContext) {
    guard !originals.contains(where: { $0.view == id }),
      let state = context.index.scrollState(of: id)
    else { return }
    originals.append(
      SavedScroll(
        view: id, contentOffset: state.contentOffset, contentInset: state.contentInset,
        indicatorInsets: state.indicatorInsets))
  }

  func original(_ id: String) -> SavedScroll? { originals.first { $0.view == id } }
}
