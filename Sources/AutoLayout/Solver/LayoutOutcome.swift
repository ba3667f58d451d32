/// What solving a layout gives: a solution, or why there is none to trust.
public enum LayoutOutcome: Equatable, Sendable {
  /// Every required constraint holds and every variable is determined.
  case solved(LayoutSolution)
  /// Every required constraint holds, but these variables could take other values with no
  /// constraint missed more (Auto Layout's ambiguous layout); the solution is one of many.
  case ambiguous(variables: [LayoutVariable], solution: LayoutSolution)
  /// The required constraints numbered `conflict` (indices into the solved array, ascending)
  /// cannot all hold. When `isMinimal`, dropping any one of them makes the rest satisfiable;
  /// otherwise the search was cut short (it is bounded) and `conflict` holds the constraint that
  /// failed with the required constraints sharing views with it, as far as the bound reached.
  case unsatisfiable(conflict: [Int], isMinimal: Bool)
  /// The solve needed more than `pivots` simplex pivots, the bound for this many constraints.
  case tooMuchWork(pivots: Int)
  /// The required constraints numbered here (ascending) are missed by more than rounding allows
  /// in the solution found, so it is not trusted.
  case inexact(constraints: [Int])
}
