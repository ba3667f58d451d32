/// A small deterministic random generator (SplitMix64): the same sequence from the same seed on
/// every platform, so a failing property test replays from the seed it prints.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  /// The generator's state; the seed at first.
  public private(set) var state: UInt64

  /// A generator starting at `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % span)
  }

  /// An integer in `0..<bound`; 0 when `bound` is not positive.
  public mutating func below(_ bound: Int) -> Int {
    bound <= 0 ? 0 : Int(next() % UInt64(bound))
  }

  /// A whole number of points in `range` (keeps hand-reading failures easy).
  public mutating func points(_ range: ClosedRange<Int>) -> Double { Double(int(range)) }

  /// True with probability `percent`/100.
  public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// One of `items`, which must not be empty.
  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
