import AvoidanceEngine
import SceneModel

/// The iPadOS window model: another app's keyboard (Split View, Slide Over), and a window resized
/// or moved while the keyboard is up (Stage Manager, iPadOS 26 resizable windows).
extension KeyboardRuntime {
  /// `keyboardWillShow` with UIKit's `isLocal` (`keyboardIsLocalUserInfoKey`): `false` is another
  /// app's keyboard (in Split View or Slide Over every app on screen hears of it). It moves
  /// nothing of this app; what this app's own keyboard had moved goes back, as only one keyboard
  /// is up (a hide). `true` is `keyboardWillShow(screenFrame:animation:)`.
  @discardableResult
  public func keyboardWillShow(screenFrame: Rect, animation: KeyboardAnimation, isLocal: Bool)
    -> RuntimeStep?
  {
    guard isLocal else { return otherAppsKeyboard(animation) }
    return keyboardWillShow(screenFrame: screenFrame, animation: animation)
  }

  /// `keyboardWillChangeFrame` with UIKit's `isLocal`: as
  /// `keyboardWillShow(screenFrame:animation:isLocal:)`.
  @discardableResult
  public func keyboardWillChangeFrame(
    screenFrame: Rect, animation: KeyboardAnimation, isLocal: Bool
  ) -> RuntimeStep? {
    guard isLocal else { return otherAppsKeyboard(animation) }
    return keyboardWillChangeFrame(screenFrame: screenFrame, animation: animation)
  }

  /// Another app's keyboard: this app's keyboard is not up.
  private func otherAppsKeyboard(_ animation: KeyboardAnimation) -> RuntimeStep? {
    keyboardWillHide(animation: animation)
  }

  /// The scene geometry of `window` changed (`UIWindowScene.effectiveGeometry`, iOS 16): the
  /// window was resized or moved on the screen (Stage Manager, iPadOS 26 windows, a Split View
  /// divider) while a field edits under the keyboard, which posts no keyboard event. When the
  /// window's size changed, or the keyboard's screen frame now falls elsewhere in it, everything
  /// the engine changed is put back and the screen adjusted afresh for the keyboard converted
  /// into the window as it is now (a keyboard that no longer reaches the window's bottom covers
  /// nothing). A changed orientation is left to the keyboard event that follows (rotation is
  /// found there); nothing happens when nothing is focused, no keyboard is up, the runtime does
  /// not adjust or `window` is not the focused field's.
  @discardableResult
  public func windowGeometryChanged(_ window: any LiveWindow) -> RuntimeStep? {
    guard adjusts, focusedField != nil, keyboard != nil, currentWindow === window else {
      return nil
    }
    if let last = lastWindow, engineWindow === window {
      let size = window.liveSize
      let now = window.liveOrientation ?? (size.width > size.height ? .landscape : .portrait)
      guard now == last.orientation else { return nil }
      let converted = screenKeyboard.map { Keyboard.frame(window.liveConvertFromScreen($0)) }
      if size == last.size, converted == nil || converted == keyboard { return nil }
    }
    restoreNow()
    return readjust()
  }
}
