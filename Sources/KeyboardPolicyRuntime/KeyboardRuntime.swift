import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// The in-app half of KeyboardPolicy: one compiled `Policy` and one `AvoidanceEngine`, driven by
/// the live view hierarchy's events.
///
/// Each event snapshots the focused field's window (`LiveSnapshotter`), hands the scene to the
/// engine exactly as `kbpolicy simulate` does, and writes the plan back to the live views inside
/// one call of the host's animation closure, with the keyboard notification's duration and curve.
/// Everything else the policy decides (toolbar, previous/next, title, return key, resign on touch)
/// is a value the UI layer reads (`controls(for:)`, `shouldResignOnTouch(_:)`); `explanation(for:)`
/// answers "why did this field (not) move" from the live screen.
///
/// Main-actor isolated, like the UIKit views it drives. It never prints or exits.
///
/// ```swift
/// let runtime = KeyboardRuntime(loaded: LoadedPolicy.load(text: policyText, path: "app.kbpolicy")) {
///   animation, changes in changes()   // UIView.animate(withDuration: animation.duration, ...) on iOS
/// }
/// runtime.beginEditing(emailField)
/// runtime.keyboardWillShow(.frame(endFrame), animation: animation)
/// ```
@MainActor
public final class KeyboardRuntime {
  /// The compiled policy (the default layer alone when loading failed).
  public let policy: Policy
  /// The policy's text, syntax tree and load diagnostics (for explanations' what-ifs).
  public let loaded: LoadedPolicy
  /// The host's animation closure.
  public var animator: KeyboardAnimator
  /// Called with every decision and plan when set (the optional log); `nil` costs nothing.
  public var log: ((RuntimeLogEntry) -> Void)?
  /// How return keys behave (the last field's key, return in text views).
  public var returnKeys = ReturnKeyOptions() {
    didSet { cachedControls = nil }
  }
  /// Return key options for the fields of one controller class and its subclasses (IQ configures
  /// a return key handler per screen), beating `returnKeys`.
  public var returnKeysByController: [String: ReturnKeyOptions] = [:] {
    didSet { cachedControls = nil }
  }

  /// The keyboard as the last notification left it (`nil`: hidden).
  public private(set) var keyboard: Keyboard?
  /// The last keyboard notification's animation (a field change animates with it).
  public private(set) var lastAnimation = KeyboardAnimation.keyboardDefault
  /// The focused field (the first responder), if any.
  public private(set) weak var focusedField: (any LiveView)?

  var engine = AvoidanceEngine()
  /// Keeps the scene index of the controls' snapshots (it handles no event): asking for a field's
  /// controls again re-reads only what changed, and never disturbs the engine's own index.
  let controlsIndex = AvoidanceEngine()
  let snapshotter: LiveSnapshotter
  /// The window the engine's state belongs to.
  private weak var engineWindow: (any LiveWindow)?
  /// The engine window's size and orientation at the last event (for rotation).
  private var lastWindow: (size: Size, orientation: Orientation)?
  /// Views the current keyboard session needs in every snapshot (fields focused, views changed).
  private var sessionViews: [WeakLiveView] = []
  /// Each changed property's value before the session changed it, by view id.
  var sessionOriginals: [String: [ViewProperty: Double]] = [:]
  /// The focused field's controls, computed once per event.
  var cachedControls: FieldControls?
  /// The field whose return key the runtime set, and the key the app had given it.
  var managedReturnKey: ManagedReturnKey?
  /// Whether `beginEditing(_:)` proves the focus (on: a live app, where UIKit did focus the
  /// field, transparent or not). Off: the engine's focus rule applies as in `kbpolicy simulate`,
  /// and a field it says UIKit cannot focus leaves the focus where it was (replaying scenes).
  public var beginEditingProvesFocus = true

  /// A runtime for `loaded` (see `LoadedPolicy.load`), animating with `animator`.
  public init(loaded: LoadedPolicy, animator: @escaping KeyboardAnimator) {
    self.loaded = loaded
    self.policy = loaded.policy
    self.animator = animator
    snapshotter = LiveSnapshotter(
      policyClasses: loaded.policy.classHierarchy, deepContainers: loaded.policy.deepContainers)
  }

  /// A runtime for an already compiled policy (no source: explanations have no what-if edits).
  public convenience init(policy: Policy, animator: @escaping KeyboardAnimator) {
    self.init(
      loaded: LoadedPolicy(
        policy: policy, source: nil, syntax: nil, diagnostics: [], usedFallback: false),
      animator: animator)
  }

