import PolicyLanguage
import SceneModel
import Testing

@testable import PolicyExplain

/// On a named SwiftUI screen the SwiftUI layer keeps `distance` below a field of a scrolling
/// container (it scrolls the container so that the room below the field comes into view), so
/// explain shows the distance acting there although avoidance is off, and says it is the layer's
/// scroll; a field in no container, or on an unnamed host, keeps "does not act".
@Suite struct SwiftUILayerDistanceTests {
  /// `form` (a `UIScrollView`) holds `email`; `note` sits on the host's root view, outside it.
  static func scene(screen: String?, safeArea: Bool? = nil) -> String {
    let name =
      (screen.map { ", \"screen\": \"\($0)\"" } ?? "")
      + (safeArea.map { ", \"keyboardSafeArea\": \($0)" } ?? "")
    return """
      {"window": [393, 852], "statusBarHeight": 59, "keyboard": {"height": 336},
       "views": [{"id": "host", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "form", "class": "UIScrollView", "frame": [0, 59, 393, 700],
          "scroll": {"contentSize": [393, 700]}, "subviews": [
           {"id": "email", "class": "UITextField", "policyName": "email",
            "frame": [16, 300, 361, 44]}]},
         {"id": "note", "class": "UITextField", "policyName": "note",
          "frame": [16, 780, 361, 44]}]}],
       "controllers": [{"id": "sign-up", "class": "UIHostingController<SignUpView>",
         "view": "host"\(name)}]}
      """
  }

  static let policy = "version 1\nscreen \"SignUp\" {\n  distance = 16\n}\n"

  func explain(_ field: String, screen: String?, safeArea: Bool? = nil) throws -> Explanation {
    let source = SourceFile(path: "signup.kbpolicy", text: Self.policy)
    let compiled = Policy.compile(source)
    let scene = try #require(
      Scene.decode(json: Self.scene(screen: screen, safeArea: safeArea)).scene)
    return try ExplanationBuilder(
      policy: try #require(compiled.policy), source: source, syntax: compiled.file, scene: scene
    ).explain(field: field).get()
  }

  @Test func theLayerKeepsTheDistanceInAContainer() throws {
    let e = try explain("email", screen: "SignUp")
    let distance = try #require(e[.distance])
    #expect(distance.value == .number(16))
    #expect(distance.source.rule == "screen \"SignUp\" { distance = 16 }")
    #expect(distance.inactive == nil)
    #expect(e.verdict.kind == .swiftuiAvoids)
    #expect(
      e.verdict.message.hasSuffix(
        "on the SwiftUI screen \"SignUp\" the SwiftUI layer then scrolls the field's container so that 16 pt below the field (distance) come into view; that scroll is not simulated here"
      ))
    let text = ExplanationTextRenderer().render(e)
    #expect(text.contains("  distance      16 pt\n"))
  }

  @Test func outsideAContainerTheDistanceDoesNotAct() throws {
    let e = try explain("note", screen: "SignUp")
    #expect(e[.distance]?.value == .number(16))
    #expect(e[.distance]?.inactive != nil)
    #expect(!e.verdict.message.contains("SwiftUI layer"))
  }

  /// Without a screen name the rule does not reach the field at all, and the layer does not
  /// scroll an unnamed screen: the default distance, not acting.
  @Test func anUnnamedHostIsNotTheLayers() throws {
    let e = try explain("email", screen: nil)
    #expect(e[.distance]?.value == .number(10))
    #expect(e[.distance]?.inactive != nil)
    #expect(!e.verdict.message.contains("SwiftUI layer"))
  }

  /// SwiftUI's avoidance recorded off for the screen: nothing lifts the field. `note` ends at
  /// 780 + 44 = 824 under a keyboard top of 852 - 336 = 516: 44 pt of it are covered.
  @Test func swiftUIsAvoidanceOffLeavesTheFieldCovered() throws {
    let e = try explain("note", screen: "SignUp", safeArea: false)
    #expect(e.verdict.kind == .notAdjusted)
    #expect(e.verdict.message.contains("the keyboard covers 44 pt of it"))
    #expect(
      e.verdict.message.hasSuffix(
        "SwiftUI's own keyboard avoidance is off on this screen too ('UIHostingController<SignUpView>' has keyboardSafeArea false), so nothing lifts the field"
      ))
    let kept = try explain("note", screen: "SignUp", safeArea: true)
    #expect(kept.verdict.kind == .swiftuiAvoids)
  }
}
