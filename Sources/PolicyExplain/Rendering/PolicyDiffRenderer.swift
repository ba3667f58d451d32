import PolicyLanguage
import SceneModel

/// Renders a `PolicyDiff` for people (text), for a pull-request comment (markdown) or for tools
/// (JSON; docs/cli.md, "kbpolicy diff", documents the keys). Each output ends with the summary:
/// how many subjects change and how many do not.
///
/// Pure functions: each returns a string ending in a newline.
public struct PolicyDiffRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// `N of M fields change (K unchanged)`, or `no field changes (M compared)`.
  public func summary(_ diff: PolicyDiff) -> String {
    let noun = diff.overScreens ? "field" : "target"
    if diff.isEmpty {
      return "no \(noun) changes (\(diff.compared) compared)"
    }
    let verb = diff.changes.count == 1 ? "changes" : "change"
    return
      "\(diff.changes.count) of \(diff.compared) \(noun)s \(verb) (\(diff.unchanged) unchanged)"
  }

  /// Text: each subject, then its changes indented, each setting with the rules on both sides.
  public func text(_ diff: PolicyDiff) -> String {
    var out = ""
    for change in diff.changes {
      out += (change.scene.map { "\($0): " } ?? "") + change.subject + "\n"
      for setting in change.settings {
        out += "  \(setting.setting): \(setting.old.value) -> \(setting.new.value)"
        out += setting.onlyRuleChanges ? " (same value, another rule)\n" : "\n"
        out += "    old: \(rule(setting.old))\n"
        out += "    new: \(rule(setting.new))\n"
      }
      for outcome in change.outcome {
        out += "  \(words(outcome.aspect)): \(outcome.old) -> \(outcome.new)\n"
      }
    }
    return out + summary(diff) + "\n"
  }

  /// Markdown for a pull-request comment: a heading with the summary, then one table row per
  /// setting or outcome that changes.
  public func markdown(_ diff: PolicyDiff) -> String {
    var out = "### kbpolicy diff: \(summary(diff))\n"
    guard !diff.isEmpty else { return out }
    out += "\n"
    out +=
      diff.overScreens
      ? "| screen | field | what | old | new |\n|---|---|---|---|---|\n"
      : "| target | what | old | new |\n|---|---|---|---|\n"
    for change in diff.changes {
      let lead =
        diff.overScreens
        ? "| \(code(change.scene ?? "")) | \(code(change.subject)) |"
        : "| \(code(change.subject)) |"
      for setting in change.settings {
        out += "\(lead) \(cell(setting.setting)) | \(markdownSide(setting.old)) | "
        out += "\(markdownSide(setting.new)) |\n"
      }
      for outcome in change.outcome {
        out += "\(lead) \(cell(words(outcome.aspect))) | \(cell(outcome.old)) | "
        out += "\(cell(outcome.new)) |\n"
      }
    }
    return out
  }

  /// JSON: `{"mode", "changes": [...], "summary": {...}}`, members in a fixed order.
  public func json(_ diff: PolicyDiff) -> String {
    func side(_ s: DiffSide) -> JSONValue {
      .object([
        ("value", .string(s.value)), ("rule", .string(s.rule)),
        ("location", s.location.map(JSONValue.string) ?? .null),
      ])
    }
    let changes: [JSONValue] = diff.changes.map { change in
      .object([
        ("scene", change.scene.map(JSONValue.string) ?? .null),
        ("subject", .string(change.subject)),
        ("view", change.view.map(JSONValue.string) ?? .null),
        (
          "settings",
          .array(
            change.settings.map { s in
              .object([("setting", .string(s.setting)), ("old", side(s.old)), ("new", side(s.new))])
            })
        ),
        (
          "outcome",
          .array(
            change.outcome.map { o in
              .object([
                ("aspect", .string(o.aspect.rawValue)), ("old", .string(o.old)),
                ("new", .string(o.new)),
              ])
            })
        ),
      ])
    }
    return JSONValue.object([
      ("mode", .string(diff.overScreens ? "screens" : "policies")),
      ("changes", .array(changes)),
      (
        "summary",
        .object([
          ("compared", .number(Double(diff.compared))),
          ("changed", .number(Double(diff.changes.count))),
          ("unchanged", .number(Double(diff.unchanged))), ("message", .string(summary(diff))),
        ])
      ),
    ]).jsonText() + "\n"
  }

  private func rule(_ side: DiffSide) -> String {
    side.rule + (side.location.map { " (\($0))" } ?? "")
  }

  private func words(_ aspect: OutcomeChange.Aspect) -> String {
    switch aspect {
    case .movedBy: "moved by"
    case .gap: "gap"
    case .verdict: "verdict"
    case .order: "order"
    }
  }

  private func markdownSide(_ side: DiffSide) -> String {
    "\(cell(side.value)) by \(code(side.rule))" + (side.location.map { " at \(code($0))" } ?? "")
  }

  /// A table cell's text: `|` escaped, line breaks as spaces.
  private func cell(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "|": out += "\\|"
      case "\n", "\r": out += " "
      default: out.append(character)
      }
    }
    return out
  }

  /// Inline code that holds any text: fenced with one backtick more than the longest run in it.
  private func code(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
    return fence + cell(padded) + fence
  }
}
