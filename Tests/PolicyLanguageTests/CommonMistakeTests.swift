import Testing
@testable import PolicyLanguage

/// The mistakes newcomers make, each answered with what to write instead.
@Suite struct CommonMistakeTests {
  private func diagnostics(_ text: String) -> [Diagnostic] {
    Policy.compile(SourceFile(path: "t.kbpolicy", text: text)).diagnostics
  }

  @Test func unquotedFieldIdentifierSuggestsTheQuotedOne() throws {
    let found = diagnostics("version 1\nfield email { distance = 30 }\n")
    let warning = try #require(found.first)
    #expect(found.count == 1)
    // An error: no class is named so, so the rule could never match anything.
    #expect(warning.code == "E058")
    #expect(warning.severity == .error)
    #expect(
      warning.message
        == "'email' is not a class: an accessibility identifier must be quoted, 'field \"email\"'")
    #expect(warning.range.start.line == 2 && warning.range.start.column == 7)
    #expect(warning.fixIts.map(\.replacement) == ["\"email\""])
    // The same for scroll views and for identifiers with a dash.
    let scroll = try #require(
      diagnostics("version 1\nscroll-view Feed-list { adjust = off }\n").first)
    #expect(scroll.message.contains("'scroll-view \"Feed-list\"'"))
    // A capitalised unknown name is still read as an app class.
    let app = try #require(diagnostics("version 1\nfield EmailField { distance = 30 }\n").first)
    #expect(
      app.message == "unknown class 'EmailField' (not a UIKit class and not declared in this file)")
    #expect(app.fixIts.isEmpty)
  }

  @Test func quotedControllerNeverSuggestsAnUndeclaredLowercaseClass() throws {
    let alone = try #require(
      diagnostics("version 1\ncontroller \"login\" { distance = 30 }\n").first)
    #expect(alone.code == "E053")
    #expect(alone.fixIts.isEmpty)
    #expect(alone.notes.map(\.message).contains { $0.contains("write 'field \"login\"'") })
    let declared = try #require(
      diagnostics(
        "version 1\nclass LoginViewController: UIViewController\ncontroller \"login\" { distance = 3 }\n"
      ).first)
    #expect(declared.fixIts.map(\.replacement) == ["LoginViewController"])
    let uikit = try #require(
      diagnostics("version 1\ncontroller \"UITableViewController\" { distance = 3 }\n").first)
    #expect(uikit.fixIts.map(\.replacement) == ["UITableViewController"])
  }

  @Test func slashSlashCommentSaysCommentsStartWithHash() throws {
    let found = diagnostics("version 1\n// the app: {\navoidance { distance = 10 }  // was 12\n")
    #expect(found.map(\.code) == ["E001", "E001"])
    #expect(
      found.map(\.message) == [
        "unexpected '//': comments start with '#'", "unexpected '//': comments start with '#'",
      ])
    #expect(found[0].range.start.column == 1 && found[0].range.end.column == 3)
    #expect(found.map { $0.fixIts.map(\.replacement) } == [["#"], ["#"]])
    // Other stray characters keep the plain message.
    #expect(
      diagnostics("version 1\navoidance { distance = @ }\n").first?.message
        == "unexpected character '@'")
  }
}
