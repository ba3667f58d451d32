import PolicyLanguage
import Testing
@testable import PolicyLint

/// One example of one rule, as a test argument.
struct RuleExampleCase: Sendable, CustomTestStringConvertible {
  var rule: RuleDescription
  var example: Example
  var triggering: Bool
  var index: Int

  var testDescription: String {
    "\(rule.id) \(triggering ? "triggering" : "non-triggering") #\(index + 1)"
  }

  static let all: [RuleExampleCase] = RuleRegistry.descriptions.flatMap { rule in
    rule.triggering.enumerated().map {
      RuleExampleCase(rule: rule, example: $1, triggering: true, index: $0)
    }
      + rule.nonTriggering.enumerated().map {
        RuleExampleCase(rule: rule, example: $1, triggering: false, index: $0)
      }
  }
}

@Suite struct RuleExampleTests {
  @Test(arguments: RuleExampleCase.all)
  func example(_ testCase: RuleExampleCase) {
    let example = testCase.example
    let location = Testing.SourceLocation(
      fileID: example.fileID, filePath: example.filePath, line: example.line, column: example.column
    )
    let scenes = decodeScenes(example.scenes, sourceLocation: location)
    let source = SourceFile(path: "example.kbpolicy", text: example.strippedText)
    let diagnostics = Linter(scenes: scenes).lint(source)
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(
      errors.isEmpty, "examples must be valid policies: \(errors.map(\.message))",
      sourceLocation: location)
    let found = diagnostics.filter { $0.code == testCase.rule.code }
      .map { "\($0.range.start.line):\($0.range.start.column)" }
    let expected = testCase.triggering ? example.markers.map { "\($0.line):\($0.column)" } : []
    #expect(
      found == expected,
      "\(testCase.rule.id): findings \(diagnostics.filter { $0.code == testCase.rule.code }.map(\.message))",
      sourceLocation: location)
    if testCase.triggering {
      #expect(
        !expected.isEmpty, "a triggering example needs a '↓' marker", sourceLocation: location)
    }
  }

  @Test(arguments: RuleRegistry.descriptions)
  func descriptionIsComplete(_ rule: RuleDescription) {
    #expect(!rule.triggering.isEmpty)
    #expect(!rule.nonTriggering.isEmpty)
    #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "id must be kebab-case")
    #expect(
      rule.code.count == 4 && rule.code.hasPrefix("L")
        && rule.code.dropFirst().allSatisfy(\.isNumber))
    #expect(!rule.summary.hasSuffix("."), "summary: no trailing period")
    #expect(rule.summary.first.map { !$0.isUppercase } ?? false, "summary starts lowercase")
    #expect(!rule.rationale.isEmpty)
  }

  @Test func registryIsSortedAndUnique() {
    let ids = RuleRegistry.descriptions.map(\.id)
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
    let codes = RuleRegistry.descriptions.map(\.code)
    #expect(Set(codes).count == codes.count)
    for required in [
      "dead-enable", "shadowed-enable", "builtin-exempt", "duplicate-entry", "conflicting-override",
      "redundant-override", "unknown-class", "distance-range", "toolbar-settings-unused",
      "unmatched-selector",
    ] {
      #expect(RuleRegistry.rule(required) != nil, "missing rule \(required)")
    }
  }

  @Test func findingsCarryRuleSeverityAndNotes() {
    let text = """
      version 1
      class SettingsViewController: UITableViewController

      avoidance {
        enabled = false
        disable in UIAlertController
        enable in SettingsViewController
      }
      """
    let diagnostics = Linter().lint(SourceFile(path: "a.kbpolicy", text: text))
    let shadowed = diagnostics.first { $0.code == "L002" }
    #expect(shadowed?.severity == .warning)
    #expect(
      shadowed?.notes.contains {
        $0.message.contains("default policy disables 'avoidance' in 'UITableViewController'")
      } == true)
  }
}
