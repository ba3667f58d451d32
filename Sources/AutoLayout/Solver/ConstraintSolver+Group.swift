extension ConstraintSolver {
  /// What solving one group of constraints gives, by the group's own indices.
  enum GroupOutcome {
    /// Every variable's value, and those left free (Auto Layout's ambiguity).
    case solved([LayoutVariable: Double], free: [LayoutVariable])
    /// The required constraint at this index cannot hold with the ones before it.
    case failed(at: Int)
    /// The solve needed more work than the budget left.
    case tooMuchWork
    /// These required constraints are missed by more than rounding allows.
    case inexact([Int])
  }

  /// Solves `constraints`, one group sharing no variable with any other: exactly when every
  /// constraint can hold and fixes every variable (`exactSolution`), otherwise by priority. The
  /// work is taken from `budget`.
  func solveGroup(budget: inout WorkBudget) -> GroupOutcome {
    if let exact = exactSolution(budget: budget) {
      budget.charge(pivots: exact.pivots, updates: exact.updates)
      return .solved(exact.values, free: [])
    }
    return solveByPriority(budget: &budget)
  }

  /// Solves `constraints` in one simplex tableau, priority level by priority level.
  func solveByPriority(budget: inout WorkBudget) -> GroupOutcome {
    var tableau = SimplexTableau(pivotLimit: budget.pivots, updateLimit: budget.updates)
    defer { budget.charge(pivots: tableau.pivots, updates: tableau.updates) }
    for (index, constraint) in constraints.enumerated() {
      do {
        try tableau.add(constraint)
      } catch .unsatisfiable {
        return .failed(at: index)
      } catch {
        return .tooMuchWork
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
      return .inexact([broken])
    }
    let missed = constraints.indices.filter { index in
      constraints[index].isRequired
        && !constraints[index].isSatisfied(tolerance: 1e-6) { values[$0] ?? 0 }
    }
    guard missed.isEmpty else { return .inexact(missed) }
    return .solved(values, free: tableau.underdeterminedVariables())
  }
}
