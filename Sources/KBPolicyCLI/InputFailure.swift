import PolicyLanguage

/// An input a command that writes a machine report (`lint --reporter json|sarif|github`, `test
/// --reporter junit`) cannot read, as a result at the file inside the report: one unreadable
/// file never empties the report (an upload would reject it, a test report would show "0
/// ran"). The run still exits as the failure does everywhere else.
struct InputFailure: Sendable {
  /// The failure as a diagnostic at the file: `F002` at the first byte that is not UTF-8,
  /// `F001` at line 1 with the system's reason.
  var diagnostic: Diagnostic
  /// The exit code the failure has in every command (1 not UTF-8, 2 unreadable).
  var exitCode: ExitCode

  /// `error`, met reading `path` with `FileIO.readText`, as a result at the file.
  init(_ error: UsageError, path: String) {
    let shown = FileIO.displayName(path)
    exitCode = error.exitCode
    let prefix = "\(shown):"
    let suffix = ": the file is not UTF-8 text"
    if error.exitCode == .inputErrors, error.message.hasPrefix(prefix),
      error.message.hasSuffix(suffix)
    {
      let place = error.message.dropFirst(prefix.count).dropLast(suffix.count)
        .split(separator: ":").compactMap { Int($0) }
      let location = SourceLocation(
        file: shown, line: place.first ?? 1, column: place.dropFirst().first ?? 1, offset: 0)
      diagnostic = Diagnostic(.notUTF8, at: SourceRange(at: location))
    } else {
      let location = SourceLocation(file: shown, line: 1, column: 1, offset: 0)
      diagnostic = Diagnostic(
        .cannotRead(reason: TestCommand.reason(error.message, path: path)),
        at: SourceRange(at: location))
    }
  }

  /// The worse of two exit codes (2 over 1 over 0).
  static func worse(_ a: ExitCode, _ b: ExitCode) -> ExitCode {
    a.rawValue >= b.rawValue ? a : b
  }
}
