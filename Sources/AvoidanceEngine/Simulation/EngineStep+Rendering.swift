import PolicyLanguage
import SceneModel

extension EngineStep {
  /// The step as indented text: the numbered trace, then the plan, one change a line.
  ///
  /// ```
  ///   1. keyboard end frame [0, 561, 393, 291], height 291
  ///   ...
  ///   plan:
  ///     table.contentOffsetY  0 → 104  (adjust)
  /// ```
  public func renderText(indent: String = "  ") -> String {
    var text = ""
    for (number, step) in trace.steps.enumerated() {
      text += "\(indent)\(number + 1). \(DiagnosticRenderer.escaped(step.message))\n"
    }
    if plan.changes.isEmpty {
      text += "\(indent)plan: no changes\n"
    } else {
      text += "\(indent)plan:\n"
      for change in plan.changes {
        text +=
          "\(indent)  \(DiagnosticRenderer.escaped(change.view)).\(change.property.rawValue)  \(fmt(change.from)) → \(fmt(change.to))  (\(change.reason.rawValue))\n"
      }
    }
    return text
  }

  /// The step as JSON: `{"plan": ..., "trace": ...}`; the trace holds the typed `outcome` when the
  /// engine adjusted a field, and `skip` when it skipped one (`{"kind": "cannot-focus", "field",
  /// "reason", "superview"?, "message"}`).
  public var jsonValue: JSONValue {
    var traceJSON = trace.jsonValue
    if let outcome, case .object(var members) = traceJSON {
      members.append(("outcome", outcome.jsonValue))
      traceJSON = .object(members)
    }
    if case .cannotFocus(let field, let blocker) = skip, case .object(var members) = traceJSON {
      var reason: [(key: String, value: JSONValue)] = [
        ("kind", .string("cannot-focus")), ("field", .string(field)),
        ("reason", .string(blocker.code)),
      ]
      if let superview = blocker.superview { reason.append(("superview", .string(superview))) }
      reason.append(("message", .string(blocker.description)))
      members.append(("skip", .object(reason)))
      traceJSON = .object(members)
    }
    return .object([("plan", plan.jsonValue), ("trace", traceJSON)])
  }
}

extension Plan {
  /// The plan as JSON: `changes` (view, property, from, to, reason) and the environment changes.
  public var jsonValue: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      (
        "changes",
        .array(
          changes.map { change in
            .object([
              ("view", .string(change.view)), ("property", .string(change.property.rawValue)),
              ("from", .number(change.from)),
              ("to", .number(change.to)), ("reason", .string(change.reason.rawValue)),
            ])
          })
      )
    ]
    if let focus { members.append(("focus", focus.map(JSONValue.string) ?? .null)) }
    if let keyboard {
      members.append(
        (
          "keyboard",
          keyboard.map { Scene(window: .zero, keyboard: $0).jsonValue["keyboard"] ?? .null }
            ?? .null
        ))
    }
    if let rotation {
      members.append(
        (
          "rotation",
          .object([
            ("orientation", .string(rotation.orientation.rawValue)),
            (
              "window",
              .object([
                ("width", .number(rotation.window.width)),
                ("height", .number(rotation.window.height)),
              ])
            ),
          ])
        ))
    }
    return .object(members)
  }
}

extension Trace {
  /// The trace as JSON: `event` and `steps` (number, kind, message, view, values).
  public var jsonValue: JSONValue {
    let members: [(key: String, value: JSONValue)] = [
      ("event", .string(event.description)),
      (
        "steps",
        .array(
          steps.enumerated().map { number, step in
            var m: [(key: String, value: JSONValue)] = [
              ("number", .number(Double(number + 1))), ("kind", .string(step.kind.rawValue)),
              ("message", .string(step.message)),
            ]
            if let view = step.view { m.append(("view", .string(view))) }
            if !step.values.isEmpty {
              m.append(
                ("values", .object(step.values.map { ($0.name, JSONValue.number($0.value)) })))
            }
            return .object(m)
          })
      ),
    ]
    return .object(members)
  }
}

extension EngineOutcome {
  /// The outcome as JSON: the field's frames, the measurement, the gap, the root's origin and,
  /// when the field has some, its companions (`CompanionOutcome.jsonValue`).
  public var jsonValue: JSONValue {
    var o: [(key: String, value: JSONValue)] = [
      ("field", .string(field)),
      ("fieldFrameBefore", Scene.encode(fieldFrameBefore)),
      ("fieldFrame", Scene.encode(fieldFrame)),
      ("keyboardTop", .number(keyboardTop)),
      ("distance", .number(distance)), ("topGuide", .number(topGuide)),
      ("moveNeeded", .number(moveNeeded)),
      ("gap", .number(gap)), ("visible", .bool(visible)),
    ]
    if let y = root?.y { o.append(("rootOriginY", .number(y))) }
    if !companions.isEmpty { o.append(("companions", .array(companions.map(\.jsonValue)))) }
    return .object(o)
  }
}
