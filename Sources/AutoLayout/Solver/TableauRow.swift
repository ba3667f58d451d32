/// One row of the simplex tableau: `basic = constant + Σ coefficient · symbol`, or, for an
/// objective, the quantity `constant + Σ coefficient · symbol` to be made least. Coefficients
/// within `TableauRow.epsilon` of zero are dropped, so a row never holds a cancelled symbol.
struct TableauRow {
  /// Below this, a coefficient or a constant counts as zero (Cassowary and kiwi use 1e-8).
  static let epsilon = 1e-8

  /// The constant part.
  var constant: Double
  /// Each symbol's coefficient, never near zero.
  var cells: [TableauSymbol: Double] = [:]

  init(constant: Double = 0) { self.constant = constant }

  /// The coefficient of `symbol` (zero when absent).
  func coefficient(of symbol: TableauSymbol) -> Double { cells[symbol, default: 0] }

  /// The lowest-numbered symbol of the row that passes `test`, or nil.
  func firstSymbol(where test: (TableauSymbol) -> Bool) -> TableauSymbol? {
    var best: TableauSymbol?
    for symbol in cells.keys where test(symbol) {
      if best.map({ symbol < $0 }) ?? true { best = symbol }
    }
    return best
  }

  /// Adds `coefficient · symbol`.
  mutating func insert(_ symbol: TableauSymbol, _ coefficient: Double = 1) {
    let sum = cells[symbol, default: 0] + coefficient
    cells[symbol] = abs(sum) < Self.epsilon ? nil : sum
  }

  /// Adds `coefficient · other`, constant included.
  mutating func insert(_ other: TableauRow, _ coefficient: Double = 1) {
    constant += other.constant * coefficient
    for (symbol, value) in other.cells { insert(symbol, value * coefficient) }
  }

  /// Negates every term.
  mutating func reverseSign() {
    constant = -constant
    for symbol in cells.keys { cells[symbol] = -cells[symbol, default: 0] }
  }

  /// Solves `0 = row` for `symbol`: afterwards the row is `symbol = constant + Σ …`, without it.
  mutating func solve(for symbol: TableauSymbol) {
    let scale = -1 / cells[symbol, default: 1]
    cells[symbol] = nil
    constant *= scale
    for key in cells.keys { cells[key] = cells[key, default: 0] * scale }
  }

  /// Solves `lhs = row` for `rhs`, `lhs` the row's basic symbol and `rhs` one of its symbols.
  mutating func solve(for rhs: TableauSymbol, replacing lhs: TableauSymbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the expression `row` it is now basic for.
  mutating func substitute(_ symbol: TableauSymbol, with row: TableauRow) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    insert(row, coefficient)
  }
}
