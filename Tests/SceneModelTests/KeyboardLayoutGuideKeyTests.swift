import Testing

@testable import SceneModel

/// The controller key `followsKeyboardLayoutGuide` (grammar.md, Appendix A.6): read, written only
/// when true, and carried through a round trip.
@Suite struct KeyboardLayoutGuideKeyTests {
  static func json(_ value: String?) -> String {
    let key = value.map { #", "followsKeyboardLayoutGuide": \#($0)"# } ?? ""
    return """
      {"window": [390, 844], "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [
        {"id": "message", "class": "UITextField", "frame": [8, 760, 300, 34]}]}],
       "controllers": [{"id": "chat", "class": "UIViewController", "view": "root"\(key)}]}
      """
  }

  @Test func theKeyRoundTrips() throws {
    let scene = try #require(Scene.decode(json: Self.json("true")).scene)
    #expect(scene.controllers[0].followsKeyboardLayoutGuide)
    let text = scene.jsonText()
    #expect(text.contains(#""followsKeyboardLayoutGuide": true"#))
    #expect(Scene.decode(json: text).scene == scene)
  }

  @Test(arguments: [nil, "false", "null"])
  func absentFalseOrNullIsNotFollowingAndIsNotWritten(_ value: String?) throws {
    let scene = try #require(Scene.decode(json: Self.json(value)).scene)
    #expect(!scene.controllers[0].followsKeyboardLayoutGuide)
    #expect(!scene.jsonText().contains("followsKeyboardLayoutGuide"))
  }

  @Test func aValueThatIsNotABooleanNamesItsPath() throws {
    let result = Scene.decode(json: Self.json(#""yes""#))
    #expect(result.scene == nil)
    let first = try #require(result.errors.first)
    #expect(first.code == .wrongType)
    #expect(first.path == "controllers[0].followsKeyboardLayoutGuide")
  }
}
