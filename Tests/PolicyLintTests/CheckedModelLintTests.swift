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

  /// The feature switch and the feature values are read from the checked model by key; what the
  /// file does not set comes from the default layer.
  @Test func featureSwitchesAndValuesComeFromTheCheckedModel() throws {
    let source = SourceFile(
      path: "app.kbpolicy", text: "version 1\n\ntoolbar {\n  enabled = true\n  order = tag\n}\n")
    let compiled = Policy.compile(source)
    let context = LintContext(
      source: source, file: try #require(compiled.file), policy: compiled.policy, scenes: [],
      checked: compiled.checked)
    #expect(context.enabled(.toolbar)?.value == true)
    #expect(context.enabled(.toolbar)?.setting?.range.start.line == 4)
    #expect(context.featureValue(.toolbarOrder)?.value == .order(.tag))
    // A switch is not a feature value.
    #expect(context.featureValue(.toolbar) == nil)
    #expect(context.featureValue(.distance)?.value == .number(10))
    #expect(context.enabled(.avoidance)?.setting?.range.start.file == Policy.defaultPolicyPath)
  }
}
