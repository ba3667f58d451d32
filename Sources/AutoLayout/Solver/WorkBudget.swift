/// The simplex pivots and row updates a solve may still make, shared by the groups it solves one
/// after another (`ConstraintSolver.pivotLimit(forConstraints:)` and `updateLimit` give the
/// whole).
struct WorkBudget {
  /// The pivots left.
  private(set) var pivots: Int
  /// The row updates left.
  private(set) var updates: Int
  /// The pivots charged so far.
  private(set) var pivotsSpent = 0

  init(pivots: Int, updates: Int) {
    self.pivots = pivots
    self.updates = updates
  }

  /// Takes work done from what is left.
  mutating func charge(pivots spent: Int, updates written: Int) {
    pivots -= spent
    updates -= written
    pivotsSpent += spent
  }
}
