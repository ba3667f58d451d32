import AvoidanceEngine
import PolicyLanguage

/// `kbpolicy simulate --policy P --scene S --events E [--format text|json]`: runs an event script
/// over a scene snapshot and prints each event's plan and trace (and, with json, the final scene).
struct SimulateCommand: Command {
  static let name = "simulate"
  static let summary = "run an event script over a scene; print each plan and trace"
  static let help = """
    usage: kbpolicy simulate --policy P --scene S --events E [--format text|json]

    Compiles the policy, reads the scene snapshot (JSON) and the event script, then feeds the
    events to the avoidance engine one by one and prints what each one changes and why.

    options:
      --policy P     the policy file (.kbpolicy)
      --scene S      the scene snapshot (.scene.json)
      --events E     the event script: one event a line, for example
                       focus email / keyboard show height 291 / keyboard change height 335 /
                       keyboard hide / blur / rotate landscape
      --format F     text (default): numbered trace and plan per event;
                     json: {"steps": [...], "finalScene": {...}}

    exit: 0 success, 1 errors in the policy, scene or script, 2 usage or I/O error

    """
  static let arguments = ArgumentSpec(options: ["--policy", "--scene", "--events", "--format"])

  var policyPath: String
  var scenePath: String
  var eventsPath: String
  var json: Bool

  init(parsed: ParsedArguments) throws(UsageError) {
    policyPath = try parsed.required("--policy")
    scenePath = try parsed.required("--scene")
    eventsPath = try parsed.required("--events")
    let format = parsed.value("--format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError("unknown format '\(format)' (expected text or json)")
    }
    json = format == "json"
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    let policyText = try FileIO.readText(policyPath, console: console)
    let sceneText = try FileIO.readText(scenePath, console: console)
    let eventsText = try FileIO.readText(eventsPath, console: console)

    let renderer = DiagnosticRenderer(style: .xcode)
    let policySource = SourceFile(path: policyPath, text: policyText)
    let compiled = Policy.compile(policySource)
    let policyErrors = compiled.diagnostics.contains { $0.severity == .error }
    if !compiled.diagnostics.isEmpty {
      console.err(DiagnosticRenderer(style: .human).render(compiled.diagnostics, sources: [policySource.path: policySource]))
    }

    let decoded = Scene.decode(json: sceneText)
    for issue in decoded.issues {
      console.err("\(scenePath): \(issue.severity.rawValue): \(issue.description) [\(issue.code.rawValue)]\n")
    }

    let eventsSource = SourceFile(path: eventsPath, text: eventsText)
    let (events, scriptDiagnostics) = EventScript.parse(eventsSource)
    console.err(renderer.render(scriptDiagnostics, sources: [:]))

    guard let policy = compiled.policy, !policyErrors, let scene = decoded.scene, scriptDiagnostics.isEmpty else {
      return .inputErrors
    }
    let result = Simulation.run(scene: scene, events: events, policy: policy)
    guard result.diagnostics.isEmpty else {
      console.err(renderer.render(result.diagnostics, sources: [:]))
      return .inputErrors
    }
    if json {
      let document = JSONValue.object([
        ("policy", .string(policyPath)), ("scene", .string(scenePath)), ("events", .string(eventsPath)),
        (
          "steps",
          .array(result.steps.map { step in
            var members: [(key: String, value: JSONValue)] = [
              ("line", .number(Double(step.event.location.line))), ("event", .string(step.event.event.description)),
            ]
            if case .object(let rest) = step.step.jsonValue { members += rest }
            return .object(members)
          })
        ),
        ("finalScene", result.finalScene.jsonValue),
      ])
      console.out(document.jsonText() + "\n")
    } else {
      var text = ""
      for (number, step) in result.steps.enumerated() {
        text += "event \(number + 1) (\(eventsPath):\(step.event.location.line)): \(step.event.event)\n"
        text += step.step.renderText()
      }
      console.out(text)
    }
    return .success
  }
}
