import Foundation

/// Where a command writes: standard output and standard error, injectable for tests.
public struct Console: Sendable {
  /// Writes to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes to standard error.
  public var err: @Sendable (String) -> Void
  /// Reads standard input (for `-`): at most `FileIO.maximumFileSize` + 1 bytes, or an I/O error.
  public var readStandardInput: @Sendable () throws(UsageError) -> [UInt8]
  /// Whether standard error is a terminal (for choosing the default reporter).
  public var isTerminal: Bool

  /// Creates a console.
  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    readStandardInput: @escaping @Sendable () throws(UsageError) -> [UInt8] = { [] },
    isTerminal: Bool = false
  ) {
    self.out = out
    self.err = err
    self.readStandardInput = readStandardInput
    self.isTerminal = isTerminal
  }

  /// Writes the `github` reporter's annotations to standard output as they are (`::error ...`);
  /// nil: `out`. Set by `KBPolicy.run`, whose `out` and `err` neutralise workflow commands.
  public var workflowCommands: (@Sendable (String) -> Void)? = nil

  /// This console with standard error neutralised (`TerminalText.neutralised`): every message,
  /// note and diagnostic there is for people, and may quote input. Standard output carries
  /// results (JSON, SARIF, a formatted policy) that must stay exact; its text for people is made
  /// safe where it is rendered (`TerminalText.safe`), and `workflowCommands` writes the
  /// `github` reporter's annotations unchanged.
  func neutralisingWorkflowCommands() -> Console {
    var console = self
    let err = self.err
    console.err = { text in err(TerminalText.neutralised(text)) }
    console.workflowCommands = self.out
    console.budget = DiagnosticBudget()
    return console
  }

  /// The per-file diagnostics cap shared by everything a run reports (`SceneSource.report`);
  /// nil: each report is capped on its own. Set by `KBPolicy.run`.
  var budget: DiagnosticBudget? = nil

  /// The diagnostics already reported, when each is reported once (`printingEachLineOnce`: a
  /// `--device all` sweep imports the documents once per class); a repeat is dropped before the
  /// budget counts it.
  var reported: SeenLines? = nil

  /// Whether a write to standard output failed, and why (the system's reason); checked by
  /// `KBPolicy.run` after every command, which then exits 2.
  public var outputFailure: @Sendable () -> String? = { nil }

  /// A console that drops everything (notes nobody asked for).
  static let silent = Console(out: { _ in }, err: { _ in })

  /// The process's own streams: output written as it is produced, standard input read bounded.
  public static var standard: Console {
    streams(
      out: STDOUT_FILENO, err: STDERR_FILENO,
      readStandardInput: { () throws(UsageError) in try FileIO.readStandardInput() },
      isTerminal: isatty(STDERR_FILENO) != 0)
  }

  /// A console on two descriptors. The first failed write to `out` is remembered (and later
  /// output dropped): a cut result is an I/O error, never a success.
  static func streams(
    out: Int32, err: Int32,
    readStandardInput: @escaping @Sendable () throws(UsageError) -> [UInt8], isTerminal: Bool
  ) -> Console {
    let failure = OutputFailure()
    var console = Console(
      out: { text in
        guard failure.reason == nil else { return }
        if let code = FileIO.writeAll(Array(text.utf8), to: out) {
          failure.reason = FileIO.reason(code)
        }
      },
      err: { text in FileIO.write(text, to: err) },
      readStandardInput: readStandardInput,
      isTerminal: isTerminal)
    console.outputFailure = { failure.reason }
    return console
  }
}

/// The first failed write to standard output (its reason), shared by a console's closures.
private final class OutputFailure: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: String?

  var reason: String? {
    get { lock.withLock { stored } }
    set { lock.withLock { if stored == nil { stored = newValue } } }
  }
}
