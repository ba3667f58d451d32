import PolicyLanguage
import Testing
@testable import PolicyLint

@Suite struct SuppressionTests {
  private func lint(_ text: String) -> [String] {
    Linter().lint(SourceFile(path: "s.kbpolicy", text: text)).summary
  }

  @Test func withReasonSilencesTheFindingOnTheNextLine() {
    #expect(
      lint(
        "version 1\navoidance {\n  # kbpolicy: ignore distance-range -- a 400 pt custom keyboard\n  distance = 250\n}\n"
      ) == [])
  }

  @Test func withReasonAtTheEndOfTheLine() {
    #expect(
      lint(
        "version 1\navoidance {\n  distance = 250  # kbpolicy: ignore L008 -- custom keyboard\n}\n")
        == [])
  }

  @Test func withoutReasonIsAFindingButStillSilences() {
    #expect(
      lint("version 1\navoidance {\n  # kbpolicy: ignore distance-range\n  distance = 250\n}\n")
        == ["L012@3:3"])
    #expect(
      lint(
        "version 1\navoidance {\n  # kbpolicy: ignore distance-range --   \n  distance = 250\n}\n")
        == ["L012@3:3"])
  }

  @Test func unusedSuppressionIsAFinding() {
    #expect(
      lint(
        "version 1\navoidance {\n  # kbpolicy: ignore distance-range -- tall keyboard\n  distance = 20\n}\n"
      ) == ["L013@3:22"])
  }

  @Test func onlyTheNamedRuleOnlyOnItsLine() {
    let text = """
      version 1
      avoidance {
        # kbpolicy: ignore redundant-override -- wrong rule
        distance = 250
        enabled = true
      }

      """
    #expect(lint(text) == ["L013@3:22", "L008@4:3"])
  }

  @Test func severalRulesAndUnknownNames() {
    let text = """
      version 1
      class LegacyFormViewController: UIViewController
      avoidance {
        enabled = true
        enable in LegacyFormViewController  # kbpolicy: ignore dead-enable, distance-rnage -- kept for the old flow
      }

      """
    let findings = Linter().lint(SourceFile(path: "s.kbpolicy", text: text))
    #expect(findings.summary == ["L012@5:71"])
    #expect(findings.first?.notes.first?.message == "did you mean 'distance-range'?")
    #expect(findings.first?.fixIts.first?.replacement == "distance-range")
  }

  @Test func malformedDirective() {
    #expect(lint("version 1\n# kbpolicy: disable dead-enable -- x\n") == ["L012@2:1"])
    #expect(lint("version 1\n# kbpolicy: ignore -- no rule\n") == ["L012@2:1"])
  }

  @Test func ordinaryCommentsAreNotSuppressions() {
    #expect(lint("version 1\n# kbpolicy is great; ignore this\n# note: kbpolicy: ignore x\n") == [])
  }

  @Test func languageErrorsCannotBeSuppressed() {
    let findings = lint(
      "version 1\ntoolbar {\n  order = postion  # kbpolicy: ignore E043 -- no\n}\n")
    #expect(findings.contains("E043@3:11"))
    #expect(findings.contains("L012@3:39"))
  }

  @Test func shippedRulesLintClean() throws {
    for url in LintFixtures.shippedPolicies {
      let source = SourceFile(
        path: LintFixtures.relative(url), text: try String(contentsOf: url, encoding: .utf8))
      #expect(Linter().lint(source).isEmpty, "\(source.path)")
    }
    #expect(!LintFixtures.shippedPolicies.isEmpty)
  }
}
