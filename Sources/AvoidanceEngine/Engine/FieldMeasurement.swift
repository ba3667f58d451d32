import PolicyLanguage
import SceneModel

/// The engine's measurement of a focused field before anything moves (IQ `adjustPosition` steps
/// 4–8 with the documented differences): the keyboard's top, the distance, the top guide and
/// the move the field needs, `min(field.minY − topGuide, field.maxY − (keyboardTop − distance))`.
///
/// The engine adjusts from it; `explain` shows it, also for a field the engine does not adjust.
public struct FieldMeasurement: Hashable, Sendable {
  /// The field's rect in window coordinates.
  public var fieldFrame: Rect
  /// The keyboard's top edge in window coordinates.
  public var keyboardTop: Double
  /// The keyboard's height.
  public var keyboardHeight: Double
  /// The distance that applies (a negative or non-finite distance counts as 0).
  public var distance: Double
  /// The top guide: the navigation bar's bottom, else the status bar's height.
  public var topGuide: Double
  /// Where the top guide comes from.
  public var topGuideSource: TopGuideSource
  /// `fieldFrame.minY − topGuide`: how far the field can go up before its top is under the guide.
  public var topMove: Double
  /// `fieldFrame.maxY − (keyboardTop − distance)`: how far it must go up to clear the keyboard.
  public var bottomMove: Double

  /// Where the top guide comes from.
  public enum TopGuideSource: String, Hashable, Sendable {
    /// The bottom of the moved controller's (or an ancestor's) navigation bar.
    case navigationBar = "navigation bar bottom"
    /// The status bar's height (no navigation bar).
    case statusBar = "status bar height"
    /// The status bar's height: the navigation controller hides its bar.
    case hiddenNavigationBar = "status bar height; the navigation bar is hidden"
    /// The status bar's height plus a standard 44 pt bar: a navigation controller holds the
    /// controller and no bar bottom is stated.
    case standardNavigationBar = "status bar height + a standard 44 pt navigation bar"
  }

  /// The move needed (positive: up), `min(topMove, bottomMove)`.
  public var moveNeeded: Double { min(topMove, bottomMove) }

  /// Measures `field` in `index`'s scene with `distance` under `keyboard` (a keyboard frame
  /// in window coordinates; nil: the scene's, and a hidden keyboard counts as one of height 0 at
  /// the window's bottom); nil when the scene has no such view.
  public static func measure(
    field: String, in index: SceneIndex, keyboard: Rect? = nil, distance rawDistance: Double
  ) -> FieldMeasurement? {
    guard let fieldRect = index.windowRect(of: field) else { return nil }
    let scene = index.scene
    let window = scene.window
    // Step 4: a negative or non-finite distance counts as 0 (the language already rejects them).
    let distance = rawDistance.isFinite ? max(0, rawDistance) : 0
    // Step 5: the real keyboard top; no safe area, the distance is applied once below.
    let keyboard =
      keyboard ?? scene.keyboard?.normalizedFrame(in: window)
      ?? Rect(x: 0, y: window.height, width: window.width, height: 0)
    // Step 6: the top guide of the moved controller.
    let moved = index.policyController(of: field).map {
      index.movedController(forPolicyController: $0)
    }
    let (topGuide, source) =
      moved.map { index.topGuideAndSource(forMovedController: $0) }
      ?? (scene.statusBarHeight, .statusBar)
    // Step 8: no truncation, no bottom guide, the distance applied once.
    return FieldMeasurement(
      fieldFrame: fieldRect, keyboardTop: keyboard.minY, keyboardHeight: keyboard.height,
      distance: distance, topGuide: topGuide,
      topGuideSource: source,
      topMove: fieldRect.minY - topGuide, bottomMove: fieldRect.maxY - (keyboard.minY - distance))
  }
}
