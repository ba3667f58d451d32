/// A compiled policy's rules reduced to what precedence needs, by name id: for each setting, the
/// position of the rule that can win among the rules naming that name (the latest: a tie goes to
/// the later rule), for `field` rules, `controller` rules, `field "id"` rules, the `enable in`
/// / `disable in` entries of each feature, and `scroll-view` rules. Built once per policy;
/// `Policy.winners(for:)` and `Policy.scrollWinners(for:)` read it.
struct PrecedenceTable: Sendable {
  /// One name: its row in `rows` and in `identifierRows` (-1: none), and which lanes of its row
  /// hold a rule (bit `i`: lane `i`), so a walk touches the row only for lanes not yet found.
  struct Entry: Sendable {
    var row: Int32 = -1
    var identifierRow: Int32 = -1
    var fieldMask: UInt16 = 0
    var controllerMask: UInt16 = 0
    var listMask: UInt16 = 0
    /// Bit `f`: a `scroll-view Class` rule for flag `f` (`ScrollSetting.ordinal`); bit `4 + f`: a
    /// `scroll-view "id"` rule. Their positions are in `scrollRows`.
    var scrollMask: UInt16 = 0
  }

  /// The rules naming one class, as positions by setting ordinal (-1: none).
  struct Row: Sendable {
    /// `field Class { ... }`.
    var field = SIMD16<Int32>(repeating: -1)
    /// `controller Class { ... }`.
    var controller = SIMD16<Int32>(repeating: -1)
    /// `enable in Class` at `2 × feature ordinal`, `disable in Class` at `2 × feature ordinal + 1`.
    var lists = SIMD16<Int32>(repeating: -1)
  }

  /// Per name id.
  var entries: [Entry]
  var rows: [Row] = []
  /// `field "id"` rules, by setting ordinal.
  var identifierRows: [SIMD16<Int32>] = []
  /// `scroll-view` rules by name id (only the names some `scroll-view` rule names, usually few):
  /// lane `f` the latest `scroll-view Class` rule for flag `f`, lane `4 + f` the latest
  /// `scroll-view "id"` rule (-1: none).
  var scrollRows: [Int32: SIMD8<Int32>] = [:]
  /// The latest feature-block setting per setting ordinal (-1: none, the built-in default).
  var features = SIMD16<Int32>(repeating: -1)
  /// The name id of `UIAlertController` (always interned).
  let alertID: Int32

  init(index: PolicyIndex, names: NameStore, alertID: Int32) {
    self.alertID = alertID
    var entries = [Entry](repeating: Entry(), count: names.count)
    for id in 0..<names.count {
      let slots = index.slots(forID: Int32(id))
      guard !slots.isEmpty else { continue }
      var row = Row()
      var identifierRow = SIMD16<Int32>(repeating: -1)
      var scrollRow = SIMD8<Int32>(repeating: -1)
      var hasRow = false
      var hasIdentifierRow = false
      // Slots are in rule order: a later rule overwrites an earlier one.
      for slot in slots {
        let position = slot.position
        switch slot.key {
        case 0..<16:
          let list = slot.key % 4
          guard list < 2 else { continue }  // deep-containers, ignore-touches-in
          row.lists[Int(slot.key / 4) * 2 + Int(list)] = position
          hasRow = true
        case 16..<32:
          row.field[Int(slot.key - 16)] = position
          hasRow = true
        case 32..<48:
          row.controller[Int(slot.key - 32)] = position
          hasRow = true
        case 48..<51:
          scrollRow[Int(slot.key - 48)] = position
        case 64..<80:
          identifierRow[Int(slot.key - 64)] = position
          hasIdentifierRow = true
        case 80..<83:
          scrollRow[4 + Int(slot.key - 80)] = position
        default:
          continue
        }
      }
      if hasRow {
        entries[id].row = Int32(rows.count)
        entries[id].fieldMask = Self.mask(row.field)
        entries[id].controllerMask = Self.mask(row.controller)
        entries[id].listMask = Self.mask(row.lists)
        rows.append(row)
      }
      if hasIdentifierRow {
        entries[id].identifierRow = Int32(identifierRows.count)
        identifierRows.append(identifierRow)
      }
      let scrollMask = Self.mask(scrollRow)
      if scrollMask != 0 {
        entries[id].scrollMask = scrollMask
        scrollRows[Int32(id)] = scrollRow
      }
    }
    self.entries = entries
    for name in SettingName.allCases {
      if let last = index.featureSettings[name]?.last { features[name.ordinal] = Int32(last) }
    }
  }

  /// Bit `i` set where lane `i` holds a position.
  private static func mask<Lanes: SIMD>(_ lanes: Lanes) -> UInt16 where Lanes.Scalar == Int32 {
    var mask: UInt16 = 0
    for i in lanes.indices where lanes[i] >= 0 { mask |= 1 << UInt16(i) }
    return mask
  }

  /// Fills the lanes of `best` that `found` lacks and `mask` has from `lanes` (the nearest class
  /// wins: lanes already found are kept).
  @inline(__always)
  static func fill(
    _ best: inout SIMD16<Int32>, _ found: inout UInt16, mask: UInt16, from lanes: SIMD16<Int32>
  ) {
    var fresh = mask & ~found
    found |= fresh
    while fresh != 0 {
      let lane = fresh.trailingZeroBitCount
      best[lane] = lanes[lane]
      fresh &= fresh - 1
    }
  }
}

/// The winner of every setting of one decision: the precedence step it acts at and, for a rule,
/// its position in `Policy.rules`. What `Policy.winners(for:)` finds; `resolve` maps it to values,
/// `decide` to sources.
struct Winners: Sendable {
  /// Per setting ordinal: the winning rule's position, or -1 (an exemption, code, a built-in
  /// default).
  var positions = SIMD16<Int32>(repeating: -1)
  /// Per setting ordinal: the winning step's raw value (`PrecedenceStep`).
  var steps = SIMD16<Int32>(repeating: Int32(PrecedenceStep.featureSetting.rawValue))
  /// The built-in exemption that applies, if any (it wins avoidance and the toolbar).
  var exemption: BuiltinExemption?
  /// Whether the distance's winner is the search bar's (its code distance, or a rule matching it).
  var distanceFromSearchBar = false

  /// The winning step of setting `ordinal`.
  func step(_ ordinal: Int) -> PrecedenceStep {
    PrecedenceStep(rawValue: Int(steps[ordinal])) ?? .featureSetting
  }

  /// Records the winner of setting `ordinal`.
  @inline(__always)
  mutating func set(_ ordinal: Int, _ step: PrecedenceStep, _ position: Int32 = -1) {
    steps[ordinal] = Int32(step.rawValue)
    positions[ordinal] = position
  }
}
