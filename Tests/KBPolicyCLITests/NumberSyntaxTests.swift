import Foundation
import PolicyLanguage
import Testing

/// One number syntax everywhere (grammar.md, "Numbers"): decimal, in policies, `.kbtest` files,
/// event scripts and `--keyboard-height` alike. Hexadecimal, `inf` and `nan` are numbers
/// nowhere (Swift's `Double(String)` reads them, so each reader used to accept its own set).
@Suite struct NumberSyntaxTests {
  @Test(arguments: ["0", "12", "-5", "0.25", "1e3", "2E-3", "1e999"])
  func decimalsAreNumbers(text: String) {
    #expect(DecimalNumber.value(text) == Double(text))
  }

  @Test(arguments: [
    "0x10", "0X1p3", "inf", "-inf", "infinity", "nan", "+1", ".5", "5.", "1e", "1e+", "--1", "",
    "1_000", " 1", "1 ", "١",
  ])
  func othersAreNot(text: String) {
    #expect(DecimalNumber.value(text) == nil)
  }

  static let policy = CLI.path("rules/examples/checkout.kbpolicy")
  static let scene = CLI.path("rules/examples/checkout.scene.json")

  @Test func hexIsRefusedInEveryInput() throws {
    let directory = try CLI.temporaryDirectory()
    // A policy (refused before this change too).
    let policy = try CLI.write(
      "version 1\navoidance {\n  distance = 0x10\n}\n", "p.kbpolicy", in: directory)
    #expect(CLI.run(["check", policy]).code == 1)
    // An event script.
    let events = try CLI.write(
      "focus promo-code\nkeyboard show height 0x150\n", "e.events", in: directory)
    let simulate = CLI.run([
      "simulate", "--policy", Self.policy, "--scene", Self.scene, "--events", events,
    ])
    #expect(simulate.code == 1, "\(simulate.err)")
    #expect(simulate.err.contains("0x150"), "\(simulate.err)")
    // --keyboard-height.
    let explain = CLI.run([
      "explain", "--policy", Self.policy, "--scene", Self.scene, "--field", "promo-code",
      "--keyboard-height", "0x150",
    ])
    #expect(explain.code == 2)
    #expect(explain.err.contains("--keyboard-height expects a number"), "\(explain.err)")
    // A policy test: an expected value, a tolerance and a keyboard height.
    try FileManager.default.copyItem(
      atPath: Self.policy, toPath: directory.appendingPathComponent("checkout.kbpolicy").path)
    try FileManager.default.copyItem(
      atPath: Self.scene, toPath: directory.appendingPathComponent("checkout.scene.json").path)
    for body in [
      "  expect gap = 0x28\n", "  expect gap = 40 ± 0x1\n",
      "  keyboard-height 0x150\n  expect gap = 40\n",
    ] {
      let test = try CLI.write(
        "version 1\npolicy \"checkout.kbpolicy\"\nscene \"checkout.scene.json\"\ntest \"t\" {\n  field promo-code\n\(body)}\n",
        "t.kbtest", in: directory)
      let run = CLI.run(["test", test])
      #expect(run.code == 1, "\(body): \(run.out)\(run.err)")
      #expect(run.err.contains("0x"), "\(body): \(run.err)")
    }
    // The same written in decimal passes.
    let good = try CLI.write(
      "version 1\npolicy \"checkout.kbpolicy\"\nscene \"checkout.scene.json\"\ntest \"t\" {\n  field promo-code\n  expect gap = 40 ± 1\n}\n",
      "t.kbtest", in: directory)
    let passing = CLI.run(["test", good])
    #expect(passing.code == 0, "\(passing.out)\(passing.err)")
  }

  /// `.kbtest` numbers are held to the range of policies and scenes (±1,000,000 pt, E055 and
  /// S006): a number past it is refused (T005) where it is written, never run and printed `inf`;
  /// the largest value in range is still taken.
  @Test(arguments: [
    "  expect distance = 1e308\n", "  expect gap = 1e308\n", "  expect gap = 1e20\n",
    "  expect moved-by = 123456789012345678\n", "  expect gap = -1000001\n",
    "  expect gap = 40 ± 1e308\n",
  ])
  func kbtestNumbersAreHeldToTheLengthRange(body: String) throws {
    let directory = try CLI.temporaryDirectory()
    try FileManager.default.copyItem(
      atPath: Self.policy, toPath: directory.appendingPathComponent("checkout.kbpolicy").path)
    try FileManager.default.copyItem(
      atPath: Self.scene, toPath: directory.appendingPathComponent("checkout.scene.json").path)
    let test = try CLI.write(
      "version 1\npolicy \"checkout.kbpolicy\"\nscene \"checkout.scene.json\"\ntest \"t\" {\n  field promo-code\n\(body)}\n",
      "t.kbtest", in: directory)
    let run = CLI.run(["test", test])
    #expect(run.code == 1, "\(body): \(run.out)\(run.err)")
    #expect(run.err.contains("T005"), "\(body): \(run.err)")
    #expect(run.err.contains("within ±1000000 pt"), "\(body): \(run.err)")
    #expect(!(run.out + run.err).contains("inf"), "\(body): \(run.out)\(run.err)")
    // At the edge of the range the expectation is read and run (and fails on its value).
    let edge = try CLI.write(
      "version 1\npolicy \"checkout.kbpolicy\"\nscene \"checkout.scene.json\"\ntest \"t\" {\n  field promo-code\n  expect gap = 1000000\n}\n",
      "edge.kbtest", in: directory)
    let failing = CLI.run(["test", edge])
    #expect(failing.code == 1)
    #expect(!failing.err.contains("T005"), "\(failing.err)")
    #expect(failing.out.contains("expected 1000000"), "\(failing.out)")
  }
}
