/// How a measured expectation compares the actual value with the written one: `=` (within the
/// tolerance), `>=`, `<=`, `>` or `<` (`≥` and `≤` also read).
public enum Comparison: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Equal within the tolerance.
  case equal = "="
  /// At least the value, less the tolerance.
  case atLeast = ">="
  /// At most the value, plus the tolerance.
  case atMost = "<="
  /// More than the value (the tolerance does not widen it).
  case above = ">"
  /// Less than the value (the tolerance does not widen it).
  case below = "<"

  /// The operator as a test file writes it.
  public var description: String { rawValue }

  /// Whether `actual` compares with `expected` this way, `tolerance` allowing for rounding.
  public func holds(_ actual: Double, _ expected: Double, tolerance: Double) -> Bool {
    let slack = tolerance + 1e-9
    switch self {
    case .equal: return abs(expected - actual) <= slack
    case .atLeast: return actual >= expected - slack
    case .atMost: return actual <= expected + slack
    case .above: return actual > expected
    case .below: return actual < expected
    }
  }
}
