/// A set of symbol numbers as bits, whose least member is found by scanning words: the
/// tableau's entering candidates, asked for their lowest number at every pivot, and the symbols
/// the ambiguity check looks up once per row term.
struct SymbolBitSet {
  /// Bit `n % 64` of word `n / 64` is set when `n` is a member.
  private var words: [UInt64] = []

  /// Adds `symbol`'s number.
  mutating func insert(_ symbol: TableauSymbol) {
    let word = symbol.id >> 6
    if word >= words.count { words += repeatElement(0, count: word - words.count + 1) }
    words[word] |= 1 << UInt64(symbol.id & 63)
  }

  /// Removes `symbol`'s number.
  mutating func remove(_ symbol: TableauSymbol) {
    let word = symbol.id >> 6
    guard word < words.count else { return }
    words[word] &= ~(1 << UInt64(symbol.id & 63))
  }

  /// Whether `symbol`'s number is a member.
  func contains(_ symbol: TableauSymbol) -> Bool {
    let word = symbol.id >> 6
    return word < words.count && words[word] & (1 << UInt64(symbol.id & 63)) != 0
  }

  /// The least member, or nil when empty.
  var first: Int? {
    for (index, word) in words.enumerated() where word != 0 {
      return index << 6 + word.trailingZeroBitCount
    }
    return nil
  }
}
