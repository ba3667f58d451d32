import PolicyLanguage
import Testing

@testable import PolicyLint

/// The lint baseline: keyed by code, file and what a finding points at, so it survives lines
/// moving; each entry matches one finding; stale entries are reported; the file is sorted text.
@Suite struct LintBaselineTests {
  static let policy = """
    version 1

    controller A {
      distance = 500
    }

    field "b" {
      distance = 300
    }

    """

  static func lint(_ text: String, path: String = "app.kbpolicy") -> [LintFileResult] {
    let source = SourceFile(path: path, text: text)
    return [LintFileResult(source: source, diagnostics: Linter().lint(source))]
  }

  static func codes(_ results: [LintFileResult]) -> [String] {
    results.flatMap(\.diagnostics).map { "\($0.code)@\($0.range.start.line)" }
  }

  @Test func aBaselineHidesItsFindingsAfterLinesMove() {
    let before = Self.lint(Self.policy)
    // Two distance-range findings (500 and 300 pt; W001 for the unknown class A as well).
    #expect(before.flatMap(\.diagnostics).filter { $0.code == "L008" }.count == 2)
    let baseline = LintBaseline(results: before, path: { $0 })
    // Ten lines added above, a block moved below the other: every line number changes.
    let moved = """
      version 1
      # one
      # two
      # three

      field "b" {
        distance = 300
      }

      # four
      controller A {
        distance = 500
      }

      """
    let after = Self.lint(moved)
    #expect(Self.codes(after) != Self.codes(before), "the lines did move")
    let applied = baseline.apply(to: after, path: { $0 })
    #expect(applied.results.flatMap(\.diagnostics).isEmpty, "\(Self.codes(applied.results))")
    #expect(applied.hidden == before.flatMap(\.diagnostics).count)
    #expect(applied.stale.isEmpty)
  }

  @Test func aNewFindingIsReportedAndAFixedOneIsStale() {
    let baseline = LintBaseline(results: Self.lint(Self.policy), path: { $0 })
    // The 300 pt distance fixed, a new 400 pt one elsewhere.
    let edited =
      Self.policy.replacingOccurrences(of: "distance = 300", with: "distance = 20")
      + "\nfield \"c\" {\n  distance = 400\n}\n"
    let applied = baseline.apply(to: Self.lint(edited), path: { $0 })
    let left = applied.results.flatMap(\.diagnostics)
    #expect(left.map(\.code) == ["L008"])
    #expect(left.first?.range.start.line == 12)  // `distance = 400`: 9 lines, a blank, `field "c" {`
    #expect(applied.stale.map(\.code) == ["L008"])
    #expect(applied.stale.first?.excerpt == "distance = 300")
  }

  /// Two identical findings: two entries; removing one line's finding leaves one stale entry,
  /// adding a third identical one reports one.
  @Test func eachEntryMatchesOneFinding() {
    let two = "version 1\nfield \"a\" {\n  distance = 500\n}\nfield \"a\" {\n  distance = 500\n}\n"
    let baseline = LintBaseline(results: Self.lint(two), path: { $0 })
    let distance = baseline.entries.filter { $0.code == "L008" }
    #expect(distance.count == 2)
    #expect(distance[0].fingerprint == distance[1].fingerprint)
    let three = two + "field \"a\" {\n  distance = 500\n}\n"
    let applied = baseline.apply(to: Self.lint(three), path: { $0 })
    #expect(applied.results.flatMap(\.diagnostics).filter { $0.code == "L008" }.count == 1)
  }

  @Test func theFileIsSortedTextThatReadsBack() throws {
    let results =
      Self.lint(Self.policy, path: "z.kbpolicy") + Self.lint(Self.policy, path: "a b.kbpolicy")
    let baseline = LintBaseline(results: results, path: { $0 })
    let text = baseline.text
    #expect(text.hasPrefix(LintBaseline.header))
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lines.count == baseline.entries.count)
    // Sorted by file, then code, then fingerprint.
    let keys = lines.map { line -> [String] in
      let fields = line.split(separator: "\t").map(String.init)
      return [fields[1], fields[0], fields[2]]
    }
    #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) })
    #expect(lines.first?.contains("\ta b.kbpolicy\t") == true, "sorted by file first")
    let parsed = try LintBaseline.parse(text).get()
    #expect(parsed == baseline)
    // A line that is not an entry is an error with its line number.
    guard case .failure(let error) = LintBaseline.parse(text + "L008 app.kbpolicy\n") else {
      Issue.record("a malformed line parsed")
      return
    }
    #expect(error.line == lines.count + 3)
  }

  @Test func languageErrorsAreNeverBaselined() {
    let broken = Self.lint("version 1\navoidance {\n  distance = -5\n}\n")
    #expect(
      broken.flatMap(\.diagnostics).contains { $0.severity == .error && $0.code.hasPrefix("E") })
    let baseline = LintBaseline(results: broken, path: { $0 })
    #expect(!baseline.entries.contains { $0.code.hasPrefix("E") })
    let applied = baseline.apply(to: broken, path: { $0 })
    #expect(applied.results.flatMap(\.diagnostics).contains { $0.code.hasPrefix("E") })
  }

  /// The fingerprint is FNV-1a 64: the empty input's hash is the offset basis after one NUL
  /// byte (0xcbf29ce484222325 ^ 0, times the prime 0x100000001b3, mod 2^64 = 0xaf63bd4c8601b7df).
  @Test func fingerprintIsStable() {
    #expect(LintBaseline.fingerprint([""]) == "af63bd4c8601b7df")
  }
}
