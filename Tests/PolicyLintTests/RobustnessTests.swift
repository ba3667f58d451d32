import Foundation
import PolicyFormatter
import PolicyLanguage
import Testing
@testable import PolicyLint

/// Mutated policies: the linter and the formatter never trap, and formatting stays idempotent.
@Suite struct RobustnessTests {
  /// A small deterministic generator (SplitMix64).
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
  }

  static let seeds: [String] = LintFixtures.allPolicies.compactMap {
    try? String(contentsOf: $0, encoding: .utf8)
  }
  static let pieces = [
    "{", "}", "\n", "#", " kbpolicy: ignore ", "--", "\"", ",", "=", ".", "enable in ",
    "disable in ",
    "UITableView", "field ", "controller ", "distance = 999", "é", "\t", "\r\n", "extends none\n",
  ]

  @Test(arguments: 0..<40)
  func mutatedPoliciesNeverTrap(_ seed: Int) {
    var generator = Generator(state: UInt64(seed) &* 7919 &+ 1)
    guard !Self.seeds.isEmpty else { return }
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
    for reporter in LintReporter.allCases {
      _ = reporter.render([LintFileResult(source: source, diagnostics: diagnostics)])
    }
    if let once = Formatter.format(source).text {
      #expect(Formatter.format(SourceFile(path: "mutant.kbpolicy", text: once)).text == once)
    }
  }
}