  /// Takes over a screen already on display: the keyboard and the focused field as they are, with
  /// nothing moved and a fresh engine (a runtime started while a keyboard is up).
  public func adopt(keyboard: Keyboard?, focusedField: (any LiveView)?) {
    self.keyboard = keyboard
    self.focusedField = focusedField
    cachedControls = nil
  }

  // MARK: - Events

  /// `textDidBeginEditing`: `field` becomes first responder. A field in another window first
  /// puts back everything the engine changed in the previous window.
  ///
  /// The notification proves the focus: a transparent or non-interactive field (the OTP/PIN
  /// pattern) is the focused field and is adjusted (`explain` over a scene still says
  /// `cannot-focus`, where nothing proves it). The search field of a text view's find navigator
  /// (iOS 16) is not: the text view stays focused while it shows, as IQ does.
  @discardableResult
  public func beginEditing(_ field: any LiveView) -> RuntimeStep? {
    guard let window = field.liveWindow, !isFindNavigatorField(field) else { return nil }
    if let previous = engineWindow, previous !== window, engine.isActive {
      let showing = keyboard
      run(.keyboardWillHide, in: previous, subject: nil, animation: lastAnimation)
      engine = AvoidanceEngine()
      keyboard = showing
    }
    let id = snapshotter.id(of: field)
    let step = run(.beginEditing(field: id), in: window, subject: field, animation: lastAnimation)
    if case .cannotFocus = step.step.skip {} else { focusedField = field }
    return step
  }

  /// `textDidEndEditing`: the focused field resigns (nothing moves until the keyboard hides or
  /// another field begins editing).
  @discardableResult
  public func endEditing() -> RuntimeStep? {
    defer {
      focusedField = nil
      cachedControls = nil
      snapshotter.forgetCaptures()
    }
    guard let window = currentWindow else { return nil }
    return run(.endEditing, in: window, subject: nil, animation: lastAnimation)
  }

  /// `keyboardWillShow` with the end frame in window coordinates (`.frame`) or a docked height.
  @discardableResult
  public func keyboardWillShow(_ keyboard: Keyboard, animation: KeyboardAnimation) -> RuntimeStep? {
    keyboardEvent(.keyboardWillShow(keyboard), keyboard, animation)
  }

  /// `keyboardWillChangeFrame` (a QuickType bar, an undocked or floating keyboard, interactive
  /// dismissal settling).
  @discardableResult
  public func keyboardWillChangeFrame(_ keyboard: Keyboard, animation: KeyboardAnimation)
    -> RuntimeStep?
  {
    keyboardEvent(.keyboardWillChangeFrame(keyboard), keyboard, animation)
  }

  /// `keyboardWillHide`: everything the engine changed goes back.
  @discardableResult
  public func keyboardWillHide(animation: KeyboardAnimation) -> RuntimeStep? {
    keyboardEvent(.keyboardWillHide, nil, animation)
  }

  /// The interface of `window` (default: the focused field's) rotates to `orientation`. Call it
  /// before or after the window takes its new size: the engine is always given the window as it
  /// was at the previous event.
  @discardableResult
  public func rotate(
    to orientation: Orientation, in window: (any LiveWindow)? = nil,
    animation: KeyboardAnimation? = nil
  ) -> RuntimeStep? {
    guard let window = window ?? currentWindow else { return nil }
    return run(
      .orientationChange(orientation), in: window, subject: nil,
      animation: animation ?? lastAnimation)
  }

  private func keyboardEvent(
    _ event: EngineEvent, _ next: Keyboard?, _ animation: KeyboardAnimation
  )
    -> RuntimeStep?
  {
    lastAnimation = animation
    guard let window = currentWindow else {
      keyboard = next
      return nil
    }
    return run(event, in: window, subject: nil, animation: animation)
  }

  /// The window events apply to: the focused field's, else the engine's.
  private var currentWindow: (any LiveWindow)? { focusedField?.liveWindow ?? engineWindow }

