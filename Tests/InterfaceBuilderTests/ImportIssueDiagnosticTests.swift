import InterfaceBuilder
import PolicyLanguage
import Testing

/// Import issues reach the CLI as `Diagnostic`s: `file:line:column: note: path: message [code]`.
@Suite struct ImportIssueDiagnosticTests {
  func xcode(_ issue: ImportIssue, _ file: String = "a.storyboard") -> String {
    DiagnosticRenderer(style: .xcode).render(issue.diagnostic(file: file), sources: [:])
  }

  @Test func positionsAsKnown() {
    let full = ImportIssue(
      code: .storedFrames, severity: .note, path: "document/scenes/scene", line: 12, column: 5,
      message: "frames are stored")
    #expect(
      xcode(full) == "a.storyboard:12:5: note: document/scenes/scene: frames are stored [IB011]\n")
    var lineOnly = full
    lineOnly.column = nil
    #expect(
      xcode(lineOnly) == "a.storyboard:12: note: document/scenes/scene: frames are stored [IB011]\n"
    )
    let none = ImportIssue(code: .noTextInput, severity: .error, path: "", message: "no text input")
    #expect(xcode(none) == "a.storyboard: error: no text input [IB007]\n")
  }

  @Test func anIssuesOwnDocumentWins() {
    let issue = ImportIssue(
      code: .brokenReference, severity: .note, path: "document", line: 3, column: 1,
      message: "missing", file: "Other.storyboard")
    #expect(xcode(issue).hasPrefix("Other.storyboard:3:1: note: document: missing"))
  }
}
