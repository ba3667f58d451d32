import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// `plans(on:)`, every field's plan in one pass (what the SwiftUI layer asks once per render),
/// equals `plan(for:on:)` asked field by field: over the differential test's seeded screens under
/// each of its policies, and over screens with repeated names, skipped, disabled and focused
/// skipped fields, where the one-pass neighbours are easiest to get wrong.
@Suite @MainActor struct SwiftUIPlansTests {
  @Test func onePassEqualsFieldByField() throws {
    var random = SeededRandom(seed: 0x0033_1a25)
    var compared = 0
    for round in 0..<210 {
      var screen = SwiftUIDifferentialTests.screen(&random)
      if round % 3 == 0, screen.fields.count > 2 {
        // A name used twice: the first field of a name is the one `plan(for:on:)` finds.
        screen.fields[screen.fields.count - 1].name = screen.fields[0].name
      }
      let text =
        SwiftUIDifferentialTests.policies[round % SwiftUIDifferentialTests.policies.count]
      let planner = SwiftUIScreenPlanner(policy: try RuntimeFixtures.policy(text))
      let plans = planner.plans(on: screen)
      #expect(Set(plans.keys) == Set(screen.fields.map(\.name)), "round \(round)")
      for field in screen.fields {
        #expect(
          plans[field.name] == planner.plan(for: field.name, on: screen),
          "round \(round), field \(field.name)")
        compared += 1
      }
    }
    #expect(compared >= 500, "compared \(compared) fields")
  }

  /// Hand-built: under `order = tag`, f1 is skipped, f3 disabled, and "a" is used twice.
  /// Tag order (order, then declaration): f0 (0), a#1 (1), f1 (2, skipped), f3 (2, disabled: out),
  /// a#2 (3), f4 (4). Focused f1 is kept in its own list: f0, a, f1, a, f4, so its previous is a
  /// and its next a (the second a), five fields. Focused f0: f0, a, a, f4 (f1 skipped).
  @Test func skippedRepeatedAndDisabledFields() throws {
    let policy = try RuntimeFixtures.policy(
      "version 1\n\ntoolbar {\n  enabled = true\n  order = tag\n}\n\nfield \"f1\" {\n"
        + "  skip-in-order = true\n}\n")
    func field(_ name: String, _ order: Int, enabled: Bool = true) -> SwiftUIField {
      SwiftUIField(
        name: name, kind: .textField, order: order,
        frame: Rect(x: 20, y: Double(order) * 50, width: 150, height: 36), isEnabled: enabled)
    }
    let screen = SwiftUIScreen(
      name: "S",
      fields: [
        field("f0", 0), field("a", 1), field("f1", 2), field("f3", 2, enabled: false),
        field("a", 3), field("f4", 4),
      ])
    let planner = SwiftUIScreenPlanner(policy: policy)
    let plans = planner.plans(on: screen)
    let skipped = try #require(plans["f1"]?.toolbar)
    #expect(skipped.previous == "a")
    #expect(skipped.next == "a")
    let first = try #require(plans["f0"]?.toolbar)
    #expect(first.previous == nil)
    #expect(first.next == "a")
    let last = try #require(plans["f4"]?.toolbar)
    #expect(last.previous == "a")
    #expect(last.next == nil)
    // Disabled: in no list, so no neighbours.
    let disabled = try #require(plans["f3"]?.toolbar)
    #expect(disabled.previous == nil && disabled.next == nil)
    for name in ["f0", "a", "f1", "f3", "f4"] {
      #expect(plans[name] == planner.plan(for: name, on: screen), "\(name)")
    }
  }
}
