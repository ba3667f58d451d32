/// A column of the simplex tableau: a caller's variable, or one the solver makes for a
/// constraint (Cassowary's slack, error and dummy variables). Symbols are numbered in the order
/// they are made, and every choice among them takes the lowest number (Bland's rule), so the same
/// constraints in the same order always give the same tableau and the simplex never cycles.
struct TableauSymbol: Hashable, Comparable {
  /// What a symbol stands for.
  enum Kind {
    /// A caller's variable: unrestricted in sign, never leaves through the ratio test.
    case external
    /// The slack of an inequality, ≥ 0.
    case slack
    /// How far an optional constraint is missed, ≥ 0, weighted in the objective.
    case error
    /// The marker of a required equality: pinned at 0, so never written into a row.
    case dummy
  }

  /// The symbol's number, from 0 in order of creation.
  let id: Int
  /// What it stands for.
  let kind: Kind

  static func < (lhs: TableauSymbol, rhs: TableauSymbol) -> Bool { lhs.id < rhs.id }

  /// A symbol is its number: the kind never differs for one number, so hashing the number alone
  /// halves the hashing every tableau cell costs.
  static func == (lhs: TableauSymbol, rhs: TableauSymbol) -> Bool { lhs.id == rhs.id }

  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// Whether the simplex may pivot on it (slack and error symbols).
  var isPivotable: Bool { kind == .slack || kind == .error }
}
