/// The values a solved layout gives its variables.
public struct LayoutSolution: Equatable, Sendable {
  /// Each variable a constraint names, with its value.
  public let values: [LayoutVariable: Double]
  /// The simplex pivots the solve took (the work bound counts them).
  public let pivots: Int

  /// The value of `variable` (0 for one no constraint names).
  public func value(of variable: LayoutVariable) -> Double { values[variable] ?? 0 }
}
