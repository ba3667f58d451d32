extension PrecedenceRung {
  /// `ladder` packed four bits a rung (`rawValue + 1`, strongest in the low bits, 0 ending it),
  /// for the winners paths: they walk a ladder without touching an array
  /// (`DecisionSetting.packedLadder`, `ScrollSetting.packedLadder`).
  static func packed(_ ladder: [PrecedenceRung]) -> UInt64 {
    var packed: UInt64 = 0
    for rung in ladder.reversed() { packed = packed << 4 | UInt64(rung.rawValue + 1) }
    return packed
  }

  /// A ladder of four rungs packed as `packed(_:)` packs it; a constant when the rungs are (the
  /// optimizer folds it, and unrolls a walk over it).
  @inline(__always)
  static func packed(
    _ first: PrecedenceRung, _ second: PrecedenceRung, _ third: PrecedenceRung,
    _ fourth: PrecedenceRung
  ) -> UInt64 {
    UInt64(first.rawValue + 1) | UInt64(second.rawValue + 1) << 4
      | UInt64(third.rawValue + 1) << 8 | UInt64(fourth.rawValue + 1) << 12
  }

  /// The rungs of a packed ladder, strongest first.
  static func rungs(of packed: UInt64) -> [PrecedenceRung] {
    var rungs: [PrecedenceRung] = []
    var rest = packed
    while rest != 0 {
      rungs.append(PrecedenceRung(rawValue: UInt8(rest & 0xF) &- 1) ?? .featureSetting)
      rest >>= 4
    }
    return rungs
  }

  /// The ladder interpreter of the winners paths: the first rung of `ladder` (packed, strongest
  /// first) on which `candidate` finds a candidate, with the winner's position there (-1: not a
  /// rule: code, an exemption, a built-in default); nil when no rung has one. `candidate` says,
  /// for one rung, the position of the candidate that wins on it, or nil when it has none.
  @inline(__always)
  static func winner(
    on ladder: UInt64, _ candidate: (PrecedenceRung) -> Int32?
  ) -> (rung: PrecedenceRung, position: Int32)? {
    var rest = ladder
    while rest != 0 {
      let rung = PrecedenceRung(rawValue: UInt8(rest & 0xF) &- 1) ?? .featureSetting
      rest >>= 4
      if let position = candidate(rung) { return (rung, position) }
    }
    return nil
  }
}
