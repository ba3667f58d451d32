import PolicyLanguage

/// The findings for one linted file, as the reporters take them.
public struct LintFileResult: Hashable, Sendable {
  /// The file (its path is what reports show).
  public var source: SourceFile
  /// Every finding, sorted by position.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(source: SourceFile, diagnostics: [Diagnostic]) {
    self.source = source
    self.diagnostics = diagnostics
  }
}

extension LintFileResult {
  /// How many findings every reporter leaves out: those past `DiagnosticRenderer.maximumPerFile`
  /// (the count is reported instead, so output stays small whatever the input).
  public var omittedCount: Int { max(0, diagnostics.count - DiagnosticRenderer.maximumPerFile) }
}

extension Array where Element == LintFileResult {
  /// How many findings have `severity`.
  func count(_ severity: Diagnostic.Severity) -> Int {
    reduce(0) { $0 + $1.diagnostics.filter { $0.severity == severity }.count }
  }
}
