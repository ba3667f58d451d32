import Foundation
import Testing

/// `migrate --out` and `--report` never name one file (as written, through `./`, through a link,
/// also one not yet written) nor an input: either is refused before anything is written.
@Suite struct MigrateOutputSafetyTests {
  /// A copy of the shipped IQ app in a fresh directory.
  static func app() throws -> URL {
    let directory = try CLI.temporaryDirectory()
    let app = directory.appendingPathComponent("app")
    try FileManager.default.copyItem(
      atPath: CLI.path("rules/examples/iq-app"), toPath: app.path)
    return directory
  }

  @Test func outAndReportThroughDotSlashAreOneFile() throws {
    let directory = try Self.app()
    let out = directory.appendingPathComponent("x.kbpolicy").path
    let dotted = directory.appendingPathComponent("./x.kbpolicy").path
    let run = CLI.run([
      "migrate", directory.appendingPathComponent("app").path, "--out", out, "--report", dotted,
    ])
    #expect(run.code == 2, "\(run.err)")
    #expect(run.err.contains("name the same file"), "\(run.err)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  /// A link to the policy's file, before it exists and after: refused both times, and the
  /// policy written earlier is left as it is.
  @Test func aLinkToTheOutputIsTheSameFile() throws {
    let directory = try Self.app()
    let app = directory.appendingPathComponent("app").path
    let out = directory.appendingPathComponent("x.kbpolicy").path
    let link = directory.appendingPathComponent("y.json").path
    #expect(symlink("x.kbpolicy", link) == 0)
    let dangling = CLI.run(["migrate", app, "--out", out, "--report", link])
    #expect(dangling.code == 2, "\(dangling.err)")
    #expect(dangling.err.contains("name the same file"), "\(dangling.err)")
    #expect(CLI.run(["migrate", app, "--out", out]).code == 0)
    let before = try String(contentsOfFile: out, encoding: .utf8)
    let existing = CLI.run(["migrate", app, "--out", out, "--report", link])
    #expect(existing.code == 2, "\(existing.err)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == before)
  }

  @Test(arguments: ["--out", "--report"])
  func anInputIsNeverReplaced(option: String) throws {
    let directory = try Self.app()
    let delegate = directory.appendingPathComponent("app/AppDelegate.swift").path
    let before = try String(contentsOfFile: delegate, encoding: .utf8)
    let run = CLI.run([
      "migrate", directory.appendingPathComponent("app").path, option, delegate,
    ])
    #expect(run.code == 2, "\(run.err)")
    #expect(run.err.contains("names the input"), "\(run.err)")
    #expect(try String(contentsOfFile: delegate, encoding: .utf8) == before)
  }
}
