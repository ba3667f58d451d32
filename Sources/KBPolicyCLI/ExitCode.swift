/// The exit codes of every command (README, "Commands").
public enum ExitCode: Int32, Sendable {
  /// Success.
  case success = 0
  /// The input has errors (lint: errors, or any finding with `--strict`).
  case inputErrors = 1
  /// Usage or I/O error.
  case usage = 2
  /// `fmt --check`: a file would change.
  case wouldChange = 3
}

/// A usage or I/O problem: printed as one line, exit 2.
public struct UsageError: Error, Sendable, Equatable {
  /// The one-line message (lowercase, no trailing period).
  public var message: String

  /// Creates a usage error.
  public init(_ message: String) {
    self.message = message
  }
}
