/// The deletion index's table for `SuggestionIndex`: each key (a well-spread 64-bit hash) to
/// its run of postings, in one flat open-addressed array (linear probing, at most half full).
///
/// A `Dictionary` of the same runs reads a hashed bucket map, then the key, then the value, each
/// a cache miss once the table outgrows the cache (a few hundred thousand keys: an app's
/// classes); a slot here holds the key and its run together, so a lookup is about one miss.
struct DeletionKeyTable: Sendable {
  struct Slot: Sendable {
    var key: UInt64 = 0
    /// The run's first posting; -1 for an empty slot.
    var start: Int32 = -1
    var count: Int32 = 0
  }

  private var slots: [Slot]
  private let mask: Int

  /// A table for at most `capacity` distinct keys.
  init(capacity: Int) {
    var size = 16
    while size < 2 * max(capacity, 1) { size <<= 1 }
    slots = [Slot](repeating: Slot(), count: size)
    mask = size - 1
  }

  /// The slot holding `key`, or the empty slot where it would go.
  private func position(of key: UInt64) -> Int {
    var i = Int(truncatingIfNeeded: key) & mask
    while slots[i].start >= 0, slots[i].key != key { i = (i + 1) & mask }
    return i
  }

  /// Counts one more posting for `key` (the first pass).
  mutating func count(_ key: UInt64) {
    let i = position(of: key)
    if slots[i].start < 0 { slots[i] = Slot(key: key, start: 0, count: 0) }
    slots[i].count += 1
  }

  /// Gives every key its run's start (in slot order, one after another) and empties the runs
  /// for `append`; returns the number of postings.
  mutating func assignRuns() -> Int {
    var start: Int32 = 0
    for i in slots.indices where slots[i].start >= 0 {
      slots[i].start = start
      start += slots[i].count
      slots[i].count = 0
    }
    return Int(start)
  }

  /// The next posting's index in `key`'s run (the second pass; `key` was counted).
  mutating func append(_ key: UInt64) -> Int {
    let i = position(of: key)
    defer { slots[i].count += 1 }
    return Int(slots[i].start + slots[i].count)
  }

  /// `key`'s run, if it has one.
  func run(_ key: UInt64) -> (start: Int32, count: Int32)? {
    let slot = slots[position(of: key)]
    return slot.start >= 0 ? (slot.start, slot.count) : nil
  }
}
