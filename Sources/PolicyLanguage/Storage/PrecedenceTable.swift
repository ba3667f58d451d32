/// A compiled policy's rules reduced to what precedence needs, by name id: for each setting, the
/// position of the rule that can win among the rules naming that name (the latest: a tie goes to
/// the later rule), for `field` rules, `controller` rules, `field "id"` rules, the `enable in`
/// / `disable in` entries of each feature, and `scroll-view` rules. Built once per policy;
/// `Policy.winners(for:)` and `Policy.scrollWinners(for:)` read it (the one walk of a ladder,
/// `PrecedenceRung.winner(on:_:)`, asks it what is on each rung).
struct PrecedenceTable: Sendable {
  /// One name, in 8 bytes (a large policy names tens of thousands of classes): its row set, if
  /// some `field` or `controller` rule names it, and which lists and scroll flags name it. A
  /// class-list entry takes no row: most names of a large policy are listed classes, and the
  /// index's slots already hold their positions (`listMask` says which lists;
  /// `PolicyIndex.slots(forID:)` says where).
  struct Entry: Sendable {
    /// The name's index in `rowSets`, or -1.
    var rowSet: Int32 = -1
    /// Lane `2 × feature ordinal`: an `enable in` entry; `2 × feature ordinal + 1`: a
    /// `disable in` entry (`listLane`).
    var listMask: UInt8 = 0
    /// Bit `f`: a `scroll-view Class` rule naming the name sets flag `f`
    /// (`ScrollSetting.ordinal`). The positions are in `scrollRows`.
    var scrollClassMask: UInt8 = 0
    /// Bit `f`: a `scroll-view "id"` rule naming the name sets flag `f`.
    var scrollIdentifierMask: UInt8 = 0
  }

  /// The `scroll-view` rules of one name: per flag (`ScrollSetting.ordinal`), the latest rule
  /// selecting it as a class and as an identifier (-1: none).
  struct ScrollRow: Sendable {
    /// The `scroll-view Class` rung's lanes.
    var classRules = ScrollLanes(repeating: -1)
    /// The `scroll-view "id"` rung's lanes.
    var identifierRules = ScrollLanes(repeating: -1)
  }

  /// The settings one name's `field Class`, `controller Class` and `field "id"` rules set, and
  /// where their positions are: `positions[start...]` holds one position per set bit of
  /// `fieldMask`, then of `controllerMask`, then of `identifierMask`, each in lane order, so a
  /// name pays 4 bytes per setting it sets, whatever the capacity.
  struct RowSet: Sendable {
    var start: Int32 = 0
    var fieldMask: SettingMask = 0
    var controllerMask: SettingMask = 0
    var identifierMask: SettingMask = 0

    /// Where the `field Class` positions start in `positions`.
    var fieldStart: Int { Int(start) }
    /// Where the `controller Class` positions start.
    var controllerStart: Int { fieldStart + fieldMask.nonzeroBitCount }
    /// Where the `field "id"` positions start.
    var identifierStart: Int { controllerStart + controllerMask.nonzeroBitCount }
  }

  /// Per name id.
  var entries: [Entry]
  /// The row sets of the names some `field` or `controller` rule names.
  var rowSets: [RowSet] = []
  /// The row sets' positions (see `RowSet`).
  var positions: [Int32] = []
  /// `scroll-view` rules by name id (only the names some `scroll-view` rule names, usually few).
  var scrollRows: [Int32: ScrollRow] = [:]
  /// The latest feature-block setting per setting ordinal (-1: none, the built-in default).
  var features = SettingLanes(repeating: -1)
  /// The name id of `UIAlertController` (always interned).
  let alertID: Int32

  init(index: PolicyIndex, names: NameStore, alertID: Int32) {
    self.alertID = alertID
    self.entries = []
    var entries = [Entry](repeating: Entry(), count: names.count)
    let listEnd = UInt8(SlotBand.list.base + SlotBand.list.width)
    for id in 0..<names.count {
      let slots = index.slots(forID: Int32(id))
      guard !slots.isEmpty else { continue }
      // Most names of a large policy are listed classes only: their entry is a list mask.
      var entry = Entry()
      var onlyLists = true
      for slot in slots {
        if slot.key < listEnd {
          if let list = Self.listLane(slot.key) { entry.listMask |= 1 << UInt8(list) }
        } else {
          onlyLists = false
        }
      }
      if !onlyLists { addRules(slots, id: Int32(id), to: &entry) }
      entries[id] = entry
    }
    self.entries = entries
    // No spare capacity in the finished policy (array growth leaves up to half unused).
    rowSets = rowSets.withUnsafeBufferPointer { Array($0) }
    positions = positions.withUnsafeBufferPointer { Array($0) }
    for name in SettingName.allCases {
      if let last = index.featureSettings[name]?.last { features[name.ordinal] = Int32(last) }
    }
  }

