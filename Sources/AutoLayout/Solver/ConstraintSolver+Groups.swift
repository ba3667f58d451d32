extension ConstraintSolver {
  /// The indices of `constraints` in groups that share no variable, each group ascending and
  /// the groups in the order of their first constraint; a constraint with no variable is a group
  /// of its own. A union-find over the variables: linear in the constraints' terms, near enough.
  static func groups(of constraints: [LinearConstraint]) -> [[Int]] {
    var number: [LayoutVariable: Int] = [:]
    var parent: [Int] = []
    func root(_ start: Int) -> Int {
      var node = start
      while parent[node] != node {
        parent[node] = parent[parent[node]]
        node = parent[node]
      }
      return node
    }
    var member = [Int](repeating: -1, count: constraints.count)
    for (index, constraint) in constraints.enumerated() {
      var joined = -1
      for variable in constraint.expression.terms.keys {
        let id: Int
        if let known = number[variable] {
          id = root(known)
        } else {
          id = parent.count
          number[variable] = id
          parent.append(id)
        }
        if joined < 0 {
          joined = id
        } else if id != joined {
          parent[max(id, joined)] = min(id, joined)
          joined = min(id, joined)
        }
      }
      member[index] = joined
    }
    var groupOfRoot: [Int: Int] = [:]
    var groups: [[Int]] = []
    for index in constraints.indices {
      guard member[index] >= 0 else {
        groups.append([index])
        continue
      }
      let top = root(member[index])
      if let group = groupOfRoot[top] {
        groups[group].append(index)
      } else {
        groupOfRoot[top] = groups.count
        groups.append([index])
      }
    }
    return groups
  }
}
