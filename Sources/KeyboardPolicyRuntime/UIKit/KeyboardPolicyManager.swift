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

    private var isObserving = false
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

    /// The notifications the manager observes.
    private static let observedNames = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardWillHideNotification, UITextField.textDidBeginEditingNotification,
      UITextView.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
      UITextView.textDidEndEditingNotification, UIDevice.orientationDidChangeNotification,
    ]

    /// Starts observing the keyboard and text input notifications.
    ///
    /// Selector-based observers: UIKit posts these on the main thread, straight to this
    /// main-actor method. (A block observer is `@Sendable` and runs nonisolated, and a
    /// `Notification` is not Sendable: Swift 6 rejects handing it to the main actor.)
    public func start() {
      guard !isObserving else { return }
      isObserving = true
      for name in Self.observedNames {
        NotificationCenter.default.addObserver(
          self, selector: #selector(received(_:)), name: name, object: nil)
      }
    }

    /// Stops observing (and puts back anything moved when the keyboard next hides).
    public func stop() {
      guard isObserving else { return }
      isObserving = false
      for name in Self.observedNames {
        NotificationCenter.default.removeObserver(self, name: name, object: nil)
      }
    }

    @objc private func received(_ notification: Notification) {
      switch notification.name {
      case UIResponder.keyboardWillShowNotification: keyboard(notification, .show)
      case UIResponder.keyboardWillChangeFrameNotification: keyboard(notification, .change)
      case UIResponder.keyboardWillHideNotification: keyboard(notification, .hide)
      case UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification:
        beganEditing(notification.object as? UIView)
      case UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification:
        endedEditing()
      case UIDevice.orientationDidChangeNotification: rotated()
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
        runtime.keyboardWillHide(animation: animation)
        return
      }
      guard let screenFrame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else {
        return
      }
      // The end frame is in screen coordinates; the runtime works in the focused window's.
      let window = (runtime.focusedField as? UIView)?.window
      let frame =
        window.map { $0.convert(screenFrame, from: $0.screen.coordinateSpace) } ?? screenFrame
      if event == .show {
        runtime.keyboardWillShow(.frame(SceneModel.Rect(frame)), animation: animation)
      } else {
        runtime.keyboardWillChangeFrame(.frame(SceneModel.Rect(frame)), animation: animation)
      }
    }

    private func beganEditing(_ field: UIView?) {
      guard let field else { return }
      runtime.beginEditing(field)
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

    private func endedEditing() {
      resignTap.view?.removeGestureRecognizer(resignTap)
      runtime.endEditing()
    }

    private func rotated() {
      guard let window = (runtime.focusedField as? UIView)?.window,
        let orientation = window.liveOrientation
      else { return }
      runtime.rotate(to: orientation, in: window)
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
      guard managesReturnKeys, text == "\n", let controls = runtime.controls(for: textView),
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
