import Foundation
import PolicyLanguage
import SceneModel
import Testing

@testable import PolicyExplain

/// A named SwiftUI screen on the desk: explain finds a field by its policy name, names the
/// screen rule that wins and the class rule it beats, and shows the screen in the text, the
/// `--all` table and the JSON.
@Suite struct SwiftUIScreenExplainTests {
  /// A host whose screen is "SignUp", with one field whose view id, accessibility identifier and
  /// policy name all differ.
  static let scene = """
    {"window": [393, 852], "statusBarHeight": 59, "keyboard": {"height": 336},
     "views": [{"id": "host", "frame": [0, 0, 393, 852], "lazy": true, "subviews": [
       {"id": "field-1", "class": "UITextField", "accessibilityIdentifier": "email-ax",
        "policyName": "email", "order": 1, "frame": [16, 300, 361, 44]}]}],
     "controllers": [{"id": "sign-up", "class": "UIHostingController<SignUpView>", "view": "host",
       "screen": "SignUp"}]}
    """

  static let policy = """
    version 1
    controller UIHostingController {
      toolbar.order = position
    }
    screen "SignUp" {
      toolbar.order = tag
    }

    """

  func builder() throws -> ExplanationBuilder {
    let source = SourceFile(path: "signup.kbpolicy", text: Self.policy)
    let compiled = Policy.compile(source)
    let scene = try #require(Scene.decode(json: Self.scene).scene)
    return ExplanationBuilder(
      policy: try #require(compiled.policy), source: source, syntax: compiled.file, scene: scene)
  }

  @Test func aFieldIsFoundByItsPolicyNameAndTheScreenRuleWins() throws {
    let e = try builder().explain(field: "email").get()
    #expect(e.field.id == "field-1")
    #expect(e.field.identifier == "email")
    #expect(e.controller?.screen == "SignUp")
    let order = try #require(e[.toolbarOrder])
    #expect(order.source.rule == "screen \"SignUp\" { toolbar.order = tag }")
    #expect(
      order.overridden.first?.source.rule
        == "controller UIHostingController { toolbar.order = position }")
    let text = ExplanationTextRenderer().render(e)
    #expect(text.contains("(view 'host'), SwiftUI screen \"SignUp\""))
    #expect(e.order.reason.contains("by tag (a SwiftUI field's order modifier where it has one)"))
    #expect(e.order.reason.hasSuffix("; 'host' is lazy: rows outside the snapshot are not listed"))
  }

  @Test func theTableAndTheJSONShowTheScreen() throws {
    let all = try builder().explainAll()
    let table = ExplanationTableRenderer().render(all)
    #expect(table.contains("UIHostingController<SignUpView> screen \"SignUp\""))
    let json = ExplanationJSONRenderer().render(all[0])
    #expect(json.contains("\"screen\""))
    #expect(json.contains("\"SignUp\""))
  }
}
