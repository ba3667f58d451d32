import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The iPadOS window model (issue #37, item 4), with hand-computed geometry. An iPad screen in
/// landscape, 1366×1024; its docked keyboard's screen frame is (0, 626, 1366, 398) (top at
/// 1024 − 398 = 626). The app's window is 800×700 at screen (200, 100) (a Stage Manager window),
/// its controller's root view 'root' holds the field 'code' at y 500, 44 tall: bottom 544.
@MainActor @Suite struct WindowModelTests {
  static let windowJSON = """
    {"window": {"width": 800, "height": 700},
     "classes": {"FormViewController": "UIViewController"},
     "views": [
      {"id": "root", "frame": [0, 0, 800, 700], "subviews": [
        {"id": "code", "class": "UITextField", "frame": [24, 500, 752, 44]}]}],
     "controllers": [{"id": "form", "class": "FormViewController", "view": "root"}]}
    """
  static let docked = Rect(x: 0, y: 626, width: 1366, height: 398)
  let show = RuntimeFixtures.show

  func start() throws -> (MemoryWindow, KeyboardRuntime, MemoryView) {
    let window = MemoryWindow(try RuntimeFixtures.scene(Self.windowJSON))
    window.screenOrigin = Point(x: 200, y: 100)
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    let field = try window.required("code")
    runtime.beginEditing(field)
    return (window, runtime, field)
  }

  func rootY(_ window: MemoryWindow) throws -> Double {
    try window.required("root").liveAttributes.frame.origin.y
  }

  @Test func aWindowAwayFromTheScreensOriginIsCoveredByWhatReachesIt() throws {
    let (window, runtime, _) = try start()
    runtime.keyboardWillShow(screenFrame: Self.docked, animation: show, isLocal: true)
    // In the window: y 626 − 100 = 526, reaching below its bottom (526 + 398 = 924 ≥ 700), so it
    // covers 700 − 526 = 174. The field's bottom 544 must end at 526 − 10 = 516: root up 28.
    #expect(runtime.keyboard == .frame(Rect(x: -200, y: 526, width: 1366, height: 398)))
    #expect(abs(try rootY(window) - -28) < 1e-9)
  }

  @Test func aKeyboardThatDoesNotReachTheWindowsBottomCoversNothing() throws {
    let (window, runtime, _) = try start()
    // A floating keyboard at screen (400, 300), 320×250: in the window (200, 200), bottom
    // 200 + 250 = 450 < 700: it covers nothing.
    let floating = Rect(x: 400, y: 300, width: 320, height: 250)
    runtime.keyboardWillShow(screenFrame: floating, animation: show, isLocal: true)
    #expect(try rootY(window) == 0)
    #expect(try window.required("root").writes.isEmpty)
  }

  @Test func anotherAppsKeyboardMovesNothingAndPutsBackWhatOursMoved() throws {
    let (window, runtime, _) = try start()
    // Another app's keyboard with nothing moved: no write at all.
    runtime.keyboardWillShow(screenFrame: Self.docked, animation: show, isLocal: false)
    #expect(try window.required("root").writes.isEmpty)
    #expect(runtime.keyboard == nil)
    // This app's keyboard: root up 28 (as above).
    runtime.keyboardWillShow(screenFrame: Self.docked, animation: show, isLocal: true)
    #expect(abs(try rootY(window) - -28) < 1e-9)
    // Then another app's keyboard takes over (only one is up): root back at 0, keyboard gone.
    runtime.keyboardWillChangeFrame(screenFrame: Self.docked, animation: show, isLocal: false)
    #expect(try rootY(window) == 0)
    #expect(runtime.keyboard == nil)
  }

  @Test func aWindowMovedWithTheKeyboardUpReadjustsWithoutAKeyboardEvent() throws {
    let (window, runtime, _) = try start()
    runtime.keyboardWillShow(screenFrame: Self.docked, animation: show, isLocal: true)
    #expect(abs(try rootY(window) - -28) < 1e-9)
    // Nothing changed: nothing happens.
    #expect(runtime.windowGeometryChanged(window) == nil)
    // Dragged up to screen (200, 0): the keyboard's top is at 626 in the window; 544 ≤ 616 leaves
    // the field uncovered: root back at 0.
    window.screenOrigin = Point(x: 200, y: 0)
    #expect(runtime.windowGeometryChanged(window) != nil)
    #expect(try rootY(window) == 0)
    #expect(runtime.keyboard == .frame(Rect(x: -200, y: 626, width: 1366, height: 398)))
    // Dragged down to screen (200, 200): top at 626 − 200 = 426; 544 must end at 416: root up
    // 544 − 416 = 128.
    window.screenOrigin = Point(x: 200, y: 200)
    runtime.windowGeometryChanged(window)
    #expect(abs(try rootY(window) - -128) < 1e-9)
  }

  @Test func aHalfHeightWindowAboveTheKeyboardIsNotCovered() throws {
    let (window, runtime, field) = try start()
    runtime.keyboardWillShow(screenFrame: Self.docked, animation: show, isLocal: true)
    #expect(abs(try rootY(window) - -28) < 1e-9)
    // Resized to 800×350 at screen (200, 100) (bottom at screen 450): the keyboard at window
    // y 526 lies below it (526 ≥ 350) and covers nothing; the field laid out at y 250 (bottom
    // 294) stays where layout put it, root back at 0.
    window.liveSize = Size(width: 800, height: 350)
    try window.required("root").liveAttributes.frame.size.height = 350
    field.liveAttributes.frame.origin.y = 250
    #expect(runtime.windowGeometryChanged(window) != nil)
    #expect(try rootY(window) == 0)
    #expect(field.liveAttributes.frame.origin.y == 250)
  }

  @Test func geometryChangesAreIgnoredWithoutAKeyboardOrWhileOff() throws {
    let (window, runtime, _) = try start()
    #expect(runtime.windowGeometryChanged(window) == nil, "no keyboard up")
    runtime.keyboardWillShow(screenFrame: Self.docked, animation: show, isLocal: true)
    #expect(abs(try rootY(window) - -28) < 1e-9)
    runtime.isEnabled = false
    // Put back when turned off; a move to screen (200, 200) would lift it 128, but it is off.
    window.screenOrigin = Point(x: 200, y: 200)
    #expect(runtime.windowGeometryChanged(window) == nil, "off")
    #expect(try rootY(window) == 0)
  }
}
