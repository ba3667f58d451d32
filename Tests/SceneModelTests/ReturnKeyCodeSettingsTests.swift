import PolicyLanguage
import Testing

@testable import SceneModel

/// The return keys set in code (`code.lastReturnKey`, `code.dismissOnReturn`): read, written and
/// checked like every other code setting.
@Suite struct ReturnKeyCodeSettingsTests {
  static func json(_ code: String) -> String {
    """
    {"window": [393, 852], "views": [{"id": "notes", "class": "UITextView",
      "frame": [0, 0, 100, 40], "code": \(code)}]}
    """
  }

  @Test func returnKeysSetInCodeAreReadAndWritten() throws {
    let decoded = Scene.decode(
      json: Self.json(#"{"lastReturnKey": "emergency-call", "dismissOnReturn": true}"#))
    #expect(decoded.issues.isEmpty)
    let scene = try #require(decoded.scene)
    #expect(scene.views[0].code.lastReturnKey == .emergencyCall)
    #expect(scene.views[0].code.dismissOnReturn == true)
    let text = scene.jsonText()
    #expect(text.contains(#""lastReturnKey": "emergency-call""#))
    #expect(text.contains(#""dismissOnReturn": true"#))
    #expect(Scene.decode(json: text).scene == scene)
    // Unset stays unset (and is not written).
    let plain = try #require(Scene.decode(json: Self.json("{}")).scene)
    #expect(plain.views[0].code.lastReturnKey == nil)
    #expect(!plain.jsonText().contains("lastReturnKey"))
  }

  @Test func aReturnKeyTheLanguageDoesNotKnowIsAnErrorAtItsPath() throws {
    let decoded = Scene.decode(json: Self.json(#"{"lastReturnKey": "sned"}"#))
    let issue = try #require(decoded.issues.first)
    #expect(issue.code == .invalidValue)
    #expect(issue.path == "views[0].code.lastReturnKey")
    #expect(issue.message.contains("unknown value 'sned'"))
    #expect(issue.message.contains("'send'"))
  }
}
