import Testing

@testable import PolicyLanguage

/// `screen "SignUp" { ... }` and `enable in` / `disable in screen "Chat"`: rules for a SwiftUI
/// screen by the name `.keyboardPolicyScreen` gives it, at the controller step, nearer than the
/// hosting controller's classes (grammar.md §6).
@Suite struct ScreenRuleTests {
  static func compile(_ text: String) -> CompileResult {
    Policy.compile(SourceFile(path: "app.kbpolicy", text: text))
  }

  static func policy(_ text: String) throws -> Policy {
    let result = compile(text)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.policy)
  }

  /// A field of screen `screen` (nil: UIKit) hosted by a `UIHostingController<SignUpView>`.
  static func field(_ id: String? = nil, screen: String? = "SignUp") -> FieldContext {
    FieldContext(
      identifier: id, classChain: ["UITextField", "UIControl", "UIView"],
      controllerChain: [
        "UIHostingController<SignUpView>", "UIHostingController", "UIViewController",
      ],
      screen: screen)
  }

  static let text = """
    version 1
    avoidance {
      disable in screen "Chat", UITableViewController
    }
    toolbar {
      enable in screen "SignUp"
    }
    controller UIHostingController {
      distance = 20
      toolbar.order = position
    }
    screen "SignUp" {
      distance = 16
      toolbar.order = tag
    }
    field "email" {
      distance = 30
    }

    """

  @Test func parsesScreenBlocksAndScreenEntries() throws {
    let result = Self.compile(Self.text)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let rules = try #require(result.policy).rules.filter { $0.layer == .user }
    #expect(rules.map(\.text).contains("avoidance { disable in screen \"Chat\" }"))
    #expect(rules.map(\.text).contains("toolbar { enable in screen \"SignUp\" }"))
    #expect(rules.map(\.text).contains("screen \"SignUp\" { distance = 16 }"))
    let block = try #require(rules.first { $0.text == "screen \"SignUp\" { distance = 16 }" })
    #expect(block.kind == .controller)
    #expect(block.target == .screen("SignUp"))
    #expect(block.location.line == 13)
    let statements = try #require(result.file).statements
    guard case .feature(let avoidance) = statements[1],
      case .classList(let list) = avoidance.items[0]
    else {
      Issue.record("no avoidance list")
      return
    }
    #expect(list.classes.map(\.name) == ["UITableViewController"])
    #expect(list.screens.map(\.name) == ["Chat"])
    #expect(list.screens[0].range.start.column == 14)
    #expect(list.screens[0].range.end.column == 27)
  }

  @Test func aScreenRuleBeatsTheHostingControllersClassRule() throws {
    let policy = try Self.policy(Self.text)
    let decision = policy.decide(for: Self.field(), provenance: .full)
    #expect(decision.values.distance == 16)
    #expect(decision[.distance].source.step == .controllerRule)
    #expect(decision[.distance].source.rule == "screen \"SignUp\" { distance = 16 }")
    let losers = decision[.distance].overridden
    #expect(losers.first?.source.rule == "controller UIHostingController { distance = 20 }")
    #expect(
      losers.first?.reason
        == "'screen \"SignUp\"' names the field's screen, nearer than its hosting controller's classes"
    )
    #expect(
      losers.dropFirst().first?.reason
        == "a matching 'screen' rule beats the feature block's setting")
    #expect(decision.values.order == .tag)
    // The values-only path agrees.
    #expect(policy.resolve(for: Self.field()).distance == 16)
  }

  @Test func aFieldRuleStillBeatsTheScreenRule() throws {
    let policy = try Self.policy(Self.text)
    let decision = policy.decide(for: Self.field("email"), provenance: .full)
    #expect(decision.values.distance == 30)
    #expect(
      decision[.distance].overridden.first?.source.rule == "screen \"SignUp\" { distance = 16 }")
  }

  @Test func screenEntriesSwitchFeatures() throws {
    let policy = try Self.policy(Self.text)
    let signUp = policy.decide(for: Self.field(), provenance: .full)
    #expect(signUp.values.toolbar == true)
    #expect(signUp[.toolbar].source.step == .enableList)
    #expect(signUp[.toolbar].source.rule == "toolbar { enable in screen \"SignUp\" }")
    let chat = policy.decide(for: Self.field(screen: "Chat"))
    #expect(chat.values.avoidance == false)
    #expect(chat[.avoidance].source.rule == "avoidance { disable in screen \"Chat\" }")
    #expect(chat.values.toolbar == false)
    #expect(chat.values.distance == 20)
  }

  @Test func aUIKitFieldOrAClassOfTheSameNameNeverMatchesAScreen() throws {
    let policy = try Self.policy(
      """
      version 1
      class Chat: UIViewController
      avoidance { disable in screen "Chat" }
      screen "Chat" { distance = 44 }
      field "Chat" { distance = 45 }

      """)
    let uikit = FieldContext(classChain: ["UITextField"], controllerChain: ["Chat"])
    #expect(policy.resolve(for: uikit).avoidance == true)
    #expect(policy.resolve(for: uikit).distance == 10)
    #expect(policy.resolve(for: Self.field(screen: nil)).distance == 10)
    #expect(policy.resolve(for: Self.field(screen: "Chat")).distance == 44)
    #expect(policy.resolve(for: Self.field("Chat", screen: "Chat")).distance == 45)
  }

  @Test func badScreenNamesAreE062() {
    let cases: [(String, String)] = [
      ("screen SignUp { distance = 1 }", "a screen is named by a quoted name: 'screen \"SignUp\"'"),
      ("screen \"\" { distance = 1 }", "empty screen name"),
      (
        "screen \" SignUp\" { distance = 1 }",
        "screen name ' SignUp' has a quote, a control character or a space at either end"
      ),
      (
        "toolbar { deep-containers screen \"SignUp\" }",
        "screens cannot be listed in 'deep-containers' (only 'enable in' and 'disable in' take screens)"
      ),
    ]
    for (line, message) in cases {
      let result = Self.compile("version 1\n\(line)\n")
      #expect(result.diagnostics.map(\.code) == ["E062"], "\(line)")
      #expect(result.diagnostics.first?.message == message)
    }
    let unquoted = Self.compile("version 1\nscreen SignUp { distance = 1 }\n")
    #expect(unquoted.diagnostics.first?.fixIts.first?.replacement == "\"SignUp\"")
  }

  @Test func removingAScreenRemovesNothing() {
    let result = Self.compile("version 1\navoidance { remove disable in screen \"Chat\" }\n")
    #expect(result.diagnostics.map(\.code) == ["W004"])
  }
}
