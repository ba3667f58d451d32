#if canImport(UIKit) && os(iOS)
  import AvoidanceEngine
  import Foundation
  import PolicyLanguage
  import SceneModel
  import UIKit

  /// Connects a `KeyboardRuntime` to UIKit: the keyboard and text-editing notifications, the
  /// Previous / Next / Done toolbar, the tap that resigns, the return key. Every decision is the
  /// runtime's; this class only forwards events and sets what the runtime decided.
  ///
  /// ```swift
  /// // AppDelegate
  /// let keyboard = KeyboardPolicyManager(resource: "KeyboardPolicy")
  /// func application(_: UIApplication, didFinishLaunchingWithOptions _: ...) -> Bool {
  ///   keyboard.start()
  ///   return true
  /// }
  /// ```
  @MainActor
  public final class KeyboardPolicyManager: NSObject, UIGestureRecognizerDelegate {
    /// The runtime (policy, engine, decisions, explanations).
    public let runtime: KeyboardRuntime
    /// Colours, button titles and images, the keyboard appearance, input clicks.
    public var appearance = ToolbarAppearance()
    /// Return keys set and handled on every screen, in code (IQ: a return key handler on each
    /// screen): `runtime.returnKeys.managesReturnKeys`. `nil` (the default) leaves it to the
    /// policy's `toolbar.return-keys`, off unless a rule turns it on, as IQ 8 touches return keys
    /// only on screens that opt in.
    public var managesReturnKeys: Bool? {
      get { runtime.returnKeys.managesReturnKeys }
      set { runtime.returnKeys.managesReturnKeys = newValue }
    }
    /// Called after a toolbar button did its work (IQ invokes the field's custom action after
    /// Previous / Next / Done), with the field that was focused when it was tapped: submit a
    /// form on Done, log, move your own cursor. Only when the responder change happened
    /// (`KeyboardRuntime.tap(_:)`): not when there was no field to move to or a delegate refused.
    public var onToolbarButton: ((ToolbarButton, UIView) -> Void)?

    /// The app's extra toolbar items for a field (IQ `additionalLeadingItems` and
    /// `additionalTrailingItems`): `leading` before the arrows, `trailing` before Done
    /// (`FieldControls.toolbarSlots`). Asked each time a field's toolbar is built; give fresh items
    /// per call (an item belongs to one bar). After changing it, `reloadToolbar()`.
    public var additionalToolbarItems:
      ((UIView) -> (leading: [UIBarButtonItem], trailing: [UIBarButtonItem]))?
    /// Called with the focused field when the toolbar's title is tapped (IQ's title button with a
    /// target); while set, the title is a plain button, else a label. After changing it,
    /// `reloadToolbar()`.
    public var onToolbarTitleTap: ((UIView) -> Void)?

    /// The tap recognizer that resigns the field (IQ `resignGesture`), added to the focused
    /// field's window while it edits.
    public var resignGesture: UITapGestureRecognizer { resignTap }

    /// Whether the manager adjusts the screen, shows its toolbar, sets return keys and resigns on
    /// touch (IQ `isEnabled`); `start()` turns it on, `stop()` off. Turning it off puts everything
    /// back at once: the moved views, the tap recognizer, the toolbar and the return key of the
    /// focused field. The manager follows the keyboard and the focused field from its creation
    /// either way, so turning it on adjusts a field already editing under a keyboard already up.
    @objc public var isEnabled: Bool {
      get { runtime.isEnabled }
      set { newValue ? start() : stop() }
    }

    /// The observation of the focused field's window scene's geometry, while a field edits
    /// (`KeyboardPolicyManager+Geometry.swift`).
    var geometryObservation: NSKeyValueObservation?
    /// The window scene `geometryObservation` observes.
    weak var observedScene: UIWindowScene?
    /// The delegate put in front of a text view's own while the runtime handles its return.
    private let textViewProxy = TextViewDelegateProxy()

    private lazy var resignTap: UITapGestureRecognizer = {
      let tap = UITapGestureRecognizer(target: self, action: #selector(resignTapped))
      tap.cancelsTouchesInView = false
      tap.delegate = self
      return tap
    }()

    /// A manager for an already loaded policy.
    public init(loaded: LoadedPolicy) {
      // The animator needs the manager (below); nothing is animated before it is set.
      runtime = KeyboardRuntime(loaded: loaded) { _, changes in changes() }
      super.init()
      // The plan's animation tells the manager when it finished: a list scrolled by it has
      // realised its cells by then, and the toolbar's arrows are worked out again.
      runtime.animator = { [weak self] animation, changes in
        UIView.animate(
          withDuration: animation.duration, delay: 0,
          options: UIView.AnimationOptions(rawValue: animation.animationOptions),
          animations: { changes() },
          completion: { _ in self?.planAnimationFinished() })
      }
      runtime.isEnabled = false
      runtime.toolbarDesign = .running
      textViewProxy.runtime = runtime
      runtime.returnDelegateProxy = textViewProxy
      observe()
    }

    /// A manager for the policy `name.kbpolicy` in `bundle`. A policy with errors stops a debug
    /// build (`onFailure`) and runs on the default layer in a release build; `onDiagnostics`
    /// receives every diagnostic in both.
    public convenience init(
      resource name: String, bundle: Bundle = .main,
      onDiagnostics: @escaping @Sendable ([Diagnostic], String) -> Void = { _, _ in },
      onFailure: PolicyFailureHandler = .stopInDebugBuilds
    ) {
      self.init(
        loaded: LoadedPolicy.load(
          resource: name, in: bundle, onDiagnostics: onDiagnostics, onFailure: onFailure))
    }

    /// A manager for the policy `name.kbpolicy` in the main bundle, with the default failure
    /// handler: the initializer Objective-C code calls
    /// (`[[KeyboardPolicyManager alloc] initWithPolicyResource:@"KeyboardPolicy"]`).
    @objc(initWithPolicyResource:)
    public convenience init(policyResource name: String) {
      self.init(resource: name, bundle: .main)
    }

    /// Adjusts the screen again for the focused field and the keyboard as they are now (IQ
    /// `reloadLayoutIfNeeded()`), after a layout change made in code.
    @objc public func readjust() { runtime.readjust() }

    /// The notifications the manager observes.
    private static let observedNames = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidShowNotification,
      UITextField.textDidBeginEditingNotification,
      UITextView.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
      UITextView.textDidEndEditingNotification, UIApplication.didBecomeActiveNotification,
      UIApplication.willResignActiveNotification,
    ]

    /// Observes the keyboard, text input and app state notifications, from the manager's creation
    /// (so `start()` knows a keyboard already up).
    ///
    /// Selector-based observers: UIKit posts these on the main thread, straight to this
    /// main-actor method. (A block observer is `@Sendable` and runs nonisolated, and a
    /// `Notification` is not Sendable: Swift 6 rejects handing it to the main actor.) A
    /// selector-based observer is removed by the system when the manager goes away.
    private func observe() {
      for name in Self.observedNames {
        NotificationCenter.default.addObserver(
          self, selector: #selector(received(_:)), name: name, object: nil)
      }
    }

    /// Turns the manager on: adjusts the focused field under the keyboard now, if any, and every
    /// editing session from then on.
    @objc public func start() {
      guard !runtime.isEnabled else { return }
      runtime.isEnabled = true
      if let field = runtime.focusedField as? UIView { attachControls(to: field) }
    }

    /// Turns the manager off and puts everything back at once (the moved views, the tap
    /// recognizer, the focused field's toolbar and return key).
    @objc public func stop() {
      guard runtime.isEnabled else { return }
      if let field = runtime.focusedField as? UIView { detachControls(from: field) }
      runtime.isEnabled = false
    }

    @objc private func received(_ notification: Notification) {
      switch notification.name {
      case UIResponder.keyboardWillShowNotification: keyboard(notification, .show)
      case UIResponder.keyboardWillChangeFrameNotification: keyboard(notification, .change)
      case UIResponder.keyboardWillHideNotification: keyboard(notification, .hide)
      // After UIKit's raise of an iPad form or page sheet: move only what is still covered.
      case UIResponder.keyboardDidShowNotification:
        refreshControlsIfScrolled(runtime.keyboardDidShow())
      case UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification:
        beganEditing(notification.object as? UIView)
      case UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification:
        if let view = notification.object as? UIView, ignoresEndEditing(of: view) { break }
        if let view = notification.object as? UIView { removeToolbar(from: view) }
        endedEditing(notification.object as? UIView)
      case UIApplication.didBecomeActiveNotification:
        if let field = runtime.appDidBecomeActive() as? UIView {
          refreshControls(of: field, force: true)
        }
      case UIApplication.willResignActiveNotification: runtime.isAppActive = false
      default: break
      }
    }

    // MARK: - Events

    private enum KeyboardEvent { case show, change, hide }

    private func keyboard(_ notification: Notification, _ event: KeyboardEvent) {
      let info = notification.userInfo ?? [:]
      let animation = KeyboardAnimation(
        duration: (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25,
        curve: (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int) ?? 7)
      guard event != .hide else {
        hide(animation)
        return
      }
      guard let screenFrame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else {
        return
      }
      // The end frame is in screen coordinates: the runtime converts it into the window of each
      // event (also when a text view's keyboard comes before its begin-editing).
      let frame = SceneModel.Rect(screenFrame)
      // `false`: another app's keyboard (Split View, Slide Over), which moves nothing here.
      let isLocal = (info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool) ?? true
      let step =
        event == .show
        ? runtime.keyboardWillShow(screenFrame: frame, animation: animation, isLocal: isLocal)
        : runtime.keyboardWillChangeFrame(
          screenFrame: frame, animation: animation, isLocal: isLocal)
      refreshControlsIfScrolled(step)
    }

    /// A hide; while the user swipes back (the interactive pop gesture runs), the runtime defers
    /// putting things back until the transition says whether the pop finished or was cancelled.
    private func hide(_ animation: KeyboardAnimation) {
      let navigation = (runtime.focusedField as? UIView).flatMap(navigationController(of:))
      let state = navigation?.interactivePopGestureRecognizer?.state
      let popping = state == .began || state == .changed
      runtime.keyboardWillHide(animation: animation, duringInteractivePop: popping)
      guard popping, let coordinator = navigation?.transitionCoordinator else { return }
      coordinator.animate(
        alongsideTransition: nil,
        completion: { [weak self] context in
          self?.runtime.interactivePopEnded(cancelled: context.isCancelled)
        })
    }

    /// The navigation controller of the controller that holds `view`.
    private func navigationController(of view: UIView) -> UINavigationController? {
      var responder: UIResponder? = view
      while let current = responder {
        if let controller = current as? UIViewController { return controller.navigationController }
        responder = current.next
      }
      return nil
    }

    private func beganEditing(_ field: UIView?) {
      // A field of a screen the SwiftUI layer drives gets its toolbar and move from SwiftUI.
      guard let field, !runtime.isOwnedBySwiftUILayer(field) else { return }
      // The find navigator's field (iOS 16) leaves the text view focused, or gives it back the
      // focus when the text view's end of editing came first, as IQ does.
      let isFindField = runtime.isFindNavigatorField(field)
      runtime.beginEditing(field)
      guard !isFindField else { return }
      followGeometry(of: field.window)
      guard runtime.isEnabled else { return }
      attachControls(to: field)
    }

    /// The resign tap, the toolbar and the return key of `field` (the focused field).
    private func attachControls(to field: UIView) {
      field.window?.addGestureRecognizer(resignTap)
      refreshControls(of: field)
    }

    /// Whether an end-editing notification from `view` leaves the focus alone: the find
    /// navigator's field, or the text view whose find navigator took the keyboard.
    private func ignoresEndEditing(of view: UIView) -> Bool {
      runtime.isFindNavigatorField(view) || runtime.keepsFocusThroughEndEditing(of: view)
    }

    /// The end of editing of `field`: only the focused field's ends the session.
    private func endedEditing(_ field: UIView?) {
      if let field, field !== runtime.focusedField { return }
      resignTap.view?.removeGestureRecognizer(resignTap)
      releaseReturnKey()
      stopFollowingGeometry()
      runtime.endEditing(field)
    }

    /// Takes the runtime's toolbar off `field`, whose editing ended
    /// (`KeyboardRuntime.accessoryChangeAtEndOfEditing(of:)`): reloaded only if it is still first
    /// responder.
    private func removeToolbar(from field: UIView) {
      guard runtime.accessoryChangeAtEndOfEditing(of: field) == .remove else { return }
      (field as? UITextField)?.inputAccessoryView = nil
      (field as? UITextView)?.inputAccessoryView = nil
      if field.isFirstResponder { field.reloadInputViews() }
    }

    /// Takes the manager's controls off `field` (it is turned off): the resign tap, its toolbar
    /// (only the runtime's own), its return key (the app's put back) and its handling.
    private func detachControls(from field: UIView) {
      resignTap.view?.removeGestureRecognizer(resignTap)
      releaseReturnKey()
      if let textField = field as? UITextField {
        textField.removeTarget(
          self, action: #selector(returnPressed(_:)), for: .editingDidEndOnExit)
        if textField.inputAccessoryView is PolicyToolbar { textField.inputAccessoryView = nil }
      } else if let textView = field as? UITextView,
        textView.inputAccessoryView is PolicyToolbar
      {
        textView.inputAccessoryView = nil
      }
      field.reloadInputViews()
    }

    /// Sets the toolbar and the return key of `field` from its controls as the screen is now,
    /// reloading the keyboard only when one of them changed.
    private func refreshControls(of field: UIView, force: Bool = false) {
      // The return key first: it works the controls out afresh, the toolbar reuses them.
      let update = runtime.updateReturnKey(of: field)
      guard let controls = runtime.controls(for: field) else { return }
      let appearanceChanged = PolicyToolbar.applyKeyboardAppearance(appearance, to: field)
      let accessoryChanged = PolicyToolbar.update(
        on: field, controls: controls, appearance: appearance, manager: self, force: force)
      if let textField = field as? UITextField {
        textField.removeTarget(
          self, action: #selector(returnPressed(_:)), for: .editingDidEndOnExit)
        if update.isManaged {
          textField.addTarget(
            self, action: #selector(returnPressed(_:)), for: .editingDidEndOnExit)
        }
      }
      if accessoryChanged || update.changed || appearanceChanged, field.isFirstResponder {
        field.reloadInputViews()
      }
    }

    /// After a plan that scrolled (a list may have realised the next row's cell), the focused
    /// field's toolbar and return key as the screen is now: at once for an unanimated scroll,
    /// else when the animation finishes (`planAnimationFinished()`).
    func refreshControlsIfScrolled(_ step: RuntimeStep?) {
      guard let field = runtime.fieldToRefresh(after: step) as? UIView else { return }
      refreshControls(of: field)
    }

    /// A plan's animation finished: the controls an animated scroll was waiting for.
    private func planAnimationFinished() {
      guard let field = runtime.planAnimationFinished() as? UIView else { return }
      refreshControls(of: field)
    }

    /// Puts back the app's return key on the field the runtime managed, and its return handling.
    private func releaseReturnKey() {
      guard let field = runtime.releaseReturnKey() as? UIView else { return }
      (field as? UITextField)?.removeTarget(
        self, action: #selector(returnPressed(_:)), for: .editingDidEndOnExit)
      if field.isFirstResponder { field.reloadInputViews() }
    }

    // MARK: - Toolbar control

    /// Rebuilds the focused field's toolbar and return key from the screen as it is now (IQ
    /// `reloadInputViews()`): after changing `appearance`, or the screen's fields, in code.
    @objc public func reloadToolbar() {
      guard runtime.isEnabled, let field = runtime.focusedField as? UIView else { return }
      refreshControls(of: field, force: true)
    }

    /// Whether Previous would move now (IQ `canGoPrevious`).
    @objc public var canGoPrevious: Bool {
      runtime.focusedField.map { runtime.canGo(.previous, from: $0) } ?? false
    }

    /// Whether Next would move now (IQ `canGoNext`).
    @objc public var canGoNext: Bool {
      runtime.focusedField.map { runtime.canGo(.next, from: $0) } ?? false
    }

    // MARK: - Scene export

    /// Writes the screen as it is laid out now (the focused field's window, or `window`) to `url`
    /// in the JSON scene format (`KeyboardRuntime.sceneJSON(of:)`), for `kbpolicy explain` and
    /// `kbpolicy simulate` on the desk: the way to get a scene of a screen built in code. Returns
    /// `false` (writing nothing) when there is no window. docs/app.md, "Export a screen", tells how to
    /// get the file off a simulator or a device.
    @discardableResult
    public func exportScene(to url: URL, window: UIWindow? = nil) throws -> Bool {
      guard let window = window ?? (runtime.focusedField as? UIView)?.window else { return false }
      try Data(runtime.sceneJSON(of: window).utf8).write(to: url, options: .atomic)
      return true
    }

    // MARK: - Actions

    /// Moves to the previous field in policy order, worked out now (`KeyboardRuntime.neighbour`).
    @objc public func goPrevious() { tap(.previous) }
    /// Moves to the next field in policy order, worked out now: in a table or collection view a
    /// row whose cell is not realised yet is scrolled to first.
    @objc public func goNext() { tap(.next) }
    /// Ends editing of the focused field (the one that began editing, transparent or not).
    @objc public func done() { tap(.done) }

    /// A toolbar button: the runtime moves or resigns; the app hears of it only when it happened.
    private func tap(_ button: ToolbarButton) {
      if appearance.playsInputClicks { UIDevice.current.playInputClick() }
      guard let field = runtime.tap(button) as? UIView else { return }
      onToolbarButton?(button, field)
    }

    /// The toolbar's title was tapped.
    @objc func titleTapped() {
      guard let field = runtime.focusedField as? UIView else { return }
      onToolbarTitleTap?(field)
    }

    /// A text field's return (`editingDidEndOnExit`, sent only when its delegate's
    /// `textFieldShouldReturn(_:)` allowed it): the runtime moves on or resigns.
    @objc private func returnPressed(_ sender: UITextField) {
      runtime.pressReturn(in: sender)
    }

    /// For a text view's delegate (`textView(_:shouldChangeTextIn:replacementText:)`): whether to
    /// insert `text`. Not needed: where the runtime handles a text view's return, it puts its own
    /// delegate in front of the app's (`ReturnDelegateProxy`), which asks the app's first and then
    /// the runtime. A delegate that still calls this gets the same single move (the proxy then
    /// sees the app's `false` and moves nothing more).
    @available(
      *, deprecated,
      message: "the runtime handles a text view's return through its own delegate proxy"
    )
    public func textView(_ textView: UITextView, shouldInsert text: String) -> Bool {
      runtime.shouldChangeText(in: textView, replacement: text, appAllows: nil)
    }

    /// The resign tap: the runtime resigns the focused field (and re-focuses one that refused).
    @objc private func resignTapped() { runtime.resignOnTouch() }

    /// Lets the resign tap see only touches the policy says resign the field, and never an Apple
    /// Pencil's (Scribble writes into fields). (The delegate protocol is `@MainActor`, so this
    /// runs on the main actor.)
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      guard let view = touch.view, touch.type != .pencil else { return false }
      return runtime.shouldResignOnTouch(view)
    }
  }
#endif
