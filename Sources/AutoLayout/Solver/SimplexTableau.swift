/// Cassowary's incremental simplex (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001; kiwi's `SolverImpl` is the implementation followed), with
/// Auto Layout's priorities as the paper's symbolic weights: one objective row per priority level,
/// compared lexicographically, so a miss at priority 750 is never traded for any amount of miss at
/// 250.
///
/// Constraints are added one at a time and the tableau is optimal after each. Every choice takes
/// the lowest-numbered symbol (Bland's rule), so a document always solves the same way, and the
/// pivots are counted against `pivotLimit`. After a throw the tableau is not usable.
struct SimplexTableau {
  /// The most pivots this tableau may make before giving up.
  let pivotLimit: Int
  /// The pivots made so far.
  private(set) var pivots = 0
  /// The most row updates (a row rewritten by a substitution, counted by its length) this tableau
  /// may make: the bound that holds where pivots are few but rows are long (a long chain of
  /// views, each placed after the one before, makes every later row hold every earlier size).
  let updateLimit: Int
  /// The row updates made so far.
  private(set) var updates = 0

  /// Each symbol made so far, by number.
  private(set) var made: [TableauSymbol] = []
  /// Each basic symbol's row, by symbol number (nil for a parametric symbol).
  private(set) var rows: [TableauRow?] = []
  /// For each symbol (by number), the basic symbols of the rows that hold it, and perhaps some
  /// that held it once (a row that loses a symbol is not looked for here; the entry is checked
  /// when it is used): a substitution or a ratio test visits only those rows, so adding a
  /// constraint costs what it touches, not the tableau's size. A column is emptied when its
  /// symbol becomes basic, so every entry is visited at most once there.
  private var columns: [[TableauSymbol]] = []
  /// The symbol of each caller's variable seen so far.
  private(set) var symbols: [LayoutVariable: TableauSymbol] = [:]
  /// The priorities of the optional constraints seen so far, highest first.
  private var levels: [Double] = []
  /// One objective per entry of `levels`: the sum of that level's errors.
  private(set) var objectives: [ObjectiveRow] = []
  /// The symbols whose rise lowers the objectives (lexicographically negative), kept as the
  /// objectives change, so choosing the entering symbol does not scan every objective cell.
  private var candidates = SymbolBitSet()
  /// The objective of phase one while a row is added through an artificial variable.
  private var artificial: TableauRow?
  /// The number the next symbol gets.
  private var nextSymbol = 0

  init(pivotLimit: Int, updateLimit: Int = .max) {
    self.pivotLimit = pivotLimit
    self.updateLimit = updateLimit
  }

  /// A failure to add a constraint.
  enum Failure: Error, Equatable {
    /// The required constraint being added cannot hold with those added before it.
    case unsatisfiable
    /// More than `pivotLimit` pivots or `updateLimit` row updates.
    case workLimit
    /// The objective has no least value (cannot happen with Auto Layout's constraints: every
    /// error is bounded below by zero); reported rather than trusted.
    case unbounded
  }

  /// Adds `constraint` and re-optimises.
  mutating func add(_ constraint: LinearConstraint) throws(Failure) {
    var (row, tag) = makeRow(constraint)
    updates += row.count
    guard updates <= updateLimit else { throw .workLimit }
    let subject = chooseSubject(row, tag)
    if subject == nil, row.isEmpty {
      // A required equality that those before it already imply, or contradict.
      guard abs(row.constant) < TableauRow.epsilon else { throw .unsatisfiable }
      return
    }
    if let subject {
      row.solve(for: subject)
      try substitute(subject, with: row)
      setRow(subject, row)
    } else if try !addWithArtificialVariable(row) {
      throw .unsatisfiable
    }
    try optimize(phaseOne: false)
  }

  /// The value `variable` has in the current solution (0 for a variable no constraint names).
  func value(of variable: LayoutVariable) -> Double {
    guard let symbol = symbols[variable] else { return 0 }
    return row(of: symbol)?.constant ?? 0
  }

