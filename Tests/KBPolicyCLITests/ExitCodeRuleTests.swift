import Foundation
import Testing

@testable import KBPolicyCLI

/// One exit-code rule for every command (docs/cli.md, "Exit codes"): 1 when the input has errors
/// (including a file that is not UTF-8), 2 for usage and I/O errors; diagnostics on standard
/// error whatever the command and reporter.
@Suite struct ExitCodeRuleTests {
  static let policy = CLI.path("rules/examples/checkout.kbpolicy")
  static let scene = CLI.path("rules/examples/checkout.scene.json")
  static let events = CLI.path("rules/examples/checkout.events")
  static let storyboard = CLI.path("rules/examples/Checkout.storyboard")

  /// Every command with its input replaced by `file` (a policy where it takes one).
  static func commands(_ file: String, kind: Kind) -> [[String]] {
    switch kind {
    case .policy:
      [
        ["check", file], ["lint", file], ["fmt", "--check", file], ["compile", file],
        ["explain", "--policy", file, "--scene", scene, "--field", "email"],
        ["simulate", "--policy", file, "--scene", scene, "--events", events],
      ]
    case .scene:
      [
        ["lint", "--scene", file, policy], ["explain", "--policy", policy, "--scene", file],
        ["simulate", "--policy", policy, "--scene", file, "--events", events],
      ]
    case .events: [["simulate", "--policy", policy, "--scene", scene, "--events", file]]
    case .document:
      [
        ["import", file], ["lint", "--storyboard", file, policy],
        ["explain", "--policy", policy, "--storyboard", file, "--all"],
      ]
    }
  }

  enum Kind: CaseIterable { case policy, scene, events, document }

  static func file(_ contents: [UInt8], _ name: String) throws -> String {
    let directory = try CLI.temporaryDirectory()
    let path = directory.appendingPathComponent(name).path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(contents)))
    return path
  }

  @Test(arguments: Kind.allCases)
  func aFileThatIsNotUTF8IsInvalidInput(kind: Kind) throws {
    let path = try Self.file(Array("version 1\n".utf8) + [0xFF, 0xFE, 0x0A], "bad.input")
    for command in Self.commands(path, kind: kind) {
      let result = CLI.run(command)
      #expect(result.code == 1, "\(command)")
      #expect(result.err.contains("\(path):2:1: the file is not UTF-8 text"), "\(command)")
    }
  }

  @Test(arguments: Kind.allCases)
  func invalidInputExits1(kind: Kind) throws {
    let contents: String =
      switch kind {
      case .policy: "version 1\navoidance {\n  distance 10 =\n"
      case .scene: "{\"window\": 5}"
      case .events: "jump\n"
      case .document: "<?xml version=\"1.0\"?>\n<document>\n"
      }
    let path = try Self.file(Array(contents.utf8), "bad.input")
    for command in Self.commands(path, kind: kind) {
      let result = CLI.run(command)
      #expect(result.code == 1, "\(command): \(result.err)")
      #expect(result.out.isEmpty || command[0] == "fmt", "\(command): diagnostics on stderr")
      #expect(!result.err.isEmpty, "\(command)")
    }
  }

  @Test(arguments: Kind.allCases)
  func aMissingFileExits2(kind: Kind) {
    for command in Self.commands("/nonexistent/input", kind: kind) {
      let result = CLI.run(command)
      #expect(result.code == 2, "\(command)")
      #expect(result.err.hasPrefix("error: no such file '/nonexistent/input'"), "\(command)")
    }
  }

  @Test(arguments: KBPolicy.commands.map { $0.name })
  func anUnknownFlagExits2WithDidYouMean(command: String) {
    let result = CLI.run([command, "--hlp"])
    #expect(result.code == 2)
    #expect(result.err.hasPrefix("error: unknown option '--hlp'"))
    #expect(result.out.isEmpty)
  }

  @Test func checkAndLintShareOneDiagnosticsStream() {
    let bad = "version 1\navoidance {\n  distance = -5\n}\n"
    for command in [["check", "--reporter", "xcode", "-"], ["lint", "--reporter", "xcode", "-"]] {
      let result = CLI.run(command, stdin: bad)
      #expect(result.code == 1)
      #expect(result.out.isEmpty, "\(command)")
      #expect(result.err.contains("<stdin>:3:14: error: "), "\(command)")
    }
  }

  // MARK: - Options

  @Test func aRepeatedSingleValueOptionIsAUsageError() {
    let result = CLI.run([
      "explain", "--policy", Self.policy, "--scene", Self.scene, "--scene", Self.scene,
    ])
    #expect(result.code == 2)
    #expect(result.err == "error: option '--scene' is given more than once; it takes one value\n")
    #expect(CLI.run(["check", "--reporter", "xcode", "--reporter=human", "-"]).code == 2)
    #expect(CLI.run(["fmt", "--check", "--check", "-"]).code == 2)
    // Repeatable options stay repeatable.
    let lint = CLI.run(["lint", "--scene", Self.scene, "--scene", Self.scene, Self.policy])
    #expect(lint.code == 0, "\(lint.err)")
  }

  @Test func anOptionThatDoesNothingIsAUsageError() {
    let base = ["explain", "--policy", Self.policy, "--scene", Self.scene]
    let all = CLI.run(base + ["--all", "--trace"])
    #expect(all.code == 2)
    #expect(all.err.contains("--trace"))
    let json = CLI.run(base + ["--field", "email", "--format", "json", "--trace"])
    #expect(json.code == 2)
    #expect(json.err.contains("--trace applies to the text format"))
    #expect(CLI.run(["rules", "L002", "--markdown"]).code == 2)
  }

  @Test func didYouMeanForRulesAndControllers() {
    let word = CLI.run(["rules", "shadowed"])
    #expect(word.code == 2)
    #expect(word.err.contains("did you mean 'shadowed-enable'?"))
    let lower = CLI.run(["rules", "l002"])
    #expect(lower.err.contains("did you mean 'shadowed-enable'?"))
    let controller = CLI.run([
      "explain", "--policy", Self.policy, "--storyboard", Self.storyboard, "--controller",
      "CheckoutViewControler",
    ])
    #expect(controller.code == 2)
    #expect(controller.err.contains("did you mean 'CheckoutViewController'?"))
    let command = CLI.run(["lnit"])
    #expect(command.err.contains("did you mean 'lint'?"))
  }
}
