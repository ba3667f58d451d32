/// Where a command writes: standard output and standard error, injectable for tests.
public struct Console: Sendable {
  /// Writes to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes to standard error.
  public var err: @Sendable (String) -> Void
  /// Reads all of standard input (for `fmt -`).
  public var readStandardInput: @Sendable () -> [UInt8]
  /// Whether standard error is a terminal (for choosing the default reporter).
  public var isTerminal: Bool

  /// Creates a console.
  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    readStandardInput: @escaping @Sendable () -> [UInt8] = { [] }, isTerminal: Bool = false
  ) {
    self.out = out
    self.err = err
    self.readStandardInput = readStandardInput
    self.isTerminal = isTerminal
  }
}
