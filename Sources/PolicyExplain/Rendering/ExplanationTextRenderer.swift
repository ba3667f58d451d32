import AvoidanceEngine
import PolicyLanguage

/// Renders an `Explanation` as text for people, in the order of issue #4: the field and its
/// controllers, every setting with its source and the candidates that lost, the scroll-view flags
/// the policy or app code sets, near misses, the field order, the engine's adjustment with a
/// verdict, and the what-ifs.
///
/// A pure function: returns a string ending in a newline; prints nothing. Every line is escaped
/// as diagnostics are (`DiagnosticRenderer.escaped`), so text from the input (an id, a class, a
/// placeholder holding a line feed or an escape sequence) stays inside its line.
public struct ExplanationTextRenderer: Sendable {
  /// Whether to append the engine's step-by-step trace.
  public var includesTrace: Bool

  /// Creates a renderer.
  public init(includesTrace: Bool = false) {
    self.includesTrace = includesTrace
  }

  /// The explanation as text.
  public func render(_ explanation: Explanation) -> String {
    var out: [String] = []
    out += header(explanation)
    out.append("")
    out += decisions(explanation)
    let scrollViews = scrollViews(explanation.scrollViews)
    if !scrollViews.isEmpty {
      out.append("")
      out += scrollViews
    }
    if !explanation.nearMisses.isEmpty {
      out.append("")
      out.append("near misses")
      out += explanation.nearMisses.map { "  \($0.message)" }
    }
    out.append("")
    out += order(explanation.order)
    out.append("")
    out += adjustment(explanation)
    if !explanation.whatIfs.isEmpty {
      out.append("")
      out += whatIfs(explanation.whatIfs)
    }
    return out.map(DiagnosticRenderer.escaped).joined(separator: "\n") + "\n"
  }

  // MARK: - Sections

  private func header(_ e: Explanation) -> [String] {
    var rows: [(String, String)] = []
    var field = e.field.displayName
    if e.field.identifier != nil, e.field.id != e.field.identifier {
      field += " (view '\(e.field.id)')"
    }
    rows.append(("field", "\(field): \(e.field.classChain.joined(separator: " : "))"))
    if let controller = e.controller {
      rows.append(
        (
          "controller",
          "\(controller.classChain.joined(separator: " : "))"
            + (controller.rootView.map { " (view '\($0)')" } ?? "")
            + (controller.screen.map { ", SwiftUI screen \"\($0)\"" } ?? "")
        ))
    } else {
      rows.append(
        ("controller", "none: no view controller owns the field, so class rules cannot match"))
    }
    if let moved = e.movedController {
      let view = e.adjustment?.root?.view ?? moved.rootView
      rows.append(("moves", "\(moved.className)" + (view.map { " (root view '\($0)')" } ?? "")))
    }
    return Self.aligned(rows, indent: "")
  }

  private func decisions(_ e: Explanation) -> [String] {
    var out = ["decisions"]
    let nameWidth = e.settings.map(\.name.count).max() ?? 0
    let valueWidth = e.settings.map(\.value.description.count).max() ?? 0
    for setting in e.settings {
      let name = setting.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      let value = setting.value.description.padding(
        toLength: valueWidth, withPad: " ", startingAt: 0)
      out.append("  \(name)  \(value)  \(setting.source.summary)")
      let indent = String(repeating: " ", count: nameWidth + valueWidth + 6)
      // Losers with the winner's value change nothing: one line for all of them (JSON keeps each
      // with its reason).
      var sameValue: [String] = []
      for loser in setting.overridden {
        guard loser.value != setting.value else {
          sameValue.append(loser.source.short)
          continue
        }
        out.append(
          "\(indent)✗ \(loser.value): \(setting.source.rule) wins over \(loser.source.short): \(loser.reason)"
        )
      }
      if !sameValue.isEmpty {
        out.append("\(indent)= \(setting.value) also set by \(sameValue.joined(separator: "; "))")
      }
      if let inactive = setting.inactive { out.append("\(indent)! does not act: \(inactive)") }
      if setting.setting == .resignOnTouch {
        out += Self.ignoredTouches(e.ignoredTouches).map { indent + $0 }
      }
    }
    return out
  }

