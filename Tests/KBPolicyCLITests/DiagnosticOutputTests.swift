import Foundation
import Testing

@testable import KBPolicyCLI

/// What every command prints stays small whatever the input: a capped, elided, escaped report.
@Suite struct DiagnosticOutputTests {
  /// A 2 MB line of `@ @ @`: 1000 parse errors, each once printing the whole line (2 GB).
  @Test func aHugeLineOfErrorsPrintsLittle() {
    let line = String(repeating: "@ ", count: 1 << 20)
    let result = CLI.run(["check", "-"], stdin: "version 1\n" + line + "\n")
    #expect(result.code == 1)
    #expect(result.err.utf8.count < 100_000)
    #expect(result.err.contains("more diagnostics not shown (at most 100 per file)"))
  }

  /// Duplicate classes on one line: a capped report for check and for every lint reporter.
  @Test func manyDuplicatesOnOneLine() throws {
    let names = Array(repeating: "UITableView", count: 10_000).joined(separator: ", ")
    let policy = "version 1\n\ntoolbar {\n  deep-containers \(names)\n}\n"
    let check = CLI.run(["check", "-"], stdin: policy)
    #expect(check.err.utf8.count < 100_000)
    #expect(check.err.contains("more diagnostics not shown"))
    // Lint with 1,000 (past the cap of 100; lint's own cost on this shape is another matter).
    let fewer = Array(repeating: "UITableView", count: 1_000).joined(separator: ", ")
    let lintPolicy = "version 1\n\ntoolbar {\n  deep-containers \(fewer)\n}\n"
    for reporter in ["human", "xcode", "github"] {
      let lint = CLI.run(["lint", "--reporter", reporter, "-"], stdin: lintPolicy)
      #expect(lint.out.utf8.count + lint.err.utf8.count < 400_000, "\(reporter)")
      #expect((lint.out + lint.err).contains("not shown"), "\(reporter)")
    }
    // Machine reports carry every result (capped per run, far above this: MachineReportTests).
    for reporter in ["json", "sarif"] {
      let lint = CLI.run(["lint", "--reporter", reporter, "-"], stdin: lintPolicy)
      #expect(lint.out.components(separatedBy: "is listed twice").count - 1 >= 999, "\(reporter)")
      #expect(!lint.out.contains("omitted"), "\(reporter)")
    }
  }

  @Test func anEscapeCharacterIsNeverEchoedRaw() {
    let policy = "version 1\n\nfield \"\u{1B}]0;owned\u{07}\" {\n  distanse = 1\n}\n"
    for command in [["check", "-"], ["lint", "--reporter", "human", "-"], ["compile", "-"]] {
      let result = CLI.run(command, stdin: policy)
      #expect(!(result.out + result.err).unicodeScalars.contains { $0.value == 0x1B }, "\(command)")
    }
    let lint = CLI.run(["lint", "--reporter", "xcode", "-"], stdin: "version 1\n\u{1B}\n")
    #expect(lint.err.lowercased().contains("\\u{1b}"))
  }

  @Test func argumentsAreEchoedEscaped() {
    for arguments in [
      ["\u{1B}]0;x\u{07}"], ["check", "--\u{1B}[2J"], ["check", "/nonexistent/\u{1B}c"],
    ] {
      let result = CLI.run(arguments)
      #expect(result.code == 2)
      #expect(!result.err.unicodeScalars.contains { $0.value == 0x1B }, "\(arguments)")
      #expect(result.err.contains("\\u{1B}"), "\(arguments)")
    }
  }

  @Test func eventScriptErrorsAreCapped() throws {
    let directory = try CLI.temporaryDirectory()
    let events = try CLI.write(
      String(repeating: "jump\n", count: 300), "bad.events", in: directory)
    let result = CLI.run([
      "simulate", "--policy", CLI.path("rules/examples/checkout.kbpolicy"), "--scene",
      CLI.path("rules/examples/checkout.scene.json"), "--events", events,
    ])
    #expect(result.code == 1)
    #expect(result.err.components(separatedBy: "unknown event 'jump'").count - 1 == 100)
    #expect(result.err.contains("200 more diagnostics not shown"))
  }

  @Test func sceneIssuesAreCapped() throws {
    let directory = try CLI.temporaryDirectory()
    let views = (0..<300).map { "{\"id\": \"v\($0)\", \"frame\": [0, 0, 1]}" }
    let scene = try CLI.write(
      "{\"window\": [393, 852], \"views\": [\(views.joined(separator: ", "))]}", "s.json",
      in: directory)
    let result = CLI.run([
      "explain", "--policy", CLI.path("rules/examples/checkout.kbpolicy"), "--scene", scene,
    ])
    #expect(result.code == 1)
    #expect(result.err.components(separatedBy: "[S003]").count - 1 == 100)
    #expect(result.err.contains("200 more diagnostics not shown"))
  }
}
