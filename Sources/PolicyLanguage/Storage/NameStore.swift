/// The names of a compiled policy (class names, identifiers, value words), each stored once in one
/// UTF-8 buffer and known by a dense integer id: the policy's tables are arrays indexed by id, and
/// finding a name's id is one cheap hash and one byte comparison.
///
/// Compact on purpose: a 1 MB policy names about 10,000 classes, and a `String` per name (16 bytes
/// plus a 32-byte-headed heap object for any name over 15 bytes) would cost twice the memory.
/// Open addressing with linear probing; the hash mixes the name's bytes eight at a time.
struct NameStore: Sendable {
  /// Every name's UTF-8 bytes, one after another.
  private var bytes: [UInt8] = []
  /// Where each name ends in `bytes` (it starts where the previous one ends).
  private var ends: [UInt32] = []
  /// Open-addressed table of ids (`-1`: empty); its size is a power of two, at least twice `count`.
  private var slots: [Int32] = Array(repeating: -1, count: 16)

  /// The number of names.
  var count: Int { ends.count }

  /// Makes room for `names` names of `bytes` bytes in all.
  mutating func reserveCapacity(names: Int, bytes: Int) {
    ends.reserveCapacity(names)
    self.bytes.reserveCapacity(bytes)
    var size = slots.count
    while size < names * 2 { size *= 2 }
    if size > slots.count {
      slots = [Int32](repeating: -1, count: size)
      rehash()
    }
  }

  /// The id of `name`, if it is stored.
  @inline(__always)
  func id(of name: String) -> Int32? {
    if let found = name.utf8.withContiguousStorageIfAvailable({ find(UnsafeRawBufferPointer($0)) })
    {
      return found
    }
    var copy = name
    return copy.withUTF8 { find(UnsafeRawBufferPointer($0)) }
  }

  /// The id of `name`, storing it first if it is new.
  mutating func intern(_ name: String) -> Int32 {
    // A native string's bytes are read in place; only a bridged one is copied.
    if let id = name.utf8.withContiguousStorageIfAvailable({
      intern(UnsafeRawBufferPointer($0))
    }) {
      return id
    }
    var copy = name
    return copy.withUTF8 { intern(UnsafeRawBufferPointer($0)) }
  }

  /// The id of the name with these UTF-8 bytes, storing it first if it is new.
  mutating func intern(_ word: UnsafeRawBufferPointer) -> Int32 {
    let (found, slot) = probe(word)
    if found >= 0 { return found }
    let id = Int32(ends.count)
    bytes.append(contentsOf: word)
    ends.append(UInt32(bytes.count))
    slots[slot] = id
    if ends.count * 2 > slots.count { grow() }
    return id
  }

  /// The name with id `id`.
  func name(_ id: Int32) -> String {
    let (start, end) = bounds(id)
    return bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
    }
  }

  /// The id in `self` of name `id` of `other`, if stored (no `String` is made).
  func id(of id: Int32, in other: NameStore) -> Int32? {
    let (start, end) = other.bounds(id)
    return other.bytes.withUnsafeBytes { find(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
  }

  /// The same names with no spare capacity (for the finished policy: array growth leaves up to
  /// half of each buffer unused).
  func compacted() -> NameStore {
    var copy = self
    copy.bytes = bytes.withUnsafeBufferPointer { Array($0) }
    copy.ends = ends.withUnsafeBufferPointer { Array($0) }
    return copy
  }

  // MARK: - Internals

  @inline(__always)
  private func bounds(_ id: Int32) -> (Int, Int) {
    let index = Int(id)
    return (index == 0 ? 0 : Int(ends[index - 1]), Int(ends[index]))
  }

  @inline(__always)
  private func find(_ word: UnsafeRawBufferPointer) -> Int32? {
    let (found, _) = probe(word)
    return found >= 0 ? found : nil
  }

  /// `word`'s id and slot, or -1 and the empty slot where it would go. The three tables are
  /// read through their buffers once for the whole probe (no bounds check or uniqueness test
  /// per step).
  @inline(__always)
  private func probe(_ word: UnsafeRawBufferPointer) -> (id: Int32, slot: Int) {
    let count = word.count
    return slots.withUnsafeBufferPointer { slots in
      ends.withUnsafeBufferPointer { ends in
        bytes.withUnsafeBytes { stored in
          let mask = slots.count - 1
          var slot = Self.hash(word) & mask
          while true {
            let id = slots[slot]
            if id < 0 { return (-1, slot) }
            let index = Int(id)
            let start = index == 0 ? 0 : Int(ends[index - 1])
            if Int(ends[index]) - start == count {
              if count == 0 { return (id, slot) }
              if let base = stored.baseAddress, let other = word.baseAddress,
                memcmpEqual(base + start, other, count)
              {
                return (id, slot)
              }
            }
            slot = (slot + 1) & mask
          }
        }
      }
    }
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    rehash()
  }

  /// Puts every name back into `slots` (after it was resized).
  private mutating func rehash() {
    let size = slots.count
    let mask = size - 1
    var table = [Int32](repeating: -1, count: size)
    bytes.withUnsafeBytes { all in
      var start = 0
      for (id, end) in ends.enumerated() {
        let word = UnsafeRawBufferPointer(rebasing: all[start..<Int(end)])
        var slot = Self.hash(word) & mask
        while table[slot] >= 0 { slot = (slot + 1) & mask }
        table[slot] = Int32(id)
        start = Int(end)
      }
    }
    slots = table
  }

  /// Mixes the bytes eight at a time (names share long prefixes and suffixes, such as
  /// `...ViewController`, so every byte counts).
  @inline(__always)
  static func hash(_ raw: UnsafeRawBufferPointer) -> Int {
    let n = raw.count
    var h: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(n)
    var i = 0
    while i + 8 <= n {
      h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
      h ^= h >> 31
      i += 8
    }
    var last: UInt64 = 0
    while i < n {
      last = last << 8 | UInt64(raw[i])
      i += 1
    }
    h = h &* 0x9E37_79B9_7F4A_7C15
    h ^= (last &+ UInt64(n)) &* 0xC2B2_AE3D_27D4_EB4F
    h ^= h >> 29
    h = h &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: h ^ (h >> 32))
  }
}

/// Whether `count` bytes at `a` and `b` are equal (eight at a time).
@inline(__always)
private func memcmpEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
  var i = 0
  while i + 8 <= count {
    if a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      != b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
    {
      return false
    }
    i += 8
  }
  if i < count, count >= 8 {
    // The rest, as the last eight bytes of both (overlapping the bytes already compared).
    return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
  }
  while i < count {
    if a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) {
      return false
    }
    i += 1
  }
  return true
}
