import Testing

@testable import PolicyLanguage

/// `toolbar.last-return-key` and `toolbar.dismiss-on-return`: IQ's return key handler settings as
/// policy settings, decided per field with the usual precedence.
@Suite struct ReturnKeySettingTests {
  static let policyText = """
    version 1
    class ChatViewController: UIViewController
    toolbar {
      last-return-key = go
      dismiss-on-return = true
    }
    controller ChatViewController { toolbar.last-return-key = send }
    field "notes" {
      toolbar.last-return-key = emergency-call
      toolbar.dismiss-on-return = false
    }

    """

  static func policy() throws -> Policy {
    let result = Policy.compile(SourceFile(path: "keys.kbpolicy", text: policyText))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.policy)
  }

  static func field(_ id: String?, controller: String, code: CodeSettings = CodeSettings())
    -> FieldContext
  {
    FieldContext(
      identifier: id, classChain: ["UITextView", "UIScrollView", "UIView"],
      controllerChain: [controller, "UIViewController"], code: code)
  }

  @Test func unknownWordsGetADidYouMean() {
    let result = Policy.compile(
      SourceFile(path: "k.kbpolicy", text: "version 1\ntoolbar { last-return-key = gp }\n"))
    #expect(result.diagnostics.map(\.code) == ["E043"])
    #expect(
      result.diagnostics.first?.message
        == "unknown value 'gp' for 'last-return-key' (expected default, go, google, join, next, "
        + "route, search, send, yahoo, done, emergency-call or continue)")
    #expect(result.diagnostics.first?.fixIts.first?.replacement == "go")
  }

  @Test func dismissOnReturnIsTrueOrFalse() {
    let result = Policy.compile(
      SourceFile(
        path: "k.kbpolicy",
        text: "version 1\ncontroller UIViewController { toolbar.dismiss-on-return = on }\n"))
    #expect(result.diagnostics.map(\.code) == ["E042"])
    #expect(result.diagnostics.first?.fixIts.first?.replacement == "true")
  }

  @Test func aMisspelledSettingNamesTheRealOne() {
    let result = Policy.compile(
      SourceFile(path: "k.kbpolicy", text: "version 1\ntoolbar { last-retrun-key = go }\n"))
    #expect(result.diagnostics.map(\.code) == ["E040"])
    #expect(result.diagnostics.first?.fixIts.first?.replacement == "last-return-key")
  }

  @Test func eachStepWinsInItsTurn() throws {
    let policy = try Self.policy()
    // The toolbar block's values for a field on another screen.
    let plain = policy.decide(for: Self.field("bio", controller: "UIViewController"))
    #expect(plain.values.lastReturnKey == .go)
    #expect(plain.values.dismissOnReturn)
    #expect(plain[.toolbarLastReturnKey].source.step == .featureSetting)
    #expect(plain[.toolbarLastReturnKey].source.rule == "toolbar { last-return-key = go }")
    // The controller rule beats the toolbar block.
    let chat = policy.decide(for: Self.field("bio", controller: "ChatViewController"))
    #expect(chat.values.lastReturnKey == .send)
    #expect(chat[.toolbarLastReturnKey].source.step == .controllerRule)
    #expect(chat.values.dismissOnReturn, "the controller rule sets only the key")
    // The field rule beats both; the losers say why, strongest first.
    let notes = policy.decide(
      for: Self.field("notes", controller: "ChatViewController"), provenance: .full)
    #expect(notes.values.lastReturnKey == .emergencyCall)
    #expect(!notes.values.dismissOnReturn)
    let key = notes[.toolbarLastReturnKey]
    #expect(key.source.step == .fieldRule)
    #expect(key.source.location?.line == 9)
    #expect(key.overridden.map(\.value) == [.returnKey(.send), .returnKey(.go)])
    // Code (the runtime's ReturnKeyOptions) beats every rule.
    let code = policy.decide(
      for: Self.field(
        "notes", controller: "ChatViewController",
        code: CodeSettings(lastReturnKey: .join, dismissOnReturn: true)))
    #expect(code.values.lastReturnKey == .join)
    #expect(code.values.dismissOnReturn)
    #expect(
      code[.toolbarLastReturnKey].source.rule
        == "lastTextInputViewReturnKeyType = .join set in code")
    #expect(
      code[.toolbarDismissOnReturn].source.rule == "dismissTextViewOnReturn = true set in code")
  }

  @Test func resolveGivesDecidesValues() throws {
    let policy = try Self.policy()
    for id in ["notes", "bio", nil] {
      for controller in ["ChatViewController", "UIViewController"] {
        for code in [CodeSettings(), CodeSettings(lastReturnKey: .route, dismissOnReturn: false)] {
          let field = Self.field(id, controller: controller, code: code)
          #expect(policy.resolve(for: field) == policy.decide(for: field).values)
        }
      }
    }
  }

  @Test func withoutRulesTheBuiltInDefaultsApply() throws {
    let policy = try #require(
      Policy.compile(SourceFile(path: "e.kbpolicy", text: "version 1\n")).policy)
    let decision = policy.decide(for: Self.field(nil, controller: "UIViewController"))
    #expect(decision.values.lastReturnKey == .done)
    #expect(!decision.values.dismissOnReturn)
    #expect(decision[.toolbarLastReturnKey].source.kind == .builtin)
    #expect(
      decision[.toolbarLastReturnKey].source.rule
        == "built-in default: toolbar { last-return-key = done }")
  }
}
