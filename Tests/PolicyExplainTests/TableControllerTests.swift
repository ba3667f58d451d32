import Testing

@testable import PolicyExplain

/// Fields in a `UITableViewController`'s table: UIKit scrolls the row above the keyboard itself
/// (the reason the default policy, like IQKeyboardManager, turns avoidance off there), so explain
/// says so (`uikit-scrolls`) and never offers turning avoidance back on (a double adjustment).
///
/// The scene (`cases/settings-table.scene.json`): a 393 × 852 window, keyboard 336 → top 516; the
/// table fills the window with top inset 103 (offset −103), bottom safe area 34, content 700 tall.
@Suite struct TableControllerTests {
  static let table = ExplainFixtures.caseScene("settings-table")

  func explain(_ field: String, policy: String = "settings-table") throws -> Explanation {
    try ExplainFixtures.explain(
      policy: ExplainFixtures.casePolicy(policy), scene: Self.table, field: field)
  }

  @Test func aCoveredRowIsScrolledAboveTheKeyboardByUIKit() throws {
    let e = try explain("bio")
    // bio-cell at content y 560…620; the field at window y 560 + 103 + 13 = 676…710.
    // Overlap 852 − 516 = 336 ≥ the bottom inset with safe area (0 + 34): the visible height is
    // 852 − 336 = 516, so the row's bottom 620 needs offset 620 − 516 = 104 (max offset
    // 700 + 336 − 852 = 184 allows it): the table scrolls 104 − (−103) = 207.
    #expect(e.verdict.kind == .uikitScrolls)
    let t = try #require(e.tableController)
    #expect(t.controller == "settings")
    #expect(t.tableView == "settings-table")
    #expect(t.row == "bio-cell")
    #expect(abs(t.contentOffsetYBefore - -103) < 0.5)
    #expect(abs(t.contentOffsetY - 104) < 0.5)
    // inset.bottom: 336 − 34 (the safe area UIKit adds back) = 302.
    #expect(abs(t.contentInsetBottom - 302) < 0.5)
    // Field after: 676 − 207 = 469…503; gap 516 − 503 = 13.
    #expect(abs(t.fieldFrame.y - 469) < 0.5)
    #expect(abs(t.gap - 13) < 0.5)
    #expect(t.visible)
    #expect(abs((e.movedBy ?? 0) - 207) < 0.5)
    #expect(e.verdict.message.contains("scrolls row 'bio-cell' 207 pt"))
    #expect(e.verdict.message.hasSuffix("visible, 13 pt above the keyboard"))
    // The engine (the policy) moved nothing.
    #expect(e.adjustment?.adjusted == false)
    #expect(e.adjustment?.root.map { abs($0.movedUp) < 1e-6 } ?? true)
  }

  @Test func neverOffersTurningAvoidanceOnAgain() throws {
    let e = try explain("bio")
    let whatIf = try #require(e.whatIfs.first { $0.setting == .avoidance })
    #expect(whatIf.edits.isEmpty)
    #expect(whatIf.adjustment == nil)
    #expect(whatIf.blockedBy?.contains("would adjust twice") == true)
    // The other switches keep their what-ifs.
    #expect(e.whatIfs.map(\.setting).contains(.avoidance))
  }

  @Test func aRowAboveTheKeyboardStays() throws {
    let e = try explain("name")
    // name-cell 20…64 ends above the visible bottom −103 + 516 = 413: no scroll; the field at
    // 20 + 103 + 5 = 128…162, gap 516 − 162 = 354.
    let t = try #require(e.tableController)
    #expect(abs(t.contentOffsetY - -103) < 0.5)
    #expect(abs(t.gap - 354) < 0.5)
    #expect(e.verdict.kind == .uikitScrolls)
    #expect(e.verdict.message.contains("keeps row 'name-cell' where it is"))
  }

  @Test func aFieldInNoCellIsNotScrolled() throws {
    let e = try explain("note")
    // The field at 640 + 103 = 743…777; UIKit scrolls only to cells: covered min(34, 777 − 516).
    let t = try #require(e.tableController)
    #expect(t.row == nil)
    #expect(abs(t.contentOffsetY - -103) < 0.5)
    #expect(e.verdict.kind == .uikitScrolls)
    #expect(e.verdict.message.hasSuffix("this field is in none: the keyboard covers 34 pt of it"))
  }

  @Test func avoidanceOnInATableControllerWarnsOfTheDoubleAdjustment() throws {
    let e = try explain("bio", policy: "settings-table-enabled")
    #expect(e.verdict.kind == .visible)
    #expect(e.verdict.message.contains("the two adjustments add up"))
    #expect(e.tableController != nil)
  }

  @Test func allTableAndJSONUseUIKitsScroll() throws {
    let builder = try ExplainFixtures.builder(
      policy: ExplainFixtures.casePolicy("settings-table"), scene: Self.table)
    let all = builder.explainAll()
    let text = ExplanationTableRenderer().render(all)
    let lines = text.split(separator: "\n").map(String.init)
    func lastCells(_ line: String) -> [String] {
      line.split(separator: " ").suffix(3).map(String.init)
    }
    // name: moved 0, gap 354; bio: moved 207, gap 13.
    #expect(lastCells(lines[1]) == ["0", "354", "uikit-scrolls"])
    #expect(lastCells(lines[2]) == ["207", "13", "uikit-scrolls"])
    #expect(
      lines.last == "3 text inputs: 3 scrolled by UIKit's table view controller (avoidance off)")
    let json = ExplanationJSONRenderer().render(all: all)
    #expect(json.contains("\"uikitScrolls\": 3"))
    let one = ExplanationJSONRenderer().render(try explain("bio"))
    #expect(one.contains("\"tableViewController\": {"))
    #expect(one.contains("\"kind\": \"uikit-scrolls\""))
    #expect(one.contains("\"scrolled\": 207"))
    let rendered = ExplanationTextRenderer().render(try explain("bio"))
    #expect(rendered.contains("table 'settings-table'  offset -103 → 104; inset.bottom 0 → 302"))
  }

  @Test func theDistanceRowSaysItDoesNotActWhereUIKitScrolls() throws {
    // Avoidance is off (the default policy's 'disable in UITableViewController'): the policy's
    // 10 pt distance is not kept; UIKit scrolls the row flush with the keyboard's top.
    let rendered = ExplanationTextRenderer().render(try explain("bio"))
    // The keyboard show's row (the decisions list has a `distance` line too, without "pt").
    let row = try #require(
      rendered.split(separator: "\n").first { $0.hasPrefix("  distance ") && $0.contains(" pt") })
    #expect(
      row.hasSuffix(
        "10 pt, does not act: avoidance is off; UIKit's UITableViewController scrolls the row only until it is visible, keeping no distance"
      ))
    // The JSON keeps the setting's value and says why it is inactive.
    let json = ExplanationJSONRenderer().render(try explain("bio"))
    #expect(json.contains("so no distance is kept"))
    // With avoidance on (the double adjustment) the distance acts: a plain row.
    let enabled = ExplanationTextRenderer().render(
      try explain("bio", policy: "settings-table-enabled"))
    #expect(
      enabled.split(separator: "\n").contains { $0.hasPrefix("  distance ") && $0.hasSuffix(" pt") }
    )
  }
}
