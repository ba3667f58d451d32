/// Did-you-mean candidates prepared once for many searches: each name lowercased once and
/// grouped by length, so a search only visits names whose length is within the edit limit.
///
/// `closest(to:)` answers exactly as `Suggestions.closest(to:in:)` over the same names; the
/// compiler uses it when a policy names many unknown classes (each a search over thousands of
/// declared names).
struct SuggestionIndex: Sendable {
  private var names: [String] = []
  private var lowered: [[UInt8]] = []
  /// Lowercased length → positions in `names`.
  private var byLength: [Int: [Int32]] = [:]

  init(_ candidates: [String]) {
    names = candidates
    lowered.reserveCapacity(candidates.count)
    for (position, name) in candidates.enumerated() {
      let bytes = Array(name.lowercased().utf8)
      lowered.append(bytes)
      byLength[bytes.count, default: []].append(Int32(position))
    }
  }

  /// The closest name to `word` within `maxDistance` edits (see `Suggestions.closest`).
  func closest(to word: String, maxDistance: Int = 2) -> String? {
    let target = Array(word.lowercased().utf8)
    var best: (name: String, distance: Int)?
    var rows = Suggestions.Rows()
    for length in max(0, target.count - maxDistance)...(target.count + maxDistance) {
      for position in byLength[length] ?? [] {
        let candidate = names[Int(position)]
        guard candidate != word else { continue }
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
}
