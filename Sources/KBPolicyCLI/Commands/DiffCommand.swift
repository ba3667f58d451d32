import PolicyExplain
import PolicyLanguage

/// `kbpolicy diff OLD NEW [--scene S | --storyboard B | --xib X]... [--format text|json|markdown]`:
/// what a policy change changes, field by field on the screens given, or decision by decision
/// for every target the two policies name.
struct DiffCommand: Command {
  static let name = "diff"
  static let summary = "what changes between two policies, field by field (for a pull request)"
  static let help = """
    usage: kbpolicy diff OLD NEW [--scene S | --storyboard F... | --xib F...]
                         [--format text|json|markdown] [--sources PATH]...

    Compares two policy files (either can be '-', standard input: a 'git show REV:path' pipe).
    With screens: for every text input on them, the settings whose value or winning rule
    changes and what the engine does differently (moved by, gap, verdict, previous/next order),
    each setting with the rules responsible on both sides (file:line:column). Without screens:
    the settings that change for every class, field name and scroll view either policy names,
    for a field no rule names, and the classes added to or removed from deep-containers and
    ignore-touches-in. Subjects that do not change are not listed; the last line counts them.

    options:
      --format F       text (default), markdown (a table for a pull-request comment) or json
    \(AppSources.help(column: 19))
    \(SceneSource.help)
    A storyboard's screens are all compared unless --controller names one.

    exit: 0 nothing changes; 1 something changes (CI can require a review label); 2 usage or
          I/O error, or either policy (or a screen) has errors

    """
  static let arguments = ArgumentSpec(
    options: SceneSource.options.union(["--format"]),
    repeatable: SceneSource.repeatable.union(["--sources", "--sources-from"]),
    allowsPositionals: true)

  /// The output formats.
  enum Format: String, CaseIterable {
    case text, markdown, json
  }

  var oldPath: String
  var newPath: String
  var sceneSource: SceneSource?
  var format: Format
  var sourcePaths: [String]
  /// `--sources-from` files, each listing more `--sources` paths.
  var sourceLists: [String]

  init(parsed: ParsedArguments) throws(UsageError) {
    guard parsed.positionals.count == 2 else {
      throw UsageError(
        parsed.positionals.count < 2
          ? "diff compares two policies: give OLD and NEW" : "diff takes two policies, OLD and NEW")
    }
    oldPath = parsed.positionals[0]
    newPath = parsed.positionals[1]
    if oldPath == "-", newPath == "-" {
      throw UsageError("only one of OLD and NEW can be '-' (standard input)")
    }
    sceneSource = try SceneSource(parsed: parsed, required: false)
    if case .json(path: "-", _)? = sceneSource?.input, oldPath == "-" || newPath == "-" {
      throw UsageError("only one of OLD, NEW and --scene can be '-'")
    }
    let name = parsed.value("--format") ?? "text"
    guard let format = Format(rawValue: name) else {
      throw UsageError("unknown format '\(name)' (expected text, markdown or json)")
    }
    self.format = format
    sourcePaths = parsed.allValues("--sources")
    sourceLists = parsed.allValues("--sources-from")
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    let oldSource = SourceFile(
      path: FileIO.displayName(oldPath), text: try FileIO.readText(oldPath, console: console))
    let newSource = SourceFile(
      path: FileIO.displayName(newPath), text: try FileIO.readText(newPath, console: console))
    let appClasses = try AppSources.classes(
      sourcePaths + AppSources.paths(listedIn: sourceLists, console: console), console: console)
    var screens: [SceneSource.Loaded] = []
    if let sceneSource {
      switch try sceneSource.load(all: true, console: console) {
      case .scenes(let loaded): screens = loaded
      case .inputErrors: return .usage
      case .noTextInput: break
      }
    }
    // Classes the storyboards define are the app's, as for lint and explain.
    let known = appClasses.superclasses.merging(screens.first?.definedClasses ?? [:]) {
      _, document in document
    }
    let options = CompileOptions(appClasses: known)
    let old = Policy.compile(oldSource, options: options)
    let new = Policy.compile(newSource, options: options)
    var sources = [Policy.defaultPolicyPath: Policy.defaultSource]
    sources[oldSource.path] = oldSource
    sources[newSource.path] = newSource
    for result in [old, new] where !result.diagnostics.isEmpty {
      console.report(result.diagnostics, sources: sources, style: .human)
    }
    guard let oldPolicy = old.policy, let newPolicy = new.policy, !old.hasErrors, !new.hasErrors
    else {
      console.err("error: a policy has errors (see above); nothing compared\n")
      return .usage
    }
    let diff: PolicyDiff
    if sceneSource == nil {
      diff = PolicyDiffer.decisions(old: oldPolicy, new: newPolicy)
    } else {
      diff = PolicyDiffer.screens(
        screens.map { loaded in
          PolicyDiffer.Screen(
            label: loaded.label,
            old: explainAll(loaded, policy: oldPolicy, source: oldSource),
            new: explainAll(loaded, policy: newPolicy, source: newSource))
        })
    }
    let renderer = PolicyDiffRenderer()
    switch format {
    case .text: console.out(TerminalText.safe(renderer.text(diff)))
    case .markdown: console.out(TerminalText.safe(renderer.markdown(diff)))
    case .json: console.out(renderer.json(diff))
    }
    return diff.isEmpty ? .success : .changes
  }

  /// Every field of one screen explained under `policy`, without what-ifs and near misses (no
  /// syntax tree given): a diff shows neither, and near misses compare every field with every
  /// rule.
  private func explainAll(_ loaded: SceneSource.Loaded, policy: Policy, source: SourceFile)
    -> [Explanation]
  {
    ExplanationBuilder(
      policy: policy, source: source, syntax: nil,
      scene: loaded.scene(declaring: policy.classHierarchy), keyboard: nil, includesWhatIfs: false
    ).explainAll()
  }
}
