import PolicyLanguage
import Testing

@testable import PolicyLint

/// Lint sees `remove disable in A` as taking A out of the default layer's list, never as a list
/// entry of its own.
@Suite struct RemoveListEntryLintTests {
  private func lint(_ text: String) -> [String] {
    Linter().lint(SourceFile(path: "r.kbpolicy", text: text)).summary
  }

  static let enableTables = """
    version 1
    class MyTable: UITableViewController
    avoidance {
      enabled = false
      enable in MyTable
    """

  @Test func aRemovedDefaultEntryNoLongerShadowsAnEnable() {
    // Without the removal, the default layer's 'disable in UITableViewController' beats it (L002, shadowed-enable).
    #expect(lint(Self.enableTables + "\n}\n") == ["L002@5:13"])
    #expect(lint(Self.enableTables + "\n  remove disable in UITableViewController\n}\n") == [])
  }
}
