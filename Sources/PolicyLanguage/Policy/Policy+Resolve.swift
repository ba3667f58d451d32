/// The values of one decision, without provenance: what the engine asks on every event.
///
/// `Policy.resolve(for:)` returns the same values as `Policy.decide(for:)` (SPEC.md §2.2), without
/// building candidates, sources or reason strings.
public struct ResolvedValues: Hashable, Sendable {
  /// Whether the engine moves anything for this field.
  public var avoidance: Bool
  /// Whether the automatic toolbar is shown.
  public var toolbar: Bool
  /// Whether a tap outside resigns the field.
  public var resignOnTouch: Bool
  /// Points between the field's bottom and the keyboard's top.
  public var distance: Double
  /// How previous/next orders sibling fields.
  public var order: FieldOrder
  /// Whether the toolbar shows the placeholder as its title.
  public var placeholder: Bool
  /// When the toolbar shows previous/next arrows.
  public var previousNext: PreviousNextMode
  /// Whether the field is left out of previous/next.
  public var skipInOrder: Bool

  /// Creates resolved values.
  public init(
    avoidance: Bool, toolbar: Bool, resignOnTouch: Bool, distance: Double, order: FieldOrder,
    placeholder: Bool, previousNext: PreviousNextMode, skipInOrder: Bool
  ) {
    self.avoidance = avoidance
    self.toolbar = toolbar
    self.resignOnTouch = resignOnTouch
    self.distance = distance
    self.order = order
    self.placeholder = placeholder
    self.previousNext = previousNext
    self.skipInOrder = skipInOrder
  }
}

extension Decision {
  /// The decision's values, without provenance (what `Policy.resolve(for:)` returns).
  public var values: ResolvedValues {
    ResolvedValues(
      avoidance: avoidance, toolbar: toolbar, resignOnTouch: resignOnTouch, distance: distance,
      order: order, placeholder: placeholder, previousNext: previousNext, skipInOrder: skipInOrder)
  }
}

/// A rule's value, decoded once at compile time into what `ResolvedValues` holds.
struct PackedValue: Sendable {
  var bool: Bool?
  var number: Double?
  var order: FieldOrder?
  var previousNext: PreviousNextMode?

  init(_ value: SettingValue) {
    bool = value.boolValue
    number = value.numberValue
    order = value.wordValue.flatMap(FieldOrder.init(rawValue:))
    previousNext = value.wordValue.flatMap(PreviousNextMode.init(rawValue:))
  }
}

/// Precomputed tables for `Policy.resolve(for:)`: per class, which lists it is in and the winning
/// `field` / `controller` rule of each setting among the rules naming it (the later rule).
struct ResolveTable: Sendable {
  /// One class: list membership bits (`PolicyIndex.listKey` of enable/disable lists, plus
  /// `alertBit` for `UIAlertController`), and its row in `rows` (-1 when no rule names it).
  struct Entry: Sendable {
    var lists: UInt16 = 0
    var row: Int32 = -1
  }

  /// The winning rule per setting ordinal, as an index into `values`; -1 for none.
  struct Row: Sendable {
    var field = SIMD8<Int32>(repeating: -1)
    var controller = SIMD8<Int32>(repeating: -1)
  }

  static let alertBit: UInt16 = 1 << 15

  var classes: NameTable<Entry>
  var rows: [Row] = []
  /// `field "id"` rules: identifier → winning rule per setting ordinal (index into `values`).
  var identifiers: NameTable<SIMD8<Int32>>
  /// The values of the rules `rows` and `identifiers` refer to.
  var values: [PackedValue] = []
  /// Per setting ordinal: the feature block's value (the latest), or the built-in default.
  var fallback: [PackedValue] = []

