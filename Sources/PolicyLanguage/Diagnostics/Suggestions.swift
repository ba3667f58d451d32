/// Did-you-mean: the closest known name within a small edit distance.
public enum Suggestions {
  /// The candidate closest to `word` (Damerau-Levenshtein, case-insensitive, at most
  /// `maxDistance` edits, and fewer than the word's length), ties broken by candidate order.
  /// Returns nil for an exact match or when nothing is close enough.
  public static func closest<S: Sequence>(to word: String, in candidates: S, maxDistance: Int = 2)
    -> String? where S.Element == String
  {
    let lowered = Array(word.lowercased().utf8)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let other = Array(candidate.lowercased().utf8)
      if abs(other.count - lowered.count) > maxDistance { continue }
      let distance = editDistance(lowered, other, limit: maxDistance)
      guard distance <= maxDistance, distance < max(lowered.count, 1) else { continue }
      if let current = best,
        current.distance < distance || (current.distance == distance && current.name <= candidate)
      {
        continue
      }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// Optimal-string-alignment distance between two byte strings; returns `limit + 1` early when
  /// every cell of a row exceeds `limit`.
  public static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int = .max) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