  /// The row of basic symbol `symbol`, nil when it is parametric.
  func row(of symbol: TableauSymbol) -> TableauRow? { rows[symbol.id] }

  // MARK: Rows

  /// The symbols a constraint's row is tagged with: its slack, dummy or first error (`marker`),
  /// and its second error or an inequality's error (`other`).
  private struct Tag {
    var marker: TableauSymbol
    var other: TableauSymbol?
  }

  private mutating func makeSymbol(_ kind: TableauSymbol.Kind) -> TableauSymbol {
    defer { nextSymbol += 1 }
    let symbol = TableauSymbol(id: nextSymbol, kind: kind)
    made.append(symbol)
    rows.append(nil)
    columns.append([])
    return symbol
  }

  private mutating func symbol(for variable: LayoutVariable) -> TableauSymbol {
    if let symbol = symbols[variable] { return symbol }
    let symbol = makeSymbol(.external)
    symbols[variable] = symbol
    return symbol
  }

  /// The objective row of priority `priority`, made (empty) when it is the first at that level.
  private mutating func level(of priority: Double) -> Int {
    if let index = levels.firstIndex(of: priority) { return index }
    let index = levels.firstIndex { $0 < priority } ?? levels.count
    levels.insert(priority, at: index)
    objectives.insert(ObjectiveRow(), at: index)
    return index
  }

