/// One objective of the simplex tableau (the errors of one priority level): the quantity
/// `constant + Σ coefficient · symbol` to be made least. It holds every error symbol of its
/// level, so it is kept by symbol (a substitution touches only the symbol it replaces and the
/// terms it brings) rather than sorted like a `TableauRow`. Coefficients within
/// `TableauRow.epsilon` of zero are dropped.
struct ObjectiveRow {
  /// The constant part.
  var constant: Double = 0
  /// Each symbol's coefficient, never near zero.
  private(set) var cells: [TableauSymbol: Double] = [:]

  /// Adds `coefficient · symbol`.
  mutating func insert(_ symbol: TableauSymbol, _ coefficient: Double = 1) {
    let sum = cells[symbol, default: 0] + coefficient
    cells[symbol] = abs(sum) < TableauRow.epsilon ? nil : sum
  }

  /// Takes `symbol` out of the objective.
  mutating func remove(_ symbol: TableauSymbol) { cells[symbol] = nil }

  /// Replaces `symbol` by the expression `row` it is now basic for.
  mutating func substitute(_ symbol: TableauSymbol, with row: TableauRow) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    constant += row.constant * coefficient
    row.forEachTerm { insert($0, $1 * coefficient) }
  }
}
