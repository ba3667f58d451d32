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

  /// Renders the findings of a run; machine reports name paths and the tool as `context` says.
  public func render(_ results: [LintFileResult], context: ReportContext = ReportContext())
    -> String
  {
    switch self {
    case .human: HumanReporter.render(results)
    case .xcode: XcodeReporter.render(results)
    case .json: JSONReporter.render(results, context: context)
    case .sarif: SARIFReporter.render(results, context: context)
    case .github: GitHubReporter.render(results, context: context)
    }
  }

  /// Renders the findings of a run as the sequence yields them, handing text to `write` as soon as
  /// it is rendered (human and xcode: one file at a time, so `check` and `lint` print as they go;
  /// the document formats, json, sarif and github, are written once the run is complete).
  public func stream(_ results: some Sequence<LintFileResult>, write: (String) -> Void) {
    switch self {
    case .human: HumanReporter.stream(results, write: write)
    case .xcode: XcodeReporter.stream(results, write: write)
    case .json, .sarif, .github:
      let text = render(Array(results))
      if !text.isEmpty { write(text) }
    }
  }

  /// Whether the output is a machine-readable report meant for standard output (json, sarif,
  /// github) rather than diagnostics, which go to standard error in every command (human, xcode).
  public var writesToStandardOutput: Bool { self != .human && self != .xcode }
}
