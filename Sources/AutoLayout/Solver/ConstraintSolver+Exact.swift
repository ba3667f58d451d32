extension ConstraintSolver {
  /// The solution of `constraints` when all of them, optional ones too, can hold at once and
  /// then leave no variable free: every variable's row in the tableau a constant. Nothing is
  /// missed there, so it is the optimum at every priority level, and the only one. Nil when a
  /// constraint must give, when something is left free (the solve by priority decides those),
  /// or when the work would pass `budget`.
  ///
  /// Held exactly, an expression bounded from both sides (an intrinsic size's hugging and
  /// compression resistance, `e ≤ 0` then `e ≥ 0`) is one equality, and an equality's row keeps
  /// no symbol of its own, so a chain of views, each placed after the one before, keeps every
  /// row short.
  func exactSolution(
    budget: WorkBudget
  ) -> (values: [LayoutVariable: Double], pivots: Int, updates: Int)? {
    var tableau = SimplexTableau(pivotLimit: budget.pivots, updateLimit: budget.updates)
    var index = 0
    while index < constraints.count {
      var exact = constraints[index]
      exact.priority = LinearConstraint.required
      if index + 1 < constraints.count, Self.bound(constraints[index], constraints[index + 1]) {
        exact.relation = .equal
        index += 1
      }
      index += 1
      do { try tableau.add(exact) } catch { return nil }
    }
    var values: [LayoutVariable: Double] = [:]
    values.reserveCapacity(tableau.symbols.count)
    for (variable, symbol) in tableau.symbols {
      guard let row = tableau.row(of: symbol), row.isEmpty, row.constant.isFinite else {
        return nil
      }
      values[variable] = row.constant
    }
    for constraint in constraints
    where !constraint.isSatisfied(tolerance: 1e-6, by: { values[$0] ?? 0 }) {
      return nil
    }
    return (values, tableau.pivots, tableau.updates)
  }

  /// Whether `first` and `second` bound one expression from both sides: `e ≤ 0` and `e ≥ 0`,
  /// in either order.
  static func bound(_ first: LinearConstraint, _ second: LinearConstraint) -> Bool {
    let relations = (first.relation, second.relation)
    let opposite =
      relations == (.lessThanOrEqual, .greaterThanOrEqual)
      || relations == (.greaterThanOrEqual, .lessThanOrEqual)
    return opposite && first.expression == second.expression
  }
}
