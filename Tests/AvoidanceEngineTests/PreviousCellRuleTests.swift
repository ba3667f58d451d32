import PolicyLanguage
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

/// IQ's previous-cell rule: when the field sits lower than needed
/// (move < 0) and its scroll view has a UITableView / UICollectionView ANCESTOR (a scroll view inside
/// a cell), the scroll view may come down (offset > 0 required) only by
/// `move = min(0, previousCell.maxY − topGuide)`: as far as the previous row's bottom is hidden under
/// the top guide, not by the whole slack. "Previous" is IQ's `previousIndexPath` (row − 1, item − 1);
/// a scene has no index paths, so the engine takes the cell before the field's cell in reading order
/// (top to bottom, then left to right), which is the flow-layout item order.
///
/// Hand-computed like `GeometryTests`: window 393×852, navigation bar bottom 103 = top guide,
/// keyboard 291 (top 561), distance 10, so the field's bottom may go down to 551. No
/// truncation, no bottom guide, the distance applied once.
@Suite struct PreviousCellRuleTests {
  @Test func tableCellScrollViewComesDownOnlyUntilThePreviousRowShows() throws {
    // Table (0,103,393,749) scrolled to 150: its content starts at 103 − 150 = −47 in the window.
    // row-0 (0,0,393,100): −47...53, its bottom 50 pt under the navigation bar.
    // row-1 (0,100,393,200): 53...253; strip (0,20,393,160) in the row's content view: 73...233,
    // strip offset 150; field at y 200 in the strip: 73 + 200 − 150 = 123...167.
    // Step 8: top = 123 − 103 = 20; bottom = 167 − 551 = −384; move = −384 (slack: the field is too low).
    // Step 10, strip: move < 0 and the strip has a UITableView ancestor (10b): continue, offset 150 > 0.
    //   Previous row row-0 ends at 53: move = min(0, 53 − 103) = −50 (not −384).
    //   target = 150 − min(150, 50) = 100; min(100, field top in the strip 200) = 100: the strip comes down 50;
    //   move −= 100 − 150 → 0.
    // Next, the table itself (move 0, no table ancestor: branch d): field top 123 < 103? no → stop.
    // Root: move 0 → stays. Strip inset: 233 − 551 < 0 → max(0, …) = 0, unchanged.
    // Field ends 173...217: gap 561 − 217 = 344.
    let scene = phoneScene(
      [tableWithStrip(tableOffset: 150, fieldRow: 1)], navigationBarBottom: 103)
    let result = run([.beginEditing(field: "code"), .keyboardWillShow(.height(291))], on: scene)
    let step = result.steps[1]
    #expect(close(moveNeeded(step), -384))
    #expect(close(step.plan.change("strip", .contentOffsetY)?.to, 100))
    #expect(step.plan.change("list", .contentOffsetY) == nil)
    #expect(step.plan.change("root", .originY) == nil)
    #expect(step.plan.change("strip", .contentInsetBottom) == nil)
    let rule = try #require(previousCellStep(step))
    #expect(rule.view == "row-0")
    #expect(close(value(rule, "previousCellMaxY"), 53))
    #expect(close(value(rule, "moveUp"), -50))
    let outcome = try #require(step.outcome)
    #expect(close(outcome.fieldFrame.minY, 173))
    #expect(close(outcome.gap, 344))
  }

  @Test func tableCellScrollViewStaysWhenThePreviousRowIsVisible() throws {
    // Table not scrolled: row-0 103...203, entirely under the guide 103. row-1 203...403; strip 223...383,
    // offset 150; field 223 + 200 − 150 = 273...317.
    // top = 273 − 103 = 170; bottom = 317 − 551 = −234; move = −234.
    // Strip (10b): offset 150 > 0; previous row ends at 203: move = min(0, 203 − 103) = 0.
    // target = 150 − min(150, 0) = 150: no scroll; move stays 0. Table: branch d, 273 < 103? no → stop.
    // Nothing changes: without the rule the strip would have come down by 150 (see the first-cell case).
    let scene = phoneScene([tableWithStrip(tableOffset: 0, fieldRow: 1)], navigationBarBottom: 103)
    let result = run([.beginEditing(field: "code"), .keyboardWillShow(.height(291))], on: scene)
    let step = result.steps[1]
    #expect(close(moveNeeded(step), -234))
    #expect(step.plan.changes.isEmpty)
    let rule = try #require(previousCellStep(step))
    #expect(close(value(rule, "previousCellMaxY"), 203))
    #expect(close(value(rule, "moveUp"), 0))
    #expect(close(step.outcome?.fieldFrame.minY, 273))
  }

