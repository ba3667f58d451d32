extension SimplexTableau {
  /// The caller's variables the constraints leave free at the optimum, lowest number first:
  /// those no row determines (parametric), and those whose row holds a symbol that can move
  /// without changing any objective (a parametric variable, or a slack or error with no weight in
  /// any objective that no restricted row at zero holds back). Auto Layout calls such a layout
  /// ambiguous. A free direction hidden behind a degenerate row is not found; nothing found free
  /// is not free.
  func underdeterminedVariables() -> [LayoutVariable] {
    var heldBack = SymbolBitSet()
    var weighted = SymbolBitSet()
    for objective in objectives {
      for symbol in objective.cells.keys { weighted.insert(symbol) }
    }
    for (id, held) in rows.enumerated() {
      guard let row = held, made[id].kind != .external, row.constant < TableauRow.epsilon
      else { continue }
      row.forEachTerm { symbol, coefficient in
        if coefficient < 0 { heldBack.insert(symbol) }
      }
    }
    func isFree(_ symbol: TableauSymbol) -> Bool {
      switch symbol.kind {
      case .external: return true
      case .dummy: return false
      case .slack, .error:
        return !heldBack.contains(symbol) && !weighted.contains(symbol)
      }
    }
    var free: [LayoutVariable] = []
    for (variable, symbol) in symbols {
      guard let row = row(of: symbol) else {
        free.append(variable)
        continue
      }
      if row.firstSymbol(where: isFree) != nil { free.append(variable) }
    }
    return free.sorted()
  }
}
