/// Solves a set of linear constraints with Auto Layout's priorities: every required constraint
/// exactly, then each optional priority level as well as the levels above it allow, each level's
/// misses summed (Auto Layout's documented order: "constraints with higher priority levels are
/// satisfied before constraints with lower priority levels").
///
/// The work is bounded: at most `pivotLimit(forConstraints:)` simplex pivots per solve, and the
/// search for a conflict's members re-solves at most `conflictSearchLimit` subsets, each bounded
/// too; nothing here can hang. The same constraints in the same order always give the same
/// outcome, bit for bit.
public struct ConstraintSolver: Sendable {
  /// The most required constraints a conflict search minimises; a larger conflict is reported as
  /// found, with `isMinimal` false.
  public static let conflictSearchLimit = 48

  /// The most pivots a solve of `count` constraints may take: 64 per constraint and 1,000 more.
  /// A real document's screen takes a few per constraint.
  public static func pivotLimit(forConstraints count: Int) -> Int { 64 * count + 1_000 }

  /// The most row updates (cells written by building and substituting rows) a solve of `count`
  /// constraints may make: 100 per constraint and 500,000 more. A screen's rows are as long as
  /// its longest chain of views placed one after another, so the work grows with constraints ×
  /// chain length: a few hundred views in one chain solve (500 in about 40 ms, release build);
  /// a hostile document stops here and falls back to its stored frames.
  public static func updateLimit(forConstraints count: Int) -> Int { 100 * count + 500_000 }

  /// The constraints to solve, in the order they are added to the tableau.
  public var constraints: [LinearConstraint]

  /// A solver for `constraints`.
  public init(_ constraints: [LinearConstraint]) { self.constraints = constraints }

  /// Solves the constraints.
  public func solve() -> LayoutOutcome {
    var tableau = SimplexTableau(
      pivotLimit: Self.pivotLimit(forConstraints: constraints.count),
      updateLimit: Self.updateLimit(forConstraints: constraints.count))
    for (index, constraint) in constraints.enumerated() {
      do {
        try tableau.add(constraint)
      } catch .unsatisfiable {
        return conflict(failing: index)
      } catch {
        return .tooMuchWork(pivots: tableau.pivots)
      }
    }
    var values: [LayoutVariable: Double] = [:]
    for constraint in constraints {
      for variable in constraint.expression.terms.keys where values[variable] == nil {
        values[variable] = tableau.value(of: variable)
      }
    }
    if let broken = constraints.indices.first(where: { index in
      constraints[index].expression.terms.keys.contains { !(values[$0] ?? 0).isFinite }
    }) {
      return .inexact(constraints: [broken])
    }
    let missed = constraints.indices.filter { index in
      constraints[index].isRequired
        && !constraints[index].isSatisfied(tolerance: 1e-6) { values[$0] ?? 0 }
    }
    guard missed.isEmpty else { return .inexact(constraints: missed) }
    let solution = LayoutSolution(values: values, pivots: tableau.pivots)
    let free = tableau.underdeterminedVariables()
    return free.isEmpty ? .solved(solution) : .ambiguous(variables: free, solution: solution)
  }
}
