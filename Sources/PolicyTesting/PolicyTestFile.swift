import PolicyLanguage

/// A parsed policy test file (`.kbtest`, grammar.md Part 4): file-level defaults, then tests.
public struct PolicyTestFile: Hashable, Sendable {
  /// The file's text.
  public var source: SourceFile
  /// What every test starts from (`policy`, `scene`, `field`, ... written before the first test).
  public var defaults: TestSetup
  /// The tests, in file order.
  public var tests: [PolicyTestCase]
  /// Syntax errors; a test whose block has one does not run.
  public var diagnostics: [Diagnostic]

  /// Creates a test file.
  public init(
    source: SourceFile, defaults: TestSetup, tests: [PolicyTestCase], diagnostics: [Diagnostic]
  ) {
    self.source = source
    self.defaults = defaults
    self.tests = tests
    self.diagnostics = diagnostics
  }
}
