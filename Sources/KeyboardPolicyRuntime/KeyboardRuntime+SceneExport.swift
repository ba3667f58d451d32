import AvoidanceEngine
import SceneModel

/// The live screen as a scene file: what `kbpolicy explain` and `kbpolicy simulate` read on the
/// desk, for screens built in code (no storyboard to import).
extension KeyboardRuntime {
  /// The screen of `window` as laid out: every window subview captured whole, every change the
  /// engine made in this keyboard session put back (so the scene is the screen before the
  /// keyboard, what `simulate` starts from), the return keys set in code recorded on the fields.
  /// `keyboard` overrides the keyboard the runtime knows.
  public func screenScene(of window: any LiveWindow, keyboard: Keyboard? = nil) -> Scene {
    var scene = snapshotter.snapshot(
      window: window, needed: [], scope: .everything, focus: focusedField,
      keyboard: keyboard ?? self.keyboard)
    var undo: [PropertyChange] = []
    for (view, properties) in sessionOriginals {
      for (property, value) in properties {
        undo.append(
          PropertyChange(view: view, property: property, from: value, to: value, reason: .restore))
      }
    }
    if !undo.isEmpty { scene = Plan(changes: undo).apply(to: scene) }
    scene.design = toolbarDesign
    return recordingReturnKeys(in: scene)
  }

  /// `screenScene(of:keyboard:)` in the JSON scene format (`Scene.decode(json:)` reads it back),
  /// the text `KeyboardPolicyManager.exportScene(to:)` writes to a file.
  public func sceneJSON(of window: any LiveWindow, keyboard: Keyboard? = nil) -> String {
    screenScene(of: window, keyboard: keyboard).jsonText()
  }
}
