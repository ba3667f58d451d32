import AvoidanceEngine
import SceneModel
import InterfaceBuilder
import PolicyLanguage
import Testing

/// Imported scenes run through the engine (`focus` then `keyboard show`), checked against results
/// computed by hand.
@Suite struct EndToEndTests {
  /// Runs `focus FIELD` + `keyboard show` (the keyboard `--keyboard-height` recorded, else the
  /// assumed one: an imported scene records none) under the default policy and returns the
  /// field's final window rectangle and the keyboard top.
  func run(_ scene: Scene, focus field: String) throws -> (rect: Rect, keyboardTop: Double) {
    let size = scene.keyboard.map { " height \(JSONValue.format($0.height(in: scene.window)))" }
    let script = SourceFile(
      path: "t.events", text: "focus \(field)\nkeyboard show\(size ?? "")\n")
    let (events, diagnostics) = EventScript.parse(script)
    #expect(diagnostics.isEmpty)
    let policy = try #require(
      Policy.compile(SourceFile(path: "p.kbpolicy", text: "version 1\n")).policy)
    let result = Simulation.run(scene: scene, events: events, policy: policy)
    #expect(result.diagnostics.isEmpty)
    let rect = try #require(SceneIndex(result.finalScene).windowRect(of: field))
    let keyboard = try #require(result.finalScene.keyboard)
    return (rect, scene.window.height - keyboard.height(in: scene.window))
  }

  @Test func scrollFormScrollsTheFieldAboveTheKeyboard() throws {
    // city at 660...694; keyboard 260 → top 407; distance 10 → bottom ends at 397.
    let scene = try Fixtures.scene(
      try Fixtures.importFixture("Forms.storyboard"), "ProfileViewController"
    ).scene
    let (rect, top) = try run(scene, focus: "city")
    #expect(top == 407)
    #expect(rect.maxY == 397)
  }

  @Test func plainFormFieldAlreadyVisibleStays() throws {
    // username at 200...234 is above 407 − 25 (its own distance): nothing moves.
    let scene = try Fixtures.scene(try Fixtures.importFixture("Forms.storyboard"), "Login").scene
    let (rect, _) = try run(scene, focus: "username")
    #expect(rect == Rect(x: 20, y: 200, width: 335, height: 34))
  }

  @Test func xibFieldStays() throws {
    // retina6_12: keyboard 336 → top 516; xib-email ends at 444 < 506.
    let scene = try Fixtures.scene(try Fixtures.importFixture("Login.xib"), "filesOwner").scene
    let (rect, top) = try run(scene, focus: "xib-email")
    #expect(top == 516)
    #expect(rect == Rect(x: 16, y: 400, width: 361, height: 44))
  }

  @Test func tableViewControllerFieldIsNotMovedByDefault() throws {
    // UITableViewController is in the default `disable in` list: the phone field keeps its place.
    let scene = try Fixtures.scene(
      try Fixtures.importFixture("NavForm.storyboard", options: ImportOptions(keyboardHeight: 500)),
      "form-vc"
    ).scene
    // phone: 64 (below the bar) + its cell's stored y 190 + 5.
    let (rect, _) = try run(scene, focus: "phone")
    #expect(rect == Rect(x: 16, y: 259, width: 343, height: 34))
  }

  @Test func collectionCellFieldMovesUnderAShortWindow() throws {
    // tag-3 at 153...187; a 500-point keyboard on a 667 window → top 167; bottom must reach 157:
    // the collection view scrolls by 30.
    let scene = try Fixtures.scene(
      try Fixtures.importFixture("Lists.storyboard", options: ImportOptions(keyboardHeight: 500)),
      "grid-vc"
    ).scene
    let (rect, top) = try run(scene, focus: "tag-3")
    #expect(top == 167)
    #expect(rect.maxY == 157)
  }
}
