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
    /// Whether return keys are set and handled (IQ's return key handler); on by default.
    public var managesReturnKeys = true

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

    private lazy var resignTap: UITapGestureRecognizer = {
      let tap = UITapGestureRecognizer(target: self, action: #selector(resignTapped))
      tap.cancelsTouchesInView = false
      tap.delegate = self
      return tap
    }()

    /// A manager for an already loaded policy.
    public init(loaded: LoadedPolicy) {
      runtime = KeyboardRuntime(loaded: loaded) { animation, changes in
        UIView.animate(
          withDuration: animation.duration, delay: 0,
          options: UIView.AnimationOptions(rawValue: animation.animationOptions),
          animations: { changes() })
      }
      super.init()
      runtime.isEnabled = false
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
      UIResponder.keyboardWillHideNotification, UITextField.textDidBeginEditingNotification,
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
      case UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification:
        beganEditing(notification.object as? UIView)
      case UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification:
        endedEditing(notification.object as? UIView)
      case UIApplication.didBecomeActiveNotification: runtime.isAppActive = true
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
      if event == .show {
        runtime.keyboardWillShow(screenFrame: frame, animation: animation)
      } else {
        runtime.keyboardWillChangeFrame(screenFrame: frame, animation: animation)
      }
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
      guard let field else { return }
      runtime.beginEditing(field)
      guard runtime.isEnabled else { return }
      attachControls(to: field)
    }

    /// The resign tap, the toolbar and the return key of `field` (the focused field).
    private func attachControls(to field: UIView) {
      field.window?.addGestureRecognizer(resignTap)
      guard let controls = runtime.controls(for: field) else { return }
      PolicyToolbar.install(on: field, controls: controls, appearance: appearance, manager: self)
      if managesReturnKeys, let textField = field as? UITextField {
        textField.returnKeyType = UIReturnKeyType(controls.returnKey)
        textField.removeTarget(
          self, action: #selector(returnPressed(_:)), for: .editingDidEndOnExit)
        textField.addTarget(self, action: #selector(returnPressed(_:)), for: .editingDidEndOnExit)
      }
      field.reloadInputViews()
    }

    /// The end of editing of `field`: only the focused field's ends the session.
    private func endedEditing(_ field: UIView?) {
      if let field, field !== runtime.focusedField { return }
      resignTap.view?.removeGestureRecognizer(resignTap)
      runtime.endEditing(field)
    }

    /// Takes the manager's controls off `field` (it is turned off): the resign tap, its toolbar
    /// (only the runtime's own), its return key handling.
    private func detachControls(from field: UIView) {
      resignTap.view?.removeGestureRecognizer(resignTap)
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

    // MARK: - Scene export

    /// Writes the screen as it is laid out now (the focused field's window, or `window`) to `url`
    /// in the JSON scene format (`KeyboardRuntime.sceneJSON(of:)`), for `kbpolicy explain` and
    /// `kbpolicy simulate` on the desk: the way to get a scene of a screen built in code. Returns
    /// `false` (writing nothing) when there is no window. README, "Export a screen", tells how to
    /// get the file off a simulator or a device.
    @discardableResult
    public func exportScene(to url: URL, window: UIWindow? = nil) throws -> Bool {
      guard let window = window ?? (runtime.focusedField as? UIView)?.window else { return false }
      try Data(runtime.sceneJSON(of: window).utf8).write(to: url, options: .atomic)
      return true
    }

    // MARK: - Actions

    /// Moves to the previous field in policy order.
    @objc public func goPrevious() {
      move(to: runtime.focusedField.flatMap { runtime.controls(for: $0)?.previous })
    }
    /// Moves to the next field in policy order.
    @objc public func goNext() {
      move(to: runtime.focusedField.flatMap { runtime.controls(for: $0)?.next })
    }
    /// Ends editing.
    @objc public func done() {
      if appearance.playsInputClicks { UIDevice.current.playInputClick() }
      (runtime.focusedField as? UIView)?.resignFirstResponder()
    }

    private func move(to id: String?) {
      if appearance.playsInputClicks { UIDevice.current.playInputClick() }
      guard let id, let view = runtime.view(withID: id) as? UIView else { return }
      view.becomeFirstResponder()
    }

    @objc private func returnPressed(_ sender: UITextField) {
      guard managesReturnKeys, let controls = runtime.controls(for: sender) else { return }
      perform(controls.returnAction)
    }

    /// For a text view's delegate (`textView(_:shouldChangeTextIn:replacementText:)`): whether to
    /// insert `text`. A line break moves on instead when `toolbar.dismiss-on-return` (or
    /// `ReturnKeyOptions.dismissesTextViewOnReturn`) is on.
    public func textView(_ textView: UITextView, shouldInsert text: String) -> Bool {
      guard runtime.isEnabled, managesReturnKeys, text == "\n",
        let controls = runtime.controls(for: textView),
        controls.returnAction != .newline
      else { return true }
      perform(controls.returnAction)
      return false
    }

    private func perform(_ action: FieldControls.ReturnAction) {
      switch action {
      case .next(let id): (runtime.view(withID: id) as? UIView)?.becomeFirstResponder()
      case .resign: (runtime.focusedField as? UIView)?.resignFirstResponder()
      case .newline: break
      }
    }

    @objc private func resignTapped() {
      (runtime.focusedField as? UIView)?.resignFirstResponder()
    }

    /// Lets the resign tap see only touches the policy says resign the field. (The delegate
    /// protocol is `@MainActor`, so this runs on the main actor.)
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      guard let view = touch.view else { return false }
      return runtime.shouldResignOnTouch(view)
    }
  }
#endif
