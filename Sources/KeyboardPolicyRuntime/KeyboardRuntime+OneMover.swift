import AvoidanceEngine
import SceneModel

extension KeyboardRuntime {
  /// `keyboardDidShow`: UIKit has raised an iPad form or page sheet above the keyboard by now
  /// (it documents no rule for how far), so for a focused field in such a sheet the runtime reads
  /// the window again and moves only what the keyboard still covers (IQKeyboardManager 6 did
  /// the same in its `keyboardDidShow`). Nothing happens for any other field: its move was made
  /// at `keyboardWillShow`.
  @discardableResult
  public func keyboardDidShow() -> RuntimeStep? {
    guard adjusts, let field = focusedField, let keyboard, let window = currentWindow,
      Self.isInRaisedSheet(field, window: window)
    else { return nil }
    engine.sheetRaiseIsInScene = true
    defer { engine.sheetRaiseIsInScene = false }
    return run(
      .keyboardWillChangeFrame(keyboard), in: window, subject: nil, animation: lastAnimation)
  }

  /// Whether `field` is in a presented form or page sheet in a regular-width `window`: the
  /// outermost parent of the controller owning it states `formSheet` or `pageSheet`
  /// (`SceneIndex.raisedSheet(of:)` on the desk; this is its live twin, read without a
  /// snapshot).
  static func isInRaisedSheet(_ field: any LiveView, window: any LiveWindow) -> Bool {
    let sizeClass =
      window.liveHorizontalSizeClass
      ?? Scene(window: window.liveSize).effectiveHorizontalSizeClass
    guard sizeClass == .regular else { return false }
    var view: (any LiveView)? = field
    var steps = 0
    while let current = view, current.liveViewController == nil, steps < 10_000 {
      view = current.liveSuperview
      steps += 1
    }
    guard var controller = view?.liveViewController else { return false }
    steps = 0
    while let parent = controller.liveParent, steps < Scene.maximumControllerDepth {
      controller = parent
      steps += 1
    }
    return controller.liveModalPresentationStyle?.isRaisedSheet == true
  }
}
