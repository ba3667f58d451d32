import AvoidanceEngine
import PolicyLanguage

extension ExplanationBuilder {
  /// UIKit's own handling of the field when it is in a `UITableViewController`'s table view and
  /// the keyboard shows (`TableControllerScroll`); nil otherwise.
  func tableController(for id: String, adjustment: KeyboardAdjustment?)
    -> TableControllerAdjustment?
  {
    guard let adjustment,
      let model = TableControllerScroll.model(
        field: id, in: index, keyboard: keyboard(for: id).normalizedFrame(in: scene.window))
    else { return nil }
    return TableControllerAdjustment(
      model, keyboardTop: adjustment.keyboardTop, topGuide: adjustment.topGuide)
  }

  /// The outcome for a field in a `UITableViewController`'s table: with avoidance off (the
  /// default policy's `disable in UITableViewController`, as IQKeyboardManager), UIKit's own
  /// scroll (`uikit-scrolls`); with it on, the engine's verdict and a warning that both adjust.
  static func verdict(
    field: ExplainedField, decision: [SettingExplanation], adjustment: KeyboardAdjustment,
    tableController table: TableControllerAdjustment
  ) -> Verdict {
    let avoidance = decision.first { $0.setting == .avoidance }
    guard avoidance?.value != .bool(true) else {
      let engine = verdict(field: field, decision: decision, adjustment: adjustment)
      return Verdict(
        kind: engine.kind,
        message: engine.message
          + "; UIKit's UITableViewController scrolls the row above the keyboard as well, so the two adjustments add up (why IQKeyboardManager turns itself off there)"
      )
    }
    let why = avoidance.map { " (\($0.source.summary))" } ?? ""
    let lead = "not adjusted by the policy, avoidance is off\(why); UIKit's UITableViewController"
    guard let row = table.row else {
      let covered = max(0, min(table.fieldFrame.height, -table.gap))
      let rest =
        covered > 1e-6
        ? "the keyboard covers \(PointsFormat.rounded(covered)) pt of it"
        : "the field is clear anyway"
      return Verdict(
        kind: .uikitScrolls,
        message:
          "\(lead) grows its table's bottom inset but scrolls only to the cell holding the first responder, and this field is in none: \(rest)"
      )
    }
    var how =
      abs(table.scrolled) > 1e-6
      ? "scrolls row '\(row)' \(PointsFormat.rounded(table.scrolled)) pt so it sits above the keyboard"
      : "keeps row '\(row)' where it is, above the keyboard already"
    if abs(table.contentInsetBottom - table.contentInsetBottomBefore) > 1e-6 {
      how +=
        " (table '\(table.tableView)' bottom inset \(PointsFormat.rounded(table.contentInsetBottomBefore)) → \(PointsFormat.rounded(table.contentInsetBottom)))"
    }
    let result: String
    if table.visible {
      result = "visible, \(PointsFormat.rounded(table.gap)) pt above the keyboard"
    } else if table.gap < 0 {
      result =
        "only partly visible: the keyboard still covers \(PointsFormat.rounded(min(-table.gap, table.fieldFrame.height))) pt of it"
    } else {
      result = "only partly visible: the row is taller than the room above the keyboard"
    }
    return Verdict(kind: .uikitScrolls, message: "\(lead) \(how): \(result)")
  }
}
