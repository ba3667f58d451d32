/// Hash tables over a policy's rules, so a decision costs one dictionary probe per class in a
/// class chain (and per identifier), never a scan of every rule.
///
/// Every table maps to rule positions in `Policy.rules`, in cascade order (default layer first,
/// then the user's policy, each in source order).
struct PolicyIndex: Sendable {
  /// A feature and one of its class lists.
  struct ListKey: Hashable, Sendable {
    var feature: Feature
    var list: ClassListKind
  }

  /// One class name's rules: which table (`key`, see `listKey`, `fieldKey`, `controllerKey`) and
  /// the rule's position. A decision probes `byClass` once per class in its chains and then works on
  /// these small arrays, instead of hashing every class name once per list and setting.
  struct Slot: Sendable {
    var key: UInt8
    var position: Int32
  }

  /// Class name → its list entries, `field` and `controller` settings, in cascade order: a range
  /// of `classSlots` (one flat array, not an array per class).
  var byClass: [String: ClassRange] = [:]
  /// Every class's slots, class after class.
  var classSlots: [Slot] = []

  /// Where one class's slots are in `classSlots`.
  struct ClassRange: Sendable {
    var start: Int32
    var count: Int32
  }

  /// The slots of one class.
  func slots(for name: String) -> ArraySlice<Slot> {
    guard let range = byClass[name] else { return [] }
    return classSlots[Int(range.start)..<Int(range.start + range.count)]
  }

  static func listKey(_ feature: Feature, _ list: ClassListKind) -> UInt8 {
    let f: UInt8 = feature == .avoidance ? 0 : feature == .toolbar ? 1 : 2
    let l: UInt8 =
      switch list {
      case .enableIn: 0
      case .disableIn: 1
      case .deepContainers: 2
      case .ignoreTouchesIn: 3
      }
    return f * 4 + l
  }

  static func fieldKey(_ name: SettingName) -> UInt8 { 16 + settingOrdinal(name) }
  static func controllerKey(_ name: SettingName) -> UInt8 { 32 + settingOrdinal(name) }

  static func settingOrdinal(_ name: SettingName) -> UInt8 {
    switch name {
    case .avoidance: 0
    case .toolbar: 1
    case .resignOnTouch: 2
    case .distance: 3
    case .toolbarOrder: 4
    case .toolbarPlaceholder: 5
    case .toolbarPreviousNext: 6
    case .skipInOrder: 7
    }
  }

  /// The slots of every class in `chain`, in chain order.
  func slots(of chain: [String]) -> [ArraySlice<Slot>] {
    chain.map { slots(for: $0) }
  }

  /// Feature-block settings, by the decision setting they feed.
  var featureSettings: [SettingName: [Int]] = [:]
  /// `field "id"` settings: identifier → setting → rules.
  var fieldByIdentifier: [String: [SettingName: [Int]]] = [:]
  /// `scroll-view "id"` flags.
  var scrollByIdentifier: [String: [ScrollSetting: [Int]]] = [:]
  /// `scroll-view Class` flags.
  var scrollByClass: [String: [ScrollSetting: [Int]]] = [:]

  /// Indexes `rules` (positions are array indices).
  init(rules: [PolicyRule]) {
    var byClass: [String: [Slot]] = [:]
    for (position, rule) in rules.enumerated() {
      switch rule.kind {
      case .classListEntry:
        guard let feature = rule.feature, let list = rule.list,
          case .className(let name)? = rule.target
        else {
          continue
        }
        byClass[name, default: []].append(
          Slot(key: Self.listKey(feature, list), position: Int32(position)))
      case .featureSetting:
        guard let feature = rule.feature, let key = Self.settingKey(rule, in: .feature(feature))
        else { continue }
        featureSettings[key, default: []].append(position)
      case .controller:
        guard let key = Self.settingKey(rule, in: .controller),
          case .className(let name)? = rule.target
        else {
          continue
        }
        byClass[name, default: []].append(
          Slot(key: Self.controllerKey(key), position: Int32(position)))
      case .field:
        guard let key = Self.settingKey(rule, in: .field) else { continue }
        switch rule.target {
        case .identifier(let id)?:
          fieldByIdentifier[id, default: [:]][key, default: []].append(position)
        case .className(let name)?:
          byClass[name, default: []].append(
            Slot(key: Self.fieldKey(key), position: Int32(position)))
        case nil: continue
        }
      case .scrollView:
        guard let setting = rule.setting, let key = ScrollSetting(rawValue: setting) else {
          continue
        }
        switch rule.target {
        case .identifier(let id)?:
          scrollByIdentifier[id, default: [:]][key, default: []].append(position)
        case .className(let name)?:
          scrollByClass[name, default: [:]][key, default: []].append(position)
        case nil: continue
        }
      }
    }
    var flat: [Slot] = []
    flat.reserveCapacity(byClass.values.reduce(0) { $0 + $1.count })
    var ranges: [String: ClassRange] = [:]
    ranges.reserveCapacity(byClass.count)
    for (name, slots) in byClass {
      ranges[name] = ClassRange(start: Int32(flat.count), count: Int32(slots.count))
      flat += slots
    }
    self.byClass = ranges
    self.classSlots = flat
  }

  private static func settingKey(_ rule: PolicyRule, in context: SettingSchema.Context)
    -> SettingName?
  {
    guard let setting = rule.setting, let entry = SettingSchema.entry(named: setting, in: context),
      case .setting(let name) = entry.key
    else { return nil }
    return name
  }
}
