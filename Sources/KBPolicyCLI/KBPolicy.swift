import PolicyLanguage

/// The `kbpolicy` command line: dispatches to one `Command`, maps errors to exit codes.
public enum KBPolicy {
  /// The tool's version, printed by `--version`.
  public static let version = "0.1.0"

  /// Every subcommand, in the order of the help table.
  static let commands: [any Command.Type] = [
    CheckCommand.self,
    LintCommand.self,
    FmtCommand.self,
    CompileCommand.self,
    ExplainCommand.self,
    DiffCommand.self,
    SimulateCommand.self,
    ImportCommand.self,
    RulesCommand.self,
    TestCommand.self,
    MigrateCommand.self,
  ]

  /// Runs `kbpolicy` with `arguments` (without the program name) and returns the exit code.
  /// A failed write to standard output makes any run an I/O error (exit 2): its result is cut.
  public static func run(_ arguments: [String], console: Console) -> Int32 {
    let safe = console.neutralisingWorkflowCommands()
    let code = dispatch(arguments, console: safe)
    if let omitted = safe.budget?.summary(), !omitted.isEmpty { safe.err(omitted) }
    if let reason = console.outputFailure() {
      console.err("error: cannot write standard output: \(reason)\n")
      return ExitCode.usage.rawValue
    }
    return code
  }

  /// Runs the command `arguments` names.
  static func dispatch(_ arguments: [String], console: Console) -> Int32 {
    guard let first = arguments.first else {
      console.err(usage)
      return ExitCode.usage.rawValue
    }
    if first == "--help" || first == "-h" || first == "help" {
      if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
        console.out(command.help)
      } else {
        console.out(usage)
      }
      return ExitCode.success.rawValue
    }
    if first == "--version" {
      console.out("kbpolicy \(version)\n")
      return ExitCode.success.rawValue
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let hint =
        Suggestions.closest(to: first, in: commands.map { $0.name }).map {
          ": did you mean '\($0)'?"
        } ?? ""
      console.err(
        "error: unknown command '\(DiagnosticRenderer.escaped(first))'\(hint)\nrun 'kbpolicy --help' for the list of commands\n"
      )
      return ExitCode.usage.rawValue
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      console.out(command.help)
      return ExitCode.success.rawValue
    }
    do {
      let parsed = try ParsedArguments.parse(rest, spec: command.arguments)
      let instance = try command.init(parsed: parsed)
      return try instance.run(console: console).rawValue
    } catch {
      say(error, console: console)
      return error.exitCode.rawValue
    }
  }

  /// Writes `error` to standard error as `error: HEADLINE`, then its details one a line.
  /// Messages quote arguments and file names: control characters in them (a line feed too) are
  /// shown escaped, so an argument cannot start a line of its own.
  static func say(_ error: UsageError, console: Console) {
    let lines = ([error.headline] + error.details).map(DiagnosticRenderer.escaped)
    console.err("error: \(lines.joined(separator: "\n"))\n")
  }

  /// The top-level help.
  static var usage: String {
    let width = commands.map { $0.name.count }.max() ?? 0
    var text = """
      kbpolicy: declare, check and explain keyboard avoidance for iOS apps

      usage: kbpolicy <command> [options]

      commands:

      """
    for command in commands {
      text +=
        "  \(command.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(command.summary)\n"
    }
    text += """

      exit codes: 0 success, 1 input has errors (diff: something changes), 2 usage or I/O error,
      3 fmt --check would change
      run 'kbpolicy <command> --help' for a command's options

      """
    return text
  }
}