  init(rules: [PolicyRule], index: PolicyIndex) {
    var classPairs: [(String, Entry)] = []
    classPairs.reserveCapacity(index.byClass.count + 1)
    var identifiers: [String: SIMD8<Int32>] = [:]
    var rows: [Row] = []
    var sawAlert = false
    // First with rule positions (the later rule wins), then renumbered densely.
    for (name, range) in index.byClass {
      var entry = Entry()
      var row = Row()
      var hasRow = false
      for slot in index.classSlots[Int(range.start)..<Int(range.start + range.count)] {
        let position = slot.position
        switch slot.key {
        case 0..<16:
          guard slot.key % 4 < 2 else { continue }  // deep-containers, ignore-touches-in
          entry.lists |= 1 << UInt16(slot.key)
        case 16..<24:
          let s = Int(slot.key - 16)
          row.field[s] = max(row.field[s], position)
          hasRow = true
        default:
          let s = Int(slot.key - 32)
          row.controller[s] = max(row.controller[s], position)
          hasRow = true
        }
      }
      if hasRow {
        entry.row = Int32(rows.count)
        rows.append(row)
      }
      if name == "UIAlertController" {
        entry.lists |= Self.alertBit
        sawAlert = true
      }
      classPairs.append((name, entry))
    }
    if !sawAlert { classPairs.append(("UIAlertController", Entry(lists: Self.alertBit, row: -1))) }
    for (id, settings) in index.fieldByIdentifier {
      var best = SIMD8<Int32>(repeating: -1)
      for (name, positions) in settings {
        if let last = positions.max() { best[Int(PolicyIndex.settingOrdinal(name))] = Int32(last) }
      }
      identifiers[id] = best
    }
    var dense: [Int32: Int32] = [:]
    var values: [PackedValue] = []
    func renumber(_ v: SIMD8<Int32>) -> SIMD8<Int32> {
      var result = v
      for s in 0..<8 where v[s] >= 0 {
        if let id = dense[v[s]] {
          result[s] = id
        } else {
          let id = Int32(values.count)
          dense[v[s]] = id
          values.append(PackedValue(rules[Int(v[s])].value ?? .bool(false)))
          result[s] = id
        }
      }
      return result
    }
    for r in rows.indices {
      rows[r].field = renumber(rows[r].field)
      rows[r].controller = renumber(rows[r].controller)
    }
    for (id, best) in identifiers { identifiers[id] = renumber(best) }
    self.values = values
    self.rows = rows
    self.classes = NameTable(classPairs)
    self.identifiers = NameTable(Array(identifiers))
    fallback = SettingName.allCases.map { name in
      if let last = index.featureSettings[name]?.last {
        return PackedValue(rules[last].value ?? .bool(false))
      }
      return PackedValue(Policy.builtinDefault(name).value)
    }
  }
}

