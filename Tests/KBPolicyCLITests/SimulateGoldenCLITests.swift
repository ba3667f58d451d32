import Foundation
import Testing

@testable import KBPolicyCLI

/// `kbpolicy simulate` prints exactly the text the engine's simulation goldens hold
/// (`Tests/AvoidanceEngineTests/Fixtures/golden/simulate-*.txt`, recorded from `Simulation.run`),
/// so those goldens pin the command's output too.
@Suite struct SimulateGoldenCLITests {
  @Test(arguments: [("checkout", "checkout"), ("chat", "chat"), ("signup", "chat")])
  func simulatePrintsTheEngineGolden(_ example: String, _ policy: String) throws {
    let result = CLI.run([
      "simulate", "--policy", CLI.path("rules/examples/\(policy).kbpolicy"),
      "--scene", CLI.path("rules/examples/\(example).scene.json"),
      "--events", CLI.path("rules/examples/\(example).events"),
    ])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.err.isEmpty)
    let golden = try String(
      contentsOf: CLI.repository.appendingPathComponent(
        "Tests/AvoidanceEngineTests/Fixtures/golden/simulate-\(example).txt"),
      encoding: .utf8)
    let relative = result.out.replacingOccurrences(of: CLI.repository.path + "/", with: "")
    #expect(relative == golden)
  }
}
