/// A rule that almost applies to the field: a class name one or two edits away from a class in
/// the field's or controller's chain, or a `field` identifier close to this field's.
public struct NearMiss: Hashable, Sendable, Codable {
  /// The rule as written: `field "emial"`, `disable in CheckoutViewControler`.
  public var rule: String
  /// What it was compared with: the field's identifier or a class in a chain.
  public var closeTo: String
  /// Where the rule is written.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int
  /// The sentence: `field "emial" at 20:1 does not match "email": did you mean it?`.
  public var message: String

  /// Creates a near miss.
  public init(rule: String, closeTo: String, file: String, line: Int, column: Int, message: String)
  {
    self.rule = rule
    self.closeTo = closeTo
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }
}
