import PolicyLanguage

/// `kbpolicy check FILE...`: parse and compile each policy, print every diagnostic.
struct CheckCommand: Command {
  static let name = "check"
  static let summary = "parse and compile policies; report every error"
  static let help = """
    usage: kbpolicy check FILE... [--reporter human|xcode]

    Parses and compiles each policy file (a directory means every .kbpolicy file below it) and
    prints every diagnostic to standard error.

    options:
      --reporter R   human (default): source line with a caret; xcode: file:line:column: error: ...

    exit: 0 no errors, 1 errors found, 2 usage or I/O error

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
    var failed = false
    let renderer = DiagnosticRenderer(style: style)
    for path in try FileIO.expand(files, suffix: ".kbpolicy") {
      let source = SourceFile(path: path == "-" ? "<stdin>" : path, text: try FileIO.readText(path, console: console))
      let result = Policy.compile(source)
      console.err(renderer.render(result.diagnostics, sources: [source.path: source]))
      if result.diagnostics.contains(where: { $0.severity == .error }) { failed = true }
    }
    return failed ? .inputErrors : .success
  }
}
