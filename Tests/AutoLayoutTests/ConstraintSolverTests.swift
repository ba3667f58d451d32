import AutoLayout
import Testing

/// Hand-computed solves: each expected value is worked out in the comment beside it.
@Suite struct ConstraintSolverTests {
  let x = LayoutVariable(0)
  let width = LayoutVariable(1)
  let y = LayoutVariable(2)
  let other = LayoutVariable(3)

  /// `variable == value` at `priority`.
  func pin(_ variable: LayoutVariable, _ value: Double, priority: Double = 1000) -> LinearConstraint
  {
    LinearConstraint(LinearExpression(variable, plus: -value), .equal, priority: priority)
  }

  func solution(_ constraints: [LinearConstraint]) throws -> LayoutSolution {
    guard case .solved(let solution) = ConstraintSolver(constraints).solve() else {
      Issue.record("not solved: \(ConstraintSolver(constraints).solve())")
      throw CancellationError()
    }
    return solution
  }

  @Test func chainOfRequiredEqualities() throws {
    // A superview at x 0, width 375; a child inset 16 on both sides:
    // child.x = 0 + 16 = 16; child.width = 375 − 2·16 = 343.
    let constraints = [
      pin(x, 0), pin(width, 375),
      LinearConstraint(LinearExpression(y) - LinearExpression(x, plus: 16), .equal),
      LinearConstraint(
        LinearExpression(other) - LinearExpression(width, plus: -32), .equal),
    ]
    let solved = try solution(constraints)
    #expect(solved.value(of: y) == 16)
    #expect(solved.value(of: other) == 343)
  }

  @Test func centredAndProportional() throws {
    // centreX == 187.5 with width == 0.5 · 375 = 187.5: x + 187.5 / 2 = 187.5 → x = 93.75.
    let constraints = [
      pin(other, 375),
      LinearConstraint(LinearExpression(width) - 0.5 * LinearExpression(other), .equal),
      LinearConstraint(LinearExpression(x) + 0.5 * LinearExpression(width) + -187.5, .equal),
    ]
    let solved = try solution(constraints)
    #expect(solved.value(of: width) == 187.5)
    #expect(solved.value(of: x) == 93.75)
  }

  @Test func higherPriorityWins() throws {
    // width == 100 @750 against width == 200 @250: the 750 holds → 100; swapped → 200.
    #expect(
      try solution([pin(width, 100, priority: 750), pin(width, 200, priority: 250)]).value(
        of: width) == 100)
    #expect(
      try solution([pin(width, 100, priority: 250), pin(width, 200, priority: 750)]).value(
        of: width) == 200)
  }

  @Test func requiredInequalityBoundsAnOptionalPin() throws {
    // width ≥ 150 (required) and width == 100 @750: as close to 100 as allowed → 150.
    let constraints = [
      LinearConstraint(LinearExpression(width, plus: -150), .greaterThanOrEqual),
      pin(width, 100, priority: 750),
    ]
    #expect(try solution(constraints).value(of: width) == 150)
  }

  @Test func prioritiesAreStrictNotWeighted() throws {
    // Ten constraints at 250 want width 0; one at 251 wants 100. Weighted sums would pick 0
    // (10 · 250 · 100 > 251 · 100); Auto Layout's order satisfies 251 first → 100.
    var constraints = (0..<10).map { _ in pin(width, 0, priority: 250) }
    constraints.append(pin(width, 100, priority: 251))
    #expect(try solution(constraints).value(of: width) == 100)
  }

  @Test func sameLevelMissesAreSummed() throws {
    // At one level, width == 10, width == 20, width == 60: the sum |w−10| + |w−20| + |w−60| is
    // least at the median, 20 (30 + 0 + 40 = 70 there; at 10 it is 0 + 10 + 50 = 60... no:
    // at 10: 0 + 10 + 50 = 60; at 20: 10 + 0 + 40 = 50; at 60: 50 + 40 + 0 = 90) → 20.
    let constraints = [
      pin(width, 10, priority: 500), pin(width, 20, priority: 500), pin(width, 60, priority: 500),
    ]
    #expect(try solution(constraints).value(of: width) == 20)
  }

  @Test func conflictingRequiredConstraintsAreNamed() {
    // #0 and #3 pin the same width to 100 and 200; #1 and #2 are about another view.
    let constraints = [
      pin(width, 100), pin(x, 5),
      LinearConstraint(LinearExpression(y) - LinearExpression(x), .equal),
      pin(width, 200),
    ]
    #expect(
      ConstraintSolver(constraints).solve() == .unsatisfiable(conflict: [0, 3], isMinimal: true))
  }

  @Test func conflictThroughAChain() {
    // x = 0, y = x + 10, width = y + 10, width ≤ 15: 0 + 10 + 10 = 20 > 15; pin(other) is apart.
    let constraints = [
      pin(x, 0), pin(other, 3),
      LinearConstraint(LinearExpression(y) - LinearExpression(x, plus: 10), .equal),
      LinearConstraint(LinearExpression(width) - LinearExpression(y, plus: 10), .equal),
      LinearConstraint(LinearExpression(width, plus: -15), .lessThanOrEqual),
    ]
    #expect(
      ConstraintSolver(constraints).solve()
        == .unsatisfiable(conflict: [0, 2, 3, 4], isMinimal: true))
  }

  @Test func optionalConstraintsNeverConflict() throws {
    // width == 100 required, width == 200 @999: the 999 is missed by 100, not an error.
    #expect(
      try solution([pin(width, 100), pin(width, 200, priority: 999)]).value(of: width) == 100)
  }

  @Test func underdeterminedVariablesAreAmbiguous() {
    // x ≥ 0 alone leaves x free; x + y == 10 leaves both free (one line of solutions).
    guard
      case .ambiguous(let free, _) = ConstraintSolver([
        LinearConstraint(LinearExpression(x), .greaterThanOrEqual)
      ]).solve()
    else { Issue.record("x ≥ 0 should be ambiguous"); return }
    #expect(free == [x])
    guard
      case .ambiguous(let line, _) = ConstraintSolver([
        LinearConstraint(LinearExpression(x) + LinearExpression(y) + -10, .equal)
      ]).solve()
    else { Issue.record("x + y == 10 should be ambiguous"); return }
    #expect(line == [x, y])
  }

  @Test func degenerateBoundsAreNotAmbiguous() throws {
    // x ≥ 0 and x ≤ 0: x is 0 and nothing else.
    let constraints = [
      LinearConstraint(LinearExpression(x), .greaterThanOrEqual),
      LinearConstraint(LinearExpression(x), .lessThanOrEqual),
    ]
    #expect(try solution(constraints).value(of: x) == 0)
  }

  @Test func sameInputSameBits() {
    let constraints = [
      pin(x, 0.1), pin(width, 1.0 / 3.0, priority: 300),
      LinearConstraint(LinearExpression(y) - 0.7 * LinearExpression(x) + -0.2, .equal),
      LinearConstraint(LinearExpression(width) - LinearExpression(y), .greaterThanOrEqual),
    ]
    let first = ConstraintSolver(constraints).solve()
    for _ in 0..<5 { #expect(ConstraintSolver(constraints).solve() == first) }
  }
}
