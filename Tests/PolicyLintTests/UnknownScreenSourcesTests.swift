import PolicyLanguage
import Testing

@testable import PolicyLint

/// `unknown-screen` with the app's code (`--sources`): screen names and field names checked
/// against the names the code gives; without code or scenes the rule stays silent.
@Suite struct UnknownScreenSourcesTests {
  static let text = """
    version 1
    avoidance { disable in screen "Chat" }
    screen "SingUp" { distance = 16 }
    field "emial" { distance = 20 }
    field "name" { distance = 20 }

    """

  static func findings(_ names: SourceNames?) -> [Diagnostic] {
    var linter = Linter()
    linter.sourceNames = names
    return linter.lint(SourceFile(path: "app.kbpolicy", text: text)).filter { $0.code == "L019" }
  }

  @Test func namesNoCodeGivesAreReportedWithADidYouMean() throws {
    let findings = Self.findings(SourceNames(screens: ["SignUp"], fields: ["email", "name"]))
    #expect(findings.map(\.range.start.line) == [2, 3, 4])
    #expect(
      findings[0].message
        == "screen 'Chat' is declared by nothing in the sources (no '.keyboardPolicyScreen(\"Chat\")')"
    )
    #expect(findings[1].fixIts.map(\.replacement) == ["\"SignUp\""])
    #expect(findings[2].fixIts.map(\.replacement) == ["\"email\""])
  }

  @Test func withoutCodeOrScenesNothingIsReported() {
    #expect(Self.findings(nil).isEmpty)
  }

  @Test func everyNameDeclaredIsClean() {
    let names = SourceNames(screens: ["SignUp", "SingUp", "Chat"], fields: ["emial", "name"])
    #expect(Self.findings(names).isEmpty)
  }
}

/// Lint's fix-its and messages on lists and blocks that hold screens.
@Suite struct ScreenListLintTests {
  @Test func removingAClassBesideAScreenKeepsTheScreen() throws {
    let text = """
      version 1
      avoidance {
        enabled = false
        enable in UIAlertController, screen "Chat"
      }

      """
    let findings = Linter().lint(SourceFile(path: "app.kbpolicy", text: text))
    let exempt = try #require(findings.first { !$0.fixIts.isEmpty && $0.code.hasPrefix("L") })
    let fix = try #require(exempt.fixIts.first)
    #expect(fix.replacement == "")
    // The class and its comma go; `screen "Chat"` stays.
    #expect(fix.range.start.column == 13)
    #expect(fix.range.end.column == 32)
  }

  @Test func aScreenBlockIsNamedAsWritten() {
    let text = "version 1\nscreen \"SignUp\" { distance = 10 }\n"
    let findings = Linter().lint(SourceFile(path: "app.kbpolicy", text: text))
    #expect(findings.contains { $0.message.contains("in 'screen \"SignUp\"'") })
    #expect(!findings.contains { $0.message.contains("controller screen") })
  }

  @Test func aScreenListedTwiceIsW002() {
    let text = "version 1\navoidance { disable in screen \"Chat\", screen \"Chat\" }\n"
    let result = Policy.compile(SourceFile(path: "app.kbpolicy", text: text))
    #expect(result.diagnostics.map(\.code) == ["W002"])
    #expect(
      result.diagnostics.first?.message == "'screen \"Chat\"' is listed twice in 'disable in'")
  }
}
