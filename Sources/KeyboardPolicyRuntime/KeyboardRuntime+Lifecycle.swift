import AvoidanceEngine
import SceneModel

/// Turning the runtime off and on, re-adjusting on demand, and the interactive pop's deferred
/// hide.
extension KeyboardRuntime {
  /// Adjusts the screen again for the focused field and the keyboard as they are now (IQ
  /// `reloadLayoutIfNeeded()`): after the app changed the layout in code, or when the runtime is
  /// turned on or the app becomes active. Nothing happens while the runtime does not adjust or no
  /// field is focused.
  @discardableResult
  public func readjust() -> RuntimeStep? {
    guard adjusts, let field = focusedField else { return nil }
    return beginEditing(field)
  }

  /// Takes over a screen already on display and adjusts it (a runtime started while a field
  /// edits and the keyboard is up): `adopt(keyboard:focusedField:)`, then `readjust()`.
  @discardableResult
  public func takeOver(keyboard: Keyboard?, focusedField: (any LiveView)?) -> RuntimeStep? {
    adopt(keyboard: keyboard, focusedField: focusedField)
    return readjust()
  }

  /// The interactive pop whose start deferred a hide ended: `cancelled` adjusts the screen again
  /// (the keyboard comes back), else everything the engine changed goes back. Nothing happens when
  /// no hide was deferred (a keyboard event or an end of editing already settled it).
  @discardableResult
  public func interactivePopEnded(cancelled: Bool) -> RuntimeStep? {
    guard let pending = deferredHide else { return nil }
    guard cancelled else {
      finishDeferredHide()
      return nil
    }
    deferredHide = nil
    guard let showing = pending.keyboard else { return nil }
    return keyboardWillChangeFrame(animation: pending.animation, restoring: showing)
  }

  /// A change-frame event for a keyboard the runtime had (its screen frame, when it had one).
  private func keyboardWillChangeFrame(animation: KeyboardAnimation, restoring showing: Keyboard)
    -> RuntimeStep?
  {
    if let screenKeyboard {
      return keyboardWillChangeFrame(screenFrame: screenKeyboard, animation: animation)
    }
    return keyboardWillChangeFrame(showing, animation: animation)
  }

  /// Carries out a hide deferred during an interactive pop (the pop finished: editing ended, or
  /// another field began).
  func finishDeferredHide() {
    guard let pending = deferredHide else { return }
    deferredHide = nil
    guard let window = engineWindow, engine.isActive else { return }
    run(.keyboardWillHide, in: window, subject: nil, animation: pending.animation)
  }

  /// Puts back at once everything the engine changed (the runtime is turned off), keeping what it
  /// knows of the focused field and the keyboard.
  func restoreNow() {
    let showing = deferredHide?.keyboard ?? keyboard
    deferredHide = nil
    if let window = engineWindow, engine.isActive {
      run(.keyboardWillHide, in: window, subject: nil, animation: lastAnimation)
    }
    keyboard = showing
    lastWindow = nil
    sessionViews = []
    sessionOriginals = [:]
    snapshotter.forgetCaptures()
  }
}
