import Foundation
import Testing

@testable import KBPolicyCLI

/// Captures what a command writes.
final class CapturedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var outText = ""
  private var errText = ""

  var out: String { lock.withLock { outText } }
  var err: String { lock.withLock { errText } }

  var console: Console {
    Console(
      out: { text in self.lock.withLock { self.outText += text } },
      err: { text in self.lock.withLock { self.errText += text } })
  }
}

@Suite struct SimulateCommandTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func path(_ relative: String) -> String { Self.repository.appendingPathComponent(relative).path }

  /// A policy file for the test (the example policies belong to the language work).
  func policyFile() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("simulate-test-\(UUID().uuidString).kbpolicy")
    try Data("version 1\n".utf8).write(to: url)
    return url.path
  }

  @Test func simulatePrintsEachPlanAndTrace() throws {
    let output = CapturedOutput()
    let code = KBPolicy.run(
      ["simulate", "--policy", try policyFile(), "--scene", path("rules/examples/chat.scene.json"),
       "--events", path("rules/examples/chat.events")],
      console: output.console)
    #expect(code == 0)
    #expect(output.err == "")
    #expect(output.out.contains("chat.events:3): keyboard show height 336\n"))
    #expect(output.out.contains("    chat-root.originY  0 → -316  (adjust)\n"))
    #expect(output.out.contains("    chat-root.originY  -316 → 0  (restore)\n"))
  }

  @Test func simulateJSONHasStepsAndTheFinalScene() throws {
    let output = CapturedOutput()
    let code = KBPolicy.run(
      ["simulate", "--policy", try policyFile(), "--scene", path("rules/examples/checkout.scene.json"),
       "--events", path("rules/examples/checkout.events"), "--format", "json"],
      console: output.console)
    #expect(code == 0)
    let json = try JSONSerialization.jsonObject(with: Data(output.out.utf8)) as? [String: Any]
    let steps = json?["steps"] as? [[String: Any]]
    #expect(steps?.count == 8)
    #expect((json?["finalScene"] as? [String: Any])?["window"] != nil)
  }

  @Test func sceneErrorsNameTheJSONPathAndExit1() throws {
    let scene = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
    try Data(#"{"window": [393, 852], "views": [{"id": "a", "frame": [0, 0, 1]}]}"#.utf8).write(to: scene)
    let events = FileManager.default.temporaryDirectory.appendingPathComponent("ok-\(UUID().uuidString).events")
    try Data("keyboard hide\n".utf8).write(to: events)
    let output = CapturedOutput()
    let code = KBPolicy.run(
      ["simulate", "--policy", try policyFile(), "--scene", scene.path, "--events", events.path], console: output.console)
    #expect(code == 1)
    #expect(output.err.contains("views[0].frame: expected 4 numbers, found 3 elements [S003]"))
  }

  @Test func scriptErrorsNameTheLineAndMissingFilesExit2() throws {
    let events = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).events")
    try Data("focus email\nkeyboard jump\n".utf8).write(to: events)
    let output = CapturedOutput()
    let code = KBPolicy.run(
      ["simulate", "--policy", try policyFile(), "--scene", path("rules/examples/checkout.scene.json"), "--events", events.path],
      console: output.console)
    #expect(code == 1)
    #expect(output.err.contains(":2:10: error: unknown keyboard event 'jump'"))
    let missing = CapturedOutput()
    #expect(KBPolicy.run(["simulate", "--policy", "/nonexistent.kbpolicy", "--scene", "x", "--events", "y"], console: missing.console) == 2)
    #expect(KBPolicy.run(["simulate", "--scene", "x"], console: missing.console) == 2)
  }
}