  private func order(_ order: FieldOrderExplanation) -> [String] {
    var title = "field order"
    if order.index != nil {
      title += " (\(order.position)" + (order.returnKey.map { ", return key \($0)" } ?? "") + ")"
    }
    var out = [title, "  \(order.reason)"]
    for (position, id) in order.fields.enumerated() {
      let marker = position == order.index ? "▸" : " "
      out.append("  \(marker) \(position + 1). \(id)")
    }
    return out
  }

  /// One row per part of an assumed keyboard (`  system keyboard  291 pt: retina6_12 ...`).
  static func keyboardParts(_ a: KeyboardAdjustment) -> [(String, String)] {
    a.keyboardParts.map { part in
      let label =
        switch part.kind {
        case .system: "  system keyboard"
        case .toolbar: "  + toolbar"
        case .accessory: "  + app accessory"
        }
      return (label, "\(PointsFormat.rounded(part.height)) pt, assumed: \(part.source)")
    }
  }

  private func adjustment(_ e: Explanation) -> [String] {
    guard let a = e.adjustment else {
      return ["keyboard show", "  verdict: \(e.verdict.message)"]
    }
    var rows: [(String, String)] = [
      ("field", "\(PointsFormat.roundedList(a.fieldFrameBefore.components)) in the window"),
      (
        "keyboard top",
        "\(PointsFormat.rounded(a.keyboardTop)) (height \(PointsFormat.rounded(a.keyboardHeight))\(a.keyboardIsAssumed ? ", assumed: the scene records no keyboard" : ""))"
      ),
    ]
    rows += Self.keyboardParts(a)
    rows += [
      ("distance", Self.distance(e, a)),
      ("top guide", PointsFormat.rounded(a.topGuide)),
    ]
    if a.adjusted {
      rows.append(
        (
          "move needed",
          "\(PointsFormat.rounded(a.moveNeeded)) pt"
            + (a.moveNeeded <= 0 ? " (none: the field is clear already)" : "")
        ))
      for scroll in a.scrollViews {
        var text: String
        if let note = scroll.note {
          text = "skipped: \(note)"
        } else if abs(scroll.absorbed) > 1e-6 {
          text =
            "offset \(PointsFormat.rounded(scroll.contentOffsetYBefore)) → \(PointsFormat.rounded(scroll.contentOffsetY)), absorbs \(PointsFormat.rounded(scroll.absorbed)) pt"
        } else {
          text = "offset \(PointsFormat.rounded(scroll.contentOffsetY)), absorbs nothing"
        }
        if abs(scroll.contentInsetBottom - scroll.contentInsetBottomBefore) > 1e-6 {
          text +=
            "; inset.bottom \(PointsFormat.rounded(scroll.contentInsetBottomBefore)) → \(PointsFormat.rounded(scroll.contentInsetBottom))"
        }
        rows.append(("scroll '\(scroll.id)'", text))
        if let overScroll = scroll.overScroll { rows.append(("", "why: \(overScroll)")) }
      }
      if let root = a.root {
        let moved = root.movedUp
        let text =
          abs(moved) > 1e-6
          ? "y \(PointsFormat.rounded(root.yBefore)) → \(PointsFormat.rounded(root.y)), \(moved > 0 ? "rises" : "comes down") \(PointsFormat.rounded(abs(moved))) pt"
          : "stays at y \(PointsFormat.rounded(root.y))"
        rows.append(("root '\(root.view)'", text))
      }
      if let textView = a.textView {
        rows.append(
          (
            "text view",
            "inset.bottom \(PointsFormat.rounded(textView.contentInsetBottomBefore)) → \(PointsFormat.rounded(textView.contentInsetBottom))"
          ))
      }
      rows.append(("field after", PointsFormat.roundedList(a.fieldFrame.components)))
      for companion in a.companions {
        var text = ""
        if let before = companion.frameBefore {
          text += PointsFormat.roundedList(before.components)
          if let after = companion.frame, after != before {
            text += " → \(PointsFormat.roundedList(after.components))"
          }
          text += ", "
        }
        rows.append(("keep-visible '\(companion.id)'", text + companion.state))
      }
    }
    if let table = e.tableController {
      rows += Self.tableRows(table)
    }
    rows.append(("gap", "\(PointsFormat.rounded(e.finalGap ?? a.gap)) pt"))
    var out = ["keyboard show"] + Self.aligned(rows, indent: "  ")
    out.append("  verdict: \(e.verdict.message)")
    if includesTrace {
      out.append("  trace:")
      out += a.trace.enumerated().map { "    \($0.offset + 1). \($0.element)" }
    }
    return out
  }

