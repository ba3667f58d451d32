/// One row of the simplex tableau: `basic = constant + Σ coefficient · symbol`. Coefficients
/// within `TableauRow.epsilon` of zero are dropped, so a row never holds a cancelled symbol.
///
/// The terms are kept sorted by symbol number in two arrays: adding one row to another (the
/// substitution every pivot and every new constraint makes) is a merge, with no hashing, and the
/// lowest-numbered symbol that passes a test is the first one found.
struct TableauRow {
  /// Below this, a coefficient or a constant counts as zero (Cassowary and kiwi use 1e-8).
  static let epsilon = 1e-8

  /// The constant part.
  var constant: Double
  /// The symbols, ascending by number.
  private(set) var symbols: [TableauSymbol] = []
  /// Each symbol's coefficient, never near zero, in `symbols`' order.
  private(set) var coefficients: [Double] = []

  init(constant: Double = 0) { self.constant = constant }

  /// The number of symbols.
  var count: Int { symbols.count }

  /// Whether the row holds no symbol.
  var isEmpty: Bool { symbols.isEmpty }

  /// The index of `symbol`, or where it would go.
  private func position(of symbol: TableauSymbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let middle = (low + high) / 2
      if symbols[middle].id < symbol.id { low = middle + 1 } else { high = middle }
    }
    return (low, low < symbols.count && symbols[low].id == symbol.id)
  }

  /// Whether the row holds `symbol`.
  func contains(_ symbol: TableauSymbol) -> Bool { position(of: symbol).found }

  /// The coefficient of `symbol` (zero when absent).
  func coefficient(of symbol: TableauSymbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? coefficients[index] : 0
  }

  /// The lowest-numbered symbol of the row that passes `test`, or nil.
  func firstSymbol(where test: (TableauSymbol) -> Bool) -> TableauSymbol? {
    symbols.first(where: test)
  }

  /// The lowest-numbered symbol whose coefficient passes `test` and that passes `accept`, or nil.
  func firstSymbol(
    coefficient test: (Double) -> Bool, where accept: (TableauSymbol) -> Bool
  ) -> TableauSymbol? {
    for index in symbols.indices where test(coefficients[index]) && accept(symbols[index]) {
      return symbols[index]
    }
    return nil
  }

  /// Calls `body` with every symbol and its coefficient, ascending.
  func forEachTerm(_ body: (TableauSymbol, Double) -> Void) {
    for index in symbols.indices { body(symbols[index], coefficients[index]) }
  }

  /// Adds `coefficient · symbol`.
  mutating func insert(_ symbol: TableauSymbol, _ coefficient: Double = 1) {
    let (index, found) = position(of: symbol)
    if found {
      let sum = coefficients[index] + coefficient
      if abs(sum) < Self.epsilon {
        symbols.remove(at: index)
        coefficients.remove(at: index)
      } else {
        coefficients[index] = sum
      }
    } else if abs(coefficient) >= Self.epsilon {
      symbols.insert(symbol, at: index)
      coefficients.insert(coefficient, at: index)
    }
  }

  /// Takes `symbol` out of the row, returning its coefficient (nil when absent).
  @discardableResult
  mutating func remove(_ symbol: TableauSymbol) -> Double? {
    let (index, found) = position(of: symbol)
    guard found else { return nil }
    symbols.remove(at: index)
    return coefficients.remove(at: index)
  }

  /// Adds `coefficient · other`, constant included: one merge of the two sorted term lists.
  /// `added` is called with each symbol of `other` the row did not hold before and holds now.
  mutating func insert(
    _ other: TableauRow, _ coefficient: Double = 1, added: (TableauSymbol) -> Void = { _ in }
  ) {
    constant += other.constant * coefficient
    guard !other.symbols.isEmpty else { return }
    var mergedSymbols: [TableauSymbol] = []
    var mergedCoefficients: [Double] = []
    mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
    mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
    var i = 0
    var j = 0
    while i < symbols.count || j < other.symbols.count {
      if j == other.symbols.count || (i < symbols.count && symbols[i].id < other.symbols[j].id) {
        mergedSymbols.append(symbols[i])
        mergedCoefficients.append(coefficients[i])
        i += 1
      } else if i == symbols.count || other.symbols[j].id < symbols[i].id {
        let value = other.coefficients[j] * coefficient
        if abs(value) >= Self.epsilon {
          mergedSymbols.append(other.symbols[j])
          mergedCoefficients.append(value)
          added(other.symbols[j])
        }
        j += 1
      } else {
        let sum = coefficients[i] + other.coefficients[j] * coefficient
        if abs(sum) >= Self.epsilon {
          mergedSymbols.append(symbols[i])
          mergedCoefficients.append(sum)
        }
        i += 1
        j += 1
      }
    }
    symbols = mergedSymbols
    coefficients = mergedCoefficients
  }

  /// Negates every term.
  mutating func reverseSign() {
    constant = -constant
    for index in coefficients.indices { coefficients[index] = -coefficients[index] }
  }

  /// Solves `0 = row` for `symbol`: afterwards the row is `symbol = constant + Σ …`, without it.
  mutating func solve(for symbol: TableauSymbol) {
    let scale = -1 / (remove(symbol) ?? 1)
    constant *= scale
    for index in coefficients.indices { coefficients[index] *= scale }
  }

  /// Solves `lhs = row` for `rhs`, `lhs` the row's basic symbol and `rhs` one of its symbols.
  mutating func solve(for rhs: TableauSymbol, replacing lhs: TableauSymbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the expression `row` it is now basic for; `added` as in
  /// `insert(_:_:added:)`.
  mutating func substitute(
    _ symbol: TableauSymbol, with row: TableauRow, added: (TableauSymbol) -> Void = { _ in }
  ) {
    guard let coefficient = remove(symbol) else { return }
    insert(row, coefficient, added: added)
  }
}
