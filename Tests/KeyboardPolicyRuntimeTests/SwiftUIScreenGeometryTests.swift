import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The SwiftUI layer's geometry-free decisions: the room below a field scrolled into view, its
/// companions, dismissal by touch and scroll, and SwiftUI's avoidance on or off per screen.
@Suite struct SwiftUIScreenGeometryTests {
  /// 'Checkout': 'promo' in the form 'form' (y 600 .. 644), the companion 'apply' under it
  /// (y 650 .. 694), 'note' at the top level.
  static let checkout = SwiftUIScreen(
    name: "Checkout", hostClass: "CheckoutHost",
    fields: [
      SwiftUIField(
        name: "promo", frame: Rect(x: 20, y: 600, width: 300, height: 44), container: "form"),
      SwiftUIField(name: "note", frame: Rect(x: 20, y: 40, width: 300, height: 44)),
    ],
    containers: [
      SwiftUIContainer(id: "form", kind: .form, frame: Rect(x: 0, y: 100, width: 393, height: 752))
    ],
    companions: [
      SwiftUICompanion(
        name: "apply", frame: Rect(x: 20, y: 650, width: 300, height: 44), container: "form")
    ])

  static func planner(_ text: String) throws -> SwiftUIScreenPlanner {
    try SwiftUIScreenTests.planner(text)
  }

  @Test func distanceIsTheMarginBelowAFieldInAScrollingContainer() throws {
    let planner = try Self.planner("version 1\n\nfield \"promo\" {\n  distance = 24\n}\n")
    #expect(
      planner.plan(for: "promo", on: Self.checkout)?.scrollTarget
        == SwiftUIScrollTarget(id: "promo", margin: 24))
    // Outside a ScrollView, Form or List, SwiftUI's safe area alone lifts the field.
    #expect(planner.plan(for: "note", on: Self.checkout)?.scrollTarget == nil)
    let byDefault = try Self.planner("version 1\n")
    #expect(byDefault.plan(for: "promo", on: Self.checkout)?.scrollTarget?.margin == 10)
  }

  @Test func aCompanionBelowTheFieldIsTheScrollTarget() throws {
    let planner = try Self.planner(
      "version 1\n\nfield \"promo\" {\n  keep-visible = \"apply\", \"missing\"\n}\n")
    let plan = try #require(planner.plan(for: "promo", on: Self.checkout))
    #expect(plan.companions == ["apply"])
    #expect(plan.scrollTarget == SwiftUIScrollTarget(id: "apply", margin: 10))
  }

  @Test func resignOnTouchMapsToATapOutsideAndScrollDismissal() throws {
    let off = try Self.planner("version 1\n").plan(for: "promo", on: Self.checkout)?.dismissal
    #expect(off?.tapOutside == false && off?.scroll == .automatic)
    let on = try Self.planner("version 1\n\nresign-on-touch {\n  enabled = true\n}\n")
    let dismissal = on.plan(for: "promo", on: Self.checkout)?.dismissal
    #expect(dismissal?.tapOutside == true && dismissal?.scroll == .immediately)
  }

  @Test func swiftUIAvoidanceStaysOnUnderTheDefaultLayer() throws {
    let planner = try Self.planner("version 1\n")
    #expect(planner.keyboardSafeArea(of: Self.checkout, onIOS: 17, 0) == .kept)
    // Turned on for a field: SwiftUI still moves it, never the runtime as well.
    let on = try Self.planner("version 1\n\nfield \"promo\" {\n  avoidance = on\n}\n")
    #expect(on.keyboardSafeArea(of: Self.checkout, onIOS: 17, 0) == .kept)
  }

  @Test func avoidanceOffForTheScreenRemovesTheKeyboardRegionFromIOS16_4() throws {
    let planner = try Self.planner(
      "version 1\nclass CheckoutHost: UIHostingController\n\navoidance {\n  disable in CheckoutHost\n}\n"
    )
    #expect(planner.keyboardSafeArea(of: Self.checkout, onIOS: 16, 4) == .removed)
    #expect(planner.keyboardSafeArea(of: Self.checkout, onIOS: 16, 3) == .cannotRemove)
    #expect(planner.keyboardSafeArea(of: Self.checkout, onIOS: 15, 0) == .cannotRemove)
    // Another screen keeps SwiftUI's avoidance.
    var other = Self.checkout
    other.hostClass = nil
    #expect(planner.keyboardSafeArea(of: other, onIOS: 17, 0) == .kept)
    // By the screen's name.
    let named = try Self.planner(
      "version 1\n\navoidance {\n  disable in screen \"Checkout\"\n}\n")
    #expect(named.keyboardSafeArea(of: Self.checkout, onIOS: 17, 0) == .removed)
    #expect(named.keyboardSafeArea(of: other, onIOS: 17, 0) == .removed)
    // One field off is not the screen off: a host's regions are the whole screen's.
    let one = try Self.planner("version 1\n\nfield \"promo\" {\n  avoidance = off\n}\n")
    #expect(one.keyboardSafeArea(of: Self.checkout, onIOS: 17, 0) == .kept)
  }

  @Test func theFieldContextNamesTheHostAndTheContainer() throws {
    let planner = try Self.planner("version 1\n")
    let promo = try #require(Self.checkout.field(named: "promo"))
    let context = planner.fieldContext(for: promo, on: Self.checkout)
    #expect(context.identifier == "promo")
    #expect(
      context.controllerChain.prefix(3) == [
        "CheckoutHost", "UIHostingController", "UIViewController",
      ])
    #expect(context.ancestorChains.first?.first == "UICollectionView")
  }
}
