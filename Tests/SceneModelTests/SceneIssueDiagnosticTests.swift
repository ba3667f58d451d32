import PolicyLanguage
import SceneModel
import Testing

/// Scene issues reach the CLI as `Diagnostic`s and render as before: the file, then the JSON path.
@Suite struct SceneIssueDiagnosticTests {
  @Test func xcodeFormNamesTheFileAndThePath() throws {
    let result = Scene.decode(
      json: #"{"window": [393, 852], "views": [{"id": "a", "frame": [0, 0, 1]}]}"#)
    let issue = try #require(result.issues.first { $0.code == .wrongShape })
    let diagnostic = issue.diagnostic(file: "s.json")
    #expect(diagnostic.code == "S003")
    #expect(diagnostic.severity == .error)
    #expect(!diagnostic.range.start.hasPosition)
    #expect(
      DiagnosticRenderer(style: .xcode).render(diagnostic, sources: [:])
        == "s.json: error: \(issue.path): \(issue.message) [S003]\n")
  }

  @Test func humanFormHasNoSourceLineWithoutAPosition() {
    let issue = SceneIssue(
      code: .unknownKey, severity: .warning, path: "views[0].colour",
      message: "unknown key 'colour'")
    let source = SourceFile(path: "s.json", text: "{}\n")
    let text = DiagnosticRenderer(style: .human).render(
      issue.diagnostic(file: "s.json"), sources: ["s.json": source])
    #expect(text == "warning[S005]: views[0].colour: unknown key 'colour'\n --> s.json\n")
  }
}
