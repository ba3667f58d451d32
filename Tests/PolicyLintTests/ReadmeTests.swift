import Foundation
import TestSupport
import Testing

@testable import PolicyLint

/// docs/lint.md's rule table is the catalogue's.
@Suite struct ReadmeTests {
  static let begin = "<!-- rules:begin -->\n"
  static let end = "<!-- rules:end -->"

  /// docs/lint.md's rule table, between the markers.
  static func documentedTable() throws -> String {
    let text = try Repository.text("docs/lint.md")
    let start = try #require(
      text.range(of: begin), "docs/lint.md has no '\(begin.dropLast())' marker")
    let stop = try #require(
      text.range(of: end, range: start.upperBound..<text.endIndex),
      "docs/lint.md has no '\(end)' marker after the table")
    return String(text[start.upperBound..<stop.lowerBound])
  }

  @Test func ruleTableIsCurrent() throws {
    #expect(
      try Self.documentedTable() == RuleRegistry.markdownTable(),
      "docs/lint.md's rule table is stale: replace it with the output of 'kbpolicy rules --markdown'"
    )
  }

  @Test func everyRuleIsInTheTable() throws {
    let rows = try Self.documentedTable().split(separator: "\n").map(String.init)
    for rule in RuleRegistry.descriptions {
      let row = rows.first { $0.hasPrefix("| `\(rule.id)` |") }
      #expect(row != nil, "docs/lint.md's rule table lacks '\(rule.id)'")
      #expect(
        row?.hasPrefix("| `\(rule.id)` | \(rule.code) | \(rule.severity.rawValue) |") == true,
        "docs/lint.md lists '\(rule.id)' with another code or severity")
    }
    #expect(rows.count == 2 + RuleRegistry.descriptions.count, "one row per rule, no more")
  }
}