  /// The keyboard show's `distance` row: the policy's distance, and when it does not act for the
  /// field (its setting is inactive: avoidance is off) that it is not kept, and who places the
  /// field instead in a `UITableViewController` (`uikit-scrolls`).
  static func distance(_ e: Explanation, _ a: KeyboardAdjustment) -> String {
    let points = "\(PointsFormat.rounded(a.distance)) pt"
    if e.verdict.kind == .layoutGuideFollows {
      return
        "\(points), does not act: the screen's keyboard layout guide places the field, keeping its constraints' spacing"
    }
    guard e.settings.contains(where: { $0.setting == .distance && $0.inactive != nil }) else {
      return points
    }
    if e.verdict.kind == .uikitScrolls {
      return
        "\(points), does not act: avoidance is off; UIKit's UITableViewController scrolls the row only until it is visible, keeping no distance"
    }
    if e.verdict.kind == .swiftuiAvoids {
      return
        "\(points), does not act: avoidance is off; SwiftUI lays the field out above the keyboard itself, keeping its own spacing"
    }
    if e.verdict.kind == .movesWithKeyboard {
      return "\(points), does not act: avoidance is off; the field moves with the keyboard"
    }
    return "\(points), does not act: avoidance is off, nothing keeps a distance"
  }

  /// UIKit's own scroll in a `UITableViewController`: the row, the table's inset and offset, and
  /// where the field ends.
  static func tableRows(_ table: TableControllerAdjustment) -> [(String, String)] {
    var rows: [(String, String)] = []
    let row =
      table.row.map { "row '\($0)' at \(PointsFormat.roundedList(table.rowFrame.components))" }
      ?? "no cell holds the field"
    rows.append(
      ("UIKit", "UITableViewController '\(table.controller)' scrolls its table itself; \(row)"))
    rows.append(
      (
        "table '\(table.tableView)'",
        "offset \(PointsFormat.rounded(table.contentOffsetYBefore)) → \(PointsFormat.rounded(table.contentOffsetY)); inset.bottom \(PointsFormat.rounded(table.contentInsetBottomBefore)) → \(PointsFormat.rounded(table.contentInsetBottom))"
      ))
    rows.append(("field after", PointsFormat.roundedList(table.fieldFrame.components)))
    return rows
  }

  private func whatIfs(_ whatIfs: [WhatIf]) -> [String] {
    var out = ["what if"]
    for whatIf in whatIfs {
      out.append(
        whatIf.setting == .keepVisible
          ? "  keep-visible: \(whatIf.effect)"
          : "  \(whatIf.setting.rawValue) is off. \(Self.capitalized(whatIf.effect))")
      if let blocked = whatIf.blockedBy {
        out.append("    no edit: \(blocked)")
      }
      for (n, edit) in whatIf.edits.enumerated() {
        out.append(
          "    \(n + 1). \(edit.summary) (\(edit.scope))\(edit.verified ? "; verified" : "")")
        out += edit.lines.map { "         \($0.rendered)" }
      }
    }
    return out
  }

  // MARK: - Helpers

  static func aligned(_ rows: [(String, String)], indent: String) -> [String] {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map {
      "\(indent)\($0.0.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.1)"
    }
  }

  static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
