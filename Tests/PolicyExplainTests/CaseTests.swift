import PolicyLanguage
import SceneModel
import Testing

@testable import PolicyExplain

/// The six focused cases of issue #4, asserted field by field (the goldens show the whole output).
@Suite struct CaseTests {
  func explain(_ name: String, scene: String = "form", field: String? = nil) throws -> Explanation {
    try ExplainFixtures.explain(
      policy: ExplainFixtures.casePolicy(name), scene: ExplainFixtures.caseScene(scene),
      field: field)
  }

  @Test func disabledBySuperclassListEntry() throws {
    let e = try explain("superclass-disable")
    let avoidance = try #require(e[.avoidance])
    #expect(avoidance.value == .bool(false))
    #expect(avoidance.source.rule == "disable in BaseFormViewController")
    #expect(avoidance.source.step == .disableList)
    #expect(avoidance.source.location == "\(ExplainFixtures.casePolicy("superclass-disable")):9:16")
    let loser = try #require(
      avoidance.overridden.first { $0.source.rule == "enable in CheckoutViewController" })
    #expect(
      loser.sentence
        == "disable in BaseFormViewController (\(ExplainFixtures.casePolicy("superclass-disable")):9:16) wins over enable in CheckoutViewController (\(ExplainFixtures.casePolicy("superclass-disable")):10:15): a matching 'disable in' always wins over 'enable in'"
    )
    #expect(e.verdict.kind == .notAdjusted)
    #expect(
      e.verdict.message.hasPrefix(
        "not adjusted: avoidance is off (disable in BaseFormViewController"))
    #expect(
      e.controller?.classChain.prefix(2) == ["CheckoutViewController", "BaseFormViewController"])
    let whatIf = try #require(e.whatIfs.first { $0.setting == .avoidance })
    #expect(
      whatIf.edits.map(\.summary) == [
        "remove 'disable in BaseFormViewController'",
        "add 'field \"promo-code\" { avoidance = on }'",
      ])
    #expect(whatIf.adjustment?.visible == true)
    #expect(whatIf.effect.contains("visible, 10 pt above the keyboard"))
  }

  @Test func enabledByFieldRuleAgainstDisablingList() throws {
    let e = try explain("field-rule-enable")
    let avoidance = try #require(e[.avoidance])
    #expect(avoidance.value == .bool(true))
    #expect(avoidance.source.step == .fieldRule)
    #expect(avoidance.source.rule == "field \"promo-code\" { avoidance = on }")
    let loser = try #require(avoidance.overridden.first { $0.source.step == .disableList })
    #expect(loser.source.rule == "disable in CheckoutViewController")
    #expect(loser.reason == "a matching 'field' rule beats 'disable in'")
    #expect(e.verdict.message == "visible, 10 pt above the keyboard")
    #expect(!e.whatIfs.contains { $0.setting == .avoidance })
  }

  @Test func controllerDistanceOverridesFeatureBlock() throws {
    let e = try explain("controller-distance")
    let distance = try #require(e[.distance])
    #expect(distance.value == .number(30))
    #expect(distance.source.rule == "controller CheckoutViewController { distance = 30 }")
    #expect(distance.overridden.map(\.value) == [.number(20), .number(12), .number(10)])
    #expect(distance.overridden[0].reason.contains("nearer class"))
    #expect(distance.overridden[1].source.rule == "avoidance { distance = 12 }")
    #expect(distance.overridden[2].source.kind == .default)
    #expect(e.adjustment?.distance == 30)
    #expect(e.verdict.message == "visible, 30 pt above the keyboard")
  }

  @Test func builtInExemptionForAlertTextField() throws {
    let e = try explain("alert-exemption", scene: "alert-exemption")
    let avoidance = try #require(e[.avoidance])
    #expect(avoidance.value == .bool(false))
    #expect(avoidance.source.kind == .builtin)
    #expect(avoidance.source.file == nil && avoidance.source.line == nil)
    #expect(avoidance.overridden.contains { $0.source.rule == "enable in UIAlertController" })
    #expect(e[.toolbar]?.source.kind == .builtin)
    let whatIf = try #require(e.whatIfs.first { $0.setting == .avoidance })
    #expect(whatIf.edits.isEmpty)
    #expect(whatIf.blockedBy?.contains("built-in exemption") == true)
    #expect(e.order.index == nil)
  }

  @Test func nearMissClassTypoAndIdentifier() throws {
    let e = try explain("near-miss")
    #expect(
      e.nearMisses.map(\.message) == [
        "disable in CheckoutViewControler at Tests/PolicyExplainTests/Fixtures/cases/near-miss.kbpolicy:7:16 does not match CheckoutViewController (the controller's class chain): did you mean it?",
        "controller CheckoutViewControler at Tests/PolicyExplainTests/Fixtures/cases/near-miss.kbpolicy:10:1 does not match CheckoutViewController (the controller's class chain): did you mean it?",
        "field \"promo-cod\" at Tests/PolicyExplainTests/Fixtures/cases/near-miss.kbpolicy:14:1 does not match \"promo-code\": did you mean it?",
      ])
    #expect(e.isOn(.avoidance))
    #expect(e[.distance]?.value == .number(10))
  }

  /// A class the policy declares is the app's own: `ViewController` (declared a subclass of
  /// `UIViewController`) is no typo of the UIKit class two letters away in the controller's
  /// chain, while an undeclared `UIViewControler` still is one, and a declared typo of another
  /// app class still gets its did-you-mean (the near-miss case above).
  @Test func aDeclaredClassIsNoTypoOfAUIKitClass() throws {
    func nearMisses(_ text: String) throws -> [String] {
      let source = SourceFile(path: "app.kbpolicy", text: text)
      let compiled = Policy.compile(source)
      let policy = try #require(compiled.policy, "\(compiled.diagnostics.map(\.message))")
      let scene = try #require(
        Scene.decode(json: try ExplainFixtures.text(ExplainFixtures.caseScene("form"))).scene)
      let builder = ExplanationBuilder(
        policy: policy, source: source, syntax: compiled.file, scene: scene,
        includesWhatIfs: false)
      return try builder.explain(field: nil).get().nearMisses.map(\.closeTo)
    }
    #expect(
      try nearMisses(
        "version 1\nclass ViewController: UIViewController\ncontroller ViewController {\n  distance = 30\n}\n"
      ) == [])
    #expect(
      try nearMisses(
        "version 1\nclass BaseFormViewControler: UIViewController\ncontroller BaseFormViewControler {\n  distance = 30\n}\n"
      ) == ["BaseFormViewController"])
  }

  @Test func fieldThatCannotBeFullyVisible() throws {
    let e = try explain("too-tall", scene: "too-tall")
    #expect(e.verdict.kind == .partlyVisible)
    #expect(
      e.verdict.message.hasPrefix(
        "only partly visible: the field is taller than the room above the keyboard"))
    #expect(e.adjustment?.visible == false)
    #expect(e.adjustment?.root?.movedUp == 67)
  }

  @Test func fieldByIdentifierAndUnknownField() throws {
    let builder = try ExplainFixtures.builder(
      policy: ExplainFixtures.casePolicy("near-miss"), scene: ExplainFixtures.caseScene("form"))
    #expect((try? builder.resolveField("card-number").get()) == "card-number")
    #expect(throws: ExplainError.unknownField("promo-cde", suggestion: "promo-code")) {
      try builder.resolveField("promo-cde").get()
    }
    #expect(throws: ExplainError.notTextInput("pay", className: "UIButton")) {
      try builder.resolveField("pay").get()
    }
  }

  @Test func orderBySiblingsAndDeepContainer() throws {
    let siblings = try ExplainFixtures.explain(
      policy: "rules/examples/checkout.kbpolicy", scene: "rules/examples/checkout.scene.json",
      field: "cvv")
    #expect(siblings.order.basis == "deep-container")
    #expect(siblings.order.container == "checkout-table")
    #expect(siblings.order.position == "4/6")
    #expect(siblings.order.returnKey == "next")
    let form = try explain("superclass-disable")
    #expect(form.order.basis == "siblings")
    #expect(form.order.fields == ["name", "email", "address", "card-number", "promo-code"])
    #expect(form.order.returnKey == "done")
  }
}
