import PolicyLanguage
import SceneModel
import Testing

@testable import AvoidanceEngine

/// A scene's SwiftUI screen reaches the policy: the field context takes its screen from its
/// policy controller's `screen` and its identifier from its `policyName`, and Previous / Next
/// under `toolbar.order = tag` follow the fields' `order`.
@Suite struct SwiftUIScreenTests {
  /// 'name' above 'email' above 'phone' in a form, ordered 3, 1, 2 by `order` (their tags say
  /// the opposite), on the SwiftUI screen "SignUp".
  static let scene: Scene = {
    let json = """
      {"window": [393, 852], "statusBarHeight": 59,
       "views": [{"id": "host", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "form", "class": "UIScrollView", "frame": [0, 0, 393, 852], "lazy": true,
          "subviews": [
           {"id": "name", "class": "UITextField", "frame": [16, 100, 361, 44], "tag": 1,
            "policyName": "name", "order": 3},
           {"id": "email", "class": "UITextField", "frame": [16, 160, 361, 44], "tag": 2,
            "accessibilityIdentifier": "email-ax", "policyName": "email", "order": 1},
           {"id": "phone", "class": "UITextField", "frame": [16, 220, 361, 44], "tag": 3,
            "order": 2}]}]}],
       "controllers": [{"id": "host", "class": "UIHostingController<SignUpView>", "view": "host",
         "screen": "SignUp"}]}
      """
    return Scene.decode(json: json).scene!
  }()

  static func policy(_ text: String) throws -> Policy {
    let result = Policy.compile(SourceFile(path: "signup.kbpolicy", text: text))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.policy)
  }

  @Test func theFieldContextCarriesTheScreenAndThePolicyName() throws {
    let index = SceneIndex(Self.scene)
    let email = try #require(index.fieldContext(for: "email"))
    #expect(email.screen == "SignUp")
    #expect(email.identifier == "email")
    #expect(email.tag == 1)
    let phone = try #require(index.fieldContext(for: "phone"))
    #expect(phone.identifier == nil)
  }

  @Test func screenAndFieldRulesReachTheScenesFields() throws {
    let policy = try Self.policy(
      """
      version 1
      screen "SignUp" {
        distance = 24
      }
      field "email" {
        distance = 40
      }

      """)
    let index = SceneIndex(Self.scene)
    let phone = policy.decide(for: try #require(index.fieldContext(for: "phone")))
    #expect(phone.values.distance == 24)
    #expect(phone[.distance].source.rule == "screen \"SignUp\" { distance = 24 }")
    let email = policy.decide(for: try #require(index.fieldContext(for: "email")))
    #expect(email.values.distance == 40)
  }

  @Test func tagOrderUsesTheSwiftUIOrder() throws {
    let policy = try Self.policy(
      """
      version 1
      toolbar { enabled = true }
      screen "SignUp" {
        toolbar.order = tag
      }

      """)
    let order = SceneIndex(Self.scene).fieldOrder(for: "email", policy: policy)
    #expect(order.order == .tag)
    #expect(order.fields == ["email", "phone", "name"])
    // Without the screen rule, the default order (subviews) is the declaration order.
    let plain = SceneIndex(Self.scene).fieldOrder(
      for: "email", policy: try Self.policy("version 1\n"))
    #expect(plain.fields == ["name", "email", "phone"])
  }
}
