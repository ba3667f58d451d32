import Foundation
import Testing

@testable import KBPolicyCLI

/// A failed write to standard output (a full disk, `/dev/full`) is an I/O error, exit
/// 2, for every command and reporter; the output is never silently cut with exit 0.
@Suite struct OutputWriteErrorTests {
  static let checkout = CLI.path("rules/examples/checkout.kbpolicy")
  static let scene = CLI.path("rules/examples/checkout.scene.json")

  /// Runs `arguments` with standard output on `/dev/full` and standard error in a file.
  static func runOnFullDisk(_ arguments: [String], stdin: String = "") throws -> (
    code: Int32, err: String
  ) {
    let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
    try #require(full >= 0, "this system has /dev/full")
    defer { close(full) }
    let directory = try CLI.temporaryDirectory()
    let errPath = directory.appendingPathComponent("err").path
    let errDescriptor = open(errPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    defer { close(errDescriptor) }
    let input = Array(stdin.utf8)
    let console = Console.streams(
      out: full, err: errDescriptor, readStandardInput: { input }, isTerminal: false)
    let code = KBPolicy.run(arguments, console: console)
    return (code, try String(contentsOfFile: errPath, encoding: .utf8))
  }

  @Test(arguments: [
    ["fmt", "-"],
    ["compile", "--format", "json", checkout],
    ["compile", checkout],
    ["lint", "--reporter", "sarif", checkout],
    ["lint", "--reporter", "json", checkout],
    ["lint", "--reporter", "github", CLI.path("Tests/KBPolicyCLITests/Fixtures/warning.kbpolicy")],
    ["test", "--reporter", "junit", CLI.path("rules/examples/checkout.kbtest")],
    ["test", CLI.path("rules/examples/checkout.kbtest")],
    ["explain", "--policy", checkout, "--scene", scene, "--field", "promo-code", "--svg", "-"],
    ["explain", "--policy", checkout, "--scene", scene, "--field", "promo-code"],
    ["rules"],
    ["--help"],
    ["--version"],
  ])
  func aFailedWriteToStandardOutputIsAnIOError(arguments: [String]) throws {
    let run = try Self.runOnFullDisk(arguments, stdin: "version 1\navoidance {\n distance=3\n}\n")
    #expect(run.code == 2, "\(arguments): \(run.err)")
    #expect(
      run.err.contains("error: cannot write standard output: no space left on device"),
      "\(arguments): \(run.err)")
  }

  @Test func aSuccessfulRunOnWritableStreamsIsUnchanged() throws {
    let directory = try CLI.temporaryDirectory()
    let outPath = directory.appendingPathComponent("out").path
    let out = open(outPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    defer { close(out) }
    let console = Console.streams(out: out, err: out, readStandardInput: { [] }, isTerminal: false)
    #expect(KBPolicy.run(["--version"], console: console) == 0)
    #expect(
      try String(contentsOfFile: outPath, encoding: .utf8) == "kbpolicy \(KBPolicy.version)\n")
  }
}
