import Testing

@testable import PolicyExplain

/// Golden text and JSON outputs for the shipped examples and the focused cases of issue #4.
@Suite struct GoldenTests {
  /// One golden: a name, a policy, a scene and a field.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var policy: String
    var scene: String
    var field: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "checkout-promo-code", policy: "rules/examples/checkout.kbpolicy",
      scene: "rules/examples/checkout.scene.json", field: "promo-code"),
    Case(
      name: "checkout-email", policy: "rules/examples/checkout.kbpolicy",
      scene: "rules/examples/checkout.scene.json", field: "email"),
    Case(
      name: "chat-message", policy: "rules/examples/chat.kbpolicy",
      scene: "rules/examples/chat.scene.json", field: "message"),
    Case(
      name: "signup-bio", policy: "rules/examples/chat.kbpolicy",
      scene: "rules/examples/signup.scene.json", field: "bio"),
    Case(
      name: "superclass-disable", policy: ExplainFixtures.casePolicy("superclass-disable"),
      scene: ExplainFixtures.caseScene("form")),
    Case(
      name: "field-rule-enable", policy: ExplainFixtures.casePolicy("field-rule-enable"),
      scene: ExplainFixtures.caseScene("form")),
    Case(
      name: "controller-distance", policy: ExplainFixtures.casePolicy("controller-distance"),
      scene: ExplainFixtures.caseScene("form")),
    Case(
      name: "alert-exemption", policy: ExplainFixtures.casePolicy("alert-exemption"),
      scene: ExplainFixtures.caseScene("alert-exemption")),
    Case(
      name: "near-miss", policy: ExplainFixtures.casePolicy("near-miss"),
      scene: ExplainFixtures.caseScene("form")),
    Case(
      name: "too-tall", policy: ExplainFixtures.casePolicy("too-tall"),
      scene: ExplainFixtures.caseScene("too-tall")),
  ]

  @Test(arguments: cases) func textMatchesGolden(_ c: Case) throws {
    let explanation = try ExplainFixtures.explain(policy: c.policy, scene: c.scene, field: c.field)
    ExplainFixtures.assertGolden(ExplanationTextRenderer().render(explanation), "\(c.name).txt")
  }

  @Test(arguments: cases) func jsonMatchesGolden(_ c: Case) throws {
    let explanation = try ExplainFixtures.explain(policy: c.policy, scene: c.scene, field: c.field)
    ExplainFixtures.assertGolden(
      ExplanationJSONRenderer().render(explanation), "\(c.name).json")
  }

  @Test func allTableMatchesGolden() throws {
    let builder = try ExplainFixtures.builder(
      policy: "rules/examples/checkout.kbpolicy", scene: "rules/examples/checkout.scene.json",
      includesWhatIfs: false)
    ExplainFixtures.assertGolden(
      ExplanationTableRenderer().render(builder.explainAll()), "checkout-all.txt")
    ExplainFixtures.assertGolden(
      ExplanationJSONRenderer().render(all: builder.explainAll()), "checkout-all.json")
  }
}
