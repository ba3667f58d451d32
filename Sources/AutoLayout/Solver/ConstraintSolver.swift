/// Solves a set of linear constraints with Auto Layout's priorities: every required constraint
/// exactly, then each optional priority level as well as the levels above it allow, each level's
/// misses summed (Auto Layout's documented order: "constraints with higher priority levels are
/// satisfied before constraints with lower priority levels").
///
/// The constraints fall into groups that share no variable (a screen's horizontal and vertical
/// constraints, say, or views tied to nothing else); each group is solved on its own, because
/// the optimum of the whole is every group's optimum. A group is first tried with every
/// constraint held exactly (`exactSolution`): when that leaves every variable fixed, no
/// constraint is missed at all, so it is the optimum, found with rows that stay short however
/// long a chain of views is. Otherwise the group is solved by priority in one simplex tableau.
///
/// The work is bounded: at most `pivotLimit(forConstraints:)` simplex pivots and
/// `updateLimit(forConstraints:)` row updates per solve, shared by the groups (an exact try that
/// does not settle its group is not counted, so at most twice the bound is spent), and the search
/// for a conflict's members re-solves at most `conflictSearchLimit` subsets, each bounded too;
/// nothing here can hang. The same constraints in the same order always give the same outcome,
/// bit for bit.
public struct ConstraintSolver: Sendable {
  /// The most required constraints a conflict search minimises; a larger conflict is reported as
  /// found, with `isMinimal` false.
  public static let conflictSearchLimit = 48

  /// The most pivots a solve of `count` constraints may take: 64 per constraint and 1,000 more.
  /// A real document's screen takes a few per constraint.
  public static func pivotLimit(forConstraints count: Int) -> Int { 64 * count + 1_000 }

  /// The most row updates (cells written by building and substituting rows) a solve of `count`
  /// constraints may make: 100 per constraint and 500,000 more. Solved by priority, a group's rows
  /// are as long as its longest chain of views placed one after another whose sizes can give, so
  /// that work grows with constraints × chain length (a chain of 500 labels whose sizes must give
  /// solves in about 40 ms, release build); a hostile document stops here and falls back to its
  /// stored frames.
  public static func updateLimit(forConstraints count: Int) -> Int { 100 * count + 500_000 }

  /// The constraints to solve, in the order they are added to the tableau.
  public var constraints: [LinearConstraint]

  /// A solver for `constraints`.
  public init(_ constraints: [LinearConstraint]) { self.constraints = constraints }

  /// Solves the constraints, group by group.
  public func solve() -> LayoutOutcome {
    var budget = WorkBudget(
      pivots: Self.pivotLimit(forConstraints: constraints.count),
      updates: Self.updateLimit(forConstraints: constraints.count))
    var values: [LayoutVariable: Double] = [:]
    var free: [LayoutVariable] = []
    var missed: [Int] = []
    var failure: (index: Int, group: [Int])?
    for group in Self.groups(of: constraints) {
      let part = ConstraintSolver(group.map { constraints[$0] })
      switch part.solveGroup(budget: &budget) {
      case .solved(let solved, let open):
        values.merge(solved) { first, _ in first }
        free += open
      case .failed(let local):
        // The first failure in the order the constraints are given, as one tableau would meet it.
        if group[local] < failure?.index ?? .max { failure = (group[local], group) }
      case .tooMuchWork:
        return .tooMuchWork(pivots: budget.pivotsSpent)
      case .inexact(let local):
        missed += local.map { group[$0] }
      }
    }
    if let failure {
      let part = ConstraintSolver(failure.group.map { constraints[$0] })
      let local = failure.group.firstIndex(of: failure.index) ?? 0
      guard case .unsatisfiable(let conflict, let isMinimal) = part.conflict(failing: local) else {
        return .unsatisfiable(conflict: [failure.index], isMinimal: false)
      }
      return .unsatisfiable(conflict: conflict.map { failure.group[$0] }, isMinimal: isMinimal)
    }
    guard missed.isEmpty else { return .inexact(constraints: missed.sorted()) }
    let solution = LayoutSolution(values: values, pivots: budget.pivotsSpent)
    return free.isEmpty
      ? .solved(solution) : .ambiguous(variables: free.sorted(), solution: solution)
  }
}
