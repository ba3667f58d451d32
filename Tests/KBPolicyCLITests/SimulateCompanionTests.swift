import Foundation
import TestSupport
import Testing

@testable import KBPolicyCLI

/// `simulate` shows a field's companions (`keep-visible`) in its steps, as text and as JSON. The
/// shipped login screen: keyboard top 852 − 336 = 516, distance 10; the email field keeps the Log
/// In button (bottom 574), so the root rises 574 − 506 = 68; the password keeps it and the Forgot
/// password link (bottom 620, 552 after the first move): 552 − 506 = 46 more, to −114.
@Suite struct SimulateCompanionTests {
  func run(_ format: String) -> (code: Int32, out: String) {
    let dir = Repository.root.appendingPathComponent("rules/examples/").path
    let result = CLI.run([
      "simulate", "--policy", dir + "/login.kbpolicy", "--scene", dir + "/login.scene.json",
      "--events", dir + "/login.events", "--format", format,
    ])
    return (result.code, result.out)
  }

  @Test func textShowsEachCompanionAndWhereItEnds() {
    let (code, out) = run("text")
    #expect(code == 0)
    #expect(out.contains("keep-visible 'login-button' in window [24, 524, 345, 50]"))
    #expect(out.contains("with keep-visible the bottom is 552: move min(top 329, bottom 46) = 46"))
    // 516 − (620 − 114) = 10.
    #expect(
      out.contains(
        "keep-visible 'forgot-password' ends at [24, 476, 345, 30]: gap to the keyboard 10"))
    #expect(out.contains("    login-root.originY  -68 → -114  (adjust)\n"))
  }

  @Test func jsonListsTheCompanionsInEachOutcome() throws {
    let (code, out) = run("json")
    #expect(code == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    let steps = try #require(document["steps"] as? [[String: Any]])
    // Step 3 (focus password): both companions, the link 10 pt above the keyboard.
    let trace = try #require(steps[2]["trace"] as? [String: Any])
    let outcome = try #require(trace["outcome"] as? [String: Any])
    let companions = try #require(outcome["companions"] as? [[String: Any]])
    #expect(companions.map { $0["id"] as? String } == ["login-button", "forgot-password"])
    #expect(companions[1]["gap"] as? Double == 10)
    #expect(companions[1]["covered"] as? Double == 0)
    // 524 − 114 = 410: the button's window frame after the move.
    #expect((companions[0]["frame"] as? [Double]) == [24, 410, 345, 50])
    #expect((companions[0]["reach"] as? [String: Any])?["root"] as? String == "login-root")
  }
}