  /// Snapshot, engine, apply: one event.
  @discardableResult
  private func run(
    _ event: EngineEvent, in window: any LiveWindow, subject: (any LiveView)?,
    animation: KeyboardAnimation
  ) -> RuntimeStep {
    cachedControls = nil
    engine.focusIsProven = beginEditingProvesFocus
    if let previous = engineWindow, previous !== window { lastWindow = nil }
    engineWindow = window
    var scene = snapshotter.snapshot(
      window: window, needed: neededViews(subject: subject), scope: .event, focus: focusedField,
      keyboard: keyboard)
    if case .orientationChange(let orientation) = event, let last = lastWindow,
      scene.orientation == orientation, last.orientation != orientation
    {
      // The window already has its new size: give the engine the one it rotates from.
      scene.window = last.size
      scene.orientation = last.orientation
    }
    let step = engine.handle(event, scene: scene, policy: policy)
    let applier = PlanApplier(animator: animator, scrollsItself: scrollsItself)
    let written = applier.apply(step.plan, animation: animation, lookup: snapshotter.view)
    if let next = step.plan.keyboard { keyboard = next }
    lastWindow =
      step.plan.rotation.map { ($0.window, $0.orientation) } ?? (scene.window, scene.orientation)
    remember(step.plan, written: written, subject: subject)
    let result = RuntimeStep(scene: scene, step: step, animation: animation)
    if let log {
      let field = subject ?? focusedField
      log(
        RuntimeLogEntry(
          event: event, field: field.map(snapshotter.id(of:)),
          decision: field.flatMap { values(for: $0, in: scene) }, plan: step.plan,
          trace: step.trace,
          animation: animation))
    }
    return result
  }

  /// Whether `scroll`'s offset is written with its own scrolling call: a table or collection
  /// view, or a scroll view with a stack view between it and the focused field (IQKeyboardManager
  /// does the same, for cells that vanish during a plain offset animation).
  private func scrollsItself(_ scroll: any LiveView) -> Bool {
    let facts = snapshotter.classes.facts(of: scroll)
    if facts.isTableView || facts.isCollectionView { return true }
    var current = focusedField?.liveSuperview
    var stack = false
    var steps = 0
    while let view = current, steps < 10_000 {
      if view === scroll { return stack }
      if snapshotter.classes.facts(of: view).chain.contains("UIStackView") { stack = true }
      current = view.liveSuperview
      steps += 1
    }
    return false
  }

  /// The views an event's snapshot must hold: the keyboard session's, the focused field and the
  /// event's field.
  private func neededViews(subject: (any LiveView)?) -> [any LiveView] {
    var needed = sessionViews.compactMap(\.view)
    if let focusedField { needed.append(focusedField) }
    if let subject { needed.append(subject) }
    return needed
  }

  /// Keeps the views and original values of the keyboard session; forgets them when the engine
  /// holds nothing any more.
  private func remember(_ plan: Plan, written: [any LiveView], subject: (any LiveView)?) {
    guard engine.isActive else {
      sessionViews = []
      sessionOriginals = [:]
      return
    }
    for view in written + (subject.map { [$0] } ?? []) + (focusedField.map { [$0] } ?? [])
    where !sessionViews.contains(where: { $0.view === view }) {
      sessionViews.append(WeakLiveView(view: view))
    }
    for change in plan.changes where sessionOriginals[change.view]?[change.property] == nil {
      sessionOriginals[change.view, default: [:]][change.property] = change.from
    }
  }

  /// The values-only decision for `field` in `scene` (for the log).
  private func values(for field: any LiveView, in scene: Scene) -> ResolvedValues? {
    let index = SceneIndex(scene, policy: policy)
    return index.fieldContext(for: snapshotter.id(of: field)).map(policy.resolve(for:))
  }

  /// The scene of `window` as the runtime sees it now (every window subview captured, the return
  /// keys set in code recorded on its fields), for tools and debugging: `kbpolicy explain` over it
  /// says what `explanation(for:)` says.
  public func snapshot(of window: any LiveWindow) -> Scene {
    recordingReturnKeys(
      in: snapshotter.snapshot(
        window: window, needed: [], scope: .everything, focus: focusedField, keyboard: keyboard))
  }

  /// The scene the next keyboard event in `window` hands the engine: only the paths to the focused
  /// field and to the views the keyboard session changed, the lists above their scroll views and
  /// the controllers met (see the README's "In your app"), for tools and benchmarks.
  public func eventSnapshot(of window: any LiveWindow) -> Scene {
    snapshotter.snapshot(
      window: window, needed: neededViews(subject: nil), scope: .event, focus: focusedField,
      keyboard: keyboard)
  }

  /// The stable id the runtime gives `view` in its scenes, logs and explanations.
  public func id(of view: any LiveView) -> String { snapshotter.id(of: view) }

  /// The live view with the stable id `id`, while it is alive.
  public func view(withID id: String) -> (any LiveView)? { snapshotter.view(id) }
}

/// A weak reference to a live view.
struct WeakLiveView {
  weak var view: (any LiveView)?
}
