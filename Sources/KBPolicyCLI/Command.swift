/// One `kbpolicy` subcommand: its name, help text, argument spec and `run`.
///
/// The shape of swift-argument-parser's `ParsableCommand`, on our own small argv parser.
public protocol Command: Sendable {
  /// The subcommand name, e.g. `check`.
  static var name: String { get }
  /// One line for the command table.
  static var summary: String { get }
  /// The usage line(s) and option descriptions printed by `kbpolicy NAME --help`.
  static var help: String { get }
  /// Which options and flags the command takes.
  static var arguments: ArgumentSpec { get }
  /// Builds the command from parsed arguments, validating them.
  init(parsed: ParsedArguments) throws(UsageError)
  /// Runs the command; prints only through `console`.
  func run(console: Console) throws(UsageError) -> ExitCode
}
