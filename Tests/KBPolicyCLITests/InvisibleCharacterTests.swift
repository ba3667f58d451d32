import Foundation
import Testing

/// `invisible-character` (L018) end to end: a bidirectional control, a zero-width space or a raw
/// ESC inside a policy string fails `lint --strict`, and the message shows it escaped.
@Suite struct InvisibleCharacterTests {
  @Test(arguments: [
    "promo\u{202E}code", "card\u{200B}number", "bell\u{1B}[31m", "soft\u{AD}hyphen",
  ])
  func aHiddenCharacterInAStringIsAWarning(name: String) throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(
      "version 1\n\nfield \"\(name)\" {\n  distance = 40\n}\n", "p.kbpolicy", in: directory)
    let run = CLI.run(["lint", "--reporter", "xcode", "--strict", policy])
    #expect(run.code == 1, "\(run.err)")
    #expect(run.err.contains("\(policy):3:7: warning: string '"), "\(run.err)")
    #expect(run.err.contains("[L018]"), "\(run.err)")
    // Nothing raw reaches the terminal: no control or bidirectional character in the output.
    #expect(
      !run.err.unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || (0x202A...0x202E).contains($0.value)
      }, "\(run.err)")
    let clean = try CLI.write(
      "version 1\n\nfield \"prénom\" {\n  distance = 40\n}\n", "q.kbpolicy", in: directory)
    #expect(CLI.run(["lint", "--strict", clean]).code == 0)
  }

  /// Every document the shipped examples point to (`see NAME.md`) exists.
  @Test func theShippedExamplesPointToDocumentsThatExist() throws {
    let examples = CLI.path("rules/examples")
    let names = try FileManager.default.contentsOfDirectory(atPath: examples)
    var checked = 0
    for name in names where name.hasSuffix(".storyboard") || name.hasSuffix(".kbpolicy") {
      let text = try String(contentsOfFile: examples + "/" + name, encoding: .utf8)
      for word in text.split(whereSeparator: { " \n(),;".contains($0) }) where word.hasSuffix(".md")
      {
        checked += 1
        #expect(
          FileManager.default.fileExists(atPath: CLI.path(String(word))),
          "\(name) points to \(word), which does not exist")
      }
    }
    #expect(checked > 0, "the storyboard names grammar.md")
  }
}
