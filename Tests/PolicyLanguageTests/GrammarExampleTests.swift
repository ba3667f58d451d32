import Testing
@testable import PolicyLanguage

/// The worked examples of grammar.md §6, step by step.
@Suite struct GrammarExampleTests {
  static let base = """
    version 1
    class BaseFormViewController: UIViewController
    class CheckoutViewController: BaseFormViewController
    class AddressViewController: BaseFormViewController
    avoidance {
        enabled = false
        enable in BaseFormViewController
        disable in CheckoutViewController
    }
    controller BaseFormViewController { distance = 16 }
    field UITextField { distance = 30 }

    """

  private func decide(_ extra: String = "", _ field: FieldContext) throws -> Decision {
    let result = Policy.compile(SourceFile(path: "g.kbpolicy", text: Self.base + extra))
    #expect(result.diagnostics.isEmpty)
    return try #require(result.policy).decide(for: field, provenance: .full)
  }

  private func email(
    controller: String = "CheckoutViewController", code: CodeSettings = CodeSettings(),
    alert: Bool = false
  )
    -> FieldContext
  {
    FieldContext(
      identifier: "email",
      classChain: ["UITextField", "UIControl", "UIView", "UIResponder", "NSObject"],
      controllerChain: [controller], code: code, isInsideAlertController: alert)
  }

  @Test func step1BuiltinExemption() throws {
    let avoidance = try decide("", email(code: CodeSettings(avoidance: true), alert: true))[
      .avoidance]
    #expect(avoidance.value == .bool(false))
    #expect(avoidance.source.kind == .builtin)
    #expect(
      avoidance.overridden.first?.reason
        == "built-in exemption (field inside a UIAlertController) cannot be overridden")
  }

  @Test func step2Code() throws {
    let decision = try decide("", email(code: CodeSettings(avoidance: true, distance: 5)))
    #expect(decision[.avoidance].value == .bool(true))
    #expect(decision[.avoidance].source.kind == .code)
    #expect(
      decision[.avoidance].overridden.first?.reason
        == "a setting made in code beats every policy rule")
    #expect(decision.values.distance == 5)
  }

  @Test func step3FieldRule() throws {
    let decision = try decide(
      "field \"email\" {\n    avoidance = on\n    distance = 40\n}\n", email())
    #expect(decision[.avoidance].value == .bool(true))
    #expect(decision[.avoidance].source.step == .fieldRule)
    #expect(
      decision[.avoidance].overridden.first?.reason == "a matching 'field' rule beats 'disable in'")
    #expect(decision.values.distance == 40)
    #expect(decision[.distance].overridden.first?.reason == "an identifier rule beats a class rule")
    #expect(try decide("", email()).values.distance == 30)
  }

  @Test func step4DisableIn() throws {
    let avoidance = try decide("", email())[.avoidance]
    #expect(avoidance.value == .bool(false))
    #expect(avoidance.source.step == .disableList)
    #expect(
      avoidance.overridden.contains {
        $0.reason == "a matching 'disable in' always wins over 'enable in'"
      })
  }

  @Test func step5EnableInThenEnabled() throws {
    let address = try decide("", email(controller: "AddressViewController"))[.avoidance]
    #expect(address.value == .bool(true))
    #expect(address.source.step == .enableList)
    #expect(
      address.overridden.first?.reason == "a matching 'enable in' beats the feature block's setting"
    )
    let plain = try decide("", email(controller: "UIViewController"))[.avoidance]
    #expect(plain.value == .bool(false))
    #expect(plain.source.step == .featureSetting)
    #expect(plain.overridden.first?.reason == "the policy overrides the default layer")
  }

  @Test func valuesFromController() throws {
    let textView = FieldContext(
      classChain: ["UITextView", "UIScrollView", "UIView", "UIResponder", "NSObject"],
      controllerChain: ["CheckoutViewController"])
    let distance = try decide("", textView)[.distance]
    #expect(distance.value == .number(16))
    #expect(distance.overridden.last?.source.location?.description == "rules/default.kbpolicy:14:3")
    #expect(
      distance.overridden.last?.reason
        == "a matching 'controller' rule beats the feature block's setting")
  }
}
