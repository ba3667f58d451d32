/// Did-you-mean candidates prepared once for many searches: each name lowercased once and
/// grouped by length, so a search only visits names whose length is within the edit limit.
///
/// `closest(to:)` answers exactly as `Suggestions.closest(to:in:)` over the same names; the
/// compiler uses it when a policy names many unknown classes (each a search over thousands of
/// declared names).
struct SuggestionIndex: Sendable {
  private var names: [String] = []
  private var lowered: [[UInt8]] = []
  /// Per name: how many of its bytes fall in each of 32 buckets (`byte & 31`), for names shorter
  /// than 256 bytes (so no count wraps).
  private var histograms: [UInt8] = []
  /// Lowercased length → positions in `names`.
  private var byLength: [Int: [Int32]] = [:]

  init(_ candidates: [String]) {
    names = candidates
    lowered.reserveCapacity(candidates.count)
    for (position, name) in candidates.enumerated() {
      let bytes = Array(name.lowercased().utf8)
      lowered.append(bytes)
      histograms += Self.histogram(bytes)
      byLength[bytes.count, default: []].append(Int32(position))
    }
  }

  /// The closest name to `word` within `maxDistance` edits (see `Suggestions.closest`).
  func closest(to word: String, maxDistance: Int = 2) -> String? {
    let target = Array(word.lowercased().utf8)
    let targetHistogram = Self.histogram(target)
    var best: (name: String, distance: Int)?
    var rows = Suggestions.Rows()
    for length in max(0, target.count - maxDistance)...(target.count + maxDistance) {
      for position in byLength[length] ?? [] {
        let candidate = names[Int(position)]
        guard candidate != word else { continue }
        // A cheap lower bound first: an edit changes the bucket counts by at most 2 in all.
        if target.count < 256, lowered[Int(position)].count < 256 {
          var difference = 0
          let base = Int(position) * 32
          for bucket in 0..<32 {
            let (a, b) = (Int(histograms[base + bucket]), Int(targetHistogram[bucket]))
            difference += a > b ? a - b : b - a
          }
          if difference > 2 * maxDistance { continue }
        }
        let distance = Suggestions.boundedDistance(
          target, lowered[Int(position)], limit: maxDistance, rows: &rows)
        guard distance <= maxDistance, distance < max(target.count, 1) else { continue }
        if let current = best,
          current.distance < distance || (current.distance == distance && current.name <= candidate)
        {
          continue
        }
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Bucket counts of `bytes` (`byte & 31`); counts wrap past 255, so only short names use them.
  static func histogram(_ bytes: [UInt8]) -> [UInt8] {
    var counts = [UInt8](repeating: 0, count: 32)
    for byte in bytes { counts[Int(byte & 31)] &+= 1 }
    return counts
  }
}
