/// A sum of variables times coefficients plus a constant: `2·width + left − 8`.
public struct LinearExpression: Equatable, Sendable {
  /// Each variable's coefficient; a variable appears at most once and never with a zero.
  public private(set) var terms: [LayoutVariable: Double]
  /// The constant part.
  public var constant: Double

  /// `constant` alone.
  public init(constant: Double = 0) {
    self.terms = [:]
    self.constant = constant
  }

  /// `coefficient · variable + constant`.
  public init(_ variable: LayoutVariable, times coefficient: Double = 1, plus constant: Double = 0)
  {
    self.terms = [:]
    self.constant = constant
    add(variable, times: coefficient)
  }

  /// Adds `coefficient · variable`, dropping the term when it cancels out.
  public mutating func add(_ variable: LayoutVariable, times coefficient: Double) {
    let sum = terms[variable, default: 0] + coefficient
    terms[variable] = sum == 0 ? nil : sum
  }

  /// Adds `coefficient · other`.
  public mutating func add(_ other: LinearExpression, times coefficient: Double = 1) {
    constant += other.constant * coefficient
    for (variable, value) in other.terms { add(variable, times: value * coefficient) }
  }

  /// `lhs + rhs`.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var sum = lhs
    sum.add(rhs)
    return sum
  }

  /// `lhs − rhs`.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var difference = lhs
    difference.add(rhs, times: -1)
    return difference
  }

  /// `expression + constant`.
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var sum = lhs
    sum.constant += rhs
    return sum
  }

  /// `scale · expression`.
  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    var product = LinearExpression()
    product.add(rhs, times: lhs)
    return product
  }

  /// The expression's value where each variable has the value `value(variable)`.
  public func evaluated(_ value: (LayoutVariable) -> Double) -> Double {
    terms.keys.sorted().reduce(constant) { $0 + terms[$1, default: 0] * value($1) }
  }
}