  /// Records the rules among `slots` (name `id`'s, in rule order: a later rule overwrites an
  /// earlier one) in a row set and `scrollRows`, and their masks in `entry`.
  private mutating func addRules(
    _ slots: ArraySlice<PolicyIndex.Slot>, id: Int32, to entry: inout Entry
  ) {
    var field = SettingLanes(repeating: -1)
    var controller = SettingLanes(repeating: -1)
    var identifier = SettingLanes(repeating: -1)
    var set = RowSet(start: Int32(positions.count))
    var scrollRow = ScrollRow()
    for slot in slots {
      guard let (band, lane) = SlotBand.byKey[Int(slot.key)] else { continue }
      let position = slot.position
      let bit = SettingMask(1) << SettingMask(lane)
      switch band {
      case .list: continue
      case .field:
        field[lane] = position
        set.fieldMask |= bit
      case .controller:
        controller[lane] = position
        set.controllerMask |= bit
      case .fieldIdentifier:
        identifier[lane] = position
        set.identifierMask |= bit
      case .scrollClass:
        scrollRow.classRules[lane] = position
        entry.scrollClassMask |= 1 << UInt8(lane)
      case .scrollIdentifier:
        scrollRow.identifierRules[lane] = position
        entry.scrollIdentifierMask |= 1 << UInt8(lane)
      }
    }
    if set.fieldMask | set.controllerMask | set.identifierMask != 0 {
      Self.append(field, set.fieldMask, to: &positions)
      Self.append(controller, set.controllerMask, to: &positions)
      Self.append(identifier, set.identifierMask, to: &positions)
      entry.rowSet = Int32(rowSets.count)
      rowSets.append(set)
    }
    if entry.scrollClassMask | entry.scrollIdentifierMask != 0 { scrollRows[id] = scrollRow }
  }

  /// Appends the lanes of `lanes` that `mask` has, in lane order.
  private static func append(
    _ lanes: SettingLanes, _ mask: SettingMask, to positions: inout [Int32]
  ) {
    var rest = mask
    while rest != 0 {
      positions.append(lanes[rest.trailingZeroBitCount])
      rest &= rest &- 1
    }
  }

  /// The lane of an `enable in` / `disable in` slot key (`PolicyIndex.listKey`): `2 × feature
  /// ordinal` for `enable in`, one more for `disable in`; nil for the other lists.
  @inline(__always)
  static func listLane(_ key: UInt8) -> Int? {
    let lane = Int(key) - SlotBand.list.base
    let list = lane % 4
    return list < 2 ? lane / 4 * 2 + list : nil
  }

  /// Fills the list lanes of `best` that `found` lacks and `mask` has from the slots of one name
  /// (the latest entry of each list wins within the name: slots are in rule order).
  @inline(__always)
  static func fillLists(
    _ best: inout SIMD8<Int32>, _ found: inout UInt8, mask: UInt8,
    from slots: ArraySlice<PolicyIndex.Slot>
  ) {
    let fresh = mask & ~found
    found |= fresh
    let end = UInt8(SlotBand.list.base + SlotBand.list.width)
    for slot in slots where slot.key < end {
      if let lane = listLane(slot.key), fresh & (1 << UInt8(lane)) != 0 {
        best[lane] = slot.position
      }
    }
  }

  /// Fills the lanes of `best` that `found` lacks and `mask` has from the positions of one row
  /// (`mask`'s lanes, in lane order, from `positions[start]`): the nearest class wins, so lanes
  /// already found are kept.
  @inline(__always)
  func fill(
    _ best: inout SettingLanes, _ found: inout SettingMask, mask: SettingMask, start: Int
  ) {
    var fresh = mask & ~found
    found |= fresh
    while fresh != 0 {
      let lane = fresh.trailingZeroBitCount
      let below = mask & ((1 << SettingMask(lane)) &- 1)
      best[lane] = positions[start + below.nonzeroBitCount]
      fresh &= fresh &- 1
    }
  }
}
