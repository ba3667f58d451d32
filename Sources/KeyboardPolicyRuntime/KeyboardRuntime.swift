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

  /// Settings made in code for every screen of a controller class and its subclasses, by class
  /// name (IQ's class lists, `disabledDistanceHandlingClasses` and the like, in code): the nearest
  /// class of a controller's chain gives them; a controller object's own `keyboardPolicy` beats
  /// them setting by setting, a field's beats both, and all beat the policy (`set in code` in
  /// explanations). `settingsByController["LoginViewController"] = CodeSettings(toolbar: false)`.
  public var settingsByController: [String: CodeSettings] = [:] {
    didSet {
      snapshotter.codeByControllerClass = settingsByController
      cachedControls = nil
    }
  }

  /// The proxy the UI layer gives the runtime to put in front of a text view's delegate while the
  /// runtime handles its return (`ReturnDelegateProxy`); `nil`: text views' return is not handled.
  public var returnDelegateProxy: (any ReturnDelegateProxy)?

  /// The keyboard as the last notification left it (`nil`: hidden).
  public internal(set) var keyboard: Keyboard?
  /// The last keyboard notification's animation (a field change animates with it).
  public private(set) var lastAnimation = KeyboardAnimation.keyboardDefault
  /// The focused field (the first responder), if any.
  public private(set) weak var focusedField: (any LiveView)?

  /// Whether the runtime adjusts the screen (IQ `isEnabled`). Turning it off puts back at once
  /// everything the engine changed; events are still followed (the focused field, the keyboard),
  /// so turning it on again adjusts the screen as it is then.
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      if isEnabled { readjust() } else { restoreNow() }
    }
  }
  /// Whether the app is active (UIKit: between `didBecomeActive` and `willResignActive`). While
  /// it is not, keyboard and editing events are followed but nothing moves (a hide still puts
  /// things back), as IQ adjusts only an active app; becoming active adjusts the screen as it is.
  public var isAppActive = true {
    didSet {
      guard isAppActive != oldValue, isAppActive else { return }
      readjust()
    }
  }
  /// Whether events adjust the screen now.
  var adjusts: Bool { isEnabled && isAppActive }

  var engine = AvoidanceEngine()
  /// Keeps the scene index of the controls' snapshots (it handles no event): asking for a field's
  /// controls again re-reads only what changed, and never disturbs the engine's own index.
  let controlsIndex = AvoidanceEngine()
  let snapshotter: LiveSnapshotter
  /// The window the engine's state belongs to.
  weak var engineWindow: (any LiveWindow)?
  /// The engine window's size and orientation at the last event (for rotation).
  var lastWindow: (size: Size, orientation: Orientation)?
  /// Views the current keyboard session needs in every snapshot (fields focused, views changed).
  var sessionViews: [WeakLiveView] = []
  /// The keyboard's frame in screen coordinates, when the host gave one (each event converts it
  /// into the window it runs in).
  var screenKeyboard: Rect?
  /// A hide deferred while an interactive pop runs: its animation, and the keyboard it hid.
  var deferredHide: (animation: KeyboardAnimation, keyboard: Keyboard?)?
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
  /// The design the app's toolbar is built for (the UIKit layer sets the running one), which the
  /// scene export records (`Scene.design`) so the desk assumes the toolbar's real height; `nil`
  /// records none.
  public var toolbarDesign: ToolbarDesign?
  /// The focused field's companions (`keep-visible`), found live.
  var companions = LiveCompanions()
  /// Whether some rule of the policy sets `keep-visible` (else only code can name companions).
  let policyNamesCompanions: Bool
  /// The text view with a find interaction whose editing ended last (its find navigator may be
  /// taking the keyboard): the next begin-editing from its navigator's field gives it back the
  /// focus.
  var findInteractionView: WeakLiveView?
  /// Whether an animated plan scrolled: the focused field's controls are worked out again when
  /// its animation finishes (`planAnimationFinished()`).
  var refreshesControlsAfterAnimation = false
  /// The SwiftUI screens the SwiftUI layer drives (`registerSwiftUIScreen(_:host:)`).
  var swiftUIScreens: [RegisteredSwiftUIScreen] = []

  /// A runtime for `loaded` (see `LoadedPolicy.load`), animating with `animator`.
  public init(loaded: LoadedPolicy, animator: @escaping KeyboardAnimator) {
    self.loaded = loaded
    self.policy = loaded.policy
    self.animator = animator
    policyNamesCompanions = loaded.policy.rules.contains {
      $0.setting == SettingName.keepVisible.rawValue
    }
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
    // A field of a screen the SwiftUI layer drives: SwiftUI moves it, the layer shows its toolbar.
    if !swiftUIScreens.isEmpty, isOwnedBySwiftUILayer(field) { return nil }
    if isFindNavigatorField(field) {
      // The navigator's field after its text view's end of editing: the text view begins again.
      guard focusedField == nil, let textView = findInteractionView?.view else { return nil }
      findInteractionView = nil
      return beginEditing(textView)
    }
    findInteractionView = nil
    guard let window = field.liveWindow else { return nil }
    finishDeferredHide()
    guard adjusts else {
      focusedField = field
      cachedControls = nil
      return nil
    }
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

  /// `textDidEndEditing` of `field`: the focused field resigns (nothing moves until the keyboard
  /// hides or another field begins editing). A field that is not the focused one (a field that
  /// ended after the next one began, or any other) changes nothing; `nil` ends the focused field.
  @discardableResult
  public func endEditing(_ field: (any LiveView)? = nil) -> RuntimeStep? {
    if let field, field !== focusedField { return nil }
    finishDeferredHide()
    findInteractionView = focusedField.flatMap {
      $0.liveUsesFindInteraction ? WeakLiveView(view: $0) : nil
    }
    defer {
      focusedField = nil
      cachedControls = nil
      companions.forget()
      snapshotter.forgetCaptures()
    }
    guard adjusts, focusedField != nil, let window = currentWindow else { return nil }
    return run(.endEditing, in: window, subject: nil, animation: lastAnimation)
  }

  /// `keyboardWillShow` with the end frame in window coordinates (`.frame`) or a docked height.
  @discardableResult
  public func keyboardWillShow(_ keyboard: Keyboard, animation: KeyboardAnimation) -> RuntimeStep? {
    screenKeyboard = nil
    return keyboardEvent(.show, keyboard, animation)
  }

  /// `keyboardWillShow` with the end frame as UIKit gives it, in screen coordinates: each event
  /// converts it into the window it runs in (`LiveWindow.liveConvertFromScreen`), also when the
  /// keyboard comes before the field's begin-editing (a text view) or focus moves to another
  /// window.
  @discardableResult
  public func keyboardWillShow(screenFrame: Rect, animation: KeyboardAnimation) -> RuntimeStep? {
    screenKeyboard = screenFrame
    return keyboardEvent(.show, .frame(screenFrame), animation)
  }

  /// `keyboardWillChangeFrame` (a QuickType bar, an undocked or floating keyboard, interactive
  /// dismissal settling).
  @discardableResult
  public func keyboardWillChangeFrame(_ keyboard: Keyboard, animation: KeyboardAnimation)
    -> RuntimeStep?
  {
    screenKeyboard = nil
    return keyboardEvent(.change, keyboard, animation)
  }

  /// `keyboardWillChangeFrame` with the end frame in screen coordinates (see
  /// `keyboardWillShow(screenFrame:animation:)`).
  @discardableResult
  public func keyboardWillChangeFrame(screenFrame: Rect, animation: KeyboardAnimation)
    -> RuntimeStep?
  {
    screenKeyboard = screenFrame
    return keyboardEvent(.change, .frame(screenFrame), animation)
  }

  /// `keyboardWillHide`: everything the engine changed goes back. `duringInteractivePop`: the
  /// keyboard hides because the user began swiping back (the navigation controller's interactive
  /// pop gesture is running): nothing is put back yet, as the transition moves the screen itself;
  /// a cancelled pop shows the keyboard again (or calls `interactivePopEnded(cancelled: true)`)
  /// and the screen is adjusted again, a finished one ends editing (or calls
  /// `interactivePopEnded(cancelled: false)`) and everything goes back then (IQ does the same).
  @discardableResult
  public func keyboardWillHide(animation: KeyboardAnimation, duringInteractivePop: Bool = false)
    -> RuntimeStep?
  {
    if duringInteractivePop, engine.isActive {
      lastAnimation = animation
      deferredHide = (animation, keyboard)
      keyboard = nil
      return nil
    }
    deferredHide = nil
    screenKeyboard = nil
    return keyboardEvent(.hide, nil, animation)
  }

  /// The interface of `window` (default: the focused field's) rotates to `orientation`. Call it
  /// before or after the window takes its new size: the engine is always given the window as it
  /// was at the previous event.
  @discardableResult
  public func rotate(
    to orientation: Orientation, in window: (any LiveWindow)? = nil,
    animation: KeyboardAnimation? = nil
  ) -> RuntimeStep? {
    guard adjusts, let window = window ?? currentWindow else { return nil }
    return run(
      .orientationChange(orientation), in: window, subject: nil,
      animation: animation ?? lastAnimation)
  }

  /// A keyboard event's kind.
  enum KeyboardEventKind { case show, change, hide }

  /// One keyboard event: `next` is the keyboard after it (in screen coordinates when
  /// `screenKeyboard` is set). Only followed, with no snapshot or engine pass, when nothing is
  /// focused and nothing needs putting back, or while the runtime does not adjust.
  private func keyboardEvent(
    _ kind: KeyboardEventKind, _ next: Keyboard?, _ animation: KeyboardAnimation
  )
    -> RuntimeStep?
  {
    lastAnimation = animation
    if kind != .hide { deferredHide = nil }
    let needsRestore = kind == .hide && engine.isActive
    guard adjusts || needsRestore, focusedField != nil || engine.isActive,
      let window = currentWindow
    else {
      keyboard = next
      return nil
    }
    let converted = screenKeyboard.map { Keyboard.frame(window.liveConvertFromScreen($0)) } ?? next
    if let converted, engine.isActive { rotateIfNeeded(in: window, keyboard: converted) }
    let event: EngineEvent
    switch kind {
    case .show: event = .keyboardWillShow(converted ?? .height(0))
    case .change: event = .keyboardWillChangeFrame(converted ?? .height(0))
    case .hide: event = .keyboardWillHide
    }
    return run(event, in: window, subject: nil, animation: animation)
  }

  /// Rotation, found at a keyboard event (IQ compares the window scene's interface orientation
  /// at each keyboard event): when `window`'s orientation is not the one of the engine's last
  /// event, the engine first rotates, with the keyboard's new height, then the event applies its
  /// frame.
  private func rotateIfNeeded(in window: any LiveWindow, keyboard next: Keyboard) {
    guard let last = lastWindow, engineWindow === window else { return }
    let size = window.liveSize
    let now = window.liveOrientation ?? (size.width > size.height ? .landscape : .portrait)
    guard now != last.orientation else { return }
    keyboard = .height(next.height(in: size))
    run(.orientationChange(now), in: window, subject: nil, animation: lastAnimation)
  }

  /// The window events apply to: the focused field's, else the engine's.
  var currentWindow: (any LiveWindow)? { focusedField?.liveWindow ?? engineWindow }

  /// Snapshot, engine, apply: one event.
  @discardableResult
  func run(
    _ event: EngineEvent, in window: any LiveWindow, subject: (any LiveView)?,
    animation: KeyboardAnimation
  ) -> RuntimeStep {
    cachedControls = nil
    engine.focusIsProven = beginEditingProvesFocus
    if let previous = engineWindow, previous !== window { lastWindow = nil }
    engineWindow = window
    if let screenKeyboard, keyboard != nil {
      if case .orientationChange = event {
      } else {
        keyboard = .frame(window.liveConvertFromScreen(screenKeyboard))
      }
    }
    var needed = neededViews(subject: subject, for: event)
    var scene = snapshotter.snapshot(
      window: window, needed: needed, scope: .event, focus: focusedField, keyboard: keyboard)
    if let field = subject ?? focusedField {
      let missing = missingCompanions(of: field, for: event, in: scene)
      if !missing.isEmpty {
        // The field's companions were not on the snapshot's paths: take it again with them.
        needed += missing
        scene = snapshotter.snapshot(
          window: window, needed: needed, scope: .event, focus: focusedField, keyboard: keyboard)
      }
    }
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
    if focusedField == nil, subject == nil, !engine.isActive { snapshotter.forgetCaptures() }
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
  /// event's field, and, for an event that adjusts (`event` nil: a keyboard show), the companions
  /// found so far for the event's field (else the focused one).
  private func neededViews(subject: (any LiveView)?, for event: EngineEvent? = nil)
    -> [any LiveView]
  {
    var needed = sessionViews.compactMap(\.view)
    if let focusedField { needed.append(focusedField) }
    if let subject { needed.append(subject) }
    if let field = subject ?? focusedField, companions.isFound(for: field),
      Self.needsCompanions(event ?? .keyboardWillShow(.height(0)))
    {
      needed += companions.liveViews
    }
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
