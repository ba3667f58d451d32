import Foundation
import PolicyLanguage
import TestSupport
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

/// Golden text of `Simulation.run` for the shipped examples, rendered as `kbpolicy simulate` prints
/// it (`event N (EVENTS:LINE): EVENT` then the step's trace and plan), with repository-relative
/// paths. The goldens live in `Fixtures/golden/simulate-<name>.txt`; re-record with
/// RECORD_SNAPSHOTS=1 (a missing golden is recorded and the test fails).
///
/// Checked by hand when recorded (window 393×852, keyboard 336 → top 516):
/// - checkout event 5, focus promo-code: table at 103 scrolled to 79, cell 540, field 8:
///   103 + 540 + 8 − 79 = 572...616; distance 40 (field "promo-code" beats the controller's 20) → 476;
///   top 572 − 103 = 469, bottom 616 − 476 = 140 → 140. Table 79 + 140 = 219 (≤ field top 548).
///   Inset: 852 − 476 = 376, minus the table's safe area 34 = 342; indicator 376 − 40 − 34 = 302 (unchanged).
/// - chat: field "message" { avoidance = off }: every keyboard event decides "off" and plans nothing;
///   keyboard end frames [0, 852 − 336 = 516, 393, 336] and [0, 852 − 380 = 472, 393, 380].
/// - signup event 5, focus bio (distance 30 → 486): scroll at 59, bio 420...720 → 479...779;
///   top 420, bottom 779 − 486 = 293 → scroll 0 → 293 (a text view in the outermost scroll view:
///   min(293, 0 + 479 − 59) = 293). Text view: 852 − 59 − (852 − 516) = 457 ≥ 300 → inset 0.
///   Inset 852 − 486 = 366 − 34 = 332, indicator 366 − 30 − 34 = 302. Hide: offset clamped to 900 − 793 = 107.
@Suite struct SimulationGoldenTests {
  /// One shipped example: its scene and events (`rules/examples/<name>.*`) and its policy.
  struct Example: CustomTestStringConvertible, Sendable {
    var name: String
    var policy: String
    var testDescription: String { name }
    var scene: String { "rules/examples/\(name).scene.json" }
    var events: String { "rules/examples/\(name).events" }
  }

  static let examples: [Example] = [
    Example(name: "checkout", policy: "rules/examples/checkout.kbpolicy"),
    Example(name: "chat", policy: "rules/examples/chat.kbpolicy"),
    Example(name: "signup", policy: "rules/examples/chat.kbpolicy"),
  ]

  @Test(arguments: examples) func simulationTextMatchesGolden(_ example: Example) throws {
    let text = try Self.simulationText(example)
    Fixtures.loader.checkGolden(text, "golden/simulate-\(example.name).txt")
  }

  @Test func goldensCarryTheHandCheckedNumbers() throws {
    // The lines checked by hand above, so a re-recording that changes them cannot pass unnoticed.
    let checkout = try Self.simulationText(Self.examples[0])
    #expect(checkout.contains("  6. move needed min(top 469, bottom 140) = 140\n"))
    #expect(checkout.contains("    checkout-table.contentOffsetY  79 → 219  (adjust)\n"))
    #expect(checkout.contains("    checkout-table.contentInsetBottom  322 → 342  (adjust)\n"))
    let chat = try Self.simulationText(Self.examples[1])
    #expect(chat.contains("  1. keyboard end frame [0, 472, 393, 380], height 380\n"))
    #expect(!chat.contains("originY"))
    let signup = try Self.simulationText(Self.examples[2])
    #expect(signup.contains("    signup-scroll.contentOffsetY  0 → 293  (adjust)\n"))
    #expect(signup.contains("    signup-scroll.contentInsetBottom  318 → 332  (adjust)\n"))
    #expect(signup.contains("    signup-scroll.contentOffsetY  293 → 107  (clamp)\n"))
  }

  // MARK: - Support

  /// Runs the example and renders it as `kbpolicy simulate` (text format) does.
  static func simulationText(_ example: Example) throws -> String {
    let policySource = SourceFile(
      path: example.policy, text: try Fixtures.repositoryText(example.policy))
    let compiled = Policy.compile(policySource)
    let policy = try #require(
      compiled.policy, "\(example.policy): \(compiled.diagnostics.map(\.message))")
    let decoded = Scene.decode(json: try Fixtures.repositoryText(example.scene))
    let scene = try #require(decoded.scene, "\(example.scene): \(decoded.issues)")
    let (events, diagnostics) = EventScript.parse(
      SourceFile(path: example.events, text: try Fixtures.repositoryText(example.events)))
    #expect(diagnostics.isEmpty, "\(example.events): \(diagnostics.map(\.message))")
    let result = Simulation.run(scene: scene, events: events, policy: policy)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    var text = ""
    for (number, step) in result.steps.enumerated() {
      text +=
        "event \(number + 1) (\(example.events):\(step.event.location.line)): \(step.event.event)\n"
      text += step.step.renderText()
    }
    return text
  }
}
