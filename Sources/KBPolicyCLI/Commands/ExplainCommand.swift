import AvoidanceEngine
import PolicyExplain
import PolicyLanguage

/// `kbpolicy explain --policy P --scene S [--field ID] [--all] [--format text|json] [--svg OUT]`:
/// why a field is or isn't moved clear of the keyboard, by how much, and what would change it.
struct ExplainCommand: Command {
  static let name = "explain"
  static let summary = "why a field is or isn't moved, by how much, and what would change it"
  static let help = """
    usage: kbpolicy explain --policy P --scene S [--field ID] [--format text|json] [--svg OUT]
           kbpolicy explain --policy P --scene S --all [--format text|json]

    Explains one text input of a scene snapshot under a policy: the field and its controllers,
    every setting with the rule that decided it and the rules that lost, near misses, the
    previous/next order, what the engine does when the keyboard shows, and, for a switch that
    is off, the policy edits that would turn it on (each verified by recompiling).

    options:
      --policy P       the policy file (.kbpolicy), layered over the default policy
      --scene S        the scene snapshot (JSON)
      --field ID       the field: a view id or an accessibility identifier (default: the scene's focus)
      --all            one line per text input of the scene, then a summary
      --format F       text (default) or json
      --svg OUT        also write a before/after picture of the adjustment as SVG to OUT
      --keyboard-height H
                       the docked keyboard's height in points (default: the scene's keyboard,
                       else 336, an iPhone keyboard with the QuickType bar)
      --trace          text format: append the engine's step-by-step trace

    exit: 0 explained; 1 the policy or the scene has errors; 2 usage or I/O error, including a
          --field that names no text input of the scene (with a did-you-mean)

    """
  static let arguments = ArgumentSpec(
    options: ["--policy", "--scene", "--field", "--format", "--svg", "--keyboard-height"], flags: ["--all", "--trace"])

  var policyPath: String
  var scenePath: String
  var field: String?
  var all: Bool
  var json: Bool
  var svgPath: String?
  var trace: Bool
  var keyboard: Keyboard?

  init(parsed: ParsedArguments) throws(UsageError) {
    policyPath = try parsed.required("--policy")
    scenePath = try parsed.required("--scene")
    field = parsed.value("--field")
    all = parsed.has("--all")
    trace = parsed.has("--trace")
    svgPath = parsed.value("--svg")
    let format = parsed.value("--format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError("unknown format '\(format)' (expected text or json)")
    }
    json = format == "json"
    if let text = parsed.value("--keyboard-height") {
      guard let height = Double(text), height.isFinite, height >= 0 else {
        throw UsageError("--keyboard-height needs a number of points >= 0, not '\(text)'")
      }
      keyboard = .height(height)
    }
    if all, field != nil { throw UsageError("--all explains every field; leave out --field") }
    if all, svgPath != nil { throw UsageError("--svg draws one field; leave out --all") }
    if policyPath == "-", scenePath == "-" { throw UsageError("only one of --policy and --scene can be '-'") }
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    let source = SourceFile(
      path: policyPath == "-" ? "<stdin>" : policyPath, text: try FileIO.readText(policyPath, console: console))
    let compiled = Policy.compile(source)
    let sources = [source.path: source, Policy.defaultPolicyPath: Policy.defaultSource]
    if !compiled.diagnostics.isEmpty {
      console.err(DiagnosticRenderer(style: .human).render(compiled.diagnostics, sources: sources))
    }
    let sceneText = try FileIO.readText(scenePath, console: console)
    let decoded = Scene.decode(json: sceneText)
    let sceneName = scenePath == "-" ? "<stdin>" : scenePath
    for issue in decoded.issues {
      console.err("\(sceneName): \(issue.severity.rawValue): \(issue.path): \(issue.message) [\(issue.code.rawValue)]\n")
    }
    guard let policy = compiled.policy, let scene = decoded.scene else { return .inputErrors }

    let builder = ExplanationBuilder(
      policy: policy, source: source, syntax: compiled.file, scene: scene, keyboard: keyboard, includesWhatIfs: !all)
    if all {
      let explanations = builder.explainAll()
      console.out(json ? ExplanationJSONRenderer().render(all: explanations) : ExplanationTableRenderer().render(explanations))
      return .success
    }
    let explanation: Explanation
    switch builder.explain(field: field) {
    case .success(let value): explanation = value
    case .failure(let error): throw UsageError(error.message)
    }
    if let svgPath {
      let picture = builder.picture(for: explanation)
      try FileIO.writeAtomically(ExplanationSVGRenderer().render(explanation, picture: picture), to: svgPath)
    }
    console.out(json ? ExplanationJSONRenderer().render(explanation) : ExplanationTextRenderer(includesTrace: trace).render(explanation))
    return .success
  }
}
