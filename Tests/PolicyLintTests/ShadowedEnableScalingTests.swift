import PolicyLanguage
import Testing

@testable import PolicyLint

/// `shadowed-enable` pairs each enabled class with the disabled class nearest it in its chain
/// (the first `disable in` entry of that name) by walking the class's own chain, never by
/// searching every `disable in` entry per enabled class (which made a long pair of lists
/// quadratic).
@Suite struct ShadowedEnableScalingTests {
  private func findings(_ text: String) -> [Diagnostic] {
    let source = SourceFile(path: "s.kbpolicy", text: text)
    let file = Parser.parse(source).file
    return ShadowedEnableRule().check(
      LintContext(source: source, file: file, policy: nil, scenes: []))
  }

  private func place(_ range: SourceRange?) -> String {
    range.map { "\($0.start.line):\($0.start.column)" } ?? "-"
  }

  /// C → B → A: C's nearest disabled class is B (nearer than A), and of B's two entries the
  /// first (9:17, not 9:20); UIViewController is above every disabled class: no finding.
  @Test func theNearestDisabledClassAndItsFirstEntryWin() {
    // Line 8 "  enable in C, B, UIViewController": C at column 13, B at 16.
    // Line 9 "  disable in A, B, B": A at 14, B at 17 and 20.
    let found = findings(
      """
      version 1
      extends none
      class A: UIViewController
      class B: A
      class C: B

      avoidance {
        enable in C, B, UIViewController
        disable in A, B, B
      }

      """)
    #expect(found.map { place($0.range) } == ["8:13", "8:16"])
    #expect(found.map { $0.notes.first.map { place($0.range) } } == ["9:17", "9:17"])
    #expect(
      found.first?.notes.dropFirst().first?.message == "'C' inherits from 'B': C → B")
    #expect(
      found.last?.message
        == "'B' is both enabled and disabled for 'avoidance'; 'disable in' always wins")
  }

  /// 3,000 classes enabled and disabled in two lists: one finding per class, each pointing at
  /// its own `disable in` entry (line 3,005 holds `enable in C0`, line 6,005 `disable in C0`,
  /// each next class one line further down).
  @Test func everyClassOfLongListsIsPairedWithItsOwnDisable() throws {
    let count = 3_000
    let classes = (0..<count).map { "class C\($0): UIViewController\n" }.joined()
    let names = (0..<count).map { "C\($0)" }.joined(separator: ",\n    ")
    let found = findings(
      "version 1\nextends none\n\(classes)\navoidance {\n  enable in \(names)\n  disable in \(names)\n}\n"
    )
    try #require(found.count == count)
    for (index, finding) in found.enumerated() {
      // enable list: line 2 + count + 3 + index; disable list: count more lines after it.
      #expect(finding.range.start.line == count + 5 + index)
      #expect(finding.notes.first?.range?.start.line == 2 * count + 5 + index)
    }
  }
}