  @Test func fieldInTheFirstRowHasNoPreviousCell() throws {
    // Table not scrolled; the field's row is row-0 (0,0,393,200): 103...303; strip 123...283, offset 150;
    // field 123 + 200 − 150 = 173...217. top = 173 − 103 = 70; bottom = 217 − 551 = −334; move = −334.
    // Strip (10b): offset 150 > 0, but row 0 has no previous index path: the rule does not apply, move stays −334.
    // target = 150 − min(150, 334) = 0; min(0, 200) = 0: the strip comes all the way down; move −= 0 − 150 → −184.
    // Table: branch d, 173 < 103? no → move 0, stop. Root stays.
    // Field ends 173 + 150 = 323...367: gap 561 − 367 = 194.
    let scene = phoneScene([tableWithStrip(tableOffset: 0, fieldRow: 0)], navigationBarBottom: 103)
    let result = run([.beginEditing(field: "code"), .keyboardWillShow(.height(291))], on: scene)
    let step = result.steps[1]
    #expect(close(moveNeeded(step), -334))
    #expect(previousCellStep(step) == nil)
    #expect(close(step.plan.change("strip", .contentOffsetY)?.to, 0))
    #expect(step.plan.change("list", .contentOffsetY) == nil)
    #expect(step.plan.change("root", .originY) == nil)
    let outcome = try #require(step.outcome)
    #expect(close(outcome.fieldFrame.minY, 323))
    #expect(close(outcome.gap, 194))
  }

  @Test func collectionCellScrollViewComesDownOnlyUntilThePreviousItemShows() throws {
    // 10c, a two-column grid (0,103,393,749) scrolled to 150: content starts at −47. Subviews in dequeue
    // order (tile-3, tile-2, tile-1, tile-0); item order is reading order:
    //   row 0: tile-0 (0,0,196,100), tile-1 (197,0,196,100): −47...53;
    //   row 1: tile-2 (0,100,196,200), tile-3 (197,100,196,200): 53...253.
    // The field is in tile-2 (item 2): strip (0,20,196,160) in its content view 73...233, offset 150;
    // field at y 200: 123...167. top = 20; bottom = 167 − 551 = −384; move = −384.
    // Strip: collection ancestor, offset 150 > 0; previous item (item 1) = tile-1, the end of the row above
    // (NOT tile-3, its same-row neighbour in subview order), ends at 53: move = min(0, 53 − 103) = −50.
    // target = 150 − 50 = 100 (≤ field top 200); move → 0. Grid: branch d, 123 < 103? no → stop. Root stays.
    // Field ends 173...217: gap 344.
    let scene = phoneScene([gridWithStrip(gridOffset: 150, fieldTile: 2)], navigationBarBottom: 103)
    let result = run([.beginEditing(field: "code"), .keyboardWillShow(.height(291))], on: scene)
    let step = result.steps[1]
    #expect(close(moveNeeded(step), -384))
    let rule = try #require(previousCellStep(step))
    #expect(rule.view == "tile-1")
    #expect(close(value(rule, "moveUp"), -50))
    #expect(close(step.plan.change("strip", .contentOffsetY)?.to, 100))
    #expect(step.plan.change("grid", .contentOffsetY) == nil)
    #expect(step.plan.change("root", .originY) == nil)
    let outcome = try #require(step.outcome)
    #expect(close(outcome.fieldFrame.minY, 173))
    #expect(close(outcome.gap, 344))
  }

  @Test func collectionPreviousItemIsTheLeftNeighbourInTheSameRow() throws {
    // Grid not scrolled: row 0 at 103...203, row 1 at 203...403. Field in tile-3 (item 3, right column of
    // row 1): strip (0,20,196,160) 223...383, offset 150; field 223 + 50 = 273...317.
    // top = 170; bottom = 317 − 551 = −234; move = −234.
    // Previous item (item 2) = tile-2, its left neighbour (listed AFTER it in the subviews), ends at 403:
    // move = min(0, 403 − 103) = 0 → the strip stays; grid: branch d, 273 < 103? no. Nothing changes.
    // (Ordering by minY alone, ties in subview order, gives tile-1, tile-0, tile-3, tile-2: tile-0 would be
    // "previous", 203 − 103 > 0 → also 0, so the traced cell is what tells them apart.)
    let scene = phoneScene([gridWithStrip(gridOffset: 0, fieldTile: 3)], navigationBarBottom: 103)
    let result = run([.beginEditing(field: "code"), .keyboardWillShow(.height(291))], on: scene)
    let step = result.steps[1]
    #expect(close(moveNeeded(step), -234))
    let rule = try #require(previousCellStep(step))
    #expect(rule.view == "tile-2")
    #expect(close(value(rule, "previousCellMaxY"), 403))
    #expect(step.plan.changes.isEmpty)
  }

  @Test func collectionFirstItemHasNoPreviousCell() throws {
    // Grid not scrolled; field in tile-0 (item 0), listed last in the subviews: strip 123...283, offset 150;
    // field 123 + 50 = 173...217. top = 70, bottom = −334 → −334. No previous item: the rule does not apply;
    // target = 150 − min(150, 334) = 0. Field ends 323...367, gap 194.
    let scene = phoneScene([gridWithStrip(gridOffset: 0, fieldTile: 0)], navigationBarBottom: 103)
    let result = run([.beginEditing(field: "code"), .keyboardWillShow(.height(291))], on: scene)
    let step = result.steps[1]
    #expect(close(moveNeeded(step), -334))
    #expect(previousCellStep(step) == nil)
    #expect(close(step.plan.change("strip", .contentOffsetY)?.to, 0))
    #expect(close(step.outcome?.gap, 194))
  }

