import Foundation
import InterfaceBuilder
import PolicyLanguage
import PolicyTesting
import SceneModel
import TestSupport
import Testing

/// One catalogue: every code's summary is what grammar.md's code table says and what the case's
/// doc comment says; the language's real messages match the catalogue's wording.
@Suite struct DiagnosticCatalogueTests {
  /// One family: its codes with their summaries, and the source file declaring its cases.
  struct Family: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    var summaries: [(code: String, summary: String)]
    /// Whether doc comments quote the summary in backticks (the language's messages).
    var quotedDocs: Bool

    var testDescription: String { name }

    init<Code: DiagnosticCatalogue>(
      _ name: String, _ type: Code.Type, file: String, quotedDocs: Bool = false
    ) {
      self.name = name
      self.file = file
      self.summaries = Code.allCases.map { ($0.rawValue, $0.summary) }
      self.quotedDocs = quotedDocs
    }
  }

  static let families = [
    Family(
      "language", DiagnosticCode.self,
      file: "Sources/PolicyLanguage/Diagnostics/DiagnosticCode.swift", quotedDocs: true),
    Family("scene", SceneIssue.Code.self, file: "Sources/SceneModel/Scene/SceneIssue.swift"),
    Family(
      "event script", EventScript.Code.self, file: "Sources/SceneModel/Events/EventScript.swift"),
    Family(
      "Interface Builder", ImportIssue.Code.self, file: "Sources/InterfaceBuilder/ImportIssue.swift"
    ),
    Family("policy test", TestCode.self, file: "Sources/PolicyTesting/TestCode.swift"),
  ]

  /// grammar.md's code-table rows: code → cells after the code.
  static func grammarRows() throws -> [String: [String]] {
    var rows: [String: [String]] = [:]
    for line in try Repository.text("grammar.md").split(separator: "\n") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 4, cells.first == "", let code = cells.dropFirst().first,
        code.range(of: #"^(E|W|S|V|IB|T)[0-9]{3}$"#, options: .regularExpression) != nil
      else { continue }
      rows[code] = Array(cells.dropFirst(2).dropLast())
    }
    return rows
  }

  @Test(arguments: families)
  func grammarQuotesTheCatalogue(_ family: Family) throws {
    let rows = try Self.grammarRows()
    #expect(!family.summaries.isEmpty)
    for (code, summary) in family.summaries {
      let row = try #require(rows[code], "grammar.md has no row for \(code)")
      #expect(row.contains(summary), "grammar.md's \(code) row does not say '\(summary)': \(row)")
    }
  }

  @Test(arguments: families)
  func docCommentsRepeatTheCatalogue(_ family: Family) throws {
    let lines = try Repository.text(family.file).split(separator: "\n").map(String.init)
    var docs: [String: String] = [:]
    var pending: [String] = []
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("///") {
        pending.append(String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces))
        continue
      }
      if let match = trimmed.range(of: #"^case \w+ = "[A-Z]+[0-9]+""#, options: .regularExpression)
      {
        let code = trimmed[match].split(separator: "\"")[1]
        docs[String(code)] = pending.joined(separator: " ")
      }
      pending = []
    }
    for (code, summary) in family.summaries {
      let expected = family.quotedDocs && !summary.contains("`") ? "`\(summary)`" : summary
      #expect(docs[code] == expected, "\(family.file): the doc comment of \(code)")
    }
  }

  @Test func codesAreUniqueAcrossFamilies() {
    let codes = Self.families.flatMap { $0.summaries.map(\.code) }
    #expect(Set(codes).count == codes.count)
  }

  @Test func languageSeveritiesMatchGrammar() throws {
    let rows = try Self.grammarRows()
    for code in DiagnosticCode.allCases {
      #expect(rows[code.rawValue]?.first == code.severity.rawValue, "\(code.rawValue)")
    }
  }

  /// grammar.md's example for each language code, compiled, reports that code with the
  /// catalogue's message (`...` stands for any text; `a / b` are alternatives).
  @Test func languageExamplesProduceTheCataloguedMessage() throws {
    let rows = try Self.grammarRows()
    var checked = 0
    for code in DiagnosticCode.allCases {
      guard let row = rows[code.rawValue], row.count >= 3 else { continue }
      let example = row[2]
      // Only examples written as one piece of code (not prose like "a file of 17 MiB").
      guard example.hasPrefix("`"), example.hasSuffix("`"), example.filter({ $0 == "`" }).count == 2
      else { continue }
      var text = String(example.dropFirst().dropLast())
      if !text.hasPrefix("version") && ![.emptyFile, .missingVersion].contains(code) {
        text = "version 1\n" + text
      }
      let diagnostics = Policy.compile(SourceFile(path: "example.kbpolicy", text: text)).diagnostics
        .filter { $0.code == code.rawValue }
      #expect(!diagnostics.isEmpty, "\(code.rawValue): '\(text)' does not report it")
      let alternatives = code.summary.components(separatedBy: " / ").map(Self.pattern)
      #expect(
        diagnostics.contains { diagnostic in
          alternatives.contains {
            diagnostic.message.range(of: $0, options: .regularExpression) != nil
          }
        },
        "\(code.rawValue): \(diagnostics.map(\.message)) does not match '\(code.summary)'")
      checked += 1
    }
    #expect(checked >= 30, "only \(checked) examples checked")
  }

  /// A catalogue summary as a regular expression: `...` matches anything.
  static func pattern(_ summary: String) -> String {
    "^"
      + summary.components(separatedBy: "...").map(NSRegularExpression.escapedPattern(for:))
      .joined(separator: ".*") + "$"
  }
}
