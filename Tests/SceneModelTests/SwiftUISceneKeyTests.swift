import Testing

@testable import SceneModel

/// The SwiftUI scene keys (grammar.md, Part 2, A.3 and A.6): a controller's `screen` and
/// `keyboardSafeArea`, a view's `policyName`, `order` and `lazy`; read, written only when set,
/// carried through a round trip, and a wrong type names its path.
@Suite struct SwiftUISceneKeyTests {
  static let json = """
    {"window": [390, 844], "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [
      {"id": "form", "class": "UIScrollView", "frame": [0, 0, 390, 844], "lazy": true,
       "subviews": [
        {"id": "email-field", "class": "UITextField", "frame": [16, 120, 358, 34],
         "policyName": "email", "order": 2},
        {"id": "name-field", "class": "UITextField", "frame": [16, 60, 358, 34],
         "policyName": "name", "order": 1}]}]}],
     "controllers": [{"id": "host", "class": "UIHostingController<SignUpView>", "view": "root",
       "screen": "SignUp", "keyboardSafeArea": false}]}
    """

  @Test func theKeysAreRead() throws {
    let decoded = Scene.decode(json: Self.json)
    #expect(decoded.issues.isEmpty, "\(decoded.issues)")
    let scene = try #require(decoded.scene)
    #expect(scene.controllers[0].screen == "SignUp")
    #expect(scene.controllers[0].keyboardSafeArea == false)
    let form = scene.views[0].subviews[0]
    #expect(form.isLazy)
    #expect(form.subviews.map(\.policyName) == ["email", "name"])
    #expect(form.subviews.map(\.order) == [2, 1])
  }

  @Test func theKeysRoundTrip() throws {
    let scene = try #require(Scene.decode(json: Self.json).scene)
    let text = scene.jsonText()
    for key in [
      #""screen": "SignUp""#, #""keyboardSafeArea": false"#, #""policyName": "email""#,
      #""order": 2"#, #""lazy": true"#,
    ] {
      #expect(text.contains(key), "\(key)")
    }
    let again = Scene.decode(json: text)
    #expect(again.issues.isEmpty)
    #expect(again.scene == scene)
  }

  @Test func aUIKitSceneWritesNoneOfThem() throws {
    let plain = """
      {"window": [390, 844], "views": [{"id": "root", "frame": [0, 0, 390, 844]}],
       "controllers": [{"class": "UIViewController", "view": "root", "screen": null}]}
      """
    let scene = try #require(Scene.decode(json: plain).scene)
    let text = scene.jsonText()
    for key in ["screen", "keyboardSafeArea", "policyName", "\"order\"", "lazy"] {
      #expect(!text.contains(key), "\(key)")
    }
  }

  @Test(arguments: [
    (
      "controllers[0].screen",
      #"{"window": [1, 1], "controllers": [{"class": "UIViewController", "screen": 1}]}"#
    ),
    (
      "controllers[0].keyboardSafeArea",
      #"{"window": [1, 1], "controllers": [{"class": "UIViewController", "keyboardSafeArea": "no"}]}"#
    ),
    (
      "views[0].policyName",
      #"{"window": [1, 1], "views": [{"id": "a", "frame": [0, 0, 1, 1], "policyName": 3}]}"#
    ),
    (
      "views[0].order",
      #"{"window": [1, 1], "views": [{"id": "a", "frame": [0, 0, 1, 1], "order": 1.5}]}"#
    ),
    (
      "views[0].lazy",
      #"{"window": [1, 1], "views": [{"id": "a", "frame": [0, 0, 1, 1], "lazy": 1}]}"#
    ),
  ])
  func aWrongTypeNamesItsPath(_ path: String, _ json: String) throws {
    let result = Scene.decode(json: json)
    #expect(result.scene == nil)
    #expect(result.errors.contains { $0.path == path }, "\(result.errors)")
  }
}
