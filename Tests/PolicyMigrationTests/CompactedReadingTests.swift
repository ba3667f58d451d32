import PolicyMigration
import SourceReader
import Testing

/// `SourceReading.compacted()`, what `kbpolicy migrate` keeps of each file: none of the file's
/// text, and a migration from it the same as from the whole reading.
@Suite struct CompactedReadingTests {
  @Test(arguments: MigrationFixtureTests.shapes) func migratesAsTheWholeReading(_ shape: String)
    throws
  {
    let whole = try MigrationFixtureTests.migrate(shape)
    let compacted = try MigrationFixtureTests.migrate(shape, compacted: true)
    #expect(compacted.policy == whole.policy)
    #expect(MigrationFixtureTests.summary(compacted) == MigrationFixtureTests.summary(whole))
  }

  @Test func keepsNoneOfTheFileText() {
    // 200 plain statements around two IQ statements in one function and one in another.
    var text = "class A: UIViewController {\n  func viewDidLoad() {\n"
    for i in 0..<100 { text += "    let a\(i) = \(i)\n" }
    text += "    IQKeyboardManager.shared.enable = false\n"
    text += "    IQKeyboardManager.shared.keyboardDistanceFromTextField = 20\n"
    for i in 0..<100 { text += "    let b\(i) = \(i) // note\n" }
    text +=
      "  }\n  func viewWillDisappear() {\n    IQKeyboardManager.shared.enable = true\n  }\n}\n"
    let reading = SourceReader.read(path: "A.swift", bytes: Array(text.utf8), language: .swift)
    let kept = reading.compacted()
    #expect(reading.statements.count == 3)
    #expect(reading.outline.statements.count > 200)
    #expect(kept.outline.bytes.isEmpty && kept.outline.tokens.isEmpty)
    #expect(kept.outline.comments.isEmpty && kept.outline.lineStarts.isEmpty)
    // Only the three IQ statements' own statements stay, renumbered 0, 1, 2 in order.
    #expect(kept.outline.statements.count == 3)
    #expect(kept.statements.map(\.statement) == [0, 1, 2])
    for (whole, compact) in zip(reading.statements, kept.statements) {
      #expect(
        kept.outline.statements[compact.statement] == reading.outline.statements[whole.statement])
      #expect(compact.text == whole.text && compact.line == whole.line)
    }
    #expect(kept.outline.types == reading.outline.types)
    #expect(kept.outline.functions == reading.outline.functions)
  }
}
