import PolicyLanguage
import Testing

@testable import PolicyLint

/// Duplicate class-list entries cost the same per entry however long the list is: fix-its and the
/// "same list or another" wording come from the position the rule is iterating at, never from a
/// search of the list (which made a list of copies quadratic).
@Suite struct DuplicateEntryScalingTests {
  private func context(_ text: String) -> (LintContext, PolicyFile) {
    let source = SourceFile(path: "d.kbpolicy", text: text)
    let file = Parser.parse(source).file
    return (LintContext(source: source, file: file, policy: nil, scenes: []), file)
  }

  /// Two entries that compare equal (same name, same range): a search would find the first one,
  /// the position names the third.
  @Test func aRemovalFixItRemovesTheEntryAtTheGivenPosition() throws {
    let (context, _) = context(
      "version 1\ntoolbar {\n  deep-containers UITableView, UICollectionView, UITableView\n}\n")
    var list = try #require(context.lists(.toolbar, .deepContainers).first)
    list.classes[2] = list.classes[0]
    let fixIt = context.removal(at: 2, in: list)
    #expect(fixIt.range.start == list.classes[1].range.end)
    #expect(fixIt.range.end == list.classes[2].range.end)
    #expect(fixIt.message == "remove 'UITableView'")
  }

  /// The second list's entry made equal to the first list's: a search of the second list would
  /// call it "listed twice in the same list"; the list it was met in says "another".
  @Test func anotherListIsToldByTheListNotBySearchingIt() throws {
    let (_, parsed) = context(
      "version 1\navoidance {\n  disable in UITableViewController\n  disable in UITableViewController\n}\n"
    )
    var file = parsed
    guard case .feature(var block) = file.statements[1],
      case .classList(let first) = block.items[0],
      case .classList(var second) = block.items[1]
    else {
      Issue.record("unexpected tree: \(file.statements)")
      return
    }
    second.classes[0] = first.classes[0]
    block.items[1] = .classList(second)
    file.statements[1] = .feature(block)
    let source = SourceFile(path: "d.kbpolicy", text: "")
    let findings = DuplicateEntryRule().check(
      LintContext(source: source, file: file, policy: nil, scenes: []))
    #expect(
      findings.map(\.message) == [
        "'UITableViewController' is already listed in another 'disable in' of 'avoidance'"
      ])
  }

  /// A long list of copies: one finding per copy, each removing itself with the comma before it
  /// and pointing at the first entry.
  @Test func everyCopyInALongListIsReportedAgainstTheFirst() throws {
    let copies = 3_000
    let names = Array(repeating: "UITableView", count: copies).joined(separator: ",\n    ")
    let (context, _) = context("version 1\ntoolbar {\n  deep-containers \(names)\n}\n")
    let list = try #require(context.lists(.toolbar, .deepContainers).first)
    let findings = DuplicateEntryRule().check(context)
    try #require(findings.count == copies - 1)
    for (index, finding) in findings.enumerated() {
      let entry = list.classes[index + 1]
      #expect(finding.range == entry.range)
      #expect(finding.notes.map(\.range) == [list.classes[0].range])
      #expect(finding.fixIts.map(\.range.start) == [list.classes[index].range.end])
      #expect(finding.fixIts.map(\.range.end) == [entry.range.end])
    }
  }
}
