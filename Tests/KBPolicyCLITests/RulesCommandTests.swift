import PolicyLint
import Testing
@testable import KBPolicyCLI

@Suite struct RulesCommandTests {
  @Test func tableListsEveryRule() {
    let result = CLI.run(["rules"])
    #expect(result.code == 0)
    for id in ["dead-enable", "shadowed-enable", "builtin-exempt", "unmatched-selector"] {
      #expect(result.out.contains(id))
    }
    #expect(result.out.hasPrefix("id "))
  }

  @Test func oneRuleInFullByIDOrCode() {
    let byID = CLI.run(["rules", "shadowed-enable"])
    #expect(byID.code == 0)
    #expect(byID.out.hasPrefix("shadowed-enable (L002, warning)\n"))
    #expect(byID.out.contains("rationale:"))
    #expect(byID.out.contains("enable in ↓SettingsViewController"))
    #expect(byID.out.contains("non-triggering examples:"))
    #expect(CLI.run(["rules", "L002"]).out == byID.out)
  }

  @Test func oneRuleInFullShowsItsCorrections() throws {
    let rule = try #require(RuleRegistry.descriptions.first { $0.id == "builtin-exempt" })
    let correction = try #require(rule.corrections.first)
    let result = CLI.run(["rules", rule.id])
    #expect(result.code == 0)
    let section = try #require(result.out.range(of: "\ncorrections ("))
    let after = result.out[section.upperBound...]
    // The policy after the fix-its, line by line, below the 'becomes:' of the first example.
    let becomes = try #require(after.range(of: "becomes:\n"))
    for line in correction.after.split(separator: "\n") {
      #expect(after[becomes.upperBound...].contains("       " + line))
    }
    // A rule without corrections prints no such section.
    let plain = try #require(RuleRegistry.descriptions.first { $0.corrections.isEmpty })
    #expect(!CLI.run(["rules", plain.id]).out.contains("\ncorrections ("))
  }

  @Test func unknownRuleSuggests() {
    let result = CLI.run(["rules", "dead-enabel"])
    #expect(result.code == 2)
    #expect(result.err.hasPrefix("error: no rule 'dead-enabel': did you mean 'dead-enable'?"))
  }

  @Test func markdownTable() {
    let result = CLI.run(["rules", "--markdown"])
    #expect(result.out.hasPrefix("| id | code | severity | summary |"))
  }
}
