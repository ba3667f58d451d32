import Foundation
import Testing

@testable import KBPolicyCLI

/// Nothing an input holds can become a GitHub Actions workflow command: with `--reporter github`
/// only the reporter's own annotations start with `::`, and everything else printed (scene and
/// Interface Builder diagnostics, notes, file names) has `##[` and a leading `::` neutralised
/// (shown as `\u{23}` and `\u{3A}`), with every reporter.
@Suite struct WorkflowCommandTests {
  /// The lines of `text` a runner would read as a command.
  static func commands(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter {
      $0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::") || $0.contains("##[")
    }
  }

  @Test func sceneKeysCannotStopOrForgeAnnotations() throws {
    let directory = try CLI.temporaryDirectory()
    let scene = try CLI.write(
      """
      {"version": 1, "window": {"width": 393, "height": 852}, "##[stop-commands]x": 1,
       "::error title=Forged::y": 2,
       "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 393, 852]}]}
      """, "s.json", in: directory)
    let policy = try CLI.write(
      "version 1\nfield email { distance = 30 }\n", "p.kbpolicy", in: directory)
    let run = CLI.run(["lint", "--reporter", "github", policy, "--scene", scene])
    #expect(run.err.contains("\\u{23}[stop-commands]x"), "\(run.err)")
    #expect(Self.commands(run.err).isEmpty, "\(run.err)")
    // The reporter's own annotations are still there, on standard output.
    let annotations = Self.commands(run.out)
    #expect(!annotations.isEmpty, "\(run.out)")
    #expect(
      annotations.allSatisfy { $0.hasPrefix("::warning file=") || $0.hasPrefix("::error file=") })
  }

  @Test(arguments: [
    ["check"], ["check", "--reporter", "xcode"], ["lint", "--reporter", "xcode"],
    ["fmt", "--check"],
  ])
  func aFileNameCannotForgeAnAnnotation(command: [String]) throws {
    // Named relative to the working directory, so lines start with the name.
    let name = "::error title=Forged::\(UUID().uuidString).kbpolicy"
    let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let path = try CLI.write("version 1\navoidance {\ndistance = 1e999\n}\n", name, in: directory)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = CLI.run(command + [name])
    #expect(run.code != 0)
    #expect(Self.commands(run.err).isEmpty, "\(command): \(run.err)")
    #expect(Self.commands(run.out).isEmpty, "\(command): \(run.out)")
  }
}
