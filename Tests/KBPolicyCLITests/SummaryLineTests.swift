import Foundation
import Testing

@testable import KBPolicyCLI

/// `check` and a clean `lint` end with one summary line on standard error on a terminal, and
/// print nothing extra when standard error is not one (pipes, CI, tests) or for machine reporters.
@Suite struct SummaryLineTests {
  /// `N files, N errors, N warnings in T` with T in ms or s, as the last line.
  func summary(_ text: String) -> Substring? {
    let last = text.split(separator: "\n").last ?? ""
    return last.wholeMatch(of: /\d+ files?, \d+ errors?, \d+ warnings? in \d+(\.\d\d)? m?s/) != nil
      ? last : nil
  }

  func policies() throws -> (clean: String, warning: String) {
    let dir = try CLI.temporaryDirectory()
    return (
      try CLI.write("version 1\navoidance { distance = 12 }\n", "clean.kbpolicy", in: dir),
      try CLI.write("version 1\navoidance { disable in Legacy }\n", "warn.kbpolicy", in: dir)
    )
  }

  @Test func checkOnATerminalEndsWithTheSummary() throws {
    let (clean, warning) = try policies()
    let quiet = CLI.run(["check", clean], terminal: true)
    #expect(quiet.code == 0)
    #expect(quiet.out.isEmpty)
    let line = try #require(summary(quiet.err), "no summary in \(quiet.err)")
    #expect(line.hasPrefix("1 file, 0 errors, 0 warnings in "))
    #expect(quiet.err.split(separator: "\n").count == 1)
    // With findings, the human reporter's own count line ends the output.
    let found = CLI.run(["check", clean, warning], terminal: true)
    #expect(found.err.contains("warning[W001]"))
    #expect(found.err.hasSuffix("0 errors, 1 warning in 2 files\n"))
  }

  @Test func cleanLintOnATerminalSaysSo() throws {
    let (clean, _) = try policies()
    // The same file given twice is one file.
    let result = CLI.run(["lint", clean, clean], terminal: true)
    #expect(result.code == 0)
    #expect(try #require(summary(result.err)).hasPrefix("1 file, 0 errors, 0 warnings in "))
  }

  @Test func nothingExtraOffATerminalOrForMachineReporters() throws {
    let (clean, warning) = try policies()
    #expect(CLI.run(["check", clean]).err.isEmpty)
    #expect(CLI.run(["lint", clean]).err.isEmpty)
    #expect(CLI.run(["check", "--reporter", "xcode", clean], terminal: true).err.isEmpty)
    for reporter in ["xcode", "json", "sarif", "github"] {
      let onTerminal = CLI.run(["lint", "--reporter", reporter, clean, warning], terminal: true)
      let piped = CLI.run(["lint", "--reporter", reporter, clean, warning])
      #expect(onTerminal.out == piped.out, "\(reporter)")
      #expect(onTerminal.err == piped.err, "\(reporter)")
      #expect(summary(onTerminal.err) == nil && summary(onTerminal.out) == nil, "\(reporter)")
    }
    // Off a terminal, check keeps its plain count line after diagnostics (no time: stable).
    #expect(CLI.run(["check", warning]).err.hasSuffix("\n0 errors, 1 warning in 1 file\n"))
  }

  @Test func timeIsInMillisecondsUnderASecond() {
    #expect(RunSummary.format(.milliseconds(12)) == "12 ms")
    #expect(RunSummary.format(.microseconds(400)) == "0 ms")
    #expect(RunSummary.format(.milliseconds(1254)) == "1.25 s")
    #expect(RunSummary.format(.milliseconds(2007)) == "2.01 s")
    #expect(
      RunSummary().line(files: 1, errors: 2, warnings: 1, elapsed: .milliseconds(3))
        == "1 file, 2 errors, 1 warning in 3 ms\n")
  }
}
