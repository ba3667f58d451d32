import Foundation
import PolicyLanguage
import TestSupport
import Testing

@testable import PolicyTesting

/// Mangled test files never trap the parser, the runner or `--update`; every diagnostic lies
/// inside its file; an update either changes nothing or yields a file that parses.
@Suite struct TestFileRobustnessTests {
  static let seeds: [String] = {
    let examples = ["rules/examples/checkout.kbtest", "rules/examples/chat.kbtest"]
    return examples.compactMap { try? Repository.text($0) }
  }()

  /// Pieces spliced into the files: tokens of the format and troublesome bytes.
  static let pieces = [
    "{", "}", "\"", "±", "+-", "=", "expect", "test \"t\" {", "events {", "from", ":", ":0",
    "\n", "\r\n", "\t", "#", "é", "\u{0}", "-1e309", "nan", "9999999999999999999999", "version 2",
    "field", "keyboard-height 1e308", "focus", "keyboard show height",
    "storyboard \"x\" controller",
  ]

  @Test func mangledFilesNeverTrap() throws {
    var random = SeededRandom(seed: 16)
    let files = Support.files([
      "t/app.kbpolicy": Support.policy, "t/form.json": Support.scene,
      "t/checkout.kbpolicy": Support.policy, "t/checkout.scene.json": Support.scene,
      "t/chat.kbpolicy": Support.policy, "t/chat.scene.json": Support.scene,
      "t/signup.scene.json": Support.scene,
    ])
    #expect(Self.seeds.count == 2)
    for case_ in 0..<300 {
      var bytes = Array(Self.seeds[case_ % Self.seeds.count].utf8)
      for _ in 0..<random.int(1...6) {
        let at = random.below(bytes.count + 1)
        switch random.below(3) {
        case 0: bytes.insert(contentsOf: Array(random.pick(Self.pieces).utf8), at: at)
        case 1: if at < bytes.count { bytes.remove(at: at) }
        default:
          let end = min(bytes.count, at + random.int(1...40))
          bytes.removeSubrange(at..<end)
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let source = SourceFile(path: "t/x.kbtest", text: text)
      let parsed = TestFileParser.parse(source)
      let size = text.utf8.count
      for d in parsed.diagnostics {
        #expect(d.range.start.offset <= size && d.range.end.offset <= size, "\(text)")
        #expect(d.range.start.line >= 1 && d.range.start.line <= source.lineStarts.count)
      }
      var runner = PolicyTestRunner(files: files, update: true)
      let result = runner.run(parsed)
      #expect(result.results.count == parsed.tests.count)
      if let updated = result.updatedText {
        let reparsed = TestFileParser.parse(SourceFile(path: "t/x.kbtest", text: updated))
        #expect(reparsed.tests.count == parsed.tests.count, "\(text)\n---\n\(updated)")
      }
    }
  }
}
