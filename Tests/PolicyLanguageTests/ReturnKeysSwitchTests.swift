import Testing

@testable import PolicyLanguage

/// `toolbar.return-keys`: return keys managed only where the policy (or code) turns them on, as IQ
/// 8's return manager works only on screens that opt in; never for an alert's field or a
/// navigation-bar search field (the built-in exemption).
@Suite struct ReturnKeysSwitchTests {
  static func policy(_ text: String) throws -> Policy {
    let result = Policy.compile(SourceFile(path: "keys.kbpolicy", text: text))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.policy)
  }

  static func field(
    _ id: String? = nil, controller: String = "SignUpViewController",
    code: CodeSettings = CodeSettings(), alert: Bool = false
  ) -> FieldContext {
    FieldContext(
      identifier: id, classChain: ["UITextField", "UIControl", "UIView"],
      controllerChain: [controller, "UIViewController"], code: code,
      isInsideAlertController: alert)
  }

  @Test func offByDefaultAsIQ8() throws {
    let policy = try Self.policy("version 1\n")
    #expect(SettingCatalogue.builtinDefault(.toolbarReturnKeys) == .bool(false))
    let decision = policy.decide(for: Self.field())
    #expect(decision.values.returnKeys == false)
    #expect(decision[.toolbarReturnKeys].source.kind == .builtin)
    #expect(policy.resolve(for: Self.field()).returnKeys == false)
  }

  @Test func turnedOnGloballyPerControllerAndPerField() throws {
    let policy = try Self.policy(
      """
      version 1
      class SignUpViewController: UIViewController
      class ChatViewController: UIViewController
      toolbar { return-keys = true }
      controller ChatViewController { toolbar.return-keys = false }
      field "code" { toolbar.return-keys = false }

      """)
    #expect(policy.resolve(for: Self.field()).returnKeys, "the toolbar block")
    #expect(!policy.resolve(for: Self.field(controller: "ChatViewController")).returnKeys)
    #expect(!policy.resolve(for: Self.field("code")).returnKeys, "the field rule")
    let decision = policy.decide(for: Self.field("code"), provenance: .full)
    #expect(decision[.toolbarReturnKeys].source.step == .fieldRule)
    #expect(
      decision[.toolbarReturnKeys].overridden.map(\.source.rule) == [
        "toolbar { return-keys = true }"
      ])
    // Code beats every rule (`ReturnKeyOptions.managesReturnKeys`, `keyboardPolicy.returnKeys`).
    let coded = Self.field("code", code: CodeSettings(returnKeys: true))
    #expect(policy.resolve(for: coded).returnKeys)
    #expect(policy.decide(for: coded)[.toolbarReturnKeys].source.kind == .code)
  }

  @Test func neverForAnAlertsFieldWhateverTheRulesOrCodeSay() throws {
    let policy = try Self.policy("version 1\ntoolbar { return-keys = true }\n")
    let alert = Self.field(code: CodeSettings(returnKeys: true), alert: true)
    #expect(!policy.resolve(for: alert).returnKeys)
    let setting = policy.decide(for: alert, provenance: .full)[.toolbarReturnKeys]
    #expect(setting.source.step == .builtinExemption)
    #expect(setting.source.rule == "field inside a UIAlertController")
    #expect(BuiltinExemption.applies(to: .toolbarReturnKeys))
    #expect(!BuiltinExemption.applies(to: .resignOnTouch))
    #expect(BuiltinExemption.applies(to: .avoidance) && BuiltinExemption.applies(to: .toolbar))
  }

  @Test func otherSettingsKeepTheirValues() throws {
    // Adding the setting changes no other setting's value or source.
    let policy = try Self.policy("version 1\ntoolbar { return-keys = true }\n")
    let before = try Self.policy("version 1\n")
    for name in SettingName.allCases where name != .toolbarReturnKeys {
      #expect(policy.decide(for: Self.field())[name] == before.decide(for: Self.field())[name])
    }
  }
}
