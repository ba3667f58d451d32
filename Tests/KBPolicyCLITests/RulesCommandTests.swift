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
