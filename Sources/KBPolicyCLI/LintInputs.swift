import PolicyLanguage
import PolicyLint

/// The inputs of one `lint` run that could not be used: for a machine report, each becomes a
/// result inside the document; for people, the run stops at the first, as every command does.
struct LintInputs {
  /// Whether the run writes a machine report (json, sarif, github).
  let report: Bool
  /// The results standing for unusable inputs, in the order met.
  private(set) var results: [LintFileResult] = []
  /// The exit code those inputs call for (success when there are none).
  private(set) var exitCode: ExitCode = .success

  init(report: Bool) {
    self.report = report
  }

  /// The text of `path`, or nil after recording why it cannot be read (machine reports); for
  /// people, the error itself.
  mutating func read(_ path: String, console: Console) throws(UsageError) -> String? {
    do throws(UsageError) {
      return try FileIO.readText(path, console: console)
    } catch {
      guard report else { throw error }
      // The report holds the failure as a result; standard error still says why the run fails.
      KBPolicy.say(error, console: console)
      let failure = InputFailure(error, path: path)
      results.append(
        LintFileResult(
          source: SourceFile(path: FileIO.displayName(path), text: ""),
          diagnostics: [failure.diagnostic]))
      exitCode = InputFailure.worse(exitCode, failure.exitCode)
      return nil
    }
  }

  /// A `--scene` with errors: inside a machine report, its errors are results at the scene
  /// file; for people, they are printed and the run stops (exit 1).
  mutating func invalidScene(
    _ path: String, text: String, issues: [Diagnostic], console: Console
  ) throws(UsageError) {
    guard report else {
      SceneSource.report(issues, console: console)
      throw UsageError(
        "scene '\(path)' is not valid (see the errors above)", exitCode: .inputErrors)
    }
    results.append(
      LintFileResult(source: SourceFile(path: path, text: text), diagnostics: issues))
    exitCode = InputFailure.worse(exitCode, .inputErrors)
  }

  /// An input that was read but is not valid (an Interface Builder document with errors):
  /// inside a machine report, its diagnostics are a result at that file (exit 1).
  mutating func invalidInput(_ path: String, diagnostics: [Diagnostic]) {
    results.append(
      LintFileResult(source: SourceFile(path: path, text: ""), diagnostics: diagnostics))
    exitCode = InputFailure.worse(exitCode, .inputErrors)
  }
}
