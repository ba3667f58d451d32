import AvoidanceEngine

/// What UIKit's `UITableViewController` does for the field when the keyboard shows, apart from
/// the policy: it grows its table's bottom inset by the keyboard's overlap and scrolls the row
/// holding the field just above the keyboard (`TableControllerScroll`). Present only for a field
/// in such a controller's table view.
public struct TableControllerAdjustment: Hashable, Sendable, Codable {
  /// The `UITableViewController`'s id.
  public var controller: String
  /// Its table view.
  public var tableView: String
  /// The cell holding the field (nil: the field is in no cell, and UIKit scrolls only to cells).
  public var row: String?
  /// The row's window frame before the keyboard shows.
  public var rowFrame: ExplainedRect
  /// The table's `contentOffset.y` before.
  public var contentOffsetYBefore: Double
  /// The table's `contentOffset.y` after UIKit's scroll.
  public var contentOffsetY: Double
  /// The table's `contentInset.bottom` before.
  public var contentInsetBottomBefore: Double
  /// The table's `contentInset.bottom` after.
  public var contentInsetBottom: Double
  /// The field's window frame after UIKit's scroll.
  public var fieldFrame: ExplainedRect
  /// `keyboardTop − fieldFrame.maxY` after UIKit's scroll.
  public var gap: Double
  /// Whether the field is fully visible between the top guide and the keyboard afterwards.
  public var visible: Bool

  /// Creates the value from the engine's model, with the keyboard's top and the top guide.
  public init(_ model: TableControllerScroll, keyboardTop: Double, topGuide: Double) {
    controller = model.controller
    tableView = model.tableView
    row = model.row
    rowFrame = ExplainedRect(model.rowFrame)
    contentOffsetYBefore = model.contentOffsetYBefore
    contentOffsetY = model.contentOffsetY
    contentInsetBottomBefore = model.contentInsetBottomBefore
    contentInsetBottom = model.contentInsetBottom
    fieldFrame = ExplainedRect(model.fieldFrame)
    gap = keyboardTop - model.fieldFrame.maxY
    visible =
      model.fieldFrame.minY >= topGuide - 1e-6 && model.fieldFrame.maxY <= keyboardTop + 1e-6
  }

  /// How far the field moved up on screen (positive: up).
  public var scrolled: Double { contentOffsetY - contentOffsetYBefore }
}
