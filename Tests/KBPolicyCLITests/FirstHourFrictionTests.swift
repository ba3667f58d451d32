import Foundation
import Testing

@testable import KBPolicyCLI

/// The first hour's frictions (issue #35): `--notes`, no false unknown-class warning from
/// `explain` and `simulate` with `--storyboard`, `version 1` in event scripts. (The command
/// plugin's `--sources` is tested in KBPolicyPluginTests.)
@Suite struct FirstHourFrictionTests {
  static let storyboard = CLI.path("rules/examples/Checkout.storyboard")
  static let scene = CLI.path("rules/examples/checkout.scene.json")
  static let events = CLI.path("rules/examples/checkout.events")
  /// Names classes the storyboard defines (and the JSON scene declares), with no `class` line.
  static let policy = """
    version 1

    controller CheckoutViewController {
      distance = 20
    }

    field PromoCodeField {
      distance = 40
    }

    """

  static func notes(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { $0.contains(": note: ") }
  }

  @Test func notesAllSummaryAndNone() {
    let base = ["lint", "--reporter", "xcode", "--storyboard", Self.storyboard, "-"]
    let all = CLI.run(base, stdin: Self.policy)
    let count = Self.notes(all.err).count
    #expect(count > 0, "the storyboard has notes: \(all.err)")
    #expect(CLI.run(base + ["--notes", "all"], stdin: Self.policy).err == all.err)
    let summary = CLI.run(base + ["--notes", "summary"], stdin: Self.policy)
    #expect(Self.notes(summary.err).isEmpty, "\(summary.err)")
    #expect(
      summary.err.hasSuffix(
        "note: \(count) notes about the inputs not shown ('--notes all' shows them)\n"))
    #expect(summary.code == all.code)
    let none = CLI.run(base + ["--notes", "none"], stdin: Self.policy)
    #expect(!none.err.contains("note:"), "\(none.err)")
    // Warnings stay: the output without notes is the output with them, minus the notes.
    let withoutNotes = all.err.split(separator: "\n").filter { !$0.contains(": note: ") }
    #expect(none.err.split(separator: "\n") == withoutNotes)
    let explain = CLI.run(
      ["explain", "--policy", "-", "--storyboard", Self.storyboard, "--all", "--notes", "none"],
      stdin: Self.policy)
    #expect(explain.code == 0, "\(explain.err)")
    #expect(!explain.err.contains("note:"), "\(explain.err)")
    let bad = CLI.run(base + ["--notes", "some"], stdin: Self.policy)
    #expect(bad.code == 2)
    #expect(bad.err.contains("expected all, summary or none"))
  }

  /// The storyboard defines CheckoutViewController and PromoCodeField: explain and simulate know
  /// them as lint does. A JSON scene's classes do not declare them to the compiler, so there the
  /// warning is still given (the check above could not pass by printing nothing).
  @Test func noFalseUnknownClassWarningWithAStoryboard() {
    for command in [
      ["explain", "--policy", "-", "--storyboard", Self.storyboard, "--all"],
      [
        "simulate", "--policy", "-", "--storyboard", Self.storyboard, "--controller",
        "CheckoutViewController", "--events", Self.events,
      ],
    ] {
      let result = CLI.run(command, stdin: Self.policy)
      #expect(result.code == 0, "\(command): \(result.err)")
      #expect(!result.err.contains("[W001]"), "\(command): \(result.err)")
      #expect(!result.err.contains("unknown class"), "\(command): \(result.err)")
    }
    let json = CLI.run(
      ["explain", "--policy", "-", "--scene", Self.scene, "--all"], stdin: Self.policy)
    #expect(json.err.contains("W001"), "\(json.err)")
  }

  @Test func eventScriptsAcceptVersionOneFirst() throws {
    let directory = try CLI.temporaryDirectory()
    let original = try String(contentsOfFile: Self.events, encoding: .utf8)
    let plain = CLI.run([
      "simulate", "--policy", CLI.path("rules/examples/checkout.kbpolicy"), "--scene", Self.scene,
      "--events", Self.events,
    ])
    #expect(plain.code == 0, "\(plain.err)")
    // In place of the script's first line (a comment), so every event keeps its line number.
    let firstLine = original.prefix { $0 != "\n" }
    let versioned = try CLI.write(
      "version 1" + original.dropFirst(firstLine.count), "versioned.events", in: directory)
    let run = CLI.run([
      "simulate", "--policy", CLI.path("rules/examples/checkout.kbpolicy"), "--scene", Self.scene,
      "--events", versioned,
    ])
    #expect(run.code == 0, "\(run.err)")
    #expect(run.err.isEmpty)
    // The same steps (the header names the other file).
    #expect(run.out.replacingOccurrences(of: versioned, with: Self.events) == plain.out)

    let late = try CLI.write("focus email\nversion 1\n", "late.events", in: directory)
    let lateRun = CLI.run([
      "simulate", "--policy", CLI.path("rules/examples/checkout.kbpolicy"), "--scene", Self.scene,
      "--events", late,
    ])
    #expect(lateRun.code == 1)
    #expect(
      lateRun.err.contains(
        "late.events:2:1: error: 'version 1' goes on the first line of the script, before any event [V001]"
      ), "\(lateRun.err)")
    let two = try CLI.write("version 2\nfocus email\n", "two.events", in: directory)
    let twoRun = CLI.run([
      "simulate", "--policy", CLI.path("rules/examples/checkout.kbpolicy"), "--scene", Self.scene,
      "--events", two,
    ])
    #expect(twoRun.code == 1)
    #expect(
      twoRun.err.contains(
        "two.events:1:9: error: the event script format has one version: 'version 1', not 'version 2' [V002]"
      ), "\(twoRun.err)")
  }
}
