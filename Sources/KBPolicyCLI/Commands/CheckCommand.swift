import PolicyLanguage
import PolicyLint

/// `kbpolicy check FILE...`: parse and compile each policy, print every diagnostic.
struct CheckCommand: Command {
  static let name = "check"
  static let summary = "parse and compile policies; report every error"
  static let help = """
    usage: kbpolicy check FILE... [--reporter human|xcode]

    Parses and compiles each policy file (a directory means every .kbpolicy file below it,
    '-' reads standard input) and prints every diagnostic to standard error: one run reports
    every error it can find, not just the first.

    options:
      --reporter R   human (default): source line with a caret; xcode: file:line:column: error: ...

    exit: 0 no errors (warnings allowed), 1 errors found, 2 usage or I/O error

    """
  static let arguments = ArgumentSpec(options: ["--reporter"], allowsPositionals: true)

  var files: [String]
  var style: DiagnosticRenderer.Style

  init(parsed: ParsedArguments) throws(UsageError) {
    guard !parsed.positionals.isEmpty else { throw UsageError("missing policy file") }
    files = parsed.positionals
    let reporter = parsed.value("--reporter") ?? "human"
    guard let style = DiagnosticRenderer.Style(rawValue: reporter) else {
      throw UsageError("unknown reporter '\(reporter)' (expected human or xcode)")
    }
    self.style = style
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    let summary = RunSummary()
    let paths = try FileIO.expand(files, suffix: ".kbpolicy", console: console)
    guard !paths.isEmpty else {
      throw UsageError("no .kbpolicy files in \(files.map { "'\($0)'" }.joined(separator: ", "))")
    }
    // Read everything first, so a missing file is a usage error before any output.
    var sources: [SourceFile] = []
    for path in paths {
      sources.append(
        SourceFile(
          path: path == "-" ? "<stdin>" : path, text: try FileIO.readText(path, console: console)))
    }
    // The same reporters as lint, streamed: each file is compiled, reported and let go in turn.
    let reporter: LintReporter = style == .human ? .human : .xcode
    var errors = 0
    var warnings = 0
    let results = sources.lazy.map { source in
      let result = LintFileResult(source: source, diagnostics: Policy.compile(source).diagnostics)
      errors += result.diagnostics.filter { $0.severity == .error }.count
      warnings += result.diagnostics.filter { $0.severity == .warning }.count
      return result
    }
    reporter.stream(results, write: console.err)
    if style == .human, console.isTerminal, errors + warnings == 0 {
      // A clean run on a terminal says so (with diagnostics, the reporter's summary ends it).
      console.err(summary.line(files: sources.count, errors: 0, warnings: 0))
    }
    return errors > 0 ? .inputErrors : .success
  }
}
