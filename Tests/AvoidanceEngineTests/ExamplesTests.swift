import PolicyLanguage
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

/// The shipped examples in rules/examples decode cleanly and their event scripts run.
@Suite struct ExamplesTests {
  @Test(arguments: ["checkout", "chat", "signup"])
  func shippedExampleRuns(_ name: String) throws {
    let decoded = Scene.decode(
      json: try Fixtures.repositoryText("rules/examples/\(name).scene.json"))
    #expect(decoded.issues.isEmpty, "\(decoded.issues)")
    let scene = try #require(decoded.scene)
    let source = SourceFile(
      path: "\(name).events", text: try Fixtures.repositoryText("rules/examples/\(name).events"))
    let (events, diagnostics) = EventScript.parse(source)
    #expect(diagnostics.isEmpty)
    #expect(events.count >= 4)
    // The stub policy (or, later, the compiled example policy): run with the compiler's result.
    let policy = try #require(
      Policy.compile(SourceFile(path: "\(name).kbpolicy", text: "version 1\n")).policy)
    let result = Simulation.run(scene: scene, events: events, policy: policy)
    #expect(result.diagnostics.isEmpty)
    #expect(result.steps.count == events.count)
    // Every script ends with the keyboard hidden and everything back.
    let root = try #require(scene.controllers.compactMap(\.view).last)
    #expect(
      SceneIndex(result.finalScene).view(root)?.frame.minY
        == SceneIndex(scene).view(root)?.frame.minY)
  }

  @Test func checkoutTableAbsorbsThePromoCodeMove() throws {
    // promo-code: cell 540 + field 8 in a table at 103: 651...695; keyboard 336 (top 516), distance 10.
    // After card-number (9) and cvv (60): offset 69, the field at 582...626: move 626 − 506 = 120 → offset 189.
    let scene = try #require(
      Scene.decode(json: try Fixtures.repositoryText("rules/examples/checkout.scene.json")).scene)
    let result = run(
      [
        .beginEditing(field: "email"), .keyboardWillShow(.height(336)),
        .beginEditing(field: "card-number"),
        .beginEditing(field: "cvv"), .beginEditing(field: "promo-code"),
      ],
      on: scene)
    #expect(close(result.steps[4].plan.change("checkout-table", .contentOffsetY)?.to, 189))
    #expect(close(result.steps[4].outcome?.gap, 10))
    #expect(result.steps.allSatisfy { $0.plan.change("checkout-root", .originY) == nil })
  }

  @Test func checkoutFieldContextAndOrder() throws {
    let scene = try #require(
      Scene.decode(json: try Fixtures.repositoryText("rules/examples/checkout.scene.json")).scene)
    let index = SceneIndex(scene)
    let context = try #require(index.fieldContext(for: "promo-code"))
    #expect(context.identifier == "promo-code")
    #expect(context.classChain.prefix(3) == ["PromoCodeField", "UITextField", "UIControl"])
    #expect(
      context.controllerChain.prefix(3) == [
        "CheckoutViewController", "BaseFormViewController", "UIViewController",
      ])
    #expect(context.ancestorChains.first?.first == "FormFieldCell")
    #expect(index.movedRootView(forField: "promo-code") == "checkout-root")
    let order = index.fieldOrder(for: "cvv", policy: TestPolicy())
    #expect(order.container == "checkout-table")
    #expect(order.fields == ["email", "card-number", "expiry", "cvv", "postcode", "promo-code"])
    #expect(order.previous == "expiry" && order.next == "postcode")
    #expect(order.returnKey(for: "cvv") == .next)
    #expect(order.returnKey(for: "promo-code") == .done)
  }
}
