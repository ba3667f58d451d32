extension ConstraintSolver {
  /// The outcome for a required constraint, `failing`, that the required constraints before it
  /// make impossible: the smallest set of them that still conflicts with it, found by dropping
  /// each in turn (a deletion filter) among those that share variables with it, directly or
  /// through others. The search is bounded by `conflictSearchLimit`.
  func conflict(failing: Int) -> LayoutOutcome {
    let candidates = requiredComponent(of: failing)
    guard candidates.count <= Self.conflictSearchLimit else {
      return .unsatisfiable(
        conflict: Array(candidates.suffix(Self.conflictSearchLimit)), isMinimal: false)
    }
    var kept = candidates
    for member in candidates where member != failing {
      let trial = kept.filter { $0 != member }
      if !isSatisfiable(trial) { kept = trial }
    }
    return .unsatisfiable(conflict: kept, isMinimal: true)
  }

  /// The required constraints up to and including `failing` that are connected to it by shared
  /// variables, ascending. Linear in the constraints' terms (a union-find over variables).
  func requiredComponent(of failing: Int) -> [Int] {
    var parent: [LayoutVariable: LayoutVariable] = [:]
    func root(_ variable: LayoutVariable) -> LayoutVariable {
      var current = variable
      while let next = parent[current], next != current { current = next }
      var walk = variable
      while let next = parent[walk], next != current {
        parent[walk] = current
        walk = next
      }
      return current
    }
    let required = (0...failing).filter { constraints[$0].isRequired }
    for index in required {
      let variables = constraints[index].expression.terms.keys.sorted()
      guard let first = variables.first else { continue }
      if parent[first] == nil { parent[first] = first }
      for variable in variables.dropFirst() {
        if parent[variable] == nil { parent[variable] = variable }
        let (a, b) = (root(first), root(variable))
        if a != b { parent[max(a, b)] = min(a, b) }
      }
    }
    let failingVariables = constraints[failing].expression.terms.keys
    guard let anchor = failingVariables.min() else { return [failing] }
    let component = root(anchor)
    return required.filter { index in
      index == failing
        || constraints[index].expression.terms.keys.contains { root($0) == component }
    }
  }

  /// Whether the constraints numbered `indices` can all hold (a fresh, bounded solve).
  private func isSatisfiable(_ indices: [Int]) -> Bool {
    var tableau = SimplexTableau(
      pivotLimit: Self.pivotLimit(forConstraints: indices.count),
      updateLimit: Self.updateLimit(forConstraints: indices.count))
    for index in indices {
      do { try tableau.add(constraints[index]) } catch .unsatisfiable { return false } catch {
        return true
      }
    }
    return true
  }
}
