import Foundation
import InterfaceBuilder
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

  /// grammar.md's example for each language code, compiled, reports that code with one of the
  /// catalogue's wordings (`...` stands for any text; `a / b` are alternatives).
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
    for file in files where !Self.isCatalogue(file) {
      let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      scanned += 1
      offenders += Self.literalMessages(in: source).map { "\(file): \($0)" }
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
      """
    #expect(Self.literalMessages(in: bad).count == 3)
    let good = """
      report(.unknownSetting(name, in: context), at: node.nameRange, notes: [.firstSet(at: r)])
      Diagnostic(code: code, severity: .error, message: message, range: range)
      SceneIssue(.tooLarge(bytes: count), path: "$")
      fixIts: [.replacing(token.range, "\\"\\(token.text)\\"", with: token.text)]
      """
    #expect(Self.literalMessages(in: good).isEmpty)
  }

  static func isCatalogue(_ path: String) -> Bool {
    let name = (path as NSString).lastPathComponent
    return path.hasPrefix("PolicyLint/") || name.hasSuffix("Message.swift")
      || name.contains("Message+") || name == "Diagnostic+FixIt.swift"
  }

  /// The calls in `source` that make a diagnostic, note, fix-it, issue or report and pass a string
  /// literal as one of their own arguments (nested calls are looked at on their own).
  static func literalMessages(in source: String) -> [String] {
    let calls = [
      "Diagnostic", "Note", "FixIt", "SceneIssue", "ImportIssue", "report", "reportAtToken",
    ]
    let code = source.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
    let characters = Array(code)
    var found: [String] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "(", index > 0 else {
        index += 1
        continue
      }
      var start = index
      while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber {
        start -= 1
      }
      let name = String(characters[start..<index])
      index += 1
      guard calls.contains(name) else { continue }
      if Self.hasLiteralArgument(characters, from: index) {
        found.append(String(characters[start..<min(characters.count, index + 60)]))
      }
    }
    return found
  }

  /// Whether an argument of the call whose arguments start at `from` (just after its `(`) is a
  /// string literal without a label or labelled `message:`.
  static func hasLiteralArgument(_ characters: [Character], from: Int) -> Bool {
    var index = from
    func skipSpaces() {
      while index < characters.count, characters[index].isWhitespace { index += 1 }
    }
    while index < characters.count {
      // One argument: an optional label, then its value up to a `,` or `)` at this depth.
      skipSpaces()
      var label: String?
      var end = index
      while end < characters.count, characters[end].isLetter || characters[end].isNumber {
        end += 1
      }
      if end > index, end < characters.count, characters[end] == ":" {
        label = String(characters[index..<end])
        index = end + 1
        skipSpaces()
      }
      if index < characters.count, characters[index] == "\"", label == nil || label == "message" {
        return true
      }
      var depth = 0
      while index < characters.count {
        let character = characters[index]
        if character == "\"" {
          index = skipString(characters, from: index)
          continue
        }
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) {
          if depth == 0 { return false }
          depth -= 1
        }
        index += 1
        if character == ",", depth == 0 { break }
      }
    }
    return false
  }

  /// The index after the string literal starting at `from` (interpolations skipped whole).
  static func skipString(_ characters: [Character], from: Int) -> Int {
    var index = from + 1
    while index < characters.count {
      switch characters[index] {
      case "\\":
        if index + 1 < characters.count, characters[index + 1] == "(" {
          var depth = 0
          index += 1
          while index < characters.count {
            if characters[index] == "\"" {
              index = skipString(characters, from: index)
              continue
            }
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" {
              depth -= 1
              if depth == 0 { break }
            }
            index += 1
          }
          index += 1
        } else {
          index += 2
        }
      case "\"": return index + 1
      default: index += 1
      }
    }
    return index
  }
}
