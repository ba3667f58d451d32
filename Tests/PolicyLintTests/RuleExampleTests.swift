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

/// One corrections example of one rule, as a test argument.
struct CorrectionCase: Sendable, CustomTestStringConvertible {
  var rule: RuleDescription
  var correction: Correction
  var index: Int

  var testDescription: String { "\(rule.id) correction #\(index + 1)" }

  static let all: [CorrectionCase] = RuleRegistry.descriptions.flatMap { rule in
    rule.corrections.enumerated().map { CorrectionCase(rule: rule, correction: $1, index: $0) }
  }
}

/// Applies fix-its to a text, as an editor would: every edit against the original text.
enum FixItApplier {
  /// The text with every fix-it applied (identical edits once); `nil` when two edits overlap.
  static func apply(_ fixIts: [Diagnostic.FixIt], to text: String) -> String? {
    var edits: [(start: Int, end: Int, replacement: String)] = []
    for fixIt in fixIts {
      let edit = (fixIt.range.start.offset, fixIt.range.end.offset, fixIt.replacement)
      if !edits.contains(where: { $0 == edit }) { edits.append(edit) }
    }
    edits.sort { ($0.start, $0.end) < ($1.start, $1.end) }
    for (previous, next) in zip(edits, edits.dropFirst()) where next.start < previous.end {
      return nil
    }
    var bytes = Array(text.utf8)
    for edit in edits.reversed() {
      guard edit.start <= edit.end, edit.end <= bytes.count else { return nil }
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
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

  @Test func registryIsWrittenSortedAndUnique() {
    // The registry lists its rules in id order itself (it does not sort), so this can fail.
    let ids = RuleRegistry.rules.map { $0.ruleDescription.id }
    #expect(ids == ids.sorted(), "keep RuleRegistry.rules sorted by id")
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

  @Test(arguments: CorrectionCase.all)
  func correction(_ testCase: CorrectionCase) throws {
    let example = testCase.correction.before
    let location = Testing.SourceLocation(
      fileID: example.fileID, filePath: example.filePath, line: example.line, column: example.column
    )
    let linter = Linter(scenes: decodeScenes(example.scenes, sourceLocation: location))
    let text = example.strippedText
    let findings = linter.lint(SourceFile(path: "example.kbpolicy", text: text))
      .filter { $0.code == testCase.rule.code }
    let fixIts = findings.flatMap(\.fixIts)
    #expect(
      !fixIts.isEmpty, "a corrections example needs findings with fix-its", sourceLocation: location
    )
    let corrected = try #require(
      FixItApplier.apply(fixIts, to: text), "the fix-its overlap", sourceLocation: location)
    #expect(corrected == testCase.correction.after, sourceLocation: location)
    let again = linter.lint(SourceFile(path: "example.kbpolicy", text: corrected))
    #expect(
      !again.contains { $0.code == testCase.rule.code },
      "the corrected text still has findings of \(testCase.rule.id)", sourceLocation: location)
    #expect(
      !again.contains { $0.severity == .error }, "the corrected text must be a valid policy",
      sourceLocation: location)
  }

  /// A rule has corrections examples exactly when its findings carry fix-its.
  @Test(arguments: RuleRegistry.descriptions)
  func correctionsExactlyForRulesWithFixIts(_ rule: RuleDescription) {
    let offersFixIts = rule.triggering.contains { example in
      let scenes = decodeScenes(example.scenes, sourceLocation: #_sourceLocation)
      return Linter(scenes: scenes).lint(
        SourceFile(path: "example.kbpolicy", text: example.strippedText)
      ).contains { $0.code == rule.code && !$0.fixIts.isEmpty }
    }
    #expect(
      offersFixIts == !rule.corrections.isEmpty,
      offersFixIts
        ? "\(rule.id) offers fix-its: give it a corrections example"
        : "\(rule.id) offers no fix-its in its triggering examples but has corrections")
  }

  @Test func fixItApplierAppliesBackToFrontAndRefusesOverlaps() {
    let file = "f.kbpolicy"
    func range(_ start: Int, _ end: Int) -> SourceRange {
      SourceRange(
        start: SourceLocation(file: file, line: 1, column: start + 1, offset: start),
        end: SourceLocation(file: file, line: 1, column: end + 1, offset: end))
    }
    let edits = [
      Diagnostic.FixIt(message: "b", range: range(4, 5), replacement: "BB"),
      Diagnostic.FixIt(message: "a", range: range(0, 1), replacement: ""),
    ]
    #expect(FixItApplier.apply(edits, to: "abc def") == "bc BBef")
    #expect(FixItApplier.apply(edits + [edits[0]], to: "abc def") == "bc BBef")
    let overlapping = [
      Diagnostic.FixIt(message: "x", range: range(0, 3), replacement: "x"),
      Diagnostic.FixIt(message: "y", range: range(2, 4), replacement: "y"),
    ]
    #expect(FixItApplier.apply(overlapping, to: "abc def") == nil)
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
