import PolicyLanguage

/// The output formats of `kbpolicy lint --reporter`. Each renders the whole run as one string.
public enum LintReporter: String, CaseIterable, Sendable {
  /// Source lines with carets, notes and help, then a summary (for people at a terminal).
  case human
  /// `file:line:column: warning: message [code]`, which Xcode shows inline from a Run Script phase.
  case xcode
  /// A JSON document with a `format_version`, for tools.
  case json
  /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
  case sarif
  /// GitHub Actions workflow commands: `::warning file=...,line=...,col=...::message`.
  case github

  /// Renders the findings of a run.
  public func render(_ results: [LintFileResult]) -> String {
    switch self {
    case .human: HumanReporter.render(results)
    case .xcode: XcodeReporter.render(results)
    case .json: JSONReporter.render(results)
    case .sarif: SARIFReporter.render(results)
    case .github: GitHubReporter.render(results)
    }
  }

  /// Whether the output is a machine-readable report meant for standard output (json, sarif,
  /// github) rather than diagnostics, which go to standard error in every command (human, xcode).
  public var writesToStandardOutput: Bool { self != .human && self != .xcode }
}
