import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// One mover on device, with the in-memory live tree: a field inside an input accessory view or
/// in a window that is not the app's is left to UIKit (no move, no resign tap) unless a rule turns
/// avoidance on; a field of an iPad form sheet is not moved at `keyboardWillShow` and, at
/// `keyboardDidShow`, only by what UIKit's raise left covered.
@Suite @MainActor struct OneMoverRuntimeTests {
  /// 393 × 852: 'message' at y 800…844 inside 'composer' (`placement`) in 'chat-root'.
  static func chat(_ placement: String) -> String {
    """
    {"window": {"width": 393, "height": 852}, "statusBarHeight": 59,
     "classes": {"ChatViewController": "UIViewController"},
     "views": [{"id": "chat-root", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "composer", "frame": [0, 800, 393, 52]\(placement), "subviews": [
         {"id": "message", "class": "UITextField", "accessibilityIdentifier": "message",
          "frame": [8, 0, 377, 44]}]}]}],
     "controllers": [{"id": "chat", "class": "ChatViewController", "view": "chat-root"}]}
    """
  }

  /// A 1024 × 1366 iPad (regular width): the form sheet's root view 'sheet' at y 333 holds
  /// 'name' at y 600…644 (window y 933…977).
  static let sheet = """
    {"window": {"width": 1024, "height": 1366}, "statusBarHeight": 24,
     "horizontalSizeClass": "regular",
     "classes": {"FormViewController": "UIViewController"},
     "views": [{"id": "sheet", "frame": [212, 333, 600, 700], "subviews": [
       {"id": "name", "class": "UITextField", "frame": [16, 600, 568, 44]}]}],
     "controllers": [{"id": "form", "class": "FormViewController", "view": "sheet",
                      "modalPresentationStyle": "formSheet"}]}
    """

  func runtime(_ policy: String, _ recorder: RuntimeFixtures.Recorder) throws -> KeyboardRuntime {
    KeyboardRuntime(policy: try RuntimeFixtures.policy(policy), animator: recorder.animator)
  }

  @Test func anInputAccessoryFieldIsLeftToUIKit() throws {
    let window = MemoryWindow(
      try RuntimeFixtures.scene(Self.chat(#", "placement": "inputAccessory""#)))
    let recorder = RuntimeFixtures.Recorder()
    let runtime = try runtime("version 1\n\nresign-on-touch {\n  enabled = true\n}\n", recorder)
    let field = try window.required("message")
    runtime.beginEditing(field)
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(recorder.animations.isEmpty)
    #expect(try window.required("chat-root").liveAttributes.frame.minY == 0)
    #expect(runtime.controls(for: field)?.resignsOnTouch == false)
  }

  @Test func aFieldRuleStillMovesIt() throws {
    let window = MemoryWindow(
      try RuntimeFixtures.scene(Self.chat(#", "placement": "inputAccessory""#)))
    let runtime = try runtime(
      "version 1\n\nfield \"message\" {\n  avoidance = on\n}\n", RuntimeFixtures.Recorder())
    runtime.beginEditing(try window.required("message"))
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    // 844 must end at 516 − 10 = 506 (338 pt); the root move stops at −336 (the keyboard height).
    #expect(abs(try window.required("chat-root").liveAttributes.frame.minY - -336) < 1e-9)
  }

  @Test func theSnapshotMarksAccessoryViewsAndForeignWindows() throws {
    let accessory = MemoryWindow(
      try RuntimeFixtures.scene(Self.chat(#", "placement": "inputAccessory""#)))
    let runtime = try runtime("version 1\n", RuntimeFixtures.Recorder())
    let marked = runtime.snapshot(of: accessory)
    #expect(
      SceneIndex(marked).placement(of: runtime.id(of: try accessory.required("message")))
        == .inputAccessory)
    // The same views in a window that is not the app's: the window's subviews are marked.
    let foreign = MemoryWindow(try RuntimeFixtures.scene(Self.chat("")))
    foreign.isAppWindow = false
    let scene = runtime.snapshot(of: foreign)
    #expect(scene.views.first?.placement == .foreignWindow)
    #expect(
      SceneIndex(scene).placement(of: runtime.id(of: try foreign.required("message")))
        == .foreignWindow)
    // And in the app's window, nothing is marked.
    let app = MemoryWindow(try RuntimeFixtures.scene(Self.chat("")))
    #expect(runtime.snapshot(of: app).views.first?.placement == nil)
  }

  @Test func aFormSheetMovesOnlyWhatUIKitsRaiseLeftCovered() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene(Self.sheet))
    let recorder = RuntimeFixtures.Recorder()
    let runtime = try runtime("version 1\n", recorder)
    runtime.beginEditing(try window.required("name"))
    // Keyboard 400 → top 966; the field's bottom 977 is covered by 11 pt, but UIKit raises the
    // sheet itself: nothing moves at keyboardWillShow.
    runtime.keyboardWillShow(.height(400), animation: RuntimeFixtures.show)
    let sheet = try window.required("sheet")
    #expect(sheet.liveAttributes.frame.minY == 333)
    // Stand in for UIKit's raise (its amount is not documented; 5 pt is the test's): 333 → 328,
    // the field's bottom 972. At keyboardDidShow 972 must end at 966 − 10 = 956: 16 pt more,
    // the sheet's root view 328 → 312.
    sheet.liveAttributes.frame.origin.y = 328
    #expect(runtime.keyboardDidShow() != nil)
    #expect(abs(sheet.liveAttributes.frame.minY - 312) < 1e-9)
  }

  @Test func keyboardDidShowDoesNothingOutsideARaisedSheet() throws {
    let compact = Self.sheet.replacingOccurrences(of: "\"regular\"", with: "\"compact\"")
    let window = MemoryWindow(try RuntimeFixtures.scene(compact))
    let runtime = try runtime("version 1\n", RuntimeFixtures.Recorder())
    runtime.beginEditing(try window.required("name"))
    runtime.keyboardWillShow(.height(400), animation: RuntimeFixtures.show)
    // Compact: moved at keyboardWillShow as any screen, 977 → 956, the root 333 → 312.
    #expect(abs(try window.required("sheet").liveAttributes.frame.minY - 312) < 1e-9)
    #expect(runtime.keyboardDidShow() == nil)
  }
}
