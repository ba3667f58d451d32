import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The live screen as a scene file, and the runtime's text log.
@Suite @MainActor struct SceneExportTests {
  /// After the keyboard moved 'email' to 506, the exported scene still has it where the layout
  /// put it (bottom 747), with the keyboard and the focus, and reads back through the decoder.
  @Test func anExportedSceneRoundTripsAndRecordsTheScreenAsLaidOut() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    let text = runtime.sceneJSON(of: window)
    let decoded = Scene.decode(json: text)
    let scene = try #require(decoded.scene, "\(decoded.issues)")
    #expect(scene == runtime.screenScene(of: window))
    #expect(scene.focus == "email")
    #expect(scene.keyboard == .height(336))
    #expect(SceneIndex(scene).windowRect(of: "email")?.maxY == 747)
    #expect(scene.validate().isEmpty)
    // The screen itself stays adjusted.
    let live = SceneIndex(window.scene(focus: nil, keyboard: nil))
    #expect(abs((live.windowRect(of: "email")?.maxY ?? 0) - 506) < 1e-9)
  }

  /// The ready-made logger: one text per event, the event, the field, the trace and the plan
  /// (the scroll view moves 747 − 506 = 241).
  @Test func theTextLoggerWritesEachEventWithItsPlan() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    var lines: [String] = []
    runtime.log = RuntimeLogEntry.textLogger { lines.append($0) }
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("focus email · field 'email' · 0.25 s\n") == true)
    let show = try #require(lines.last)
    #expect(show.hasPrefix("keyboard show height 336 · field 'email' · 0.35 s\n"))
    #expect(show.contains("  1. "))
    #expect(show.contains("scroll.contentOffsetY  0 → 241"))
  }
}
