/// `expression relation 0` at a priority, as Auto Layout states a constraint: `first.attribute
/// relation multiplier · second.attribute + constant` becomes `first − multiplier · second −
/// constant relation 0`.
public struct LinearConstraint: Equatable, Sendable {
  /// How the expression compares with zero.
  public enum Relation: String, Sendable {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual
  }

  /// The priority Auto Layout calls required (`UILayoutPriority.required`, 1000); a constraint at
  /// it must hold exactly, and one the others make impossible fails the layout.
  public static let required: Double = 1000

  /// The left-hand side; the right-hand side is zero.
  public var expression: LinearExpression
  /// How `expression` compares with zero.
  public var relation: Relation
  /// Auto Layout's priority, 1 to 1000: at 1000 the constraint is required; below, the solver
  /// keeps it as closely as the constraints of higher priority allow, each priority level
  /// strictly before the next lower one, and within a level the sum of the misses is least.
  public var priority: Double

  /// `expression relation 0` at `priority` (required unless given).
  public init(_ expression: LinearExpression, _ relation: Relation, priority: Double = required) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  /// Whether the constraint must hold exactly.
  public var isRequired: Bool { priority >= Self.required }

  /// Whether the constraint holds where each variable has the value `value(variable)`, within
  /// `tolerance`.
  public func isSatisfied(tolerance: Double = 1e-6, by value: (LayoutVariable) -> Double) -> Bool {
    let left = expression.evaluated(value)
    switch relation {
    case .lessThanOrEqual: return left <= tolerance
    case .equal: return abs(left) <= tolerance
    case .greaterThanOrEqual: return left >= -tolerance
    }
  }
}
