import Foundation
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
}
