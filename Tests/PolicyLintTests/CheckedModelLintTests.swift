import PolicyLanguage
import Testing

@testable import PolicyLint

/// Lint reads settings from the compiler's checked model (`CheckedPolicy`): by `SettingKey`,
/// with typed values, so a value the compiler rejects gets the compiler's one finding, never a
/// second one from lint.
@Suite struct CheckedModelLintTests {
  func codes(_ text: String) -> [String] {
    Linter().lint(SourceFile(path: "app.kbpolicy", text: text)).map(\.code)
  }

  @Test func aDistanceTheCompilerRejectsHasOnlyTheCompilersFinding() {
    // 2000000 is past the ±1000000 pt length range: the compiler's error alone, not also
    // distance-range (L008, "above 200 pt").
    let rejected = codes("version 1\n\navoidance {\n  distance = 2000000\n}\n")
    #expect(!rejected.contains("L008"))
    #expect(rejected.count == 1)
    // 250 is accepted: lint's finding (250 > 200).
    #expect(codes("version 1\n\navoidance {\n  distance = 250\n}\n") == ["L008"])
    // The spelling is the one written: `0250` stays `0250` in the message.
    let finding = Linter().lint(
      SourceFile(path: "app.kbpolicy", text: "version 1\n\nfield \"a\" {\n  distance = 0250\n}\n"))
    #expect(finding.map(\.message) == ["distance '0250' is above 200 pt"])
  }

  @Test func toolbarDisplaySettingsAreFoundByKeyInEveryBlock() {
    let text = """
      version 1

      toolbar {
        enabled = false
        placeholder = false
      }

      controller UIViewController {
        toolbar.previous-next = never
      }

      field "email" {
        toolbar.placeholder = true
      }

      """
    let findings = Linter().lint(SourceFile(path: "app.kbpolicy", text: text))
    // Three display settings (lines 5, 9, 13), each a finding of toolbar-settings-unused.
    #expect(findings.map(\.range.start.line) == [5, 9, 13])
    #expect(Set(findings.map(\.code)).count == 1)
    #expect(
      findings.first?.message
        == "'placeholder' has no effect: the toolbar is never on in this policy")
  }
}
