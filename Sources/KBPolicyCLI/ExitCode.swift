/// The exit codes, one rule for every command (README, "Exit codes").
public enum ExitCode: Int32, Sendable {
  /// Success.
  case success = 0
  /// The input has errors: a policy, scene, event script or document that is not valid,
  /// including a file that is not UTF-8 (lint: any finding with `--strict`).
  case inputErrors = 1
  /// Usage or I/O error: an unknown or repeated option, a missing or unreadable file, a write
  /// that was refused.
  case usage = 2
  /// `fmt --check`: a file would change.
  case wouldChange = 3

  /// `kbpolicy diff`: the two policies decide something differently (1, as a failing check).
  static var changes: ExitCode { .inputErrors }
}

/// A problem that stops a command: printed as `error: message`, then the command exits with
/// `exitCode` (2, usage or I/O, unless the input itself is at fault).
public struct UsageError: Error, Sendable, Equatable {
  /// The one-line message (lowercase, no trailing period).
  public var headline: String
  /// Lines shown under the headline (a list of candidates, what to run instead).
  public var details: [String]
  /// The exit code: `.usage` for usage and I/O problems, `.inputErrors` for invalid input.
  public var exitCode: ExitCode

  /// The headline and its details, one a line.
  public var message: String { ([headline] + details).joined(separator: "\n") }

  /// Creates an error that exits with `exitCode` (2 unless given). The headline and each detail
  /// are shown on one line each whatever they hold: a line feed in an argument the message
  /// quotes is shown escaped (`\u{A}`), so it cannot start a line of its own.
  public init(_ headline: String, details: [String] = [], exitCode: ExitCode = .usage) {
    self.headline = headline
    self.details = details
    self.exitCode = exitCode
  }
}
