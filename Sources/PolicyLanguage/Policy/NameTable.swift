/// A small immutable hash table from names (class names, identifiers) to values, for the
/// per-decision lookups of `Policy.resolve(for:)`: open addressing, and a cheap multiplicative
/// hash of the name's UTF-8 words instead of a SipHash through `Hasher`.
struct NameTable<Value: Sendable>: Sendable {
  private var keys: [String] = []
  private var values: [Value] = []
  /// Open-addressed slots: index into `keys`, or -1.
  private var slots: [Int32] = [-1]
  private var mask = 0

  init(_ pairs: [(String, Value)]) {
    var capacity = 4
    while capacity < pairs.count * 2 { capacity *= 2 }
    slots = Array(repeating: -1, count: capacity)
    mask = capacity - 1
    keys.reserveCapacity(pairs.count)
    values.reserveCapacity(pairs.count)
    for (key, value) in pairs {
      var slot = Self.hash(key) & mask
      while slots[slot] >= 0 {
        if keys[Int(slots[slot])] == key { break }
        slot = (slot + 1) & mask
      }
      if slots[slot] >= 0 {
        values[Int(slots[slot])] = value
      } else {
        slots[slot] = Int32(keys.count)
        keys.append(key)
        values.append(value)
      }
    }
  }

  var count: Int { keys.count }

  @inline(__always)
  subscript(name: String) -> Value? {
    var slot = Self.hash(name) & mask
    while true {
      let index = Int(slots[slot])
      if index < 0 { return nil }
      if keys[index] == name { return values[index] }
      slot = (slot + 1) & mask
    }
  }

  /// Mixes the name's UTF-8 bytes eight at a time (names share long prefixes and suffixes, such
  /// as `...ViewController`, so every byte counts).
  @inline(__always)
  static func hash(_ name: String) -> Int {
    let mixed: UInt64? = name.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
      let raw = UnsafeRawBufferPointer(bytes)
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
      return combine(h, last, n)
    }
    if let mixed { return Int(truncatingIfNeeded: mixed) }
    var head: UInt64 = 0
    var n = 0
    for byte in name.utf8 {
      head = (head ^ UInt64(byte)) &* 0x100_0000_01B3
      n += 1
    }
    return Int(truncatingIfNeeded: combine(head, 0, n))
  }

  @inline(__always)
  private static func combine(_ head: UInt64, _ tail: UInt64, _ n: Int) -> UInt64 {
    var h = head &* 0x9E37_79B9_7F4A_7C15
    h ^= (tail &+ UInt64(n)) &* 0xC2B2_AE3D_27D4_EB4F
    h ^= h >> 29
    h = h &* 0xBF58_476D_1CE4_E5B9
    return h ^ (h >> 32)
  }
}
