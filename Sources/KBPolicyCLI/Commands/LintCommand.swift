import SceneModel
import InterfaceBuilder
import PolicyLanguage
import PolicyLint

/// `kbpolicy lint FILE... [--reporter R] [--strict] [--scene S]...`: the rule catalogue over
/// policies, reported for people, Xcode or CI.
struct LintCommand: Command {
  static let name = "lint"
  static let summary = "check policies against the lint rule catalogue"
  static let help = """
    usage: kbpolicy lint FILE... [--reporter human|xcode|json|sarif|github] [--strict]
                         [--scene S]... [--storyboard F]... [--xib F]... [--sources PATH]...

    Runs every lint rule ('kbpolicy rules' lists them) over each policy file (a directory means
    every .kbpolicy file below it, '-' reads standard input). Syntax and compile errors are
    reported too, as errors. Silence one finding with a comment on the line before it or at the
    end of its line: '# kbpolicy: ignore RULE-ID -- reason' (the reason is required).

    options:
      --reporter R   human: source lines with carets, on standard error (the default on a
                     terminal); xcode: file:line:column: warning: message [code] (the default
                     otherwise, so an Xcode Run Script phase shows findings inline);
                     json, sarif (SARIF 2.1.0 for GitHub code scanning), github (workflow
                     commands): on standard output
      --strict       warnings fail the run too
      --scene S      a scene snapshot (JSON): its classes count as known, and rules that match
                     nothing in any given scene are reported; repeatable
      --storyboard F, --xib F
                     an Interface Builder document: every controller scene in it counts as a
                     scene (see 'kbpolicy import'); repeatable
    \(AppSources.help(column: 17))
    \(NotesMode.help(column: 17))
      --stamp FILE   when the run passes, write FILE (a build system's output stamp: the
                     SwiftPM plugin re-lints a policy only when it changed)
      --docs-url URL where KeyboardPolicy's documents are on the web (a repository's file
                     browser at a version, https://.../blob/v0.1.0): SARIF rules then link to
                     the section describing their code (helpUri); only with --reporter
                     sarif, and only an RFC 3986 URI without query or fragment
      --baseline FILE
                     findings recorded in FILE are not reported and do not fail the run
                     (--strict included); entries that match no finding any more are listed
                     on standard error, so the baseline shrinks
      --write-baseline FILE
                     write every finding of this run (language errors excepted) to FILE, a
                     sorted text file keyed by rule, file and what the finding points at (not
                     its line): adopt lint on an old policy, fail only on new findings

    exit: 0 clean (warnings allowed), 1 errors (or any finding with --strict), 2 usage or I/O error

    """
  static let arguments = ArgumentSpec(
    options: [
      "--reporter", "--stamp", "--docs-url", "--baseline", "--write-baseline", NotesMode.option,
    ],
    repeatable: ["--scene", "--storyboard", "--xib", "--sources", "--sources-from"],
    flags: ["--strict"],
    allowsPositionals: true)

  var files: [String]
  var reporter: LintReporter?
  var strict: Bool
  var scenes: [String]
  var documents: [String]
  var stamp: String?
  var sourcePaths: [String]
  /// `--sources-from` files, each listing more `--sources` paths.
  var sourceLists: [String]
  var documentationURL: String?
  var baselinePath: String?
  var writeBaselinePath: String?
  var notes: NotesMode

