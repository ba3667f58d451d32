/// The values of one decision, without provenance: what the engine asks on every event.
///
/// `Policy.resolve(for:)` returns the same values as `Policy.decide(for:)` (grammar.md "Precedence"), without
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

/// Precomputed tables for `Policy.resolve(for:)`, by name id: which lists a class is in, and the
/// winning `field` / `controller` / identifier rule of each setting among the rules naming it
/// (the later rule).
struct ResolveTable: Sendable {
  /// One name: list membership bits (`PolicyIndex.listKey` of enable/disable lists, plus
  /// `alertBit` for `UIAlertController`), its row in `rows` and in `identifierRows` (-1: none).
  struct Entry: Sendable {
    var lists: UInt16 = 0
    var row: Int32 = -1
    var identifierRow: Int32 = -1
  }

  /// The winning rule per setting ordinal, as an index into `values`; -1 for none.
  struct Row: Sendable {
    var field = SIMD8<Int32>(repeating: -1)
    var controller = SIMD8<Int32>(repeating: -1)
  }

  static let alertBit: UInt16 = 1 << 15

  /// Per name id.
  var entries: [Entry]
  var rows: [Row] = []
  /// `field "id"` rules: the winning rule per setting ordinal (index into `values`).
  var identifierRows: [SIMD8<Int32>] = []
  /// The distinct values the rows refer to.
  var values: [PackedValue] = []
  /// Per setting ordinal: the feature block's value (the latest), or the built-in default.
  var fallback: [PackedValue] = []

  /// - Parameter value: the value of the rule at a position.
  init(
    index: PolicyIndex, names: NameStore, alertID: Int32, value: (Int) -> SettingValue
  ) {
    var entries = [Entry](repeating: Entry(), count: names.count)
    var rows: [Row] = []
    var identifierRows: [SIMD8<Int32>] = []
    var values: [PackedValue] = []
    // Values by rule position, then shared: distinct values get one entry each.
    var byPosition: [Int32: Int32] = [:]
    var byNumber: [UInt64: Int32] = [:]
    var byOther: [String: Int32] = [:]
    func valueIndex(_ position: Int32) -> Int32 {
      if let known = byPosition[position] { return known }
      let v = value(Int(position))
      let index: Int32
      if case .number(let n) = v {
        if let known = byNumber[n.bitPattern] {
          index = known
        } else {
          index = Int32(values.count)
          values.append(PackedValue(v))
          byNumber[n.bitPattern] = index
        }
      } else {
        let key = v.boolValue.map { $0 ? "\u{1}true" : "\u{1}false" } ?? v.description
        if let known = byOther[key] {
          index = known
        } else {
          index = Int32(values.count)
          values.append(PackedValue(v))
          byOther[key] = index
        }
      }
      byPosition[position] = index
      return index
    }
    for id in 0..<names.count {
      let slots = index.slots(forID: Int32(id))
      guard !slots.isEmpty else { continue }
      var entry = Entry()
      var row = Row()
      var identifierRow = SIMD8<Int32>(repeating: -1)
      var hasRow = false
      var hasIdentifierRow = false
      for slot in slots {
        let position = slot.position
        switch slot.key {
        case 0..<16:
          guard slot.key % 4 < 2 else { continue }  // deep-containers, ignore-touches-in
          entry.lists |= 1 << UInt16(slot.key)
        case 16..<24:
          row.field[Int(slot.key - 16)] = position  // slots are in rule order: the later wins
          hasRow = true
        case 32..<40:
          row.controller[Int(slot.key - 32)] = position
          hasRow = true
        case 64..<72:
          identifierRow[Int(slot.key - 64)] = position
          hasIdentifierRow = true
        default:
          continue
        }
      }
      if hasRow {
        for s in 0..<8 {
          if row.field[s] >= 0 { row.field[s] = valueIndex(row.field[s]) }
          if row.controller[s] >= 0 { row.controller[s] = valueIndex(row.controller[s]) }
        }
        entry.row = Int32(rows.count)
        rows.append(row)
      }
      if hasIdentifierRow {
        for s in 0..<8 where identifierRow[s] >= 0 {
          identifierRow[s] = valueIndex(identifierRow[s])
        }
        entry.identifierRow = Int32(identifierRows.count)
        identifierRows.append(identifierRow)
      }
      entries[id] = entry
    }
    if alertID >= 0 { entries[Int(alertID)].lists |= Self.alertBit }
    self.entries = entries
    self.rows = rows
    self.identifierRows = identifierRows
    self.values = values
    fallback = SettingName.allCases.map { name in
      if let last = index.featureSettings[name]?.last { return PackedValue(value(last)) }
      return PackedValue(Policy.builtinDefault(name).value)
    }
  }
}

extension Policy {
  /// The values `decide(for:)` would give, without provenance: one pass over the field's class
  /// chain and one over the controller's, one hash probe per class, no allocation.
  public func resolve(for field: FieldContext) -> ResolvedValues {
    let table = storage.resolveTable
    // Field rules along the field's chain: the nearest class with a rule for each setting.
    var fieldBest = SIMD8<Int32>(repeating: -1)
    walk(field.classChain) { entry in
      if entry.row >= 0 {
        let row = table.rows[Int(entry.row)].field
        fieldBest.replace(with: row, where: fieldBest .< 0)
      }
    }
    if let id = field.identifier, let byIdentifier = identifierRow(id) {
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
      if let id = searchBar.identifier, let byIdentifier = identifierRow(id) {
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

  /// The winning `field "id"` rules for identifier `id`, if any.
  @inline(__always)
  private func identifierRow(_ id: String) -> SIMD8<Int32>? {
    let table = storage.resolveTable
    guard let nameID = storage.names.id(of: id) else { return nil }
    let row = table.entries[Int(nameID)].identifierRow
    return row >= 0 ? table.identifierRows[Int(row)] : nil
  }

  /// Calls `body` with the table entry of every class of `chain` (as `fullChain` extends it: the
  /// superclasses the policy knows for its last element), nearest first; a class no rule names
  /// has an empty entry. A class repeated later in the chain changes nothing (the first one is
  /// nearer).
  @inline(__always)
  private func walk(_ chain: [String], _ body: (ResolveTable.Entry) -> Void) {
    let names = storage.names
    let entries = storage.resolveTable.entries
    for name in chain {
      if let id = names.id(of: name) { body(entries[Int(id)]) }
    }
    // Most chains end at NSObject (and a partial chain's last class is rarely declared).
    guard var current = chain.last, current != "NSObject" else { return }
    let superclass = storage.classes.superclass
    var steps = 0
    // UIKit ancestors the policy does not name, by name, until one it names.
    var id = names.id(of: current)
    while id == nil, steps < 256, let next = UIKitClasses.superclass[current] {
      id = names.id(of: next)
      if let id { body(entries[Int(id)]) }
      current = next
      steps += 1
    }
    // Then by id.
    guard var at = id else { return }
    while steps < 256 {
      let next = superclass[Int(at)]
      guard next >= 0 else { return }
      body(entries[Int(next)])
      at = next
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
