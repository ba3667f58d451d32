import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// Writes `simulate`'s output one step at a time, as the simulation makes each: text (numbered
/// events with their trace and plan) or JSON (`{"policy", "scene", "events", "steps": [...],
/// "finalScene"}`, byte for byte what one `JSONValue` of the whole would print). Only the step
/// being written is held, so memory does not grow with the number of events.
struct SimulationWriter {
  let json: Bool
  let console: Console
  /// The JSON document's first members (`policy`, `scene`, `events`), already written out.
  let header: [(key: String, value: JSONValue)]
  let eventsPath: String
  private var count = 0

  init(
    json: Bool, console: Console, header: [(key: String, value: JSONValue)], eventsPath: String
  ) {
    self.json = json
    self.console = console
    self.header = header
    self.eventsPath = eventsPath
  }

  /// Writes one step.
  mutating func write(_ step: SimulationStep) {
    defer { count += 1 }
    guard json else {
      let event = DiagnosticRenderer.escaped("\(step.event.event)")
      let text =
        "event \(count + 1) (\(DiagnosticRenderer.escaped(eventsPath)):\(step.event.location.line)): \(event)\n"
        + step.step.renderText()
      console.out(TerminalText.safe(text))
      return
    }
    var members: [(key: String, value: JSONValue)] = [
      ("line", .number(Double(step.event.location.line))),
      ("event", .string(step.event.event.description)),
    ]
    if case .object(let rest) = step.step.jsonValue { members += rest }
    let prefix = count == 0 ? opening() + "  \"steps\": [\n" : ",\n"
    console.out(prefix + "    " + JSONValue.object(members).jsonText(level: 2))
  }

  /// Ends the output: the JSON document's closing members (`finalScene`).
  func finish(finalScene: Scene) {
    guard json else { return }
    let steps = count == 0 ? opening() + "  \"steps\": [],\n" : "\n  ],\n"
    console.out(steps + "  \"finalScene\": " + finalScene.jsonValue.jsonText(level: 1) + "\n}\n")
  }

  /// `{` and the header members, each on its line.
  private func opening() -> String {
    "{\n"
      + header.map { "  \(JSONValue.quoted($0.key)): \($0.value.jsonText(level: 1)),\n" }.joined()
  }
}
