import SceneModel

/// What UIKit itself does for a field in a `UITableViewController`'s table view when the keyboard
/// shows: the controller grows the table's bottom inset by the keyboard's overlap and scrolls the
/// row holding the first responder just far enough to be visible above the keyboard (scroll
/// position `none`). IQKeyboardManager turns itself off in these controllers for that reason
/// (`disabledDistanceHandlingClasses`); the default policy's `disable in UITableViewController`
/// mirrors it, and explain shows this model instead of "not adjusted".
///
/// The model, in the table's content coordinates (offset `s`, visible height `h`, top inset `t`):
/// the keyboard's overlap with the table's window frame `k` makes the bottom of the visible area
/// `s + h − max(b, k)` (`b`: the bottom inset, safe area included, before); a row whose bottom is
/// below it scrolls up until its bottom meets it, and a row whose top would then be above
/// `s + t` scrolls back until its top shows. The offset stays between `−t` and the new maximum.
/// IQ's `distance` plays no part: UIKit knows nothing of it.
public struct TableControllerScroll: Hashable, Sendable {
  /// The `UITableViewController`'s id.
  public var controller: String
  /// Its table view (the controller's root view).
  public var tableView: String
  /// The cell holding the field, when there is one; UIKit scrolls only to a cell.
  public var row: String?
  /// The row's window frame before the keyboard shows (the field's when there is no cell).
  public var rowFrame: Rect
  /// `contentOffset.y` before.
  public var contentOffsetYBefore: Double
  /// `contentOffset.y` after UIKit's scroll.
  public var contentOffsetY: Double
  /// `contentInset.bottom` before.
  public var contentInsetBottomBefore: Double
  /// `contentInset.bottom` after: grown to the keyboard's overlap with the table (less the bottom
  /// safe area, which UIKit adds back through `adjustedContentInset`).
  public var contentInsetBottom: Double
  /// The field's window frame after the scroll.
  public var fieldFrame: Rect

  /// How far the table scrolled (positive: content moves up).
  public var scrolled: Double { contentOffsetY - contentOffsetYBefore }

  /// UIKit's handling for `field` in `index`'s scene with the keyboard at `keyboard` (window
  /// coordinates); nil when the field's controller is not a `UITableViewController` whose root
  /// view is a table view holding the field, or when the keyboard has height 0.
  public static func model(field: String, in index: SceneIndex, keyboard: Rect)
    -> TableControllerScroll?
  {
    guard keyboard.height > 0, let controller = tableViewController(of: field, in: index),
      let table = controller.view, let state = index.scrollState(of: table),
      let tableFrame = index.windowRect(of: table), let fieldFrame = index.windowRect(of: field),
      let tableView = index.view(table)
    else { return nil }
    let cell = index.superviewChain(of: field).prefix { $0 != table }.first {
      index.isKind($0, of: "UITableViewCell")
    }
    let safeBottom = tableView.safeAreaInsets.bottom
    let bottomBefore = state.contentInset.bottom + safeBottom
    let overlap = max(0, tableFrame.maxY - keyboard.minY)
    let bottom = max(bottomBefore, overlap)
    let top = state.contentInset.top
    let before = state.contentOffset.y
    var offset = before
    let rowFrame = cell.flatMap { index.windowRect(of: $0) } ?? fieldFrame
    if let cell, let row = index.rect(of: cell, inContentOf: table) {
      let visibleHeight = tableFrame.height - bottom
      if row.maxY > offset + visibleHeight { offset = row.maxY - visibleHeight }
      if row.minY < offset + top { offset = row.minY - top }
      let contentHeight = max(state.contentSize.height, 0)
      let maxOffset = max(-top, contentHeight + bottom - tableFrame.height)
      offset = min(max(offset, -top), max(maxOffset, before))
    }
    return TableControllerScroll(
      controller: controller.id, tableView: table, row: cell, rowFrame: rowFrame,
      contentOffsetYBefore: before, contentOffsetY: offset,
      contentInsetBottomBefore: state.contentInset.bottom,
      contentInsetBottom: max(state.contentInset.bottom, overlap - safeBottom),
      fieldFrame: fieldFrame.offsetBy(dx: 0, dy: before - offset))
  }

  /// The field's policy controller when it is a `UITableViewController` whose root view is a
  /// table view (UIKit's keyboard handling acts only on that table).
  public static func tableViewController(of field: String, in index: SceneIndex)
    -> SceneController?
  {
    guard let controller = index.policyController(of: field), let root = controller.view,
      index.classChain(ofController: controller).contains("UITableViewController"),
      index.isKind(root, of: "UITableView")
    else { return nil }
    return controller
  }
}
