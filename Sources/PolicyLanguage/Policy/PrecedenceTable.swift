/// A compiled policy's rules reduced to what precedence needs, by name id: for each setting, the
/// position of the rule that can win among the rules naming that name (the latest: a tie goes to
/// the later rule), for `field` rules, `controller` rules, `field "id"` rules, the `enable in`
/// / `disable in` entries of each feature, and `scroll-view` rules. Built once per policy;
/// `Policy.winners(for:)` and `Policy.scrollWinners(for:)` read it.
struct PrecedenceTable: Sendable {
  /// One name, in 12 bytes (a large policy names tens of thousands of classes): where its rows
  /// start in `rows`, and which lanes hold a rule (bit `i`: lane `i`), so a walk touches a row
  /// only for lanes not yet found.
  ///
  /// A name's rows are consecutive: its `field Class` row (when `fieldMask` is not 0), then its
  /// `controller Class` row (when `controllerMask` is not 0), then its `field "id"` row (when
  /// `identifierMask` is not 0). A class-list entry takes no row: most names of a large policy
  /// are listed classes, and the index's slots already hold their positions (`listMask` says
  /// which lists; `PolicyIndex.slots(forID:)` says where).
  struct Entry: Sendable {
    var firstRow: Int32 = -1
    var fieldMask: UInt16 = 0
    var controllerMask: UInt16 = 0
    var identifierMask: UInt16 = 0
    /// Bits 0–5: the list lanes (`listLane`); bits 8–15: `scrollMask`.
    var listAndScrollMask: UInt16 = 0

    /// The `field Class` row's index in `rows`.
    var fieldRow: Int { Int(firstRow) }
    /// The `controller Class` row's index in `rows`.
    var controllerRow: Int { Int(firstRow) + (fieldMask != 0 ? 1 : 0) }
    /// The `field "id"` row's index in `rows`.
    var identifierRow: Int { controllerRow + (controllerMask != 0 ? 1 : 0) }
    /// Lane `2 × feature ordinal`: an `enable in` entry; `2 × feature ordinal + 1`: a
    /// `disable in` entry (`listLane`).
    var listMask: UInt16 { listAndScrollMask & 0x3F }
    /// Bit `f`: a `scroll-view Class` rule for flag `f` (`ScrollSetting.ordinal`); bit `4 + f`: a
    /// `scroll-view "id"` rule. Their positions are in `scrollRows`.
    var scrollMask: UInt16 { listAndScrollMask >> 8 }
  }

  /// Per name id.
  var entries: [Entry]
  /// The rows of the names some `field` or `controller` rule names: positions by setting
  /// ordinal (-1: none), the latest rule of the name for each setting.
  var rows: [SIMD16<Int32>] = []
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
      var field = SIMD16<Int32>(repeating: -1)
      var controller = SIMD16<Int32>(repeating: -1)
      var identifier = SIMD16<Int32>(repeating: -1)
      var scrollRow = SIMD8<Int32>(repeating: -1)
      var entry = Entry()
      var lists: UInt16 = 0
      // Slots are in rule order: a later rule overwrites an earlier one.
      for slot in slots {
        let position = slot.position
        switch slot.key {
        case 0..<16:
          if let lane = Self.listLane(slot.key) { lists |= 1 << UInt16(lane) }
        case 16..<32: field[Int(slot.key - 16)] = position
        case 32..<48: controller[Int(slot.key - 32)] = position
        case 48..<51: scrollRow[Int(slot.key - 48)] = position
        case 64..<80: identifier[Int(slot.key - 64)] = position
        case 80..<83: scrollRow[4 + Int(slot.key - 80)] = position
        default: continue
        }
      }
      entry.fieldMask = Self.mask(field)
      entry.controllerMask = Self.mask(controller)
      entry.identifierMask = Self.mask(identifier)
      entry.firstRow = Int32(rows.count)
      if entry.fieldMask != 0 { rows.append(field) }
      if entry.controllerMask != 0 { rows.append(controller) }
      if entry.identifierMask != 0 { rows.append(identifier) }
      let scrollMask = Self.mask(scrollRow)
      if scrollMask != 0 { scrollRows[Int32(id)] = scrollRow }
      entry.listAndScrollMask = lists | scrollMask << 8
      entries[id] = entry
    }
    self.entries = entries
    // No spare capacity in the finished policy (array growth leaves up to half unused).
    rows = rows.withUnsafeBufferPointer { Array($0) }
    for name in SettingName.allCases {
      if let last = index.featureSettings[name]?.last { features[name.ordinal] = Int32(last) }
    }
  }

  /// The lane of an `enable in` / `disable in` slot key (`PolicyIndex.listKey`): `2 × feature
  /// ordinal` for `enable in`, one more for `disable in`; nil for the other lists.
  @inline(__always)
  static func listLane(_ key: UInt8) -> Int? {
    let list = key % 4
    return list < 2 ? Int(key / 4) * 2 + Int(list) : nil
  }

  /// Fills the list lanes of `best` that `found` lacks and `mask` has from the slots of one name
  /// (the latest entry of each list wins within the name: slots are in rule order).
  @inline(__always)
  static func fillLists(
    _ best: inout SIMD16<Int32>, _ found: inout UInt16, mask: UInt16,
    from slots: ArraySlice<PolicyIndex.Slot>
  ) {
    let fresh = mask & ~found
    found |= fresh
    for slot in slots where slot.key < 16 {
      if let lane = listLane(slot.key), fresh & (1 << UInt16(lane)) != 0 {
        best[lane] = slot.position
      }
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

/// The winner of every setting of one decision: the rung of its ladder it won at and, for a
/// rule, its position in `Policy.rules`. What `Policy.winners(for:)` finds; `resolve` maps it to
/// values, `decide` to sources, and explain finds the winner among the candidates by rung and
/// position.
struct Winners: Sendable {
  /// Per setting ordinal: the winning rule's position, or -1 (an exemption, code, a built-in
  /// default).
  var positions = SIMD16<Int32>(repeating: -1)
  /// Per setting ordinal: the winning rung's raw value (`PrecedenceRung`).
  var rungs = SIMD16<UInt8>(repeating: PrecedenceRung.featureSetting.rawValue)
  /// The built-in exemption that applies, if any (it wins avoidance and the toolbar).
  var exemption: BuiltinExemption?

  /// The winning rung of setting `ordinal`.
  @inline(__always)
  func rung(_ ordinal: Int) -> PrecedenceRung {
    PrecedenceRung(rawValue: rungs[ordinal]) ?? .featureSetting
  }

  /// Records the winner of setting `ordinal`.
  @inline(__always)
  mutating func set(_ ordinal: Int, _ rung: PrecedenceRung, _ position: Int32 = -1) {
    rungs[ordinal] = rung.rawValue
    positions[ordinal] = position
  }
}
