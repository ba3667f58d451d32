import PolicyLanguage
import Testing

@testable import SceneModel

/// The scene keys added for the keyboard (`keyboardType`, `inputAccessoryHeight`, `device`,
/// `design`) and for one mover (`placement`, `modalPresentationStyle`, `horizontalSizeClass`):
/// each decodes from its JSON text, and encoding gives the same scene back.
@Suite struct SceneKeyRoundTripTests {
  static let json = """
    {"window": [1024, 1366], "device": "ipad12_9", "design": "compatibility",
     "horizontalSizeClass": "regular",
     "views": [{"id": "root", "frame": [0, 0, 1024, 1366], "subviews": [
       {"id": "pin", "class": "UITextField", "frame": [16, 100, 300, 44],
        "keyboardType": "numberPad", "inputAccessoryHeight": 52.5},
       {"id": "composer", "frame": [0, 900, 1024, 52], "placement": "inputAccessory"},
       {"id": "overlay", "frame": [0, 0, 10, 10], "placement": "foreignWindow"}]}],
     "controllers": [{"id": "form", "class": "UIViewController", "view": "root",
                      "modalPresentationStyle": "pageSheet"}]}
    """

  @Test func everyKeyDecodesAndRoundTrips() throws {
    let decoded = Scene.decode(json: Self.json)
    #expect(decoded.issues.isEmpty, "\(decoded.issues)")
    let scene = try #require(decoded.scene)
    #expect(scene.device == "ipad12_9")
    #expect(scene.design == .compatibility)
    #expect(scene.horizontalSizeClass == .regular)
    let views = scene.views[0].subviews
    #expect(views[0].keyboardType == .numberPad)
    #expect(views[0].inputAccessoryHeight == 52.5)
    #expect(views[1].placement == .inputAccessory)
    #expect(views[2].placement == .foreignWindow)
    #expect(scene.controllers[0].modalPresentationStyle == .pageSheet)
    let again = Scene.decode(json: scene.jsonText())
    #expect(again.issues.isEmpty)
    #expect(again.scene == scene)
    // Each key is written (not left out as a default).
    let text = scene.jsonText()
    for key in [
      "\"device\"", "\"design\"", "\"horizontalSizeClass\"", "\"keyboardType\"",
      "\"inputAccessoryHeight\"", "\"placement\"", "\"modalPresentationStyle\"",
    ] {
      #expect(text.contains(key), "\(key)")
    }
  }

  @Test(arguments: [
    (
      "placement",
      #"{"window": [393, 852], "views": [{"id": "a", "frame": [0, 0, 1, 1], "placement": "keyboard"}]}"#
    ),
    (
      "modalPresentationStyle",
      #"{"window": [393, 852], "controllers": [{"class": "UIViewController", "modalPresentationStyle": "sheet"}]}"#
    ),
    ("horizontalSizeClass", #"{"window": [393, 852], "horizontalSizeClass": "wide"}"#),
  ])
  func anUnknownWordIsAnIssueNamingTheKey(_ key: String, _ json: String) {
    let decoded = Scene.decode(json: json)
    #expect(decoded.issues.contains { $0.path.hasSuffix(key) }, "\(decoded.issues)")
  }
}
