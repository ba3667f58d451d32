import Foundation
import PolicyLanguage
import Testing

@testable import KBPolicyCLI

/// The 100-diagnostics cap is per file and per run, whatever reports them: a scene's unknown
/// keys (S005) and unknown classes (S018) share one budget, and notes count like the rest; the
/// run ends with one line counting what was left out.
@Suite struct DiagnosticCapTests {
  static func lines(_ text: String, mentioning file: String) -> Int {
    text.split(separator: "\n").filter { $0.hasPrefix(file) && !$0.contains("not shown") }.count
  }

  @Test func unknownKeysAndUnknownClassesShareOneBudget() throws {
    let directory = try CLI.temporaryDirectory()
    let keys = (0..<80).map { "\"unknown\($0)\": 1" }.joined(separator: ", ")
    let views = (0..<80).map {
      "{\"id\": \"v\($0)\", \"class\": \"Mystery\($0)\", \"frame\": [0, 0, 10, 10]}"
    }.joined(separator: ", ")
    let scene = try CLI.write(
      """
      {"version": 1, "window": {"width": 393, "height": 852}, \(keys),
       "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "f", "class": "UITextField", "frame": [0, 600, 100, 44]}, \(views)]}]}
      """, "s.json", in: directory)
    let run = CLI.run([
      "explain", "--policy", CLI.path("rules/examples/checkout.kbpolicy"), "--scene", scene,
      "--field", "f",
    ])
    #expect(run.code == 0, "\(run.err)")
    #expect(Self.lines(run.err, mentioning: scene) == 100, "\(run.err)")
    #expect(
      run.err.contains("\(scene): note: 60 more diagnostics not shown (at most 100 per file)"))
  }

  /// `test` reports through the same per-file budget: a policy with 150 errors named by a
  /// `.kbtest` shows what fits in 100 (diagnostics and notes), where the whole render call was
  /// capped at 100 diagnostics before (99 of the policy's after the test file's headline, all
  /// their notes), and the line counting the rest names the policy, not the test file.
  @Test func theTestCommandCapsPerFileNotPerRenderCall() throws {
    let directory = try CLI.temporaryDirectory()
    let blocks = (0..<150).map { "field \"f\($0)\" {\n  distanse = 3\n}\n" }.joined()
    let policy = try CLI.write("version 1\n" + blocks, "p.kbpolicy", in: directory)
    try FileManager.default.copyItem(
      atPath: CLI.path("rules/examples/checkout.scene.json"),
      toPath: directory.appendingPathComponent("s.json").path)
    let test = try CLI.write(
      "version 1\npolicy \"p.kbpolicy\"\nscene \"s.json\"\ntest \"x\" {\n  field email\n  expect gap = 1\n}\n",
      "t.kbtest", in: directory)
    let run = CLI.run(["test", test])
    #expect(run.code == 1)
    // Each E040 carries one note (what 'field' takes), which counts too: 50 × (1 + 1) = 100
    // shown; left out: (150 - 50) × 2 = 200.
    let shown = run.err.split(separator: "\n").filter { $0.contains("--> \(policy):") }.count
    #expect(shown == 50, "\(run.err.suffix(2000))")
    #expect(
      run.err.contains("\(policy): note: 200 more diagnostics not shown (at most 100 per file)"),
      "\(run.err.suffix(600))")
    #expect(!run.err.contains("\(test): note:"), "\(run.err.suffix(600))")
  }

  /// Notes count like diagnostics: one diagnostic with 300 notes shows the notes that fit in its
  /// file's 100, and the rest are counted.
  @Test func notesDrawOnTheSameBudget() {
    let budget = DiagnosticBudget()
    let notes = (0..<300).map { Diagnostic.Note(message: "note \($0)") }
    let diagnostic = Diagnostic(
      code: "IB011", severity: .warning, message: "m",
      range: SourceRange(at: SourceLocation(file: "a.storyboard", line: 1, column: 1, offset: 0)),
      notes: notes)
    let admitted = budget.admit(diagnostic)
    // 1 for the diagnostic, then 99 of its notes: 1 + 99 = 100.
    #expect(admitted?.notes.count == 99)
    #expect(budget.admit(diagnostic) == nil)
    // Left out: 300 - 99 = 201 notes of the first, 1 + 300 = 301 of the second: 502.
    #expect(budget.summary().contains("a.storyboard: note: 502 more diagnostics not shown"))
  }
}