extension Policy {
  /// The values `decide(for:)` would give, without provenance: one pass over the field's class
  /// chain and one over the controller's, one hash probe per class, no allocation.
  public func resolve(for field: FieldContext) -> ResolvedValues {
    let table = resolveTable
    // Field rules along the field's chain: the nearest class with a rule for each setting.
    var fieldBest = SIMD8<Int32>(repeating: -1)
    walk(field.classChain) { entry in
      if entry.row >= 0 {
        let row = table.rows[Int(entry.row)].field
        fieldBest.replace(with: row, where: fieldBest .< 0)
      }
    }
    if let id = field.identifier, let byIdentifier = table.identifiers[id] {
      // An identifier rule beats every class rule.
      fieldBest.replace(with: byIdentifier, where: byIdentifier .>= 0)
    }
    // Controller chain: list membership and the nearest controller rule per setting.
    var lists: UInt16 = 0
    var controllerBest = SIMD8<Int32>(repeating: -1)
    walk(field.controllerChain) { entry in
      lists |= entry.lists
      if entry.row >= 0 {
        let row = table.rows[Int(entry.row)].controller
        controllerBest.replace(with: row, where: controllerBest .< 0)
      }
    }
    // A field in a search bar: the search bar's `field` rules come before the field's own.
    var searchBarRule: Int32 = -1
    if let searchBar = field.searchBar, searchBar.codeDistance == nil, field.code.distance == nil {
      if let id = searchBar.identifier, let byIdentifier = table.identifiers[id] {
        searchBarRule = byIdentifier[3]
      }
      if searchBarRule < 0 {
        walk(searchBar.classChain) { entry in
          if searchBarRule < 0, entry.row >= 0 {
            searchBarRule = table.rows[Int(entry.row)].field[3]
          }
        }
      }
    }

    let exempt =
      field.isInsideAlertController || lists & ResolveTable.alertBit != 0
      || Self.isAlertTextFieldController(field.controllerChain.first)
      || field.isNavigationBarSearchField
    let code = field.code
    let values = table.values

    /// The value of the first rule that exists (strongest step first), else the fallback.
    @inline(__always) func winner(_ a: Int32, _ b: Int32, _ s: Int) -> PackedValue {
      a >= 0 ? values[Int(a)] : b >= 0 ? values[Int(b)] : table.fallback[s]
    }
    @inline(__always) func switchValue(_ s: Int, _ codeValue: Bool?, exemptible: Bool) -> Bool {
      if exemptible && exempt { return false }
      if let codeValue { return codeValue }
      let rule = fieldBest[s]
      if rule >= 0 { return values[Int(rule)].bool ?? false }
      // Lists: feature f's enable-in bit is 4f, disable-in 4f + 1.
      if lists & (1 << UInt16(4 * s + 1)) != 0 { return false }
      if lists & (1 << UInt16(4 * s)) != 0 { return true }
      return table.fallback[s].bool ?? false
    }

    let distance: Double =
      field.searchBar?.codeDistance ?? code.distance
      ?? (searchBarRule >= 0
      ? values[Int(searchBarRule)] : winner(fieldBest[3], controllerBest[3], 3)).number ?? 10
    return ResolvedValues(
      avoidance: switchValue(0, code.avoidance, exemptible: true),
      toolbar: switchValue(1, code.toolbar, exemptible: true),
      resignOnTouch: switchValue(2, code.resignOnTouch, exemptible: false),
      distance: distance,
      order: winner(controllerBest[4], -1, 4).order ?? .subviews,
      placeholder: code.placeholder ?? winner(fieldBest[5], controllerBest[5], 5).bool ?? true,
      previousNext: winner(controllerBest[6], -1, 6).previousNext ?? .auto,
      skipInOrder: code.skipInOrder ?? winner(fieldBest[7], -1, 7).bool ?? false)
  }

  /// Calls `body` with the table entry of every class of `chain` (as `fullChain` extends it: the
  /// superclasses the policy knows for its last element), nearest first; classes no rule names
  /// are skipped. A class repeated later in the chain changes nothing (the first one is nearer).
  @inline(__always)
  private func walk(_ chain: [String], _ body: (ResolveTable.Entry) -> Void) {
    let classes = resolveTable.classes
    for name in chain {
      if let entry = classes[name] { body(entry) }
    }
    // Most chains end at NSObject (and a partial chain's last class is rarely in `custom`).
    guard var current = chain.last, current != "NSObject" else { return }
    var steps = 0
    while steps < 256, let next = classHierarchy.superclass(of: current) {
      if let entry = classes[next] { body(entry) }
      current = next
      steps += 1
    }
  }

  /// A controller whose class name contains `UIAlertController` and ends in
  /// `TextFieldViewController` (the byte test first: it is cheap and necessary).
  static func isAlertTextFieldController(_ name: String?) -> Bool {
    guard let name else { return false }
    let suffix = "TextFieldViewController".utf8
    let utf8 = name.utf8
    guard utf8.count >= suffix.count, utf8.suffix(suffix.count).elementsEqual(suffix) else {
      return false
    }
    return name.hasSuffix("TextFieldViewController") && name.contains("UIAlertController")
  }
}
