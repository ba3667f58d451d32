/// A corrections example of a lint rule: a policy with findings and the text that applying every
/// fix-it of the rule's findings must give, exactly (SwiftLint's `corrections`).
public struct Correction: Hashable, Sendable {
  /// The policy before; `↓` markers (as in `Example`) are allowed and stripped.
  public var before: Example
  /// The policy after applying the fix-its.
  public var after: String

  /// Creates a corrections example; the location defaults to the caller's.
  public init(
    _ before: String, _ after: String, scenes: [String] = [], fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.before = Example(
      before, scenes: scenes, fileID: fileID, filePath: filePath, line: line, column: column)
    self.after = after
  }
}
