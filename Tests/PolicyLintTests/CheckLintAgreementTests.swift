import Foundation
import PolicyLanguage
import TestSupport
import Testing

@testable import PolicyLint

/// `kbpolicy check` and `kbpolicy lint` report unknown classes and repeated list entries from one
/// detection, the compiler's: over every policy in the repository and every rule example (linted
/// without scenes), each W001 is an L007 and each W002 an L004. In a file that compiles without
/// errors they agree exactly: the W001s are each name's first L007 (check warns once per name,
/// lint at every use) and the W002s are the L004s. `remove` entries are left out of the L007s
/// compared: the compiler checks them against the default layer's list instead (W004).
@Suite struct CheckLintAgreementTests {
  /// A policy text to compare, and where it comes from.
  struct Input: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var testDescription: String { name }
  }

  /// A policy without errors that uses unknown classes several times and repeats entries in one
  /// list, in two lists of a block, and in a list of another feature.
  static let repeats = """
    version 1
    class Known: UIViewController

    avoidance {
      disable in Legacy, Known, Legacy
      disable in Legacy, Other
      remove disable in UITableViewController
    }

    toolbar {
      deep-containers Other, UITableView, Other
      disable in Legacy
    }

    controller Legacy {
      distance = 3
    }

    """

  /// Every `.kbpolicy` file under `rules/` and `Tests/`, then every rule example's text.
  static var inputs: [Input] {
    let files = ["rules", "Tests"].flatMap {
      FixtureLoader.files(under: Repository.url($0), suffix: ".kbpolicy")
    }
    var result = files.compactMap { url in
      (try? Data(contentsOf: url)).map {
        Input(name: Repository.relativePath(of: url), text: String(decoding: $0, as: UTF8.self))
      }
    }
    result.append(Input(name: "repeats without errors", text: repeats))
    for description in RuleRegistry.descriptions {
      let examples =
        description.triggering + description.nonTriggering + description.corrections.map(\.before)
      for (index, example) in examples.enumerated() {
        result.append(Input(name: "\(description.id) #\(index)", text: example.strippedText))
      }
    }
    return result
  }

  @Test func thereAreInputsOfBothKinds() {
    let inputs = Self.inputs
    // The shipped default policy, fixtures of several test targets, and the rule examples.
    #expect(inputs.contains { $0.name == "rules/default.kbpolicy" })
    #expect(inputs.count(where: { $0.name.hasPrefix("Tests/") }) >= 20)
    #expect(inputs.count(where: { $0.name.hasPrefix("unknown-class #") }) >= 4)
  }

  /// The constructed policy agrees place for place: W001 once per name, W002 at every repeat.
  @Test func theRepeatsAgreePlaceForPlace() {
    let source = SourceFile(path: "p.kbpolicy", text: Self.repeats)
    let compiled = Policy.compile(source)
    #expect(!compiled.hasErrors)
    // `  disable in Legacy, Known, Legacy`: 14 = 1 + 13, 29 = 14 + "Legacy, Known, ".count (15);
    // `  disable in Legacy, Other`: 22 = 14 + 8; `  deep-containers Other, UITableView, Other`:
    // 19 = 1 + 18, 39 = 19 + "Other, UITableView, ".count (20).
    #expect(
      compiled.diagnostics.summary == [
        "W001@5:14", "W002@5:29", "W002@6:14", "W001@6:22", "W002@11:39",
      ])
    let findings = Linter().lint(source).filter { $0.code == "L007" || $0.code == "L004" }
    #expect(
      findings.summary == [
        "L007@5:14", "L004@5:29", "L007@5:29", "L004@6:14", "L007@6:14", "L007@6:22", "L007@11:19",
        "L004@11:39", "L007@11:39", "L007@12:14", "L007@15:12",
      ])
  }

  @Test(arguments: inputs)
  func checkAndLintAgree(_ input: Input) throws {
    let source = SourceFile(path: "p.kbpolicy", text: input.text)
    let compiled = Policy.compile(source)
    let findings = Linter().lint(source)
    let w001 = places(compiled.diagnostics, "W001", source)
    let w002 = places(compiled.diagnostics, "W002", source)
    let removeEntries = removeEntryOffsets(compiled.file)
    let l007 = places(findings, "L007", source).filter { !removeEntries.contains($0.offset) }
    let l004 = places(findings, "L004", source)
    #expect(Set(w001.map(\.text)).isSubset(of: l007.map(\.text)))
    #expect(Set(w002.map(\.text)).isSubset(of: l004.map(\.text)))
    guard !compiled.hasErrors else { return }
    var named: Set<Substring> = []
    let firstPerName = l007.filter { named.insert($0.name).inserted }
    #expect(w001.map(\.text) == firstPerName.map(\.text))
    #expect(w002.map(\.text) == l004.map(\.text))
  }

  /// Where the diagnostics of `code` are, in order, with the name written there.
  private func places(_ diagnostics: [Diagnostic], _ code: String, _ source: SourceFile)
    -> [(offset: Int, name: Substring, text: String)]
  {
    let bytes = source.text.utf8
    return diagnostics.filter { $0.code == code }.map { diagnostic in
      let range = diagnostic.range
      let start = bytes.index(bytes.startIndex, offsetBy: range.start.offset)
      let end = bytes.index(bytes.startIndex, offsetBy: range.end.offset)
      let name = Substring(source.text[start..<end])
      return (range.start.offset, name, "\(name)@\(range.start.line):\(range.start.column)")
    }
  }

  /// The offsets of the entries of the file's `remove` lists.
  private func removeEntryOffsets(_ file: PolicyFile?) -> Set<Int> {
    var result: Set<Int> = []
    for case .feature(let block) in file?.statements ?? [] {
      for case .classList(let list) in block.items where list.removes {
        for entry in list.classes { result.insert(entry.range.start.offset) }
      }
    }
    return result
  }
}
