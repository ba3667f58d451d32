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
    // The script is read line by line, once to check it and once to run it: memory holds one
    // line and one step, however long the script.
    let script = try EventScriptReader(path: eventsPath, console: console)
    defer { script.close() }

    // The screen first: the classes its documents define are the app's (as lint and test know
    // them), so the policy may name them without a false unknown-class warning.
    let outcome = try source.load(console: console)
    var known: [String: String] = [:]
    if case .scenes(let scenes) = outcome, let defined = scenes.first?.definedClasses {
      known = defined
    }
    let policySource = SourceFile(path: policyPath, text: policyText)
    let compiled = Policy.compile(policySource, options: CompileOptions(appClasses: known))
    let policyErrors = compiled.diagnostics.contains { $0.severity == .error }
    if !compiled.diagnostics.isEmpty {
      console.report(
        compiled.diagnostics, sources: [policySource.path: policySource], style: .human)
    }

    let loaded: SceneSource.Loaded?
    switch outcome {
    case .scenes(let scenes): loaded = scenes.first
    case .inputErrors: loaded = nil
    case .noTextInput: return compiled.policy == nil || policyErrors ? .inputErrors : .success
    }
    let scenePath = loaded?.label ?? ""

    var scriptErrors = false
    try script.forEach { line throws(UsageError) in
      if case .diagnostic(let diagnostic) = line {
        console.report([diagnostic])
        scriptErrors = true
      }
      return true
    }
    guard let policy = compiled.policy, !policyErrors,
      let scene = loaded?.scene(declaring: policy.classHierarchy), !scriptErrors
    else {
      return .inputErrors
    }
    loaded?.warnUnknownClasses(declared: policy.classHierarchy, console: console)
    return try run(script, scene: scene, policy: policy, scenePath: scenePath, console: console)
  }

  /// Checks every `focus` of the script against the scene (nothing is written when one names no
  /// text input), then runs the events, each step written as soon as it is made.
  func run(
    _ script: EventScriptReader, scene: Scene, policy: Policy, scenePath: String, console: Console
  ) throws(UsageError) -> ExitCode {
    var runner = SimulationRunner(scene: scene, policy: policy)
    var fieldErrors = false
    try script.forEach { line throws(UsageError) in
      if case .event(let event) = line, let diagnostic = runner.check(event) {
        console.report([diagnostic])
        fieldErrors = true
      }
      return true
    }
    guard !fieldErrors else { return .inputErrors }
    var writer = SimulationWriter(
      json: json, console: console,
      header: [
        ("policy", .string(policyPath)), ("scene", .string(scenePath)),
        ("events", .string(eventsPath)),
      ], eventsPath: eventsPath)
    // A script edited between the check and the run may have a bad line by now.
    var changed = false
    try script.forEach { line throws(UsageError) in
      switch line {
      case .event(let event):
        for step in runner.steps(event) { writer.write(step) }
        return true
      case .diagnostic(let diagnostic):
        console.report([diagnostic])
        changed = true
        return false
      }
    }
    guard !changed else { return .inputErrors }
    writer.finish(finalScene: runner.scene)
    return .success
  }
}
