import TestSupport
import Testing

@testable import AutoLayout

/// The solver's two shortcuts, groups solved apart and the exact try, against one tableau that
/// solves every constraint by priority (`solveByPriority` over the whole system, the solver as it
/// was before them): on random screens of chained views, both must give the same outcome, the
/// same values within 1e-6, the same conflict and the same free variables.
@Suite struct ConstraintSolverGroupTests {
  /// One tableau over everything, with the solve's own bound.
  func oneTableau(_ constraints: [LinearConstraint]) -> ConstraintSolver.GroupOutcome {
    var budget = WorkBudget(
      pivots: ConstraintSolver.pivotLimit(forConstraints: constraints.count),
      updates: ConstraintSolver.updateLimit(forConstraints: constraints.count))
    return ConstraintSolver(constraints).solveByPriority(budget: &budget)
  }

  /// `a − b − constant relation 0`.
  func tie(
    _ a: LayoutVariable, _ b: [LayoutVariable], _ constant: Double,
    _ relation: LinearConstraint.Relation = .equal, priority: Double = 1000
  ) -> LinearConstraint {
    var expression = LinearExpression(a, plus: -constant)
    for variable in b { expression.add(variable, times: -1) }
    return LinearConstraint(expression, relation, priority: priority)
  }

  /// A column of `n` views (top, height; leading, width each), each below the one before at a
  /// random gap, with intrinsic sizes at random priorities, some fixed heights, some pinned
  /// bottoms and trailing edges that may conflict with the sizes, and a few constraints left out.
  func randomScreen(_ random: inout SeededRandom) -> [LinearConstraint] {
    let n = random.int(1...12)
    func variable(_ view: Int, _ part: Int) -> LayoutVariable { LayoutVariable(4 * view + part) }
    let priorities: [Double] = [1000, 999, 750, 500, 251, 250]
    var constraints: [LinearConstraint] = []
    for view in 0..<n {
      let (top, height, leading, width) = (
        variable(view, 0), variable(view, 1), variable(view, 2), variable(view, 3)
      )
      if random.chance(80) {
        // Intrinsic size: hugging (≤) then compression resistance (≥), as the document emits.
        let length = random.points(10...40)
        constraints.append(
          tie(height, [], length, .lessThanOrEqual, priority: random.pick(priorities)))
        constraints.append(
          tie(height, [], length, .greaterThanOrEqual, priority: random.pick(priorities)))
        constraints.append(tie(width, [], 100, .lessThanOrEqual, priority: 250))
        constraints.append(tie(width, [], 100, .greaterThanOrEqual, priority: 750))
      } else if random.chance(90) {
        constraints.append(
          tie(height, [], random.points(20...50), priority: random.pick(priorities)))
      }
      if random.chance(98) {
        constraints.append(
          view == 0
            ? tie(top, [], random.points(0...60), priority: random.pick(priorities))
            : tie(
              top, [variable(view - 1, 0), variable(view - 1, 1)], random.points(0...20),
              random.chance(8) ? .greaterThanOrEqual : .equal,
              priority: random.pick([1000, 1000] + priorities)))
      }
      constraints.append(tie(leading, [], 16))
      if random.chance(40) {
        // The trailing edge at 300: leading + width − 300 = 0, which a hugged width may resist.
        var trailing = LinearExpression(leading, plus: -300)
        trailing.add(width, times: 1)
        constraints.append(LinearConstraint(trailing, .equal, priority: random.pick(priorities)))
      }
    }
    if random.chance(40) {
      // A required top somewhere, which a required chain above it may contradict.
      constraints.append(tie(variable(random.below(n), 0), [], random.points(0...300)))
    }
    if random.chance(5) {
      // Two required heights that cannot both hold.
      let view = random.below(n)
      constraints.append(tie(variable(view, 1), [], 30))
      constraints.insert(tie(variable(view, 1), [], 31), at: random.below(constraints.count + 1))
    }
    if random.chance(50) {
      let last = n - 1
      constraints.append(
        tie(
          variable(last, 0), [], 800 - random.points(0...400),
          random.pick([.equal, .lessThanOrEqual]),
          priority: random.pick(priorities)))
    }
    return constraints
  }

  func close(_ a: [LayoutVariable: Double], _ b: [LayoutVariable: Double]) -> Bool {
    Set(a.keys).union(b.keys).allSatisfy { abs((a[$0] ?? 0) - (b[$0] ?? 0)) < 1e-6 }
  }

