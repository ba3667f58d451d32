/// Did-you-mean candidates prepared once for many searches.
///
/// `closest(to:)` answers exactly as `Suggestions.closest(to:in:)` over the same names, in two
/// stages:
///
/// 1. Names within one edit, found through a deletion index: every name is filed under itself and
///    under each string it gives with one byte deleted (hashed), and two strings are within one
///    edit only if they share such a key. Each key's names are in name order, so a search stops
///    reading a list at the first name that cannot beat the best found so far.
/// 2. Only when nothing is within one edit: names whose length is within the edit limit, screened
///    by letter counts before any edit distance.
///
/// The work of all searches on one index is bounded by a budget that grows with the number of
/// names (`budget`): a file naming hundreds of thousands of unknown classes costs time in
/// proportion to its size. A search that would exceed what is left gives up (no suggestion)
/// rather than answer with a name that is not the closest.
public struct SuggestionIndex: Sendable {
  private var names: [String] = []
  private var lowered: [[UInt8]] = []
  /// Per name: its position when all names are sorted (`String` order: ties go to the smaller).
  private var rank: [Int32] = []
  /// Name positions by rank.
  private var byRank: [Int32] = []
  /// Per name: how many of its bytes fall in each of 32 buckets (`byte & 31`), for names shorter
  /// than 256 bytes (so no count wraps).
  private var histograms: [UInt8] = []
  /// Lowercased length → positions in `names`.
  private var byLength: [Int: [Int32]] = [:]
  /// The deletion index: key hash → a run of `postings` (ranks, ascending).
  private var keyRuns = DeletionKeyTable(capacity: 0)
  private var postings: [Int32] = []
  /// Names compared (either stage) that all searches may still spend.
  private(set) var budget: Int

  /// Prepares `candidates` (in any order; duplicates allowed).
  public init(_ candidates: [String]) {
    names = candidates
    budget = 4_000_000 + 256 * candidates.count
    lowered.reserveCapacity(candidates.count)
    for (position, name) in candidates.enumerated() {
      let bytes = Array(name.lowercased().utf8)
      lowered.append(bytes)
      histograms += Self.histogram(bytes)
      byLength[bytes.count, default: []].append(Int32(position))
    }
    let sorted = candidates.indices.sorted { candidates[$0] < candidates[$1] }
    byRank = sorted.map { Int32($0) }
    rank = [Int32](repeating: 0, count: candidates.count)
    for (r, position) in sorted.enumerated() { rank[position] = Int32(r) }
    // Two passes (count, then fill) in rank order, so each run is sorted by rank. A name of n
    // bytes has at most n + 1 keys.
    keyRuns = DeletionKeyTable(capacity: lowered.reduce(0) { $0 + $1.count + 1 })
    var keys: [UInt64] = []
    for position in sorted {
      Self.deletionKeys(lowered[position], into: &keys)
      for key in keys { keyRuns.count(key) }
    }
    postings = [Int32](repeating: 0, count: keyRuns.assignRuns())
    for (r, position) in sorted.enumerated() {
      Self.deletionKeys(lowered[position], into: &keys)
      for key in keys { postings[keyRuns.append(key)] = Int32(r) }
    }
  }

  /// The hashes of `bytes` and of every distinct string it gives with one byte deleted.
  static func deletionKeys(_ bytes: [UInt8], into keys: inout [UInt64]) {
    keys.removeAll(keepingCapacity: true)
    let n = bytes.count
    // prefix[i]: the polynomial hash of bytes[0..<i]; power[i]: base^i.
    let base: UInt64 = 0x100_0000_01B3
    var prefix = [UInt64](repeating: 0, count: n + 1)
    var power = [UInt64](repeating: 1, count: n + 1)
    for i in 0..<n {
      prefix[i + 1] = prefix[i] &* base &+ UInt64(bytes[i]) &+ 1
      power[i + 1] = power[i] &* base
    }
    keys.append(mix(prefix[n], length: n))
    for i in 0..<n where i == 0 || bytes[i] != bytes[i - 1] {
      // bytes without bytes[i]: the prefix before it, shifted over the suffix after it.
      let suffix = prefix[n] &- prefix[i + 1] &* power[n - 1 - i]
      keys.append(mix(prefix[i] &* power[n - 1 - i] &+ suffix, length: n - 1))
    }
  }

  /// A well-spread 64-bit key from a polynomial hash and its string's length.
  static func mix(_ hash: UInt64, length: Int) -> UInt64 {
    var z = hash ^ (UInt64(length) &* 0x9E37_79B9_7F4A_7C15)
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The closest name to `word` within `maxDistance` edits (see `Suggestions.closest`), or nil
  /// (also when the search budget is spent).
  public mutating func closest(to word: String, maxDistance: Int = 2) -> String? {
    let target = Array(word.lowercased().utf8)
    var rows = Suggestions.Rows()
    func acceptable(_ distance: Int) -> Bool {
      distance <= maxDistance && distance < max(target.count, 1)
    }
    // Stage 1: within one edit, through the deletion index.
    var best: (rank: Int32, distance: Int)?
    var keys: [UInt64] = []
    Self.deletionKeys(target, into: &keys)
    let oneEdit = min(1, maxDistance)
    for (k, key) in keys.enumerated() {
      guard let run = keyRuns.run(key) else { continue }
      for slot in Int(run.start)..<Int(run.start + run.count) {
        let r = postings[slot]
        // Only an exact (case-insensitive) match beats a one-edit name of smaller rank, and
        // exact matches share the first key.
        if let best, r >= best.rank, best.distance <= (k == 0 ? 0 : 1) { break }
        budget -= 1
        if budget < 0 { return nil }
        let position = Int(byRank[Int(r)])
        let distance = Suggestions.boundedDistance(
          target, lowered[position], limit: oneEdit, rows: &rows)
        // Only a name at distance 0 can be the word itself: compare strings only then.
        guard distance <= oneEdit, acceptable(distance), distance > 0 || names[position] != word
        else { continue }
        if let current = best,
          current.distance < distance || (current.distance == distance && current.rank <= r)
        {
          continue
        }
        best = (r, distance)
      }
    }
    if let best { return names[Int(byRank[Int(best.rank)])] }
    guard maxDistance >= 2 else { return nil }
    return closestByScan(target, word: word, maxDistance: maxDistance, rows: &rows)
  }

  /// Stage 2: every name of a near length, screened by letter counts; nil when the names to
  /// read exceed the budget left.
  private mutating func closestByScan(
    _ target: [UInt8], word: String, maxDistance: Int, rows: inout Suggestions.Rows
  ) -> String? {
    let lengths = max(0, target.count - maxDistance)...(target.count + maxDistance)
    let toRead = lengths.reduce(0) { $0 + (byLength[$1]?.count ?? 0) }
    guard toRead <= budget else {
      budget = -1
      return nil
    }
    budget -= toRead
    let targetHistogram = Self.histogram(target)
    var best = NearestName()
    for length in lengths {
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
        best.offer(candidate, distance: distance)
      }
    }
    return best.name
  }

  /// Bucket counts of `bytes` (`byte & 31`); counts wrap past 255, so only short names use them.
  static func histogram(_ bytes: [UInt8]) -> [UInt8] {
    var counts = [UInt8](repeating: 0, count: 32)
    for byte in bytes { counts[Int(byte & 31)] &+= 1 }
    return counts
  }
}
