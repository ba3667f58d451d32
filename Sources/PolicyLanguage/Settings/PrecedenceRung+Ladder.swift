extension PrecedenceRung {
  /// `ladder` packed four bits a rung (`rawValue + 1`, strongest in the low bits, 0 ending it),
  /// for the winners paths: they walk a ladder without touching an array
  /// (`DecisionSetting.packedLadder`, `ScrollSetting.packedLadder`).
  static func packed(_ ladder: [PrecedenceRung]) -> UInt64 {
    var packed: UInt64 = 0
    for rung in ladder.reversed() { packed = packed << 4 | UInt64(rung.rawValue + 1) }
    return packed
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
