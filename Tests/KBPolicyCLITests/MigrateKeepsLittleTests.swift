@testable import KBPolicyCLI
import SourceReader
import Testing

/// `kbpolicy migrate` reads its files one at a time and keeps of each only what the migration
/// needs: what the command holds for a file has none of its bytes, tokens or comments.
@Suite struct MigrateKeepsLittleTests {
  @Test func aFileReadingKeepsNoText() {
    // 1,000 statements of `let xN = N` (one token `let` ... a line) and one IQ statement.
    var text = "func f() {\n  IQKeyboardManager.shared.enable = false\n"
    for i in 0..<1_000 { text += "  let x\(i) = \(i) /* c */\n" }
    text += "}\n"
    let bytes = Array(text.utf8)
    let whole = SourceReader.read(path: "F.swift", bytes: bytes, language: .swift)
    let kept = MigrateCommand.reading(path: "F.swift", bytes: bytes, language: .swift)
    #expect(whole.outline.tokens.count > 4_000 && whole.outline.comments.count == 1_000)
    #expect(kept.outline.tokens.isEmpty && kept.outline.bytes.isEmpty)
    #expect(kept.outline.comments.isEmpty && kept.outline.lineStarts.isEmpty)
    #expect(kept.outline.statements.count == 1 && kept.statements.count == 1)
    #expect(kept.statements[0].text == whole.statements[0].text)
  }
}
