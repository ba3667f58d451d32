import Foundation
import TestSupport
import Testing

@testable import KBPolicyCLI

@Suite struct SimulateCommandTests {
  static let repository = Repository.root

  func path(_ relative: String) -> String { Self.repository.appendingPathComponent(relative).path }

  /// A policy file for the test (the example policies belong to the language work).
  func policyFile() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "simulate-test-\(UUID().uuidString).kbpolicy")
    try Data("version 1\n".utf8).write(to: url)
    return url.path
  }

  @Test func simulatePrintsEachPlanAndTrace() throws {
    let output = CLI.run(
      [
        "simulate", "--policy", try policyFile(), "--scene", path("rules/examples/chat.scene.json"),
        "--events", path("rules/examples/chat.events"),
      ])
    let code = output.code
    #expect(code == 0)
    #expect(output.err == "")
    #expect(output.out.contains("chat.events:3): keyboard show height 336\n"))
    #expect(output.out.contains("    chat-root.originY  0 → -316  (adjust)\n"))
    #expect(output.out.contains("    chat-root.originY  -316 → 0  (restore)\n"))
  }

  @Test func simulateJSONHasStepsAndTheFinalScene() throws {
    let output = CLI.run(
      [
        "simulate", "--policy", try policyFile(), "--scene",
        path("rules/examples/checkout.scene.json"),
        "--events", path("rules/examples/checkout.events"), "--format", "json",
      ])
    let code = output.code
    #expect(code == 0)
    let json = try JSONSerialization.jsonObject(with: Data(output.out.utf8)) as? [String: Any]
    let steps = json?["steps"] as? [[String: Any]]
    #expect(steps?.count == 8)
    #expect((json?["finalScene"] as? [String: Any])?["window"] != nil)
  }

  @Test func sceneErrorsNameTheJSONPathAndExit1() throws {
    let scene = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bad-\(UUID().uuidString).json")
    try Data(#"{"window": [393, 852], "views": [{"id": "a", "frame": [0, 0, 1]}]}"#.utf8).write(
      to: scene)
    let events = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ok-\(UUID().uuidString).events")
    try Data("keyboard hide\n".utf8).write(to: events)
    let output = CLI.run(
      ["simulate", "--policy", try policyFile(), "--scene", scene.path, "--events", events.path])
    let code = output.code
    #expect(code == 1)
    #expect(output.err.contains("views[0].frame: expected 4 numbers, found 3 elements [S003]"))
  }

  @Test func scriptErrorsNameTheLineAndMissingFilesExit2() throws {
    let events = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bad-\(UUID().uuidString).events")
    try Data("focus email\nkeyboard jump\n".utf8).write(to: events)
    let output = CLI.run(
      [
        "simulate", "--policy", try policyFile(), "--scene",
        path("rules/examples/checkout.scene.json"), "--events", events.path,
      ])
    let code = output.code
    #expect(code == 1)
    #expect(output.err.contains(":2:10: error: unknown keyboard event 'jump'"))
    #expect(
      CLI.run(["simulate", "--policy", "/nonexistent.kbpolicy", "--scene", "x", "--events", "y"])
        .code == 2)
    #expect(CLI.run(["simulate", "--scene", "x"]).code == 2)
  }
}
