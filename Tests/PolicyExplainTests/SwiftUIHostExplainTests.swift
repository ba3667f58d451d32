import Foundation
import PolicyLanguage
import SceneModel
import Testing

@testable import PolicyExplain

/// A field of a SwiftUI hosting controller: SwiftUI lifts it above the keyboard itself, so the
/// default layer leaves it to SwiftUI and explain says who moves it (`swiftui-avoids`), offers no
/// edit turning avoidance on, and warns when a policy turns it on anyway.
///
/// The scene: a 393 × 852 window, keyboard 336 → top 516; 'email' at y 700…744 in the root view
/// of `UIHostingController<LoginView>` (as the runtime records it: superclass UIViewController).
@Suite struct SwiftUIHostExplainTests {
  static let scene = """
    {"window": [393, 852], "statusBarHeight": 59, "keyboard": {"height": 336},
     "classes": {"UIHostingController<LoginView>": "UIViewController"},
     "views": [{"id": "host", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "email", "class": "UITextField", "accessibilityIdentifier": "email",
        "frame": [16, 700, 361, 44]}]}],
     "controllers": [{"id": "login", "class": "UIHostingController<LoginView>", "view": "host"}]}
    """

  func explain(_ policy: String) throws -> Explanation {
    let source = SourceFile(path: "swiftui.kbpolicy", text: policy)
    let compiled = Policy.compile(source)
    let scene = try #require(Scene.decode(json: Self.scene).scene)
    return try ExplanationBuilder(
      policy: try #require(compiled.policy), source: source, syntax: compiled.file, scene: scene
    ).explain(field: "email").get()
  }

  @Test func theDefaultLayerLeavesTheFieldToSwiftUI() throws {
    let e = try explain("version 1\n")
    #expect(e.verdict.kind == .swiftuiAvoids)
    // Before SwiftUI's move the field (700…744) lies wholly under the keyboard top 516: the
    // keyboard covers min(44, 744 − 516 = 228) = 44 pt of it.
    #expect(e.verdict.message.contains("before its move the keyboard covers 44 pt of the field"))
    #expect(e.verdict.message.contains("'UIHostingController<LoginView>'"))
    #expect(e.verdict.message.contains("disable in UIHostingController"))
    #expect(e.adjustment?.adjusted == false)
    let whatIf = try #require(e.whatIfs.first { $0.setting == .avoidance })
    #expect(whatIf.edits.isEmpty)
    #expect(whatIf.blockedBy?.contains("move the field twice") == true)
  }

  @Test func avoidanceTurnedOnWarnsOfTwoMoves() throws {
    let e = try explain("version 1\n\nfield \"email\" {\n  avoidance = on\n}\n")
    // The engine moves the root view 744 − 506 = 238 pt: visible, 10 pt above the keyboard.
    #expect(e.verdict.kind == .visible)
    #expect(e.verdict.message.hasPrefix("visible, 10 pt above the keyboard"))
    #expect(e.verdict.message.contains("so the two moves add up"))
  }

  @Test func aUIKitControllerIsNotASwiftUIHost() throws {
    let uikit = Self.scene.replacingOccurrences(
      of: "UIHostingController<LoginView>", with: "LoginViewController")
    let source = SourceFile(path: "uikit.kbpolicy", text: "version 1\n")
    let compiled = Policy.compile(source)
    let scene = try #require(Scene.decode(json: uikit).scene)
    let e = try ExplanationBuilder(
      policy: try #require(compiled.policy), source: source, syntax: compiled.file, scene: scene
    ).explain(field: "email").get()
    #expect(e.verdict.kind == .visible)
  }
}
