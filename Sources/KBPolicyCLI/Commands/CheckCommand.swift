import PolicyLanguage

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
    let paths = try FileIO.expand(files, suffix: ".kbpolicy")
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
    let renderer = DiagnosticRenderer(style: style)
    var errors = 0
    var warnings = 0
    var printedAny = false
    for source in sources {
      let result = Policy.compile(source)
      guard !result.diagnostics.isEmpty else { continue }
      if printedAny, style == .human { console.err("\n") }
      renderer.render(result.diagnostics, sources: [source.path: source], write: console.err)
      printedAny = true
      errors += result.diagnostics.filter { $0.severity == .error }.count
      warnings += result.diagnostics.filter { $0.severity == .warning }.count
    }
    if style == .human, console.isTerminal {
      // On a terminal, always end with the summary, with the time taken.
      if printedAny { console.err("\n") }
      console.err(summary.line(files: sources.count, errors: errors, warnings: warnings))
    } else if style == .human, printedAny {
      console.err(
        "\n\(Self.count(errors, "error")), \(Self.count(warnings, "warning")) in \(Self.count(sources.count, "file"))\n"
      )
    }
    return errors > 0 ? .inputErrors : .success
  }

  static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
