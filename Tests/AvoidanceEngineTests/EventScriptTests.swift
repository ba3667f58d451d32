import PolicyLanguage
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

@Suite struct EventScriptTests {
  @Test func parsesEveryEventAndComment() {
    let source = SourceFile(
      path: "events",
      text: """
        # a comment
        focus email   # trailing comment
        keyboard show height 291
        keyboard change frame 0 517 393 335

        blur
        keyboard hide
        rotate landscape
        """)
    let (events, diagnostics) = EventScript.parse(source)
    #expect(diagnostics.isEmpty)
    #expect(
      events.map(\.event) == [
        .beginEditing(field: "email"), .keyboardWillShow(.height(291)),
        .keyboardWillChangeFrame(.frame(Rect(x: 0, y: 517, width: 393, height: 335))), .endEditing,
        .keyboardWillHide,
        .orientationChange(.landscape),
      ])
    #expect(events.map(\.location.line) == [2, 3, 4, 6, 7, 8])
  }

  @Test func errorsNameTheLineAndColumn() {
    let source = SourceFile(
      path: "events",
      text: "focus email\nkeyboard shw height 291\nkeyboard show height -4\nwobble\nfocus\n")
    let (_, diagnostics) = EventScript.parse(source)
    let rendered = DiagnosticRenderer(style: .xcode).render(diagnostics, sources: [:])
    #expect(
      rendered == """
        events:2:10: error: unknown keyboard event 'shw': did you mean 'show'? [V001]
        events:3:22: error: '-4' is not a number of points >= 0 and within ±1000000 pt [V003]
        events:4:1: error: unknown event 'wobble' [V001]
        events:5:1: error: 'focus' takes one field id [V002]

        """)
  }

  @Test func focusOnAnUnknownFieldIsAnErrorBeforeAnythingRuns() {
    let source = SourceFile(path: "events", text: "focus emial\n")
    let (events, _) = EventScript.parse(source)
    let result = Simulation.run(
      scene: phoneScene([field("email", 100)]), events: events, policy: TestPolicy())
    #expect(result.steps.isEmpty)
    #expect(
      result.diagnostics.map(\.message) == ["the scene has no view 'emial': did you mean 'email'?"])
    #expect(result.diagnostics.first?.range.start.column == 7)
  }
}
