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

  /// The process's own streams: output written as it is produced, standard input read bounded.
  public static var standard: Console {
    Console(
      out: { text in FileIO.write(text, to: STDOUT_FILENO) },
      err: { text in FileIO.write(text, to: STDERR_FILENO) },
      readStandardInput: { () throws(UsageError) in try FileIO.readStandardInput() },
      isTerminal: isatty(STDERR_FILENO) != 0)
  }
}
