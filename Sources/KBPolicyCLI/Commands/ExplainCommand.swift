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
           kbpolicy explain --policy P --storyboard F [--controller C] [--field ID | --all] ...
           kbpolicy explain --policy P --storyboard F --device all [--field ID | --all] ...
           (each form also takes --sources PATH...)

    Explains one text input of a scene snapshot under a policy: the field and its controllers,
    every setting with the rule that decided it and the rules that lost, near misses, the
    previous/next order, what the engine does when the keyboard shows, and, for a switch that
    is off, the policy edits that would turn it on (each verified by recompiling).

    options:
      --policy P       the policy file (.kbpolicy), layered over the default policy
      --field ID       the field: a view id or an accessibility identifier (default: the scene's focus)
      --all            one line per text input of the scene, then a summary
      --format F       text (default) or json
      --svg OUT        also write a before/after picture of the adjustment as SVG to OUT
      --trace          text format: append the engine's step-by-step trace
    \(AppSources.help(column: 19))
    \(SceneSource.help)
    A scene with no keyboard is explained with an assumed 336 pt keyboard (an iPhone keyboard
    with the QuickType bar); the output says so. `--all` over a storyboard without --controller
    explains every field of every controller. `--device all` explains on every supported iPhone
    and iPad class, worst first, then shows the worst class's explanation (positions come from
    the importer's device metrics, not from a run on the device).

    exit: 0 explained; 1 the policy or the scene has errors; 2 usage or I/O error, including a
          --field that names no text input of the scene (with a did-you-mean)

    """
  static let arguments = ArgumentSpec(
    options: SceneSource.options.union(["--policy", "--field", "--format", "--svg"]),
    repeatable: SceneSource.repeatable.union(["--sources", "--sources-from"]),
    flags: ["--all", "--trace"])

  var policyPath: String
  var sceneSource: SceneSource
  var field: String?
  var all: Bool
  var json: Bool
  var svgPath: String?
  var trace: Bool
  var sourcePaths: [String]
  /// `--sources-from` files, each listing more `--sources` paths.
  var sourceLists: [String]

  init(parsed: ParsedArguments) throws(UsageError) {
    policyPath = try parsed.required("--policy")
    guard let sceneSource = try SceneSource(parsed: parsed, sweeps: true) else {
      throw UsageError("missing required option '--scene' (or '--storyboard' / '--xib')")
    }
    self.sceneSource = sceneSource
    field = parsed.value("--field")
    all = parsed.has("--all")
    trace = parsed.has("--trace")
    sourcePaths = parsed.allValues("--sources")
    sourceLists = parsed.allValues("--sources-from")
    svgPath = parsed.value("--svg")
    let format = parsed.value("--format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError("unknown format '\(format)' (expected text or json)")
    }
    json = format == "json"
    if all, field != nil { throw UsageError("--all explains every field; leave out --field") }
    if all, svgPath != nil { throw UsageError("--svg draws one field; leave out --all") }
    if sceneSource.sweep != nil, svgPath != nil {
      throw UsageError("--svg draws one device; give --device ID, not --device all")
    }
    if trace, all { throw UsageError("--trace shows one field's engine steps; leave out --all") }
    if trace, json {
      throw UsageError("--trace applies to the text format (JSON always has the trace)")
    }
    if policyPath == "-", case .json(path: "-", _) = sceneSource.input {
      throw UsageError("only one of --policy and --scene can be '-'")
    }
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    let source = SourceFile(
      path: policyPath == "-" ? "<stdin>" : policyPath,
      text: try FileIO.readText(policyPath, console: console))
    let (appClasses, sourceDiagnostics) = try AppSources.read(
      sourcePaths + AppSources.paths(listedIn: sourceLists, console: console), console: console)
    if !sourceDiagnostics.isEmpty {
      console.report(sourceDiagnostics, sources: [:], style: .human)
      // A chain the policy would read wrong: the answer would be wrong, so none is given.
      if sourceDiagnostics.contains(where: { $0.severity == .error }) { return .inputErrors }
    }
    // The screens first: the classes their documents define are the app's (as lint and test
    // know them), so the policy may name them without a false unknown-class warning.
    let (outcome, devices) = try load(console: console)
    var known = appClasses.superclasses
    if case .scenes(let loaded) = outcome, let defined = loaded.first?.definedClasses {
      known.merge(defined) { _, document in document }
    }
    let compiled = Policy.compile(source, options: CompileOptions(appClasses: known))
    // The user's file wins when it is the default policy's own path (`rules/default.kbpolicy`).
    let sources = [Policy.defaultPolicyPath: Policy.defaultSource].merging([source.path: source]) {
      _, user in user
    }
    if !compiled.diagnostics.isEmpty {
      console.report(compiled.diagnostics, sources: sources, style: .human)
    }
    let scenes: [SceneSource.Loaded]
    switch outcome {
    case .scenes(let loaded): scenes = loaded
    case .inputErrors: return .inputErrors
    case .noTextInput: return compiled.policy == nil ? .inputErrors : .success
    }
    guard let policy = compiled.policy, !scenes.isEmpty else { return .inputErrors }
    for loaded in scenes {
      loaded.warnUnknownClasses(declared: policy.classHierarchy, console: console)
    }

    func builder(for loaded: SceneSource.Loaded, whatIfs: Bool = !all) -> ExplanationBuilder {
      ExplanationBuilder(
        policy: policy, source: source, syntax: compiled.file,
        scene: loaded.scene(declaring: policy.classHierarchy), keyboard: nil,
        includesWhatIfs: whatIfs)
    }
    if let devices {
      return try runDevices(devices, console: console, builder: builder(for:whatIfs:))
    }
    if all {
      let explanations = scenes.flatMap { builder(for: $0).explainAll() }
      console.out(
        json
          ? ExplanationJSONRenderer().render(all: explanations)
          : TerminalText.safe(ExplanationTableRenderer().render(explanations)))
      return .success
    }
    let builder = builder(for: scenes[0])
    let explanation: Explanation
    switch builder.explain(field: field) {
    case .success(let value): explanation = value
    case .failure(let error): throw UsageError(error.message)
    }
    if let svgPath {
      let picture = builder.picture(for: explanation)
      try FileIO.writeOutput(
        ExplanationSVGRenderer().render(explanation, picture: picture), to: svgPath,
        console: console)
    }
    console.out(
      json
        ? ExplanationJSONRenderer().render(explanation)
        : TerminalText.safe(ExplanationTextRenderer(includesTrace: trace).render(explanation)))
    return .success
  }

  /// The scenes (on the first class under `--device all`) and, under `--device all`, every
  /// class's.
  private func load(console: Console) throws(UsageError) -> (
    SceneSource.Outcome, [SceneSource.DeviceScenes]?
  ) {
    guard sceneSource.sweep != nil else {
      return (try sceneSource.load(all: all, console: console), nil)
    }
    switch try sceneSource.loadDevices(all: all, console: console) {
    case .devices(let swept): return (.scenes(swept.first?.scenes ?? []), swept)
    case .inputErrors: return (.inputErrors, nil)
    case .noTextInput: return (.noTextInput, nil)
    }
  }
}