  init(parsed: ParsedArguments) throws(UsageError) {
    guard !parsed.positionals.isEmpty else { throw UsageError("missing policy file") }
    files = parsed.positionals
    strict = parsed.has("--strict")
    scenes = parsed.allValues("--scene")
    documents = parsed.allValues("--storyboard") + parsed.allValues("--xib")
    stamp = parsed.value("--stamp")
    sourcePaths = parsed.allValues("--sources")
    sourceLists = parsed.allValues("--sources-from")
    documentationURL = parsed.value("--docs-url")
    baselinePath = parsed.value("--baseline")
    notes = try NotesMode(parsed: parsed)
    writeBaselinePath = parsed.value("--write-baseline")
    if baselinePath == "-", files.contains("-") {
      throw UsageError("only one of the policies and --baseline can be '-'")
    }
    if let url = documentationURL, let problem = DocumentationURL.problem(url) {
      throw UsageError(
        "--docs-url takes an absolute http(s) URL without query or fragment, not "
          + "'\(DiagnosticRenderer.escaped(url))': \(problem)")
    }
    if let name = parsed.value("--reporter") {
      guard let reporter = LintReporter(rawValue: name) else {
        let names = LintReporter.allCases.map(\.rawValue)
        let hint = Suggestions.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(
          "unknown reporter '\(name)' (expected \(names.joined(separator: ", ")))\(hint)")
      }
      self.reporter = reporter
    }
    if documentationURL != nil, reporter != .sarif {
      // Only SARIF has a place for a rule's link: the option would silently do nothing.
      throw UsageError("--docs-url is used only by '--reporter sarif' (SARIF rules' helpUri)")
    }
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    console.showNotes(notes)
    let summary = RunSummary()
    let paths = FileIO.unique(try FileIO.expand(files, suffix: ".kbpolicy", console: console))
    guard !paths.isEmpty else {
      throw UsageError("no .kbpolicy files in \(files.map { "'\($0)'" }.joined(separator: ", "))")
    }
    let reporter = self.reporter ?? (console.isTerminal ? .human : .xcode)
    // A machine report is always a whole document: an input that cannot be read, or a scene
    // with errors, is a result inside it (with the exit code it has everywhere else).
    var inputs = LintInputs(report: reporter.writesToStandardOutput)
    var decoded: [Scene] = []
    for path in FileIO.unique(scenes) {
      guard let text = try inputs.read(path, console: console) else { continue }
      let result = Scene.decode(json: text)
      let issues = result.issues.map { $0.diagnostic(file: path) }
      guard let scene = result.scene else {
        // A scene with errors is invalid input (exit 1), as in every other command.
        try inputs.invalidScene(path, text: text, issues: issues, console: console)
        continue
      }
      SceneSource.report(issues, console: console)
      decoded.append(scene)
    }
    var documentErrors = false
    var documentClasses: [String: String] = [:]
    if !documents.isEmpty, inputs.report {
      // In a machine report, a document that cannot be read or is not valid is a result.
      if let result = try inputs.importDocuments(documents, console: console) {
        decoded += result.scenes.map(\.scene)
        documentClasses = result.definedClasses
      }
    } else if !documents.isEmpty {
      var source = SceneSource(
        input: .interfaceBuilder(paths: documents, controller: nil, options: ImportOptions()))
      source.notes = notes
      switch try source.load(all: true, console: console) {
      case .scenes(let loaded):
        decoded += loaded.map(\.scene)
        documentClasses = loaded.first?.definedClasses ?? [:]
      case .inputErrors: documentErrors = true
      case .noTextInput: break
      }
    }
    let allSourcePaths = try sourcePaths + AppSources.paths(listedIn: sourceLists, console: console)
    let reading = try AppSources.readAll(allSourcePaths, console: console)
    let (appClasses, sourceDiagnostics) = (reading.classes, reading.diagnostics)
    var sources: [SourceFile] = []
    for path in paths {
      guard let text = try inputs.read(path, console: console) else { continue }
      sources.append(SourceFile(path: path == "-" ? "<stdin>" : path, text: text))
    }
    var linter = Linter(
      scenes: decoded, classes: documentClasses, appClasses: appClasses.superclasses)
    if !allSourcePaths.isEmpty {
      linter.sourceNames = SourceNames(
        screens: Set(reading.names.screens.map(\.name)),
        fields: Set(reading.names.fields.map(\.name)))
    }
    let linted =
      inputs.results + AppSources.results(sourceDiagnostics)
      + sources.map { LintFileResult(source: $0, diagnostics: linter.lint($0)) }
    var context = ReportContext.commandLine()
    context.documentationURL = documentationURL
    var results = linted
    if let baselinePath {
      results = try applyBaseline(baselinePath, to: linted, context: context, console: console)
    }
    if let writeBaselinePath {
      let baseline = LintBaseline(results: linted, path: context.reportPath)
      try FileIO.writeOutput(baseline.text, to: writeBaselinePath, console: console)
      console.err(
        "note: wrote \(baseline.entries.count) finding\(baseline.entries.count == 1 ? "" : "s") "
          + "to the baseline '\(writeBaselinePath)'\n")
    }
    let write =
      reporter == .github
      ? (console.workflowCommands ?? console.out)
      : reporter.writesToStandardOutput ? console.out : console.err
    if reporter == .xcode || reporter == .github {
      // Line formats: streamed file by file, never built whole.
      for result in results where !result.diagnostics.isEmpty {
        write(reporter.render([result], context: context))
      }
    } else {
      let text = reporter.render(results, context: context)
      if !text.isEmpty { write(text) }
    }
    let all = results.flatMap(\.diagnostics)
    if all.isEmpty, reporter == .human, console.isTerminal {
      // A clean run on a terminal says so, instead of printing nothing.
      console.err(summary.line(files: results.count, errors: 0, warnings: 0))
    }
    let failed =
      all.contains { $0.severity == .error } || (strict && all.contains { $0.severity == .warning })
    if !failed, !documentErrors, inputs.exitCode == .success, let stamp {
      // A Swift comment: the SwiftPM plugin's stamp is compiled into the target.
      try FileIO.writeOutput("// kbpolicy lint passed\n", to: stamp, console: console)
    }
    let code: ExitCode = failed || documentErrors ? .inputErrors : .success
    return InputFailure.worse(code, inputs.exitCode)
  }

  /// The results without the findings the baseline at `path` records; its stale entries (of the
  /// files linted, matching no finding) are listed on standard error, at most 20.
  private func applyBaseline(
    _ path: String, to results: [LintFileResult], context: ReportContext, console: Console
  ) throws(UsageError) -> [LintFileResult] {
    let baseline: LintBaseline
    switch LintBaseline.parse(try FileIO.readText(path, console: console)) {
    case .success(let parsed): baseline = parsed
    case .failure(let error):
      throw UsageError(
        "baseline '\(FileIO.displayName(path))', line \(error.line): \(error.message)")
    }
    let applied = baseline.apply(to: results, path: context.reportPath)
    if !applied.stale.isEmpty {
      let count = applied.stale.count
      var text =
        "note: \(count) baseline entr\(count == 1 ? "y matches" : "ies match") no finding any more "
        + "(fixed or changed); 'kbpolicy lint --write-baseline \(FileIO.displayName(path))' drops "
        + (count == 1 ? "it" : "them") + ":\n"
      for entry in applied.stale.prefix(20) {
        text += "  \(entry.file): \(entry.code) \(entry.excerpt)\n"
      }
      if count > 20 { text += "  ... and \(count - 20) more\n" }
      console.err(TerminalText.safe(text))
    }
    return applied.results
  }
}
