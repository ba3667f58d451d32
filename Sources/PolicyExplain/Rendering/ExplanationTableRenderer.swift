import AvoidanceEngine
import PolicyLanguage

/// Renders the `--all` table: one aligned line per text input (field, controller, avoidance,
/// distance, toolbar, order position, resign, moved by, gap, result), then a summary line.
///
/// A pure function: returns a string ending in a newline. Cells and lines are escaped as
/// diagnostics are (`DiagnosticRenderer.escaped`): an id holding a line feed stays in its row.
public struct ExplanationTableRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// The table and its summary line.
  public func render(_ explanations: [Explanation]) -> String {
    let header = [
      "field", "controller", "avoidance", "distance", "toolbar", "order", "resign", "moved by",
      "gap", "result",
    ]
    let rows = explanations.map { e -> [String] in
      let row = Row(e)
      return [
        row.field, row.controller ?? "-", row.avoidance ? "on" : "off",
        PointsFormat.rounded(row.distance),
        row.toolbar ? "on" : "off", row.order, row.resign ? "on" : "off",
        row.movedBy.map(PointsFormat.rounded) ?? "-",
        row.gap.map(PointsFormat.rounded) ?? "-", row.result,
      ].map(DiagnosticRenderer.escaped)
    }
    let numeric: Set<Int> = [3, 7, 8]
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let text = cells.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return numeric.contains(column) ? pad + cell : cell + pad
      }.joined(separator: "  ")
      return String(text.reversed().drop { $0 == " " }.reversed())
    }
    var out = [line(header)]
    out += rows.map(line)
    out.append("")
    let summary = Summary(explanations)
    out.append(summary.message)
    out += summary.keyboardNotes
    return out.map(DiagnosticRenderer.escaped).joined(separator: "\n") + "\n"
  }

  /// One table row's values.
  struct Row {
    var field: String
    var view: String
    var controller: String?
    var avoidance: Bool
    var distance: Double
    var toolbar: Bool
    var order: String
    var resign: Bool
    var movedBy: Double?
    var gap: Double?
    var visible: Bool?
    var verdictKind: String
    /// How much of the field the keyboard covers after the plan (0 when clear of it; nil when the
    /// keyboard is hidden).
    var covered: Double?
    /// The keyboard's height, and whether it was assumed (the scene records none).
    var keyboardHeight: Double?
    var keyboardAssumed: Bool
    /// The assumed keyboard's parts (empty when the keyboard is recorded or given).
    var keyboardParts: [KeyboardPart]
    /// The companions (`keep-visible`) the keyboard still covers, with the points covered.
    var coveredCompanions: [(id: String, covered: Double)]

    /// The result column: the verdict kind, and for a field nothing moved for, whether the
    /// keyboard covers it (the one real problem) or it is clear anyway.
    var result: String {
      let companions = coveredCompanions.map {
        ", keep-visible '\($0.id)' covered \(PointsFormat.rounded($0.covered)) pt"
      }.joined()
      guard verdictKind == Verdict.Kind.notAdjusted.rawValue, let covered else {
        return verdictKind + companions
      }
      return covered > 1e-6
        ? "\(verdictKind), covered \(PointsFormat.rounded(covered)) pt" : "\(verdictKind), clear"
    }

    init(_ e: Explanation) {
      field = e.field.identifier ?? e.field.id
      view = e.field.id
      controller = e.controller.map { c in
        c.className + (c.screen.map { " screen \"\($0)\"" } ?? "")
      }
      avoidance = e.isOn(.avoidance)
      if case .number(let n)? = e[.distance]?.value { distance = n } else { distance = 0 }
      toolbar = e.isOn(.toolbar)
      order = e.order.position
      resign = e.isOn(.resignOnTouch)
      movedBy = e.movedBy
      gap = e.finalGap
      visible = e.finalVisible
      verdictKind = e.verdict.kind.rawValue
      covered = e.finalFieldFrame.flatMap { frame in
        e.adjustment.map { max(0, min(frame.height, frame.maxY - $0.keyboardTop)) }
      }
      keyboardHeight = e.adjustment?.keyboardHeight
      keyboardAssumed = e.adjustment?.keyboardIsAssumed ?? false
      keyboardParts = e.adjustment?.keyboardParts ?? []
      coveredCompanions = (e.adjustment?.coveredCompanions ?? []).map { ($0.id, $0.covered) }
    }
  }

  /// The counts under the table.
  struct Summary {
    var total = 0
    var visible = 0
    var notAdjusted = 0
    var partlyVisible = 0
    var keyboardHidden = 0
    var cannotFocus = 0
    /// Fields UIKit's table view controller scrolls itself (avoidance off there).
    var uikitScrolls = 0
    /// Fields SwiftUI's hosting controller moves itself (avoidance off there).
    var swiftuiAvoids = 0
    /// Fields that move with the keyboard (an input accessory view, a foreign window).
    var movesWithKeyboard = 0
    /// Fields of iPad form and page sheets UIKit raises itself (amount not documented).
    var uikitRaisesSheet = 0
    /// Fields the keyboard layout guide of their screen moves (Auto Layout).
    var layoutGuideFollows = 0
    /// Fields nothing moved for that the keyboard covers (part of `notAdjusted`).
    var notAdjustedCovered = 0
    /// The keyboards that were assumed (the scene records no keyboard), in order of first use,
    /// each with the fields explained with it.
    var assumedKeyboards: [(parts: [KeyboardPart], height: Double, fields: [String])] = []

    init(_ explanations: [Explanation]) {
      total = explanations.count
      var keyboardSlots: [[KeyboardPart]: Int] = [:]
      for e in explanations {
        if let a = e.adjustment, a.keyboardIsAssumed {
          let name = e.field.identifier ?? e.field.id
          if let slot = keyboardSlots[a.keyboardParts] {
            assumedKeyboards[slot].fields.append(name)
          } else {
            keyboardSlots[a.keyboardParts] = assumedKeyboards.count
            assumedKeyboards.append((a.keyboardParts, a.keyboardHeight, [name]))
          }
        }
        switch e.verdict.kind {
        case .visible: visible += 1
        case .notAdjusted:
          notAdjusted += 1
          if let covered = Row(e).covered, covered > 1e-6 { notAdjustedCovered += 1 }
        case .partlyVisible: partlyVisible += 1
        case .keyboardHidden: keyboardHidden += 1
        case .cannotFocus: cannotFocus += 1
        case .uikitScrolls: uikitScrolls += 1
        case .swiftuiAvoids: swiftuiAvoids += 1
        case .movesWithKeyboard: movesWithKeyboard += 1
        case .uikitRaisesSheet: uikitRaisesSheet += 1
        case .layoutGuideFollows: layoutGuideFollows += 1
        }
      }
    }

    var message: String {
      if total == 0 { return "no text inputs in the scene" }
      var parts: [String] = []
      if visible > 0 { parts.append("\(visible) visible above the keyboard") }
      if notAdjusted > 0 {
        let covered =
          notAdjustedCovered == 0
          ? (notAdjusted == 1 ? "clear of the keyboard" : "all clear of the keyboard")
          : notAdjustedCovered == notAdjusted
            ? (notAdjusted == 1 ? "covered by the keyboard" : "all covered by the keyboard")
            : "\(notAdjustedCovered) covered by the keyboard"
        parts.append("\(notAdjusted) not adjusted (avoidance off; \(covered))")
      }
      if uikitScrolls > 0 {
        parts.append("\(uikitScrolls) scrolled by UIKit's table view controller (avoidance off)")
      }
      if swiftuiAvoids > 0 {
        parts.append("\(swiftuiAvoids) moved by SwiftUI's hosting controller (avoidance off)")
      }
      if movesWithKeyboard > 0 {
        parts.append("\(movesWithKeyboard) moving with the keyboard (avoidance off)")
      }
      if uikitRaisesSheet > 0 {
        parts.append(
          "\(uikitRaisesSheet) in a sheet UIKit raises (by an amount measured only on device)")
      }
      if layoutGuideFollows > 0 {
        parts.append("\(layoutGuideFollows) moved by their screen's keyboard layout guide")
      }
      if partlyVisible > 0 { parts.append("\(partlyVisible) only partly visible") }
      if keyboardHidden > 0 { parts.append("\(keyboardHidden) with the keyboard hidden") }
      if cannotFocus > 0 {
        parts.append("\(cannotFocus) that cannot become first responder (never moved)")
      }
      return "\(total) text input\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }

    /// Says the keyboard was assumed, when it was for any field: each keyboard, part by part
    /// with its source, and the fields it was assumed for.
    var keyboardNotes: [String] {
      guard !assumedKeyboards.isEmpty else { return [] }
      var lines = [
        "keyboard assumed: the scene records no keyboard (--keyboard-height H sets it)"
      ]
      for keyboard in assumedKeyboards {
        let parts = keyboard.parts.map { "\(PointsFormat.rounded($0.height)) \($0.kind.rawValue)" }
        let sum = parts.count > 1 ? " = " + parts.joined(separator: " + ") : ""
        lines.append(
          "  \(PointsFormat.rounded(keyboard.height)) pt\(sum), for "
            + keyboard.fields.joined(separator: ", "))
        for part in keyboard.parts {
          lines.append(
            "    \(part.kind.rawValue) \(PointsFormat.rounded(part.height)): \(part.source)")
        }
      }
      return lines
    }
  }
}
