import PolicyExplain
import PolicyLanguage

/// The results of one test file.
public struct PolicyTestFileResult: Sendable {
  /// The parsed file.
  public var file: PolicyTestFile
  /// One result per test, in file order (empty when they were handed on one at a time).
  public var results: [PolicyTestResult]
  /// The file's own errors (outside any test block).
  public var diagnostics: [Diagnostic]
  /// Every file a diagnostic may point into, by path (for caret lines).
  public var sources: [String: SourceFile]
  /// With `update`: the file's new text, or nil when nothing changes.
  public var updatedText: String?

  /// Creates a result.
  public init(
    file: PolicyTestFile, results: [PolicyTestResult], diagnostics: [Diagnostic],
    sources: [String: SourceFile], updatedText: String?
  ) {
    self.file = file
    self.results = results
    self.diagnostics = diagnostics
    self.sources = sources
    self.updatedText = updatedText
    passed = results.count { $0.status == .passed }
    failed = results.count - passed
  }

  /// Creates the result of a file whose tests were handed on one at a time: the counts, and
  /// no test.
  public init(
    file: PolicyTestFile, passed: Int, failed: Int, diagnostics: [Diagnostic],
    sources: [String: SourceFile]
  ) {
    self.file = file
    self.results = []
    self.diagnostics = diagnostics
    self.sources = sources
    self.updatedText = nil
    self.passed = passed
    self.failed = failed
  }

  /// Tests that passed.
  public var passed: Int
  /// Tests that failed or could not run.
  public var failed: Int
}
