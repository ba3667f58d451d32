import PolicyLanguage
import SceneModel

/// The importer's notes about screens UIKit assembles from more than `<subviews>`: localized
/// copies, size classes, bar items, the app's device and cells mounted in tables (IB030–IB034).
extension DiagnosticMessage where Code == ImportIssue.Code {
  /// `path` translates `base`: one screen, read from the base.
  package static func localizedCopy(_ path: String, of base: String) -> Self {
    Self(
      .localizedCopy,
      "'\(path)' is a localized copy of '\(base)': its screens are the same, read once from '\(base)'",
      severity: .note)
  }

  /// `sizeClass` in words (`compact width, compact height`); counts of views left out and of views
  /// installed only in this size class.
  package static func sizeClassApplied(_ sizeClass: String, leftOut: Int, installed: Int) -> Self {
    func views(_ count: Int) -> String { "\(count) view\(count == 1 ? "" : "s")" }
    var what: [String] = []
    if leftOut > 0 { what.append("\(views(leftOut)) not installed in it left out") }
    if installed > 0 { what.append("\(views(installed)) installed only in it kept") }
    return Self(
      .sizeClass,
      "the device's size class is \(sizeClass): " + what.joined(separator: ", "),
      severity: .note)
  }

  /// A view's `<variation>`s for `sizeClass` changed `changed` (attribute names, child keys).
  package static func sizeClassVariation(_ sizeClass: String, changed: [String]) -> Self {
    Self(
      .sizeClass,
      "the device's size class is \(sizeClass): this view's <variation> for it sets "
        + changed.joined(separator: ", ") + " (used instead of the default values)",
      severity: .note)
  }

  /// A text field that is a bottom toolbar item's custom view, placed at window y `y`, in the
  /// window or in the sheet that presents the controller (`sheet`).
  package static func toolbarItemField(_ name: String, y: Double, sheet: Bool) -> Self {
    Self(
      .outsideSubviews,
      sheet
        ? "'\(name)' is a bottom toolbar item's custom view: placed in the toolbar at the bottom of the sheet that presents it (field at y \(PointsFormat.exact(y)))"
        : "'\(name)' is a bottom toolbar item's custom view: placed in the toolbar at the window's bottom, above the home indicator (field at y \(PointsFormat.exact(y)))",
      severity: .note)
  }

  /// A search bar that is a navigation item's title view, placed at window y `y`, in the
  /// window's navigation bar or the bar of the sheet that presents the controller (`sheet`).
  package static func titleViewSearchBar(_ name: String, y: Double, sheet: Bool) -> Self {
    Self(
      .outsideSubviews,
      "'\(name)' is the navigation item's title view: placed in the \(sheet ? "sheet's " : "")navigation bar, centred (at y \(PointsFormat.exact(y)))",
      severity: .note)
  }

  /// The document names `designed`; the app's screens are shown on `device`.
  package static func appDevice(designed: String, device: String) -> Self {
    Self(
      .appDevice,
      "the document is designed for \(designed); shown on \(device), the app's device (the first document's; --device overrides)",
      severity: .note)
  }

  /// `view` (a cell or view loaded in code) was put in `table` of `screen` at content `y`.
  package static func mounted(_ view: String, table: String, screen: String, y: Double) -> Self {
    Self(
      .mounted,
      "'\(view)' mounted in table '\(table)' of \(screen) as a row at content y \(PointsFormat.exact(y)), as the code that registers it shows it",
      severity: .note)
  }

  /// `--mount` names a view no xib has at its top level.
  package static func mountViewMissing(_ name: String) -> Self {
    Self(
      .mounted,
      "--mount: no top-level view '\(name)' in the given xibs (a cell's custom class, reuse identifier, object id or the xib's name)"
    )
  }

  /// `--mount` names a table no screen has.
  package static func mountTableMissing(_ name: String) -> Self {
    Self(
      .mounted,
      "--mount: no table or collection view '\(name)' in the screens (its accessibility identifier or object id)"
    )
  }
}
