/// The rules of a policy by the name they apply to, so a decision costs one hash probe per class
/// in a class chain (and per identifier), never a scan of every rule.
///
/// Every name id of the policy's `NameStore` owns a run of `slots` (built by counting, in one
/// pass over the rules): each slot says which table the rule belongs to (`Slot.key`) and where
/// the rule is in `Policy.rules`, in cascade order (default layer first, then the user's policy,
/// each in source order).
struct PolicyIndex: Sendable {
  /// One rule of one name: its table and lane (`SlotBand`: `listKey`, `fieldKey`, ...) and its
  /// position, in 32 bits.
  struct Slot: Sendable {
    var raw: UInt32

    init(key: UInt8, position: Int) {
      raw = UInt32(truncatingIfNeeded: position) << 7 | UInt32(key)
    }

    /// The table the rule belongs to.
    var key: UInt8 { UInt8(raw & 0x7F) }
    /// The rule's position in `Policy.rules`.
    var position: Int32 { Int32(raw >> 7) }
  }

  /// The policy's names (shared with the policy's other tables).
  let names: NameStore
  /// Where each name id's slots start in `slots` (one more entry than there are names).
  private var starts: [Int32]
  /// Every name's slots, name after name, each name's in rule order.
  private(set) var slots: [Slot]
  /// Feature-block settings, by the decision setting they feed (positions in rule order).
  private(set) var featureSettings: [SettingName: [Int]] = [:]

  /// Indexes `rules` (positions are array indices); every target id is an id of `names`.
  /// Positions fit the slot's 25 bits: a policy file is at most 16 MiB and every rule takes at
  /// least two bytes of it.
  init(rules: [PackedRule], names: NameStore) {
    self.names = names
    var counts = [Int32](repeating: 0, count: names.count + 1)
    var keys = [UInt8](repeating: 0xFF, count: rules.count)
    for (position, rule) in rules.enumerated() {
      guard let key = Self.key(of: rule) else {
        if rule.kind == .featureSetting, let ordinal = rule.keyOrdinal {
          featureSettings[SettingName.allCases[ordinal], default: []].append(position)
        }
        continue
      }
      keys[position] = key
      counts[Int(rule.target) + 1] += 1
    }
    for id in 0..<names.count { counts[id + 1] += counts[id] }
    var fill = counts
    var slots = [Slot](repeating: Slot(key: 0, position: 0), count: Int(counts[names.count]))
    for (position, rule) in rules.enumerated() where keys[position] != 0xFF {
      let at = Int(fill[Int(rule.target)])
      slots[at] = Slot(key: keys[position], position: position)
      fill[Int(rule.target)] += 1
    }
    self.starts = counts
    self.slots = slots
  }

  /// The slot key of a rule that names a class or an identifier; nil for feature settings.
  private static func key(of rule: PackedRule) -> UInt8? {
    guard rule.target >= 0 else { return nil }
    // A screen sits in the class tables under its screen key (`PolicyRule.Target.screenKey`).
    let byClass = rule.targetKind >= 2
    switch rule.kind {
    case .classListEntry:
      guard byClass, let feature = rule.feature, let list = rule.list else { return nil }
      return listKey(feature, list)
    case .featureSetting:
      return nil
    case .controller:
      guard byClass, let ordinal = rule.keyOrdinal else { return nil }
      return SlotBand.controller.key(ordinal)
    case .field:
      guard let ordinal = rule.keyOrdinal else { return nil }
      return (byClass ? SlotBand.field : .fieldIdentifier).key(ordinal)
    case .scrollView:
      guard let ordinal = rule.keyOrdinal else { return nil }
      return (byClass ? SlotBand.scrollClass : .scrollIdentifier).key(ordinal)
    }
  }

  // MARK: - Lookups

  /// The slots of name id `id`.
  @inline(__always)
  func slots(forID id: Int32) -> ArraySlice<Slot> {
    slots[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])]
  }

  /// The slots of `name` (empty when no rule names it).
  func slots(for name: String) -> ArraySlice<Slot> {
    guard let id = names.id(of: name) else { return [] }
    return slots(forID: id)
  }

  /// The slots of every class in `chain`, in chain order.
  func slots(of chain: [String]) -> [ArraySlice<Slot>] {
    chain.map { slots(for: $0) }
  }

  /// The positions of the rules of `name` in table `key`, in rule order.
  func positions(_ name: String, key: UInt8) -> [Int] {
    slots(for: name).compactMap { $0.key == key ? Int($0.position) : nil }
  }

  // MARK: - Keys

  static func listKey(_ feature: Feature, _ list: ClassListKind) -> UInt8 {
    let f = feature == .avoidance ? 0 : feature == .toolbar ? 1 : 2
    let l =
      switch list {
      case .enableIn: 0
      case .disableIn: 1
      case .deepContainers: 2
      case .ignoreTouchesIn: 3
      }
    return SlotBand.list.key(f * 4 + l)
  }

  /// `field Class { name = ... }`.
  static func fieldKey(_ name: SettingName) -> UInt8 { SlotBand.field.key(name.ordinal) }
  /// `controller Class { name = ... }`.
  static func controllerKey(_ name: SettingName) -> UInt8 {
    SlotBand.controller.key(name.ordinal)
  }
  /// `scroll-view Class { flag = ... }`.
  static func scrollClassKey(_ flag: ScrollSetting) -> UInt8 {
    SlotBand.scrollClass.key(flag.ordinal)
  }
  /// `field "id" { name = ... }`.
  static func fieldIdentifierKey(_ name: SettingName) -> UInt8 {
    SlotBand.fieldIdentifier.key(name.ordinal)
  }
  /// `scroll-view "id" { flag = ... }`.
  static func scrollIdentifierKey(_ flag: ScrollSetting) -> UInt8 {
    SlotBand.scrollIdentifier.key(flag.ordinal)
  }
}
