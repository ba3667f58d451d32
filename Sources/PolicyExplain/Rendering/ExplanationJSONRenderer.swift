import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// Renders an `Explanation` as JSON for tools: every object's keys sorted, numbers rounded to
/// 1/100 pt, two-space indentation. docs/explain.md ("`--format json`") documents the keys.
///
/// A pure function: returns a string ending in a newline.
public struct ExplanationJSONRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// One explanation as a JSON document.
  public func render(_ explanation: Explanation) -> String {
    value(explanation).jsonText() + "\n"
  }

  /// The `--all` document: `{"fields": [...], "summary": {...}}`.
  public func render(all explanations: [Explanation]) -> String {
    let rows = explanations.map { ExplanationTableRenderer.Row($0) }
    let summary = ExplanationTableRenderer.Summary(explanations)
    return object([
      "fields": .array(
        rows.map { row in
          var members: [String: JSONValue] = [
            "field": .string(row.field), "view": .string(row.view),
            "controller": optional(row.controller),
            "avoidance": .bool(row.avoidance), "distance": number(row.distance),
            "toolbar": .bool(row.toolbar),
            "order": .string(row.order), "resign-on-touch": .bool(row.resign),
            "movedBy": row.movedBy.map(number) ?? .null, "gap": row.gap.map(number) ?? .null,
            "visible": row.visible.map(JSONValue.bool) ?? .null,
            "verdict": .string(row.verdictKind), "covered": row.covered.map(number) ?? .null,
            "keyboardHeight": row.keyboardHeight.map(number) ?? .null,
            "keyboardAssumed": .bool(row.keyboardAssumed),
            "keyboardParts": .array(row.keyboardParts.map(keyboardPart)),
          ]
          if !row.coveredCompanions.isEmpty {
            members["coveredCompanions"] = .array(
              row.coveredCompanions.map {
                object(["id": .string($0.id), "covered": number($0.covered)])
              })
          }
          return object(members)
        }),
      "summary": object([
        "textInputs": number(Double(summary.total)), "visible": number(Double(summary.visible)),
        "notAdjusted": number(Double(summary.notAdjusted)),
        "partlyVisible": number(Double(summary.partlyVisible)),
        "keyboardHidden": number(Double(summary.keyboardHidden)),
        "uikitScrolls": number(Double(summary.uikitScrolls)),
        "swiftuiAvoids": number(Double(summary.swiftuiAvoids)),
        "movesWithKeyboard": number(Double(summary.movesWithKeyboard)),
        "uikitRaisesSheet": number(Double(summary.uikitRaisesSheet)),
        "layoutGuideFollows": number(Double(summary.layoutGuideFollows)),
        "notAdjustedCovered": number(Double(summary.notAdjustedCovered)),
        "keyboardAssumed": .bool(!summary.assumedKeyboards.isEmpty),
        "message": .string(summary.message),
      ]),
    ]).jsonText() + "\n"
  }

  // MARK: - Values

  /// The explanation as a JSON value (keys sorted).
  public func value(_ e: Explanation) -> JSONValue {
    var decisions: [String: JSONValue] = [:]
    for setting in e.settings {
      decisions[setting.name] = object([
        "value": value(setting.value),
        "inactive": setting.inactive.map(JSONValue.string) ?? .null,
        "source": source(setting.source),
        "overridden": .array(
          setting.overridden.map { loser in
            object([
              "source": source(loser.source), "value": value(loser.value),
              "reason": .string(loser.reason),
              "lostOn": .string(loser.lostOn), "sentence": .string(loser.sentence),
            ])
          }),
      ])
    }
    return object([
      "field": field(e.field),
      "controller": e.controller.map(controller) ?? .null,
      "movedController": e.movedController.map(controller) ?? .null,
      "decisions": object(decisions),
      "nearMisses": .array(
        e.nearMisses.map { miss in
          object([
            "rule": .string(miss.rule), "closeTo": .string(miss.closeTo),
            "file": .string(miss.file),
            "line": number(Double(miss.line)), "column": number(Double(miss.column)),
            "message": .string(miss.message),
          ])
        }),
      "order": order(e.order),
      "scrollViews": .array(e.scrollViews.map(scrollView)),
      "ignoredTouches": .array(
        e.ignoredTouches.map { touches in
          object([
            "entry": listEntry(touches.entry), "views": number(Double(touches.views)),
            "examples": .array(touches.examples.map(JSONValue.string)),
          ])
        }),
      "adjustment": e.adjustment.map(adjustment) ?? .null,
      "tableViewController": e.tableController.map(tableController) ?? .null,
      "result": result(e),
      "verdict": object([
        "kind": .string(e.verdict.kind.rawValue), "message": .string(e.verdict.message),
      ]),
      "whatIf": .array(e.whatIfs.map(whatIf)),
    ])
  }

  private func field(_ f: ExplainedField) -> JSONValue {
    object([
      "id": .string(f.id), "identifier": optional(f.identifier),
      "class": .string(f.classChain.first ?? ""),
      "classChain": .array(f.classChain.map(JSONValue.string)), "kind": .string(f.kind),
      "placeholder": optional(f.placeholder), "frame": rect(f.frame),
    ])
  }

  private func controller(_ c: ExplainedController) -> JSONValue {
    var members: [String: JSONValue] = [
      "id": .string(c.id), "class": .string(c.className),
      "classChain": .array(c.classChain.map(JSONValue.string)),
      "view": optional(c.rootView),
    ]
    // Only a SwiftUI host says its screen (UIKit controllers' objects are unchanged).
    if let screen = c.screen { members["screen"] = .string(screen) }
    return object(members)
  }

  private func source(_ s: ExplainedSource) -> JSONValue {
    var members: [String: JSONValue] = [
      "kind": .string(s.kind.rawValue), "step": .string(s.step.name), "rule": .string(s.rule),
      "summary": .string(s.summary),
    ]
    if let file = s.file, let line = s.line, let column = s.column {
      members["file"] = .string(file)
      members["line"] = number(Double(line))
      members["column"] = number(Double(column))
    }
    return object(members)
  }

  /// A class-list entry: `{kind, class, rule, summary, file, line, column}`.
  private func listEntry(_ entry: ExplainedListEntry) -> JSONValue {
    object([
      "kind": .string(entry.kind.rawValue), "class": .string(entry.className),
      "rule": .string(entry.rule), "summary": .string(entry.summary),
      "file": .string(entry.file), "line": number(Double(entry.line)),
      "column": number(Double(entry.column)),
    ])
  }

  /// A scroll view around the field: `{id, class, decisions: {adjust, adjust-inset,
  /// restore-offset}}`, each flag `{value, source}` (the source without its precedence step,
  /// which follows from its kind: `scroll-view-rule` for a rule, `code`, `feature-setting`).
  private func scrollView(_ s: ExplainedScrollView) -> JSONValue {
    var decisions: [String: JSONValue] = [:]
    for flag in s.flags {
      var source = source(flag.source)
      if case .object(let members) = source {
        source = .object(members.filter { $0.key != "step" })
      }
      decisions[flag.flag.rawValue] = object(["value": .bool(flag.value), "source": source])
    }
    return object([
      "id": .string(s.id), "class": .string(s.className), "decisions": object(decisions),
    ])
  }

  private func order(_ o: FieldOrderExplanation) -> JSONValue {
    object([
      "fields": .array(o.fields.map(JSONValue.string)),
      "index": o.index.map { number(Double($0)) } ?? .null,
      "position": .string(o.position), "basis": .string(o.basis),
      "container": optional(o.container),
      "containerClass": optional(o.containerClass),
      "containerEntry": o.containerEntry.map(listEntry) ?? .null, "sortedBy": .string(o.sortedBy),
      "reason": .string(o.reason),
      "previous": optional(o.previous), "next": optional(o.next),
      "returnKey": optional(o.returnKey),
    ])
  }

  func adjustment(_ a: KeyboardAdjustment) -> JSONValue {
    var members: [String: JSONValue] = [
      "adjusted": .bool(a.adjusted), "keyboardTop": number(a.keyboardTop),
      "keyboardHeight": number(a.keyboardHeight), "keyboardAssumed": .bool(a.keyboardIsAssumed),
      "keyboardParts": .array(a.keyboardParts.map(keyboardPart)),
      "distance": number(a.distance), "topGuide": number(a.topGuide),
      "moveNeeded": number(a.moveNeeded),
      "fieldFrameBefore": rect(a.fieldFrameBefore), "fieldFrame": rect(a.fieldFrame),
      "root": a.root.map { root in
        object([
          "view": .string(root.view), "y": number(root.y), "yBefore": number(root.yBefore),
          "movedUp": number(root.movedUp),
        ])
      } ?? .null,
      "scrollViews": .array(
        a.scrollViews.map { s in
          var scroll: [String: JSONValue] = [
            "id": .string(s.id), "class": .string(s.className), "frame": rect(s.frame),
            "contentOffsetY": number(s.contentOffsetY),
            "contentOffsetYBefore": number(s.contentOffsetYBefore),
            "contentInsetBottom": number(s.contentInsetBottom),
            "contentInsetBottomBefore": number(s.contentInsetBottomBefore),
            "indicatorInsetBottom": number(s.indicatorInsetBottom), "absorbed": number(s.absorbed),
          ]
          if let note = s.note { scroll["note"] = .string(note) }
          if let needed = s.needed { scroll["needed"] = number(needed) }
          if let overScroll = s.overScroll { scroll["overScroll"] = .string(overScroll) }
          return object(scroll)
        }),
      "trace": .array(a.trace.map(JSONValue.string)),
    ]
    if !a.companions.isEmpty { members["companions"] = .array(a.companions.map(companion)) }
    if let textView = a.textView {
      members["textView"] = object([
        "id": .string(textView.id), "contentInsetBottom": number(textView.contentInsetBottom),
        "contentInsetBottomBefore": number(textView.contentInsetBottomBefore),
      ])
    }
    return object(members)
  }

  /// A `keep-visible` companion: its frames, gap and covered points, or why it was left out.
  private func companion(_ c: CompanionAdjustment) -> JSONValue {
    var members: [String: JSONValue] = [
      "id": .string(c.id), "view": optional(c.view),
      "frameBefore": c.frameBefore.map(rect) ?? .null, "frame": c.frame.map(rect) ?? .null,
      "gap": c.gap.map(number) ?? .null, "covered": number(c.covered),
      "ignored": optional(c.ignored), "ignoredCode": optional(c.ignoredCode),
    ]
    if c.deskOnly == true { members["deskOnly"] = .bool(true) }
    return object(members)
  }

  private func tableController(_ t: TableControllerAdjustment) -> JSONValue {
    object([
      "controller": .string(t.controller), "tableView": .string(t.tableView),
      "row": optional(t.row), "rowFrame": rect(t.rowFrame),
      "contentOffsetYBefore": number(t.contentOffsetYBefore),
      "contentOffsetY": number(t.contentOffsetY),
      "contentInsetBottomBefore": number(t.contentInsetBottomBefore),
      "contentInsetBottom": number(t.contentInsetBottom), "scrolled": number(t.scrolled),
      "fieldFrame": rect(t.fieldFrame), "gap": number(t.gap), "visible": .bool(t.visible),
    ])
  }

  private func result(_ e: Explanation) -> JSONValue {
    if e.uikitScrolled, let t = e.tableController, let a = e.adjustment {
      return object([
        "fieldFrame": rect(t.fieldFrame), "keyboardTop": number(a.keyboardTop),
        "gap": number(t.gap), "visible": .bool(t.visible), "verdict": .string(e.verdict.message),
      ])
    }
    guard let a = e.adjustment else {
      return object([
        "fieldFrame": rect(e.field.frame), "keyboardTop": .null, "gap": .null, "visible": .null,
        "verdict": .string(e.verdict.message),
      ])
    }
    return object([
      "fieldFrame": rect(a.fieldFrame), "keyboardTop": number(a.keyboardTop), "gap": number(a.gap),
      "visible": .bool(a.visible), "verdict": .string(e.verdict.message),
    ])
  }

  private func whatIf(_ w: WhatIf) -> JSONValue {
    var members: [String: JSONValue] = [
      "setting": .string(w.setting.rawValue), "effect": .string(w.effect),
      "blockedBy": optional(w.blockedBy),
      "edits": .array(
        w.edits.map { edit in
          object([
            "summary": .string(edit.summary), "scope": .string(edit.scope),
            "verified": .bool(edit.verified),
            "lines": .array(
              edit.lines.map { line in
                object([
                  "action": .string(line.action.rawValue), "text": .string(line.text),
                  "file": .string(line.file),
                  "line": number(Double(line.line)), "column": number(Double(line.column)),
                ])
              }),
          ])
        }),
    ]
    if let adjustment = w.adjustment { members["adjustment"] = self.adjustment(adjustment) }
    return object(members)
  }

  // MARK: - Helpers

  private func value(_ v: ExplainedValue) -> JSONValue {
    switch v {
    case .bool(let b): .bool(b)
    case .number(let n): number(n)
    case .word(let w): .string(w)
    case .ids(let ids): .array(ids.map(JSONValue.string))
    }
  }

  private func rect(_ r: ExplainedRect) -> JSONValue { .array(r.components.map(number)) }
  /// `{part, height, source}`.
  private func keyboardPart(_ part: KeyboardPart) -> JSONValue {
    object([
      "part": .string(part.kind.rawValue), "height": number(part.height),
      "source": .string(part.source),
    ])
  }

  private func number(_ n: Double) -> JSONValue { .number(PointsFormat.round(n)) }
  private func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
  private func object(_ members: [String: JSONValue]) -> JSONValue {
    .object(members.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
  }
}
