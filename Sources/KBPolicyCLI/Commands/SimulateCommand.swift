import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// `kbpolicy simulate --policy P --scene S --events E [--format text|json]`: runs an event script
/// over a scene snapshot and prints each event's plan and trace (and, with json, the final scene).
struct SimulateCommand: Command {
  static let name = "simulate"
  static let summary = "run an event script over a scene; print each plan and trace"
  static let help = """
    usage: kbpolicy simulate --policy P --scene S --events E [--format text|json]
           kbpolicy simulate --policy P --storyboard FILE [--controller ID] --events E ...

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
    \(SceneSource.help)
    exit: 0 success, 1 errors in the policy, scene or script, 2 usage or I/O error

    """
  static let arguments = ArgumentSpec(
    options: Set(["--policy", "--events", "--format"]).union(SceneSource.options),
    repeatable: SceneSource.repeatable)

  var policyPath: String
  var source: SceneSource
  var eventsPath: String
  var json: Bool

  init(parsed: ParsedArguments) throws(UsageError) {
    policyPath = try parsed.required("--policy")
    guard let source = try SceneSource(parsed: parsed) else {
      throw UsageError("missing required option '--scene'")
    }
    self.source = source
    eventsPath = try parsed.required("--events")
    let format = parsed.value("--format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError("unknown format '\(format)' (expected text or json)")
    }
    json = format == "json"
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    let policyText = try FileIO.readText(policyPath, console: console)
    let eventsText = try FileIO.readText(eventsPath, console: console)

    let policySource = SourceFile(path: policyPath, text: policyText)
    let compiled = Policy.compile(policySource)
    let policyErrors = compiled.diagnostics.contains { $0.severity == .error }
    if !compiled.diagnostics.isEmpty {
      console.report(
        compiled.diagnostics, sources: [policySource.path: policySource], style: .human)
    }

    let loaded: SceneSource.Loaded?
    switch try source.load(console: console) {
    case .scenes(let scenes): loaded = scenes.first
    case .inputErrors: loaded = nil
    case .noTextInput: return compiled.policy == nil || policyErrors ? .inputErrors : .success
    }
    let scenePath = loaded?.label ?? ""

    let eventsSource = SourceFile(path: eventsPath, text: eventsText)
    let (events, scriptDiagnostics) = EventScript.parse(eventsSource)
    console.report(scriptDiagnostics)

    guard let policy = compiled.policy, !policyErrors,
      let scene = loaded?.scene(declaring: policy.classHierarchy),
      scriptDiagnostics.isEmpty
    else {
      return .inputErrors
    }
    loaded?.warnUnknownClasses(declared: policy.classHierarchy, console: console)
    // Each step is written as soon as it is made (nothing is held until the end); a `focus`
    // naming no text input is found before the first step, so then nothing is written.
    var writer = SimulationWriter(
      json: json, console: console,
      header: [
        ("policy", .string(policyPath)), ("scene", .string(scenePath)),
        ("events", .string(eventsPath)),
      ], eventsPath: eventsPath)
    let result = Simulation.stream(scene: scene, events: events, policy: policy) {
      writer.write($0)
    }
    guard result.diagnostics.isEmpty else {
      console.report(result.diagnostics)
      return .inputErrors
    }
    writer.finish(finalScene: result.finalScene)
    return .success
  }
}
