import Foundation
import PolicyLanguage
import TestSupport
import Testing
@testable import PolicyLint

@Suite struct ReporterTests {
  static func results() throws -> [LintFileResult] {
    let source = SourceFile(
      path: "report/sample.kbpolicy", text: try LintFixtures.text("report/sample.kbpolicy"))
    let clean = SourceFile(path: "report/clean file.kbpolicy", text: "version 1\n")
    return [source, clean].map { LintFileResult(source: $0, diagnostics: Linter().lint($0)) }
  }

  @Test(arguments: [
    (LintReporter.human, "report/sample.human.txt"), (.xcode, "report/sample.xcode.txt"),
    (.json, "report/sample.json"), (.sarif, "report/sample.sarif"),
    (.github, "report/sample.github.txt"),
  ])
  func matchesGolden(_ reporter: LintReporter, _ golden: String) throws {
    LintFixtures.loader.checkGolden(reporter.render(try Self.results()), golden)
  }

  @Test func sampleHasFindingsOfEveryKind() throws {
    let diagnostics = try Self.results()[0].diagnostics
    #expect(
      diagnostics.summary == ["L008@7:3", "L002@8:13", "E043@12:11", "L009@13:3", "W003@20:1"])
  }

  @Test func jsonParsesWithKeyFields() throws {
    let text = LintReporter.json.render(try Self.results())
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(root["format_version"] as? Int == 1)
    let files = try #require(root["files"] as? [[String: Any]])
    #expect(files.count == 2)
    #expect(files[0]["path"] as? String == "report/sample.kbpolicy")
    let diagnostics = try #require(files[0]["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 5)
    let first = diagnostics[0]
    #expect(first["code"] as? String == "L008")
    #expect(first["rule"] as? String == "distance-range")
    #expect(first["severity"] as? String == "warning")
    #expect(first["line"] as? Int == 7)
    #expect(first["column"] as? Int == 3)
    #expect(diagnostics[2]["rule"] is NSNull)
    #expect(
      (diagnostics[2]["fix_its"] as? [[String: Any]])?.first?["replacement"] as? String
        == "position")
    let summary = try #require(root["summary"] as? [String: Any])
    #expect(summary["errors"] as? Int == 1)
    #expect(summary["warnings"] as? Int == 4)
  }

  @Test func sarifParsesWithKeyFields() throws {
    let text = LintReporter.sarif.render(try Self.results())
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    #expect(root["version"] as? String == "2.1.0")
    let runs = try #require(root["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "kbpolicy")
    // informationUri is optional in SARIF 2.1.0; the project has no public home to point at yet.
    #expect(driver["informationUri"] == nil)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    for description in RuleRegistry.descriptions { #expect(ids.contains(description.id)) }
    for rule in rules {
      #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
      #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
      #expect((rule["help"] as? [String: Any])?["text"] is String)
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(["error", "warning", "note"].contains(level ?? ""))
    }
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 5)
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      #expect(ids.contains(ruleID))
      if let index = result["ruleIndex"] as? Int { #expect(ids[index] == ruleID) }
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      #expect((result["message"] as? [String: Any])?["text"] is String)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      #expect(
        (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
          == "report/sample.kbpolicy")
      let region = try #require(physical["region"] as? [String: Any])
      for key in ["startLine", "startColumn", "endLine", "endColumn"] {
        #expect((region[key] as? Int ?? 0) >= 1, "\(key)")
      }
    }
    #expect(results[0]["ruleId"] as? String == "distance-range")
    #expect(results[2]["ruleId"] as? String == "E043")
    #expect(results[2]["level"] as? String == "error")
  }

  @Test func githubCommandsAreEscaped() throws {
    let text = LintReporter.github.render(try Self.results())
    let lines = text.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines[0].hasPrefix("::warning file=report/sample.kbpolicy,line=7,col=3,"))
    #expect(lines[2].hasPrefix("::error file=report/sample.kbpolicy,line=12,col=11,"))
    #expect(lines.allSatisfy { !$0.dropFirst(2).contains("::::") })
    #expect(GitHubReporter.property("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
  }

  @Test func sarifURIs() {
    #expect(SARIFReporter.uri("rules/a b.kbpolicy") == "rules/a%20b.kbpolicy")
    #expect(SARIFReporter.uri("./rules/x.kbpolicy") == "rules/x.kbpolicy")
    #expect(SARIFReporter.uri("/tmp/x.kbpolicy") == "file:///tmp/x.kbpolicy")
  }

  @Test func emptyRunRendersValidDocuments() throws {
    let results = [
      LintFileResult(source: SourceFile(path: "a.kbpolicy", text: "version 1\n"), diagnostics: [])
    ]
    #expect(LintReporter.human.render(results) == "")
    #expect(LintReporter.xcode.render(results) == "")
    #expect(LintReporter.github.render(results) == "")
    for reporter in [LintReporter.json, .sarif] {
      #expect(
        try JSONSerialization.jsonObject(with: Data(reporter.render(results).utf8)) is [String: Any]
      )
    }
  }
}
