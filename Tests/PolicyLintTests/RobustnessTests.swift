import Foundation
import PolicyFormatter
import PolicyLanguage
import TestSupport
import Testing
@testable import PolicyLint

/// Mutated policies: the linter and the formatter never trap, and formatting stays idempotent.
@Suite struct RobustnessTests {
  static let seeds: [String] = LintFixtures.allPolicies.compactMap {
    try? String(contentsOf: $0, encoding: .utf8)
  }
  static let pieces = [
    "{", "}", "\n", "#", " kbpolicy: ignore ", "--", "\"", ",", "=", ".", "enable in ",
    "disable in ",
    "UITableView", "field ", "controller ", "distance = 999", "é", "\t", "\r\n", "extends none\n",
  ]

  @Test(arguments: 0..<40)
  func mutatedPoliciesNeverTrap(_ seed: Int) throws {
    var generator = SeededRandom(seed: UInt64(seed) &* 7919 &+ 1)
    try #require(Self.seeds.count >= 10, "the fixture policies seed the mutations")
    var text = Array(Self.seeds[generator.below(Self.seeds.count)].unicodeScalars)
    for _ in 0..<(1 + generator.below(8)) {
      let position = generator.below(text.count + 1)
      switch generator.below(3) {
      case 0:
        text.insert(
          contentsOf: Self.pieces[generator.below(Self.pieces.count)].unicodeScalars, at: position)
      case 1:
        if position < text.count {
          text.removeSubrange(position..<min(text.count, position + 1 + generator.below(20)))
        }
      default:
        if position < text.count {
          text[position] = Unicode.Scalar(UInt8(32 + generator.below(95)))
        }
      }
    }
    var string = ""
    string.unicodeScalars.append(contentsOf: text)
    let source = SourceFile(path: "mutant.kbpolicy", text: string)
    let diagnostics = Linter().lint(source)
    // Every finding in the file points into it.
    for diagnostic in diagnostics where diagnostic.range.start.file == source.path {
      #expect(diagnostic.range.start.line >= 1 && diagnostic.range.start.column >= 1)
      #expect(diagnostic.range.start.offset <= string.utf8.count)
      #expect(diagnostic.range.start.offset <= diagnostic.range.end.offset)
    }
    for reporter in LintReporter.allCases {
      let report = reporter.render([LintFileResult(source: source, diagnostics: diagnostics)])
      if !diagnostics.isEmpty { #expect(!report.isEmpty, "\(reporter) rendered nothing") }
    }
    let formatted = Formatter.format(source)
    if let once = formatted.text {
      #expect(Formatter.format(SourceFile(path: "mutant.kbpolicy", text: once)).text == once)
    } else {
      // The formatter refuses only files with syntax errors, and says so.
      #expect(formatted.diagnostics.contains { $0.severity == .error })
    }
  }
}
