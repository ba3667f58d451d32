import Foundation
import InterfaceBuilder
import KeyboardPolicyRuntime
import PolicyLanguage
import PolicyTesting
import SceneModel
import TestSupport
import Testing

/// One catalogue: every code's summary is what grammar.md's code table says and what the case's
/// doc comment says; every message is built by a builder of its family's catalogue file, and
/// every builder renders to its code's catalogued wording.
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
    Family(
      "in-app runtime", RuntimeCode.self,
      file: "Sources/KeyboardPolicyRuntime/RuntimeCode.swift"),
    Family(
      "input file", InputFileCode.self,
      file: "Sources/PolicyLanguage/Diagnostics/InputFileCode.swift"),
  ]

  /// grammar.md's code-table rows: code → cells after the code.
  static func grammarRows() throws -> [String: [String]] {
    var rows: [String: [String]] = [:]
    for line in try Repository.text("grammar.md").split(separator: "\n") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 4, cells.first == "", let code = cells.dropFirst().first,
        code.range(of: #"^(E|W|S|V|IB|T|R|F)[0-9]{3}$"#, options: .regularExpression) != nil
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

  /// The example of each language code (`LanguageCodeExamples`, grammar.md's code table),
  /// compiled, reports that code with one of the catalogue's wordings (`...` stands for any text;
  /// `a / b` are alternatives).
  @Test func languageExamplesProduceTheCataloguedMessage() throws {
    var checked = 0
    for code in DiagnosticCode.allCases {
      guard let example = LanguageCodeExamples.examples[code.rawValue] else { continue }
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
      #expect(
        diagnostics.contains { Self.matchesSummary($0.message, code.summary) },
        "\(code.rawValue): \(diagnostics.map(\.message)) does not match '\(code.summary)'")
      checked += 1
    }
    #expect(checked >= 30, "only \(checked) examples checked")
  }

  /// Whether `text` is one of the summary's wordings (`a / b`), with `...` matching any text.
  static func matchesSummary(_ text: String, _ summary: String) -> Bool {
    summary.components(separatedBy: " / ").contains { alternative in
      let pattern =
        "^"
        + alternative.components(separatedBy: "...").map(NSRegularExpression.escapedPattern(for:))
        .joined(separator: ".*") + "$"
      return text.range(of: pattern, options: .regularExpression) != nil
    }
  }

  // MARK: - Every builder renders

  /// The language's builders, each rendered once with the names of its code's summary: each must
  /// render to one of the summary's wordings exactly.
  @Test func everyLanguageMessageRendersItsSummary() {
    for message in MessageSamples.language {
      #expect(
        Self.matchesSummary(message.text, message.code.summary),
        "\(message.id) renders '\(message.text)', not '\(message.code.summary)'")
      #expect(message.severity == message.code.severity, "\(message.id)")
    }
  }

  /// The other way round: every wording a language code's summary lists (so grammar.md) is one a
  /// builder renders.
  @Test func everyLanguageWordingHasABuilder() {
    for code in DiagnosticCode.allCases {
      for wording in code.summary.components(separatedBy: " / ") {
        #expect(
          MessageSamples.language.contains {
            $0.code == code && Self.matchesSummary($0.text, wording)
          }, "\(code.rawValue): no builder renders '\(wording)'")
      }
    }
  }

  /// Every family: each builder of its catalogue file has a sample here (so the tests above and
  /// below see it), each code has at least one builder, and every text keeps the house style.
  @Test(arguments: MessageSamples.families)
  func everyBuilderHasASampleAndEveryCodeAMessage(_ family: MessageSamples.Family) throws {
    var declared: Set<String> = []
    for file in family.files {
      declared.formUnion(try Self.builders(in: Repository.text(file)))
    }
    #expect(declared.count >= family.codes.count, "\(family.name): too few builders found")
    let sampled = Set(family.samples.map(\.id))
    #expect(
      declared == sampled,
      "\(family.name): builders without a sample: \(declared.subtracting(sampled).sorted()); samples of no builder: \(sampled.subtracting(declared).sorted())"
    )
    let covered = Set(family.samples.map(\.code))
    #expect(
      covered == Set(family.codes),
      "\(family.name): codes without a message: \(Set(family.codes).subtracting(covered).sorted())")
    for sample in family.samples {
      let text = sample.text
      #expect(!text.isEmpty && !text.contains("\n"), "\(sample.id)")
      #expect(!text.hasSuffix("."), "\(sample.id) ends with a period: '\(text)'")
      #expect(
        text.first.map { !$0.isUppercase } ?? false, "\(sample.id) starts uppercase: '\(text)'")
    }
  }

  /// The builders a catalogue file declares (`package static func name(label:)` or
  /// `package static var name`), named as `#function` names them.
  static func builders(in source: String) -> Set<String> {
    var names: Set<String> = []
    let pattern = #"package static (func|var) (\w+)"#
    let regex = try? NSRegularExpression(pattern: pattern)
    let text = source as NSString
    for match in regex?.matches(in: source, range: NSRange(location: 0, length: text.length)) ?? []
    {
      let name = text.substring(with: match.range(at: 2))
      guard text.substring(with: match.range(at: 1)) == "func" else {
        names.insert(name)
        continue
      }
      // The parameter list, from the `(` after the name to its `)`.
      let rest = text.substring(from: match.range.location + match.range.length)
      guard rest.first == "(", let close = rest.firstIndex(of: ")") else { continue }
      let parameters = rest[rest.index(after: rest.startIndex)..<close]
      let labels = parameters.split(separator: ",").compactMap { parameter in
        parameter.split(separator: ":").first?.split(whereSeparator: \.isWhitespace).first
          .map { "\($0):" }
      }
      names.insert("\(name)(\(labels.joined()))")
    }
    return names
  }

  // MARK: - No message outside the catalogue

  /// No call that makes a diagnostic, a note, a fix-it or an issue outside the catalogue files is
  /// given a string literal (plain or interpolated) as an argument: messages come from builders.
  /// Lint rules are catalogued by rule (one file each, with its `RuleDescription`) and are left
  /// out, as are the catalogue files themselves.
  @Test func noCallSiteWritesAMessage() throws {
    let root = Repository.root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    var scanned = 0
    var offenders: [String] = []
    for file in files where !CallSiteScan.isCatalogue(file) {
      let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      scanned += 1
      offenders += CallSiteScan.literalMessages(in: source).map { "\(file): \($0)" }
    }
    #expect(scanned > 100, "only \(scanned) files scanned")
    #expect(
      offenders.isEmpty, "messages written at call sites:\n\(offenders.joined(separator: "\n"))")
  }

  /// The scan itself finds what it looks for.
  @Test func theScanFindsLiteralMessages() {
    let bad = """
      report(.emptyFile, "empty policy", at: range)
      issues.append(SceneIssue(code: .tooDeep, path: path, message: "too deep \\(n)"))
      fail(.x, at: 0, "not a call we look at")
      notes: [Diagnostic.Note(message: "first set here", range: r)]
      // Diagnostic(code: "E001", message: "a comment is not a call")
      return Failure(line: 1, column: 1, message: "the document is not UTF-8 text")
      """
    #expect(CallSiteScan.literalMessages(in: bad).count == 4)
    let good = """
      report(.unknownSetting(name, in: context), at: node.nameRange, notes: [.firstSet(at: r)])
      Diagnostic(code: code, severity: .error, message: message, range: range)
      SceneIssue(.tooLarge(bytes: count), path: "$")
      Failure(.notUTF8, line: 1, column: 1)
      LoadFailure(path: "a.kbpolicy", message: message)
      fixIts: [.replacing(token.range, "\\"\\(token.text)\\"", with: token.text)]
      """
    #expect(CallSiteScan.literalMessages(in: good).isEmpty)
  }
}
