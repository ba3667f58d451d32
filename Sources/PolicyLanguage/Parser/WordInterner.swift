/// Shares one `String` per distinct word and classifies keywords, looked up by the word's UTF-8
/// bytes without building a string.
///
/// Words longer than a small string (15 bytes) are always shared: a class named in a declaration,
/// a list and a rule is stored once in the compiled policy. Shorter words are small strings (no
/// allocation); they are looked up too, because a hit is cheaper than validating and building
/// the string again and tells the keyword, up to `shortWordLimit` distinct ones (so arbitrary
/// input cannot grow the table without bound through short words).
struct WordInterner: Sendable {
  /// Distinct short words kept; later new short words are built, not stored.
  static let shortWordLimit = 1 << 16

  /// One distinct word: its string, keyword, hash and where its bytes are in `arena`.
  private struct Entry {
    var string: String
    var start: Int32
    var count: Int32
    var hash: UInt32
    var keyword: Keyword
  }

  private var entries: [Entry] = []
  /// The bytes of every word, back to back.
  private var arena: [UInt8] = []
  /// Open addressing on the low bits of the hash: 0 is empty, else `index + 1` in `entries`.
  private var slots: [UInt32]
  private var shortWords = 0

  /// An interner that knows the keywords, sized for about `expectedWords` distinct words.
  init(expectedWords: Int = 0) {
    var slotCount = 256
    while slotCount < 2 * expectedWords, slotCount < 1 << 20 { slotCount *= 2 }
    slots = Array(repeating: 0, count: slotCount)
    entries.reserveCapacity(slotCount / 2)
    arena.reserveCapacity(min(slotCount * 8, 1 << 20))
    for (spelling, keyword) in Keyword.spellings {
      var text = spelling
      text.withUTF8 { insert(spelling, keyword: keyword, bytes: $0, hash: Self.hash($0)) }
    }
  }

  /// The shared string of `word` and its keyword; `hash` is `hash(word)`.
  mutating func intern(_ word: UnsafeBufferPointer<UInt8>, hash: UInt32) -> (String, Keyword) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let index = Int(slots[slot]) - 1
      if index < 0 { break }
      if entries[index].hash == hash, matches(index, word) {
        return (entries[index].string, entries[index].keyword)
      }
      slot = (slot + 1) & mask
    }
    let string = String(decoding: word, as: UTF8.self)
    // Spans are 32-bit: past 2 GiB of distinct words (never in a 16 MiB policy), stop storing.
    guard arena.count + word.count < Int(Int32.max) else { return (string, .none) }
    if word.count <= 15 {
      guard shortWords < Self.shortWordLimit else { return (string, .none) }
      shortWords += 1
    }
    insert(string, keyword: .none, bytes: word, hash: hash)
    return (string, .none)
  }

  private mutating func insert(
    _ string: String, keyword: Keyword, bytes: UnsafeBufferPointer<UInt8>, hash: UInt32
  ) {
    let index = entries.count
    entries.append(
      Entry(
        string: string, start: Int32(truncatingIfNeeded: arena.count),
        count: Int32(truncatingIfNeeded: bytes.count), hash: hash, keyword: keyword))
    arena.append(contentsOf: bytes)
    place(index, hash: hash)
    if entries.count * 2 > slots.count { grow() }
  }

  private mutating func place(_ index: Int, hash: UInt32) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = UInt32(truncatingIfNeeded: index + 1)
  }

  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    for index in entries.indices { place(index, hash: entries[index].hash) }
  }

  /// Whether entry `index` has the bytes `word`.
  private func matches(_ index: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = Int(entries[index].start)
    let n = word.count
    guard Int(entries[index].count) == n else { return false }
    return arena.withUnsafeBytes { arena in
      let stored = UnsafeRawBufferPointer(rebasing: arena[start..<(start + n)])
      let other = UnsafeRawBufferPointer(word)
      var i = 0
      while i + 8 <= n {
        if stored.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          != other.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        {
          return false
        }
        i += 8
      }
      if i < n, n >= 8 {
        // The rest, as the last eight bytes of both (overlapping the bytes already compared).
        return stored.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
          == other.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
      }
      while i < n {
        if stored[i] != other[i] { return false }
        i += 1
      }
      return true
    }
  }

  /// The hash of a word: its bytes in eight-byte little-endian chunks (the last one zero-padded),
  /// mixed one chunk at a time, then the length. `Lexer` computes the same value while it scans.
  static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let raw = UnsafeRawBufferPointer(word)
    let n = raw.count
    var h = hashSeed
    var i = 0
    while i + 8 <= n {
      h = mix(h, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian)
      i += 8
    }
    if i < n {
      var last: UInt64 = 0
      var shift: UInt64 = 0
      while i < n {
        last |= UInt64(raw[i]) << shift
        shift += 8
        i += 1
      }
      h = mix(h, last)
    }
    return finish(h, count: n)
  }

  /// The hash before any chunk.
  static let hashSeed: UInt64 = 0x243F_6A88_85A3_08D3

  /// Mixes one eight-byte chunk into `h`.
  @inline(__always)
  static func mix(_ h: UInt64, _ chunk: UInt64) -> UInt64 {
    let m = (h ^ chunk) &* 0x9E37_79B9_7F4A_7C15
    return m ^ (m >> 31)
  }

  /// Mixes in the length and folds to 32 bits.
  @inline(__always)
  static func finish(_ h: UInt64, count: Int) -> UInt32 {
    var h = (h ^ UInt64(truncatingIfNeeded: count)) &* 0xBF58_476D_1CE4_E5B9
    h ^= h >> 29
    return UInt32(truncatingIfNeeded: h ^ (h >> 32))
  }
}
