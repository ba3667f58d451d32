import Foundation
import InterfaceBuilder
import PolicyLanguage
import PolicyMigration
import SourceReader
import TestSupport
import Testing

/// Every statement shape, in Swift and in Objective-C: the migrated policy (golden
/// `expected.kbpolicy`, which must compile without errors) and the report (golden
/// `expected.report`: every statement mapped or not, leaks, classes, comments, notes).
@Suite struct MigrationFixtureTests {
  static let fixtures = FixtureLoader(target: "PolicyMigrationTests")
  static let shapes = [
    "launch-swift", "launch-objc", "lists-swift", "lists-objc", "lifecycle-swift", "lifecycle-objc",
    "views-swift", "views-objc", "returnkeys-swift", "returnkeys-objc", "looks-swift", "looks-objc",
    "dynamic-swift", "dynamic-objc", "storyboard-swift", "swiftui-swift",
  ]

  /// Migrates the fixture folder's sources (paths relative to the folder).
  static func migrate(_ shape: String, compacted: Bool = false) throws -> MigrationResult {
    let folder = fixtures.url(shape)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    var readings: [SourceReading] = []
    var documents: [(path: String, scan: IQDocumentScan)] = []
    for name in names {
      let bytes = try Array(Data(contentsOf: folder.appendingPathComponent(name)))
      if name.hasSuffix(".storyboard"), let scan = IQDocumentScan.scan(bytes) {
        documents.append((name, scan))
      }
      guard let language = SourceLanguage.of(path: name) else { continue }
      let reading = SourceReader.read(path: name, bytes: bytes, language: language)
      readings.append(compacted ? reading.compacted() : reading)
    }
    return PolicyMigration.migrate(readings, documents: documents)
  }

  /// The report, one line per fact.
  static func summary(_ result: MigrationResult) -> String {
    var out =
      "flavor: \(result.flavor.name) assumed=\(result.flavor.assumed) (\(result.flavor.evidence))\n"
    for item in result.mapped {
      out += "mapped \(item.location.description): \(item.text)\n"
      for line in item.policyLines { out += "  -> \(line)\n" }
      if let note = item.note { out += "  note: \(note)\n" }
    }
    for item in result.unmapped {
      out += "unmapped \(item.location.description) [\(item.reason.kind.rawValue)]: \(item.text)\n"
      out += "  reason: \(item.reason.message)\n"
      if let replacement = item.replacement { out += "  by hand: \(replacement)\n" }
    }
    for leak in result.leaks {
      out +=
        "leak [\(leak.kind.rawValue)] \(leak.controller).\(leak.property) set \(leak.set.description) restore \(leak.restore?.description ?? "-"): \(leak.message)\n"
    }
    for item in result.classes {
      out +=
        "class \(item.name): \(item.superclass ?? "?") declared=\(item.declared) assumed=\(item.assumed)\n"
    }
    for item in result.ignored { out += "ignored \(item.location.description): \(item.text)\n" }
    for item in result.skipped { out += "skipped \(item.file): \(item.definition)\n" }
    for item in result.deletable {
      out +=
        "delete \(item.location.file):\(item.location.line)-\(item.location.endLine) bytes \(item.start)..<\(item.end)\n"
    }
    for note in result.notes { out += "note: \(note)\n" }
    return out
  }

  @Test(arguments: shapes) func policyAndReport(_ shape: String) throws {
    let result = try Self.migrate(shape)
    let compiled = Policy.compile(
      SourceFile(path: "\(shape)/expected.kbpolicy", text: result.policy))
    let errors = compiled.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line): \($0.message)" })")
    #expect(result.policyErrors.isEmpty)
    Self.fixtures.checkGolden(result.policy, "\(shape)/expected.kbpolicy")
    Self.fixtures.checkGolden(Self.summary(result), "\(shape)/expected.report")
    // Every statement the reader found is in the report, mapped or not: none is dropped.
    let found = try Self.statementCount(shape)
    #expect(result.mapped.count + result.unmapped.count == found)
    // Every mapped statement is deletable, and nothing else is but "nothing to set" legacy.
    #expect(result.deletable.count >= result.mapped.count)
  }

  static func statementCount(_ shape: String) throws -> Int {
    let folder = fixtures.url(shape)
    var count = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let bytes = try Array(Data(contentsOf: folder.appendingPathComponent(name)))
      if name.hasSuffix(".storyboard") {
        count += IQDocumentScan.scan(bytes)?.attributes.count ?? 0
      }
      guard let language = SourceLanguage.of(path: name) else { continue }
      count += SourceReader.read(path: name, bytes: bytes, language: language).statements.count
    }
    return count
  }
}

/// Names the policy language cannot spell are reported, never written into a policy that would
/// not compile.
@Suite struct MigrationNameTests {
  @Test func unspellableControllerNames() {
    let text = """
      class Écran: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          IQKeyboardManager.shared.enable = false
          returnHandler = IQKeyboardReturnKeyHandler(controller: self)
        }
      }
      """
    let reading = SourceReader.read(path: "App.swift", bytes: Array(text.utf8), language: .swift)
    let result = PolicyMigration.migrate([reading], version: 6)
    #expect(result.policyErrors.isEmpty)
    #expect(result.unmapped.count == 2)
    #expect(!result.policy.contains("Écran"))
  }
}
