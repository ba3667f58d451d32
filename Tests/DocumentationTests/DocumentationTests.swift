import Foundation
import TestSupport
import Testing

/// The documents stand alone: they cite nothing a reader of the repository cannot open, and
/// ARCHITECTURE.md covers the package as Package.swift declares it.
@Suite struct DocumentationTests {
  /// The documents and every Swift source (`Sources/`, `Tests/` but fixtures), repository-relative.
  static let checkedFiles: [String] = {
    let documents = Repository.documents + ["Package.swift"]
    let swift = ["Sources", "Tests"].flatMap {
      FixtureLoader.files(under: Repository.url($0), suffix: ".swift")
    }
    .map(Repository.relativePath(of:))
    .filter { !$0.contains("/Fixtures/") }
    return documents + swift
  }()

  /// Citations of documents outside the repository: the product spec, the research notes and
  /// the tracker's issue numbers. (Spelled in pieces so this file does not cite them itself.)
  static let forbidden: [(pattern: String, what: String)] = [
    ("SPEC" + "\\.md", "the product spec"),
    ("SPEC" + "('s)? ?§", "a spec section"),
    ("\\bresearch" + " ?§", "a research section"),
    ("research" + "/[a-z-]+\\.md", "a research note"),
    ("\\b[Ii]ssue" + " [0-9]+", "an issue number"),
    ("\\(" + "#[0-9]+", "an issue number"),
  ]

  @Test func thereAreFilesToCheck() {
    #expect(Self.checkedFiles.count > 100)
    #expect(Self.checkedFiles.contains("Sources/PolicyLanguage/Parser/Parser.swift"))
    #expect(Self.checkedFiles.contains("docs/limits.md"))
  }

  @Test(arguments: checkedFiles)
  func citesNothingOutsideTheRepository(_ path: String) throws {
    let text = try Repository.text(path)
    for (pattern, what) in Self.forbidden {
      let regex = try NSRegularExpression(pattern: pattern)
      let whole = NSRange(text.startIndex..., in: text)
      for match in regex.matches(in: text, range: whole) {
        let line = text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1
        let found = (text as NSString).substring(with: match.range)
        Issue.record(
          "\(path):\(line): cites \(what) ('\(found)'); state the rule itself instead")
      }
    }
  }

  @Test func citationCheckCatchesEachForm() throws {
    let samples = [
      "see " + "SPEC" + ".md", "SPEC" + " §4", "(research" + " §c.1)", "research" + "/iq-notes.md",
      "issue" + " 6", "(" + "#12)",
    ]
    for sample in samples {
      let caught = try Self.forbidden.contains { entry in
        try NSRegularExpression(pattern: entry.pattern).firstMatch(
          in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil
      }
      #expect(caught, "'\(sample)' slips through")
    }
  }

  @Test func architectureNamesEveryTarget() throws {
    let architecture = try Repository.text("ARCHITECTURE.md")
    let targets = try PackageManifest.load().targets
    #expect(targets.count >= 10)
    for target in targets where !target.isTest {
      #expect(
        architecture.contains("`\(target.name)`"), "ARCHITECTURE.md does not name \(target.name)")
    }
  }

  /// Every `import` of a package module is a declared dependency of the importing target.
  @Test func everyImportIsDeclared() throws {
    let targets = try PackageManifest.load().targets
    let names = Set(targets.map(\.name))
    var checked = 0
    for target in targets {
      let files = FixtureLoader.files(under: Repository.url(target.path), suffix: ".swift")
      #expect(
        FileManager.default.fileExists(atPath: Repository.url(target.path).path),
        "no directory \(target.path) for \(target.name)")
      for file in files where !file.path.contains("/Fixtures/") {
        let text = try String(contentsOf: file, encoding: .utf8)
        for line in text.split(separator: "\n") {
          let words = line.split(separator: " ")
          guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
            words[..<index].allSatisfy({ $0.hasPrefix("@") })
          else { continue }
          let module = String(words[index + 1])
          guard names.contains(module), module != target.name else { continue }
          checked += 1
          #expect(
            target.dependencies.contains(module),
            "\(Repository.relativePath(of: file)) imports \(module), which \(target.name) does not declare"
          )
        }
      }
    }
    #expect(checked > 100, "the import scan found only \(checked) imports")
  }
}
