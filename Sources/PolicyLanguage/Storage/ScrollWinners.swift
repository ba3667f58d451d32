/// The winner of every flag of one scroll view decision: the rung of its ladder
/// (`ScrollSetting.ladder`) it won at and, for a rule, its position in `Policy.rules`. What
/// `Policy.scrollWinners(for:)` finds, as `Winners` is for a field's settings; `decide(scrollView:)`
/// maps it to values and sources, and explain finds the winner among the candidates by rung and
/// position.
struct ScrollWinners: Sendable {
  /// Per flag ordinal: the winning rule's position, or -1 (code, the built-in default).
  var positions = ScrollLanes(repeating: -1)
  /// Per flag ordinal: the winning rung's raw value (`PrecedenceRung`).
  var rungs = SIMD4<UInt8>(repeating: PrecedenceRung.featureSetting.rawValue)

  /// The winning rung of flag `ordinal`.
  @inline(__always)
  func rung(_ ordinal: Int) -> PrecedenceRung {
    PrecedenceRung(rawValue: rungs[ordinal]) ?? .featureSetting
  }

  /// Records the winner of flag `ordinal`.
  @inline(__always)
  mutating func set(_ ordinal: Int, _ rung: PrecedenceRung, _ position: Int32 = -1) {
    rungs[ordinal] = rung.rawValue
    positions[ordinal] = position
  }
}
