import PolicyLanguage

/// One `test "name" { ... }` block.
public struct PolicyTestCase: Hashable, Sendable {
  /// The name in quotes.
  public var name: String
  /// Where `test` is written.
  public var range: SourceRange
  /// The line of the closing `}` (where `--update` adds a snapshot).
  public var closingLine: Int
  /// The file's defaults with this block's own setup lines applied.
  public var setup: TestSetup
  /// The `expect` lines, in order.
  public var expectations: [Expectation]
  /// Whether a syntax error was found inside the block (the test is reported, not run).
  public var hasErrors: Bool

  /// Creates a test case.
  public init(
    name: String, range: SourceRange, closingLine: Int, setup: TestSetup,
    expectations: [Expectation], hasErrors: Bool
  ) {
    self.name = name
    self.range = range
    self.closingLine = closingLine
    self.setup = setup
    self.expectations = expectations
    self.hasErrors = hasErrors
  }
}
