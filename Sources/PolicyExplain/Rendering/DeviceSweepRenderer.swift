import PolicyLanguage
import SceneModel

/// Renders `--device all` (text and JSON): one field's outcome on every device class, worst
/// first, then the worst class's full explanation; or, for `--all`, one line per field.
///
/// A pure function: returns a string ending in a newline. Cells are escaped as diagnostics are.
public struct DeviceSweepRenderer: Sendable {
  /// One field swept over the classes.
  public struct Field: Sendable {
    /// The field's explanation on each class, in `DeviceClass.supported` order.
    public var explanations: [(device: DeviceClass, explanation: Explanation)]

    /// Creates a field's sweep.
    public init(_ explanations: [(device: DeviceClass, explanation: Explanation)]) {
      self.explanations = explanations
    }

    /// The outcomes, worst first.
    public var sweep: DeviceSweep {
      DeviceSweep(explanations.map { DeviceSweep.Outcome($0.explanation, device: $0.device) })
    }

    /// The explanation on the worst class.
    public var worst: Explanation? {
      let id = sweep.worst?.device
      return explanations.first { $0.device.id == id }?.explanation
    }
  }

  /// Creates a renderer.
  public init() {}

  /// One field: the summary, a line per class (worst first), then the worst class's explanation.
  public func render(_ field: Field, trace: Bool = false) -> String {
    let sweep = field.sweep
    guard let worst = field.worst, let first = sweep.worst else { return "no device classes\n" }
    let name = worst.field.identifier ?? worst.field.id
    var out = ["field '\(name)' on \(sweep.outcomes.count) device classes: \(sweep.summary)", ""]
    let rows = sweep.outcomes.map { o in
      [o.deviceName, o.device, o.label, o.gap.map(PointsFormat.rounded) ?? "-"]
    }
    out += table(header: ["device", "id", "result", "gap"], rows: rows, numeric: [3])
    out += ["", "worst: \(first.deviceName) (\(first.device))", ""]
    let text = out.map(DiagnosticRenderer.escaped).joined(separator: "\n") + "\n"
    return text + ExplanationTextRenderer(includesTrace: trace).render(worst)
  }

  /// `--all`: one line per field with its worst class and summary, then the counts.
  public func render(all fields: [Field]) -> String {
    let rows = fields.compactMap { field -> [String]? in
      guard let worst = field.worst, let outcome = field.sweep.worst else { return nil }
      return [
        worst.field.identifier ?? worst.field.id, worst.controller?.className ?? "-",
        outcome.deviceName, field.sweep.summary,
      ]
    }
    var out = table(header: ["field", "controller", "worst device", "result"], rows: rows)
    let problems = fields.filter(\.sweep.hasProblem).count
    let classes = DeviceClass.supported.count
    out += [
      "",
      "\(fields.count) text input\(fields.count == 1 ? "" : "s") on \(classes) device classes: "
        + "\(problems) covered or partly visible on some class, \(fields.count - problems) not",
    ]
    return out.map(DiagnosticRenderer.escaped).joined(separator: "\n") + "\n"
  }

  /// One field as JSON: `{"devices", "groups", "summary", "worst"}` (`worst`: the worst class's
  /// full explanation, as `explain --format json` writes it).
  public func renderJSON(_ field: Field) -> String {
    var members = members(field)
    members.append((key: "worst", value: field.worst.map(ExplanationJSONRenderer().value) ?? .null))
    return JSONValue.object(members.sorted { $0.key < $1.key }).jsonText() + "\n"
  }

  /// `--all` as JSON: `{"fields": [{"field", "view", "controller", "devices", "groups",
  /// "summary", "worstDevice"}], "deviceClasses": N}`.
  public func renderJSON(all fields: [Field]) -> String {
    let rows = fields.map { field -> JSONValue in
      var members = members(field)
      let worst = field.worst
      members += [
        (key: "field", value: .string(worst.map { $0.field.identifier ?? $0.field.id } ?? "")),
        (key: "view", value: .string(worst?.field.id ?? "")),
        (key: "controller", value: worst?.controller.map { .string($0.className) } ?? .null),
        (key: "worstDevice", value: field.sweep.worst.map { .string($0.device) } ?? .null),
      ]
      return .object(members.sorted { $0.key < $1.key })
    }
    return JSONValue.object([
      (key: "deviceClasses", value: .number(Double(DeviceClass.supported.count))),
      (key: "fields", value: .array(rows)),
    ]).jsonText() + "\n"
  }

  /// The members every JSON form shares: `devices` (worst first), `groups`, `summary`.
  private func members(_ field: Field) -> [(key: String, value: JSONValue)] {
    let sweep = field.sweep
    func number(_ value: Double?) -> JSONValue {
      value.map { .number(PointsFormat.round($0)) } ?? .null
    }
    let devices = sweep.outcomes.map { o -> JSONValue in
      .object([
        (key: "covered", value: number(o.covered)), (key: "device", value: .string(o.device)),
        (key: "gap", value: number(o.gap)), (key: "name", value: .string(o.deviceName)),
        (key: "result", value: .string(o.label)),
        (key: "verdict", value: .string(o.verdict.rawValue)),
        (key: "visible", value: o.visible.map(JSONValue.bool) ?? .null),
      ])
    }
    let groups = sweep.groups.map { g -> JSONValue in
      .object([
        (key: "devices", value: .array(g.outcomes.map { .string($0.device) })),
        (key: "result", value: .string(g.label)),
      ])
    }
    return [
      (key: "devices", value: .array(devices)), (key: "groups", value: .array(groups)),
      (key: "summary", value: .string(sweep.summary)),
    ]
  }

  /// Aligned lines, trailing spaces dropped; `numeric` columns are right-aligned.
  private func table(header: [String], rows: [[String]], numeric: Set<Int> = []) -> [String] {
    let all = [header] + rows.map { $0.map(DiagnosticRenderer.escaped) }
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { cells in
      let text = cells.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return numeric.contains(column) ? pad + cell : cell + pad
      }.joined(separator: "  ")
      return String(text.reversed().drop { $0 == " " }.reversed())
    }
  }
}