  @Test func groupsAndTheExactTryAgreeWithOneTableau() {
    var random = SeededRandom(seed: 0xC4A1_0F_7155)
    var counts = (exact: 0, byPriority: 0, solved: 0, ambiguous: 0, unsatisfiable: 0)
    for trial in 0..<2_000 {
      let constraints = randomScreen(&random)
      let whole = oneTableau(constraints)
      let outcome = ConstraintSolver(constraints).solve()
      switch (outcome, whole) {
      case (.solved(let solution), .solved(let values, let free)):
        #expect(free.isEmpty, "trial \(trial): one tableau leaves \(free) free")
        #expect(close(solution.values, values), "trial \(trial): \(solution.values) ≠ \(values)")
        counts.solved += 1
      case (.ambiguous(let variables, let solution), .solved(let values, let free)):
        #expect(variables == free.sorted(), "trial \(trial)")
        #expect(close(solution.values, values), "trial \(trial)")
        counts.ambiguous += 1
      case (.unsatisfiable(let conflict, _), .failed(let index)):
        #expect(conflict.last == index, "trial \(trial): \(conflict) does not end at \(index)")
        #expect(
          outcome == ConstraintSolver(constraints).conflict(failing: index), "trial \(trial)")
        counts.unsatisfiable += 1
      default:
        Issue.record("trial \(trial): \(outcome) against \(whole)")
      }
      let budget = WorkBudget(pivots: .max, updates: .max)
      for group in ConstraintSolver.groups(of: constraints) where group.count > 1 {
        if ConstraintSolver(group.map { constraints[$0] }).exactSolution(budget: budget) != nil {
          counts.exact += 1
        } else {
          counts.byPriority += 1
        }
      }
    }
    // Every path is exercised.
    #expect(counts.exact > 200 && counts.byPriority > 200 && counts.solved > 200)
    #expect(counts.ambiguous > 50 && counts.unsatisfiable > 50)
  }

  @Test func groupsAreThePartsThatShareVariables() {
    let (x0, y0, x1, y1) = (
      LayoutVariable(0), LayoutVariable(1), LayoutVariable(2), LayoutVariable(3)
    )
    let constraints = [
      tie(x0, [], 0), tie(y0, [], 5), tie(x1, [x0], 10),
      LinearConstraint(LinearExpression(constant: 7), .equal), tie(y1, [y0], 1),
    ]
    // x0 and x1 meet in constraint 2, y0 and y1 in 4; the constant alone is a group of its own.
    #expect(ConstraintSolver.groups(of: constraints) == [[0, 2], [1, 4], [3]])
  }

  /// `n` labels 20.5 tall (hugging 251, compression resistance 750), the first 8 below the top,
  /// each next 8 below the one before.
  func chain(_ n: Int) -> [LinearConstraint] {
    var constraints: [LinearConstraint] = []
    for k in 0..<n {
      let (top, height) = (LayoutVariable(2 * k), LayoutVariable(2 * k + 1))
      constraints.append(tie(height, [], 20.5, .lessThanOrEqual, priority: 251))
      constraints.append(tie(height, [], 20.5, .greaterThanOrEqual, priority: 750))
      constraints.append(
        k == 0
          ? tie(top, [], 8) : tie(top, [LayoutVariable(2 * k - 2), LayoutVariable(2 * k - 1)], 8))
    }
    return constraints
  }

  @Test func aChainOfLabelsIsSolvedExactlyInRowsThatStayShort() throws {
    let budget = WorkBudget(pivots: .max, updates: .max)
    let small = try #require(ConstraintSolver(chain(100)).exactSolution(budget: budget))
    let large = try #require(ConstraintSolver(chain(400)).exactSolution(budget: budget))
    // Label k's top is 8 + k · (20.5 + 8): label 399's is 8 + 399 · 28.5 = 11,379.5.
    #expect(large.values[LayoutVariable(2 * 399)] == 11_379.5)
    #expect(large.values[LayoutVariable(2 * 399 + 1)] == 20.5)
    // Four times the labels, four times the row updates (linear); by priority, every top's row
    // holds every earlier label's slack and error symbols, and the updates grow with the square.
    #expect(Double(large.updates) <= 4.5 * Double(small.updates))
    var whole = WorkBudget(pivots: .max, updates: .max)
    _ = ConstraintSolver(chain(100)).solveByPriority(budget: &whole)
    let smallByPriority = Int.max - whole.updates
    whole = WorkBudget(pivots: .max, updates: .max)
    _ = ConstraintSolver(chain(400)).solveByPriority(budget: &whole)
    #expect(Double(Int.max - whole.updates) > 8 * Double(smallByPriority))
  }

  @Test func aSizeThatMustGiveIsSolvedByPriority() throws {
    // A label 100 wide (hugging 250, compression resistance 750) between a leading edge at 16 and
    // a required trailing edge at 300: its hugging gives, width = 300 − 16 = 284.
    let (leading, width) = (LayoutVariable(0), LayoutVariable(1))
    var trailing = LinearExpression(leading, plus: -300)
    trailing.add(width, times: 1)
    let constraints = [
      tie(width, [], 100, .lessThanOrEqual, priority: 250),
      tie(width, [], 100, .greaterThanOrEqual, priority: 750),
      tie(leading, [], 16), LinearConstraint(trailing, .equal),
    ]
    #expect(
      ConstraintSolver(constraints).exactSolution(budget: WorkBudget(pivots: .max, updates: .max))
        == nil)
    guard case .solved(let solution) = ConstraintSolver(constraints).solve() else {
      Issue.record("not solved")
      return
    }
    #expect(solution.value(of: width) == 284)
  }

  @Test func aStackOfFieldsIsExactDownAndByPriorityAcross() throws {
    // `LayoutDocumentTests.stackForm` on an iPhone 15: a vertical stack 20 in from both sides of
    // a 393-wide root. Across, each arranged view is stretched past its intrinsic width (its
    // hugging gives), so that group is solved by priority; down, every size holds, so that group
    // is solved exactly.
    let document = LayoutDocumentTests().stackForm(LayoutDocumentTests.iPhone15)
    let constraints = document.system().map { $0.0 }
    let groups = ConstraintSolver.groups(of: constraints)
    func group(holding variable: LayoutVariable) throws -> ConstraintSolver {
      let found = try #require(
        groups.first { $0.contains { constraints[$0].expression.terms[variable] != nil } })
      return ConstraintSolver(found.map { constraints[$0] })
    }
    let budget = WorkBudget(pivots: .max, updates: .max)
    // Variables 4 · item + 0 ... 3 are x, y, width and height; the password field is item 5.
    let down = try group(holding: LayoutVariable(4 * 5 + 1))
    let across = try group(holding: LayoutVariable(4 * 5 + 0))
    let exact = try #require(down.exactSolution(budget: budget))
    // The password field's top: 59 + 20 + 20.5 + 8 + 34 + 8 = 149.5.
    #expect(exact.values[LayoutVariable(4 * 5 + 1)] == 149.5)
    #expect(across.exactSolution(budget: budget) == nil)
  }
}
