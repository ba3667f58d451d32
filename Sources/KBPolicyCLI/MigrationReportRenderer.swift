import PolicyLanguage
import PolicyMigration
import SceneModel

/// `kbpolicy migrate`'s report: for people (standard error) and as JSON (`--report`). Text from
/// the input is escaped; every list is capped.
enum MigrationReportRenderer {
  /// The most items a section lists (then one line counts the rest).
  static let maximumItems = 500

  static func escaped(_ text: String) -> String { DiagnosticRenderer.escaped(text) }

  /// The human report.
  static func text(_ result: MigrationResult, wrote path: String?) -> String {
    var out = ""
    let flavor = result.flavor
    out +=
      "migrate: \(flavor.name) (\(flavor.assumed ? "assumed" : "given"): \(escaped(flavor.evidence)))\n"
    out +=
      "\(path.map { "wrote \(escaped($0)): " } ?? "")\(result.mapped.count) statement\(result.mapped.count == 1 ? "" : "s") mapped, \(result.unmapped.count) not mapped, \(result.leaks.count) leak\(result.leaks.count == 1 ? "" : "s"), \(result.classes.count) class\(result.classes.count == 1 ? "" : "es")\n"
    section("mapped", result.mapped, into: &out) { item in
      var lines = "  \(escaped(item.location.description))  \(escaped(oneLine(item.text)))\n"
      for line in item.policyLines { lines += "    -> \(escaped(line))\n" }
      if let note = item.note { lines += "    (\(escaped(note)))\n" }
      return lines
    }
    section("not mapped", result.unmapped, into: &out) { item in
      var lines = "  \(escaped(item.location.description))  \(escaped(oneLine(item.text)))\n"
      lines += "    \(item.reason.kind.rawValue): \(escaped(item.reason.message))\n"
      if let replacement = item.replacement { lines += "    by hand: \(escaped(replacement))\n" }
      return lines
    }
    section("leaks", result.leaks, into: &out) { leak in
      "  \(leak.kind.rawValue): \(escaped(leak.message))\n    set at \(escaped(leak.set.description))\(leak.restore.map { ", restored at \(escaped($0.description))" } ?? "")\n"
    }
    section("classes", result.classes, into: &out) { item in
      let head =
        item.declared
        ? "class \(escaped(item.name)): \(escaped(item.superclass ?? "?"))"
        : "\(escaped(item.name)) (not declared)"
      return
        "  \(head)\(item.location.map { "  (\(escaped($0.description)))" } ?? "")\(item.assumed ? "  (superclass assumed)" : "")\n"
    }
    section("imports of IQKeyboardManager (delete with the package)", result.imports, into: &out) {
      item in
      "  \(escaped(item.location.description))  \(escaped(oneLine(item.text)))\n"
    }
    section("ignored (in comments)", result.ignored, into: &out) { item in
      "  \(escaped(item.location.description))  \(escaped(oneLine(item.text)))\n"
    }
    section("skipped (IQKeyboardManager's own source)", result.skipped, into: &out) { item in
      "  \(escaped(item.file)) (defines \(escaped(item.definition)), line \(item.line))\n"
    }
    section("notes", result.notes, into: &out) { "  - \(escaped($0))\n" }
    section("delete once the policy is in", result.deletable, into: &out) { item in
      let lines =
        item.location.endLine > item.location.line
        ? "\(item.location.line)-\(item.location.endLine)" : "\(item.location.line)"
      return "  \(escaped(item.location.file)):\(lines)\n"
    }
    return out
  }

  static func section<T>(
    _ title: String, _ items: [T], into out: inout String, _ render: (T) -> String
  ) {
    guard !items.isEmpty else { return }
    out += "\(title):\n"
    for item in items.prefix(maximumItems) { out += render(item) }
    if items.count > maximumItems { out += "  ... and \(items.count - maximumItems) more\n" }
  }

  /// A statement's text on one line (line breaks become spaces), capped.
  static func oneLine(_ text: String) -> String {
    String(text.prefix(160).map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" ? " " : $0 })
  }

  // MARK: - JSON

  /// The report as JSON: `version` (the IQ flavor), `mapped`, `unmapped`, `leaks`, `classes`,
  /// `ignored`, `skipped`, `imports`, `deletable`, `notes`.
  static func json(_ result: MigrationResult) -> String {
    func location(_ l: MigrationResult.Location) -> JSONValue {
      .object([
        ("file", .string(l.file)), ("line", .number(Double(l.line))),
        ("endLine", .number(Double(l.endLine))),
      ])
    }
    func capped<T>(_ items: [T], _ render: (T) -> JSONValue) -> JSONValue {
      .array(items.prefix(10 * maximumItems).map(render))
    }
    let flavor = result.flavor
    let value: JSONValue = .object([
      (
        "iqVersion",
        .object([
          ("version", .number(Double(flavor.version))), ("objectiveC", .bool(flavor.isObjectiveC)),
          ("assumed", .bool(flavor.assumed)), ("evidence", .string(flavor.evidence)),
        ])
      ),
      (
        "mapped",
        capped(result.mapped) { item in
          .object([
            ("location", location(item.location)), ("text", .string(item.text)),
            ("policyLines", .array(item.policyLines.map(JSONValue.string))),
            ("note", item.note.map(JSONValue.string) ?? .null),
          ])
        }
      ),
      (
        "unmapped",
        capped(result.unmapped) { item in
          .object([
            ("location", location(item.location)), ("text", .string(item.text)),
            ("kind", .string(item.reason.kind.rawValue)), ("reason", .string(item.reason.message)),
            ("replacement", item.replacement.map(JSONValue.string) ?? .null),
          ])
        }
      ),
      (
        "leaks",
        capped(result.leaks) { leak in
          .object([
            ("kind", .string(leak.kind.rawValue)), ("controller", .string(leak.controller)),
            ("property", .string(leak.property)), ("set", location(leak.set)),
            ("restore", leak.restore.map(location) ?? .null), ("message", .string(leak.message)),
          ])
        }
      ),
      (
        "classes",
        capped(result.classes) { item in
          .object([
            ("name", .string(item.name)),
            ("superclass", item.superclass.map(JSONValue.string) ?? .null),
            ("location", item.location.map(location) ?? .null), ("assumed", .bool(item.assumed)),
            ("declared", .bool(item.declared)),
          ])
        }
      ),
      (
        "ignored",
        capped(result.ignored) { item in
          .object([("location", location(item.location)), ("text", .string(item.text))])
        }
      ),
      (
        "skipped",
        capped(result.skipped) { item in
          .object([
            ("file", .string(item.file)), ("definition", .string(item.definition)),
            ("line", .number(Double(item.line))),
          ])
        }
      ),
      (
        "imports",
        capped(result.imports) { item in
          .object([
            ("location", location(item.location)), ("module", .string(item.module)),
            ("text", .string(item.text)),
          ])
        }
      ),
      (
        "deletable",
        capped(result.deletable) { item in
          .object([
            ("location", location(item.location)), ("start", .number(Double(item.start))),
            ("end", .number(Double(item.end))),
          ])
        }
      ),
      ("notes", .array(result.notes.map(JSONValue.string))),
    ])
    return value.jsonText() + "\n"
  }
}