  /// The constraint as a row over the current parametric symbols, with its slack or error
  /// symbols (Cassowary's "augmented simplex form"); its constant made non-negative.
  private mutating func makeRow(_ constraint: LinearConstraint) -> (TableauRow, Tag) {
    var row = TableauRow(constant: constraint.expression.constant)
    let terms = constraint.expression.terms
    for variable in terms.keys.sorted() {
      let coefficient = terms[variable, default: 0]
      guard abs(coefficient) >= TableauRow.epsilon else { continue }
      let symbol = symbol(for: variable)
      if let basic = rows[symbol.id] {
        row.insert(basic, coefficient)
      } else {
        row.insert(symbol, coefficient)
      }
    }
    let tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.insert(slack, sign)
      if constraint.isRequired {
        tag = Tag(marker: slack)
      } else {
        let error = makeSymbol(.error)
        row.insert(error, -sign)
        objectives[level(of: constraint.priority)].insert(error)
        tag = Tag(marker: slack, other: error)
      }
    case .equal:
      if constraint.isRequired {
        // The dummy marks the equality but is never written into a row: pinned at zero, it
        // would change no value, and a chain of equalities would carry every earlier one's.
        tag = Tag(marker: makeSymbol(.dummy))
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        let index = level(of: constraint.priority)
        objectives[index].insert(plus)
        objectives[index].insert(minus)
        tag = Tag(marker: plus, other: minus)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol a new row is solved for: its lowest-numbered caller's variable, else its slack or
  /// error when that has a negative coefficient; nil when phase one must find one.
  private func chooseSubject(_ row: TableauRow, _ tag: Tag) -> TableauSymbol? {
    if let external = row.firstSymbol(where: { $0.kind == .external }) { return external }
    if tag.marker.isPivotable, row.coefficient(of: tag.marker) < 0 { return tag.marker }
    if let other = tag.other, other.isPivotable, row.coefficient(of: other) < 0 { return other }
    return nil
  }

  /// Phase one for a row with no subject: minimises an artificial variable standing for the row;
  /// the row can hold exactly when the artificial variable reaches zero.
  private mutating func addWithArtificialVariable(_ row: TableauRow) throws(Failure) -> Bool {
    let artificialSymbol = makeSymbol(.slack)
    setRow(artificialSymbol, row)
    artificial = row
    try optimize(phaseOne: true)
    let success = abs(artificial?.constant ?? 0) < TableauRow.epsilon
    artificial = nil
    if var basic = takeRow(artificialSymbol) {
      if basic.isEmpty { return success }
      guard let entering = basic.firstSymbol(where: { $0.isPivotable }) else { return false }
      basic.solve(for: entering, replacing: artificialSymbol)
      try substitute(entering, with: basic)
      setRow(entering, basic)
    }
    for holder in takeColumn(artificialSymbol) { rows[holder.id]?.remove(artificialSymbol) }
    for level in objectives.indices { objectives[level].remove(artificialSymbol) }
    candidates.remove(artificialSymbol)
    return success
  }

  /// Makes `row` the row of basic symbol `basic`.
  private mutating func setRow(_ basic: TableauSymbol, _ row: TableauRow) {
    for symbol in row.symbols { columns[symbol.id].append(basic) }
    rows[basic.id] = row
  }

  /// Takes the row of basic symbol `basic` out of the tableau (its column entries are left, to
  /// be checked where they are used).
  private mutating func takeRow(_ basic: TableauSymbol) -> TableauRow? {
    defer { rows[basic.id] = nil }
    return rows[basic.id]
  }

  /// Empties and returns `symbol`'s column.
  private mutating func takeColumn(_ symbol: TableauSymbol) -> [TableauSymbol] {
    defer { columns[symbol.id] = [] }
    return columns[symbol.id]
  }

  /// Replaces `symbol`, now basic for `row`, in every row holding it and in the objectives.
  private mutating func substitute(_ symbol: TableauSymbol, with row: TableauRow) throws(Failure) {
    for holder in takeColumn(symbol) {
      guard var held = rows[holder.id], held.contains(symbol) else { continue }
      updates += held.count + row.count
      guard updates <= updateLimit else { throw .workLimit }
      rows[holder.id] = nil
      held.substitute(symbol, with: row) { columns[$0.id].append(holder) }
      rows[holder.id] = held
    }
    for level in objectives.indices { objectives[level].substitute(symbol, with: row) }
    artificial?.substitute(symbol, with: row)
    candidates.remove(symbol)
    for other in row.symbols { refreshCandidate(other) }
  }

  /// Whether `symbol` lowers the objectives: negative in the highest level that holds it.
  private mutating func refreshCandidate(_ symbol: TableauSymbol) {
    var lowers = false
    if symbol.kind != .dummy {
      for objective in objectives {
        guard let coefficient = objective.cells[symbol] else { continue }
        lowers = coefficient < 0
        break
      }
    }
    if lowers { candidates.insert(symbol) } else { candidates.remove(symbol) }
  }

  // MARK: Simplex

  /// Primal simplex on the objectives (or on phase one's artificial objective) until no symbol
  /// lowers them.
  private mutating func optimize(phaseOne: Bool) throws(Failure) {
    while let entering = enteringSymbol(phaseOne: phaseOne) {
      pivots += 1
      guard pivots <= pivotLimit else { throw .workLimit }
      guard let leaving = leavingSymbol(for: entering), var row = takeRow(leaving) else {
        throw .unbounded
      }
      row.solve(for: entering, replacing: leaving)
      try substitute(entering, with: row)
      setRow(entering, row)
    }
  }

  /// The lowest-numbered symbol whose increase lowers the objectives lexicographically: negative
  /// in some level's row and absent from every higher level's; nil at the optimum.
  private func enteringSymbol(phaseOne: Bool) -> TableauSymbol? {
    if phaseOne {
      return artificial?.firstSymbol(coefficient: { $0 < 0 }, where: { $0.kind != .dummy })
    }
    return candidates.first.map { made[$0] }
  }

  /// The basic symbol that leaves when `entering` rises: the restricted row that reaches zero
  /// first (least ratio, then lowest number).
  private func leavingSymbol(for entering: TableauSymbol) -> TableauSymbol? {
    var best: (ratio: Double, symbol: TableauSymbol)?
    for symbol in columns[entering.id] where symbol.kind != .external {
      guard let row = rows[symbol.id] else { continue }
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if let current = best,
        ratio > current.ratio || (ratio == current.ratio && symbol > current.symbol)
      {
        continue
      }
      best = (ratio, symbol)
    }
    return best?.symbol
  }
}