  @Test func theRuleNeedsACellAncestorNotJustAScrollView() throws {
    // Branch d for comparison: the same strip directly in a plain UIScrollView (no table ancestor).
    // Outer (0,103,393,749) scrolled to 150; strip at y 120 in it: 103 − 150 + 120 = 73...233, offset 150;
    // field 123...167 as in the first case: move −384, but the field is not above the guide (123 ≥ 103):
    // the strip does not continue, nothing scrolls down.
    let strip = stripView(width: 393)
    var placed = strip
    placed.frame = Rect(x: 0, y: 120, width: 393, height: 160)
    let outer = SceneView(
      id: "outer", className: "UIScrollView", frame: Rect(x: 0, y: 103, width: 393, height: 749),
      scroll: ScrollState(
        contentOffset: Point(x: 0, y: 150), contentSize: Size(width: 393, height: 1200)),
      subviews: [placed])
    let result = run(
      [.beginEditing(field: "code"), .keyboardWillShow(.height(291))],
      on: phoneScene([outer], navigationBarBottom: 103))
    let step = result.steps[1]
    #expect(close(moveNeeded(step), -384))
    #expect(previousCellStep(step) == nil)
    #expect(step.plan.changes.isEmpty)
  }

  // MARK: - Scenes

  /// A scroll view nested in a cell ("strip", offset 150, content 400 tall) holding the field "code"
  /// at y 200, as an expandable form cell holds its own scrolling fields.
  private func stripView(width: Double) -> SceneView {
    SceneView(
      id: "strip", className: "UIScrollView", frame: Rect(x: 0, y: 20, width: width, height: 160),
      scroll: ScrollState(
        contentOffset: Point(x: 0, y: 150), contentSize: Size(width: width, height: 400)),
      subviews: [
        SceneView(
          id: "code", className: "UITextField",
          frame: Rect(x: 8, y: 200, width: width - 16, height: 44), accessibilityIdentifier: "code")
      ])
  }

  /// A table (0,103,393,749) with row-0 (100 tall, or 200 when it holds the field) and row-1 (200 tall);
  /// the strip sits in the content view of row `fieldRow` (a cell's content view, as UIKit builds it:
  /// IQ skips scroll views whose superview is the cell itself).
  private func tableWithStrip(tableOffset: Double, fieldRow: Int) -> SceneView {
    let firstHeight: Double = fieldRow == 0 ? 200 : 100
    func row(_ index: Int, y: Double, height: Double) -> SceneView {
      let content = SceneView(
        id: "row-\(index)-content", frame: Rect(x: 0, y: 0, width: 393, height: height),
        subviews: index == fieldRow ? [stripView(width: 393)] : [])
      return SceneView(
        id: "row-\(index)", className: "UITableViewCell",
        frame: Rect(x: 0, y: y, width: 393, height: height), subviews: [content])
    }
    return SceneView(
      id: "list", className: "UITableView", frame: Rect(x: 0, y: 103, width: 393, height: 749),
      scroll: ScrollState(
        contentOffset: Point(x: 0, y: tableOffset), contentSize: Size(width: 393, height: 1200)),
      subviews: [row(0, y: 0, height: firstHeight), row(1, y: firstHeight, height: 200)])
  }

  /// A two-column collection view (0,103,393,749): tiles 0, 1 (row 0, 100 tall, or 200 when the field
  /// is in row 0) and 2, 3 (row 1, 200 tall), listed in reverse (dequeue) order.
  private func gridWithStrip(gridOffset: Double, fieldTile: Int) -> SceneView {
    let firstHeight: Double = fieldTile < 2 ? 200 : 100
    func tile(_ index: Int) -> SceneView {
      let height: Double = index < 2 ? firstHeight : 200
      let frame = Rect(
        x: index % 2 == 0 ? 0 : 197, y: index < 2 ? 0 : firstHeight, width: 196, height: height)
      let content = SceneView(
        id: "tile-\(index)-content", frame: Rect(x: 0, y: 0, width: 196, height: height),
        subviews: index == fieldTile ? [stripView(width: 196)] : [])
      return SceneView(
        id: "tile-\(index)", className: "UICollectionViewCell", frame: frame, subviews: [content])
    }
    return SceneView(
      id: "grid", className: "UICollectionView", frame: Rect(x: 0, y: 103, width: 393, height: 749),
      scroll: ScrollState(
        contentOffset: Point(x: 0, y: gridOffset), contentSize: Size(width: 393, height: 1200)),
      subviews: [tile(3), tile(2), tile(1), tile(0)])
  }

  // MARK: - Trace helpers

  private func moveNeeded(_ step: EngineStep) -> Double? {
    step.trace.steps.first { $0.kind == .move }.flatMap { value($0, "moveUp") }
  }

  private func previousCellStep(_ step: EngineStep) -> TraceStep? {
    step.trace.steps.first { $0.values.contains { $0.name == "previousCellMaxY" } }
  }

  private func value(_ step: TraceStep, _ name: String) -> Double? {
    step.values.first { $0.name == name }?.value
  }
}
