import Foundation
import Testing
@testable import PolicyLint

@Suite struct ReadmeTests {
  static let begin = "<!-- rules:begin -->\n"
  static let end = "<!-- rules:end -->"

  /// README.md's rule table, or README-lint.md's until the fragment is spliced into README.md.
  static func documentedTable() throws -> (file: String, table: String?) {
    for name in ["README.md", "README-lint.md"] {
      let url = LintFixtures.repository.appendingPathComponent(name)
      guard let text = try? String(contentsOf: url, encoding: .utf8), text.contains(begin) else {
        continue
      }
      guard let start = text.range(of: begin),
        let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
      else { return (name, nil) }
      return (name, String(text[start.upperBound..<stop.lowerBound]))
    }
    return ("README.md", nil)
  }

  @Test func ruleTableIsCurrent() throws {
    let (file, table) = try Self.documentedTable()
    let documented = try #require(
      table, "\(file) has no '\(Self.begin.dropLast())' ... '\(Self.end)' rule table")
    #expect(
      documented == RuleRegistry.markdownTable(),
      "\(file)'s rule table is stale: replace it with the output of 'kbpolicy rules --markdown'")
  }

  @Test func everyRuleIsInTheTable() {
    let table = RuleRegistry.markdownTable()
    for rule in RuleRegistry.descriptions {
      #expect(table.contains("| `\(rule.id)` | \(rule.code) | \(rule.severity.rawValue) |"))
    }
  }
}
