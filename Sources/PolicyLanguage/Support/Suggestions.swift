/// Did-you-mean: the closest known name within a small edit distance.
public enum Suggestions {
  /// The candidate closest to `word` (Damerau-Levenshtein, case-insensitive, at most
  /// `maxDistance` edits, and fewer than the word's length), ties broken by the smaller name.
  /// Returns nil for an exact match or when nothing is close enough.
  public static func closest<S: Sequence>(to word: String, in candidates: S, maxDistance: Int = 2)
    -> String? where S.Element == String
  {
    // One search: a plain scan (an index pays off only over many searches, `SuggestionIndex`).
    let target = Array(word.lowercased().utf8)
    var rows = Rows()
    var best = NearestName()
    for candidate in candidates where candidate != word {
      let bytes = Array(candidate.lowercased().utf8)
      guard abs(bytes.count - target.count) <= maxDistance else { continue }
      let distance = boundedDistance(target, bytes, limit: maxDistance, rows: &rows)
      guard distance <= maxDistance, distance < max(target.count, 1) else { continue }
      best.offer(candidate, distance: distance)
    }
    return best.name
  }

  /// The three rows of the distance table, kept between candidates.
  struct Rows {
    var previousPrevious: [Int] = []
    var previous: [Int] = []
    var current: [Int] = []
  }

  /// Optimal-string-alignment distance between two byte strings, or `limit + 1` when it is
  /// larger than `limit`.
  public static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int = .max) -> Int {
    // The distance is at most the longer length, so a larger limit changes nothing.
    var rows = Rows()
    return boundedDistance(a, b, limit: min(limit, max(a.count, b.count)), rows: &rows)
  }

  /// `editDistance(a, b)` when it is at most `limit` (a small number), else `limit + 1`.
  ///
  /// Only the diagonal band `|i - j| <= limit` of the table is computed (a cell outside it is more
  /// than `limit` already), in rows kept between calls: a did-you-mean search compares one word
  /// with thousands of names.
  static func boundedDistance(_ a: [UInt8], _ b: [UInt8], limit: Int, rows: inout Rows) -> Int {
    let (n, m) = (a.count, b.count)
    if abs(n - m) > limit { return limit + 1 }
    if n == 0 || m == 0 { return max(n, m) }
    let big = limit + 1
    // Taken out of `rows`, so they are uniquely referenced and reused without copying.
    var previousPrevious = rows.previousPrevious
    var previous = rows.previous
    var current = rows.current
    rows = Rows()
    defer { rows = Rows(previousPrevious: previousPrevious, previous: previous, current: current) }
    for row in [0, 1, 2] {
      var buffer = row == 0 ? previousPrevious : row == 1 ? previous : current
      buffer.removeAll(keepingCapacity: true)
      buffer.append(contentsOf: repeatElement(big, count: m + 1))
      if row == 0 {
        previousPrevious = buffer
      } else if row == 1 {
        previous = buffer
      } else {
        current = buffer
      }
    }
    for j in 0...min(m, limit) { previous[j] = j }
    for i in 1...n {
      let lo = max(1, i - limit)
      let hi = min(m, i + limit)
      current[lo - 1] = lo == 1 ? i : big
      var rowMinimum = lo == 1 ? i : big
      for j in lo...hi {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if hi < m { current[hi + 1] = big }
      if rowMinimum > limit { return big }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return min(previous[m], big)
  }
}
