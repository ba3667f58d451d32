import Testing

@testable import PolicyLanguage

/// The renderer's output stays small and inert whatever the input: long lines are cut around the
/// caret, control characters are escaped, and at most `maximumPerFile` diagnostics are shown.
@Suite struct RendererSafetyTests {
  static func diagnostic(_ file: SourceFile, column: Int, length: Int = 1) -> Diagnostic {
    let start = file.location(ofOffset: column - 1)
    let end = file.location(ofOffset: column - 1 + length)
    return Diagnostic(.unexpectedCharacters("@"), at: SourceRange(start: start, end: end))
  }

  @Test func aLongLineIsCutAroundTheCaret() {
    let line = String(repeating: "a", count: 500) + "@" + String(repeating: "b", count: 500)
    let file = SourceFile(path: "long.kbpolicy", text: line + "\n")
    let text = DiagnosticRenderer().render(
      [Self.diagnostic(file, column: 501)],
      sources: [
        file.path: file
      ])
    // 40 characters of context before the caret (a third of 120), the span, then 79 after.
    let shown =
      "..." + String(repeating: "a", count: 40) + "@" + String(repeating: "b", count: 79)
      + "..."
    #expect(
      text == """
        error[E001]: unexpected character '@'
         --> long.kbpolicy:1:501
          |
        1 | \(shown)
          | \(String(repeating: " ", count: 43))^

        """)
  }

  @Test func aShortLineIsShownWhole() {
    let file = SourceFile(path: "a.kbpolicy", text: "version 1 @\n")
    let text = DiagnosticRenderer().render(
      [Self.diagnostic(file, column: 11)],
      sources: [
        file.path: file
      ])
    #expect(text.contains("1 | version 1 @\n  |           ^\n"))
  }

  @Test func aLongSpanIsCutToo() {
    let line = "x" + String(repeating: "@", count: 10_000)
    let file = SourceFile(path: "a.kbpolicy", text: line)
    let text = DiagnosticRenderer().render(
      [Self.diagnostic(file, column: 2, length: 10_000)], sources: [file.path: file])
    #expect(text.contains("1 | x" + String(repeating: "@", count: 119) + "...\n"))
    #expect(text.contains("  |  " + String(repeating: "^", count: 119) + "\n"))
  }

  @Test func controlCharactersAreEscaped() {
    let file = SourceFile(path: "a.kbpolicy", text: "field \"\u{1B}[2J\u{202E}\" {\n")
    let diagnostic = Diagnostic(
      code: "E054", severity: .error, message: "bad identifier '\u{1B}[2J'",
      range: SourceRange(start: file.location(ofOffset: 6), end: file.location(ofOffset: 14)))
    for style in DiagnosticRenderer.Style.allCases {
      let text = DiagnosticRenderer(style: style).render([diagnostic], sources: [file.path: file])
      #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
      #expect(text.contains("\\u{1B}[2J"))
    }
    let human = DiagnosticRenderer().render([diagnostic], sources: [file.path: file])
    // The carets sit under the escaped text: '"', ESC, '[2J', U+202E (18 shown characters).
    #expect(
      human.contains("1 | field \"\\u{1B}[2J\\u{202E}\" {\n  |       ^^^^^^^^^^^^^^^^^^\n"))
  }

  @Test func atMostOneHundredPerFileThenACount() {
    let file = SourceFile(path: "a.kbpolicy", text: String(repeating: "@ ", count: 250))
    let diagnostics = (0..<250).map { Self.diagnostic(file, column: 2 * $0 + 1) }
    for style in DiagnosticRenderer.Style.allCases {
      var chunks = 0
      var text = ""
      DiagnosticRenderer(style: style).render(diagnostics, sources: [file.path: file]) {
        chunks += 1
        text += $0
      }
      #expect(chunks == 101, "one write per diagnostic, then the count")
      #expect(text.components(separatedBy: "unexpected character").count - 1 == 100)
      #expect(text.contains("150 more diagnostics not shown (at most 100 per file)"))
    }
  }

  /// Notes count toward the 100 like diagnostics (one diagnostic with 11,733 notes printed them
  /// all): a diagnostic with 300 notes shows 99 of them (1 + 99 = 100), and the rest are counted
  /// with the diagnostics left out: 300 - 99 = 201, plus 1 + 300 for a second such diagnostic.
  @Test func notesCountTowardTheCap() {
    let file = SourceFile(path: "a.storyboard", text: "x\n")
    var diagnostic = Self.diagnostic(file, column: 1)
    diagnostic.notes = (0..<300).map { Diagnostic.Note(message: "note \($0)") }
    for style in DiagnosticRenderer.Style.allCases {
      let text = DiagnosticRenderer(style: style).render(
        [diagnostic, diagnostic], sources: [file.path: file])
      let notes = text.split(separator: "\n").filter { $0.contains("note: note ") }.count
      #expect(notes == 99, "\(style)")
      #expect(text.contains("502 more diagnostics not shown (at most 100 per file)"), "\(style)")
    }
  }
}
