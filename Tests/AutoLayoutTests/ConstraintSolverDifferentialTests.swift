import AutoLayout
import TestSupport
import Testing

/// The solver against an oracle that shares none of its code: for small random systems (one to
/// three variables in a box), Auto Layout's optimum — every required constraint, then each
/// priority level's summed misses, highest level first — is attained at a vertex of the
/// constraints' hyperplanes, so enumerating every vertex finds it. The solver must reach the same
/// objective, report unsatisfiable exactly when no vertex is feasible, and call a solution unique
/// only when every optimal vertex is that point.
@Suite struct ConstraintSolverDifferentialTests {
  typealias Point = [Double]

  struct System {
    var dimensions: Int
    var constraints: [LinearConstraint]
  }

  func randomSystem(_ random: inout SeededRandom) -> System {
    let dimensions = random.int(1...3)
    var constraints: [LinearConstraint] = []
    for index in 0..<dimensions {
      let variable = LayoutVariable(index)
      constraints.append(
        LinearConstraint(LinearExpression(variable, plus: 500), .greaterThanOrEqual))
      constraints.append(LinearConstraint(LinearExpression(variable, plus: -500), .lessThanOrEqual))
    }
    for _ in 0..<random.int(1...6) {
      var expression = LinearExpression(constant: random.points(-200...200))
      for index in 0..<dimensions where random.chance(70) {
        expression.add(LayoutVariable(index), times: Double(random.pick([-3, -2, -1, 1, 2, 3])))
      }
      if expression.terms.isEmpty { expression.add(LayoutVariable(0), times: 1) }
      let relation = random.pick([
        LinearConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual,
      ])
      let priority = random.chance(35) ? 1000 : random.pick([750.0, 500, 250])
      constraints.insert(
        LinearConstraint(expression, relation, priority: priority),
        at: random.below(constraints.count + 1))
    }
    return System(dimensions: dimensions, constraints: constraints)
  }

  /// Each optional level's summed misses at `point`, highest priority first.
  func objective(_ system: System, at point: Point) -> [Double] {
    let levels = Set(system.constraints.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
    return levels.map { level in
      system.constraints.filter { $0.priority == level }.reduce(0) { sum, constraint in
        let value = constraint.expression.evaluated { point[$0.id] }
        switch constraint.relation {
        case .equal: return sum + abs(value)
        case .lessThanOrEqual: return sum + max(0, value)
        case .greaterThanOrEqual: return sum + max(0, -value)
        }
      }
    }
  }

  func feasible(_ system: System, _ point: Point) -> Bool {
    system.constraints.allSatisfy {
      !$0.isRequired || $0.isSatisfied(tolerance: 1e-6) { point[$0.id] }
    }
  }

  /// -1, 0, 1 as `a` is lexicographically below, equal to (within 1e-6) or above `b`.
  func compare(_ a: [Double], _ b: [Double]) -> Int {
    for (left, right) in zip(a, b) where abs(left - right) > 1e-6 { return left < right ? -1 : 1 }
    return 0
  }

  /// The point where the `chosen` hyperplanes meet, if they meet in one point.
  func vertex(_ system: System, _ chosen: [Int]) -> Point? {
    let n = system.dimensions
    var matrix = chosen.map { index -> [Double] in
      let expression = system.constraints[index].expression
      return (0..<n).map { expression.terms[LayoutVariable($0)] ?? 0 } + [-expression.constant]
    }
    for column in 0..<n {
      guard
        let pivot = (column..<n).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
        abs(matrix[pivot][column]) > 1e-9
      else { return nil }
      matrix.swapAt(column, pivot)
      for row in 0..<n where row != column {
        let factor = matrix[row][column] / matrix[column][column]
        for k in column...n { matrix[row][k] -= factor * matrix[column][k] }
      }
    }
    return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
  }

  func combinations(_ count: Int, _ size: Int) -> [[Int]] {
    guard size > 0 else { return [[]] }
    guard count >= size else { return [] }
    return combinations(count - 1, size - 1).map { $0 + [count - 1] }
      + combinations(count - 1, size)
  }

  /// Every optimal vertex, and the optimum.
  func oracle(_ system: System) -> (optimum: [Double], vertices: [Point])? {
    var best: (optimum: [Double], vertices: [Point])?
    for chosen in combinations(system.constraints.count, system.dimensions) {
      guard let point = vertex(system, chosen), feasible(system, point) else { continue }
      let value = objective(system, at: point)
      guard let current = best else {
        best = (value, [point])
        continue
      }
      switch compare(value, current.optimum) {
      case -1: best = (value, [point])
      case 0: best?.vertices.append(point)
      default: break
      }
    }
    return best
  }

  @Test func agreesWithVertexEnumeration() {
    var random = SeededRandom(seed: 0x5EED_CA55)
    var counts = (solved: 0, ambiguous: 0, unsatisfiable: 0)
    for trial in 0..<3_000 {
      let system = randomSystem(&random)
      let expected = oracle(system)
      let outcome = ConstraintSolver(system.constraints).solve()
      func point(_ solution: LayoutSolution) -> Point {
        (0..<system.dimensions).map { solution.value(of: LayoutVariable($0)) }
      }
      switch outcome {
      case .unsatisfiable(let conflict, _):
        counts.unsatisfiable += 1
        #expect(expected == nil, "trial \(trial): a feasible vertex exists")
        #expect(conflict.allSatisfy { system.constraints[$0].isRequired }, "trial \(trial)")
      case .solved(let solution), .ambiguous(_, let solution):
        guard let expected else {
          Issue.record("trial \(trial): solved, but no vertex is feasible")
          continue
        }
        let found = point(solution)
        #expect(feasible(system, found), "trial \(trial): a required constraint is missed")
        #expect(
          compare(objective(system, at: found), expected.optimum) == 0,
          "trial \(trial): objective \(objective(system, at: found)) ≠ \(expected.optimum)")
        if case .solved = outcome {
          counts.solved += 1
          for other in expected.vertices {
            #expect(
              zip(other, found).allSatisfy { abs($0 - $1) < 1e-6 },
              "trial \(trial): called unique, but \(other) is optimal too (found \(found))")
          }
        } else {
          counts.ambiguous += 1
        }
      case .tooMuchWork, .inexact:
        Issue.record("trial \(trial): \(outcome)")
      }
    }
    // Each kind of outcome is exercised.
    #expect(counts.solved > 300 && counts.ambiguous > 300 && counts.unsatisfiable > 100)
  }
}
