/// A tiny deterministic PRNG (SplitMix64), so property tests replay from a seed on every platform.
struct SplitMix64 {
  private(set) var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % span)
  }

  /// A whole number of points in `range` (keeps hand-reading failures easy).
  mutating func points(_ range: ClosedRange<Int>) -> Double { Double(int(range)) }

  /// True with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}
