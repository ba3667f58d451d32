/// The winner of every setting of one walk of a precedence ladder: the rung it won at and, for a
/// rule, its position in `Policy.rules`, one lane per setting. A field's decision keeps one lane
/// per decision setting (`Winners`, what `Policy.winners(for:)` finds; `resolve` maps it to
/// values, `decide` to sources), a scroll view's decision one per flag (`ScrollWinners`, what
/// `Policy.scrollWinners(for:)` finds for `decide(scrollView:)`); explain finds the winner among
/// the candidates by rung and position.
struct LadderWinners<Positions: SIMD & Sendable, Rungs: SIMD & Sendable>: Sendable
where Positions.Scalar == Int32, Rungs.Scalar == UInt8 {
  /// Per setting ordinal: the winning rule's position, or -1 (an exemption, code, a built-in
  /// default).
  var positions = Positions(repeating: -1)
  /// Per setting ordinal: the winning rung's raw value (`PrecedenceRung`).
  var rungs = Rungs(repeating: PrecedenceRung.featureSetting.rawValue)
  /// The built-in exemption that applies, if any (it wins a field's avoidance and toolbar; a
  /// scroll view's decision has none).
  var exemption: BuiltinExemption?

  /// The winning rung of setting `ordinal`.
  @inline(__always)
  func rung(_ ordinal: Int) -> PrecedenceRung {
    PrecedenceRung(rawValue: rungs[ordinal]) ?? .featureSetting
  }

  /// Records the winner of setting `ordinal`.
  @inline(__always)
  mutating func set(_ ordinal: Int, _ rung: PrecedenceRung, _ position: Int32 = -1) {
    rungs[ordinal] = rung.rawValue
    positions[ordinal] = position
  }
}

/// The winners of a field's decision settings, one lane per `SettingName.ordinal`.
typealias Winners = LadderWinners<SettingLanes, SettingRungs>

/// The winners of a scroll view's flags, one lane per `ScrollSetting.ordinal`.
typealias ScrollWinners = LadderWinners<ScrollLanes, SIMD4<UInt8>>
