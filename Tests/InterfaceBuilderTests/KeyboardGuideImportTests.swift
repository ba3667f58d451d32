import AvoidanceEngine
import PolicyLanguage
import SceneModel
import Testing

@testable import InterfaceBuilder

/// Views pinned to a view's `keyboardLayoutGuide` in a storyboard: the import reads the
/// constraint that names the guide and records `followsKeyboardLayoutGuide` on the controller
/// whose screen holds the guide's view (grammar.md, "One mover").
@Suite struct KeyboardGuideImportTests {
  static func imported(_ controller: String) throws -> ImportedScene {
    try Fixtures.scene(Fixtures.importFixture("Layout/KeyboardGuide.storyboard"), controller)
  }

  @Test func aConstraintOnTheKeyboardGuideMarksTheScreen() throws {
    let scene = try Self.imported("ChatViewController").scene
    let chat = try #require(scene.controllers.first { $0.className == "ChatViewController" })
    #expect(chat.followsKeyboardLayoutGuide)
    // The scene as JSON keeps the key, and reads back equal.
    let text = scene.jsonText()
    #expect(text.contains("\"followsKeyboardLayoutGuide\": true"))
    let decoded = try #require(Scene.decode(json: text).scene)
    #expect(decoded == scene)
  }

  @Test func aGuideNoConstraintNamesMovesNothing() throws {
    let scene = try Self.imported("NotesViewController").scene
    #expect(scene.controllers.allSatisfy { !$0.followsKeyboardLayoutGuide })
    #expect(!scene.jsonText().contains("followsKeyboardLayoutGuide"))
  }

  @Test func theEngineLeavesTheImportedScreenToUIKit() throws {
    var scene = try Self.imported("ChatViewController").scene
    let policy = try #require(
      Policy.compile(SourceFile(path: "p.kbpolicy", text: "version 1\n")).policy)
    // The message field (window y 810 + 9 = 819, bottom 853) is under a 346 pt keyboard
    // (top 896 − 346 = 550), yet the default layer's avoidance leaves the screen to the guide.
    scene.keyboard = .height(346)
    var engine = AvoidanceEngine()
    let begin = engine.handle(.beginEditing(field: "message"), scene: scene, policy: policy)
    let show = engine.handle(
      .keyboardWillShow(.height(346)), scene: begin.plan.apply(to: scene), policy: policy)
    #expect(SceneIndex(scene).windowRect(of: "message")?.maxY == 853)
    #expect(show.plan.changes.isEmpty, "\(show.plan.changes)")
  }

  @Test func guidesAreFoundInOnePassWhateverTheOrder() {
    // The constraint naming the guide is read before the view that owns the guide.
    var pins = KeyboardGuidePins()
    let constraint = XMLNode(
      name: "constraints", attributes: [:],
      children: [
        XMLNode(
          name: "constraint", attributes: ["firstItem": "kb", "secondItem": "bar"], children: [])
      ])
    pins.read(XMLNode(name: "view", attributes: [:], children: [constraint]), id: "root")
    #expect(pins.usedOwners().isEmpty)
    let guide = XMLNode(
      name: "keyboardLayoutGuide", attributes: ["key": "keyboard", "id": "kb"], children: [])
    pins.read(XMLNode(name: "view", attributes: [:], children: [guide]), id: "owner")
    #expect(pins.usedOwners() == ["owner"])
  }
}
