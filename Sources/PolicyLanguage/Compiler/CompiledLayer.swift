/// One compiled file (the default layer or the user's policy) before layering, in the compact
/// form a `Policy` keeps: names interned once, rules packed (`PackedRule`).
struct CompiledLayer: Sendable {
  /// Every name the rules and class declarations use.
  var names = NameStore()
  /// The file's rules in source order.
  var rules: [PackedRule] = []
  /// The numbers the rules' values refer to, each distinct number once.
  var numbers: [Double] = []
  /// Where each number is in `numbers`, by bit pattern (while compiling: the policy keeps only
  /// `numbers`; thousands of rules share a few dozen distances).
  private var numberIndex: [UInt64: Int32] = [:]
  /// The view-id lists the rules' values refer to (`keep-visible`), one after another: a count,
  /// then that many name ids (`names`). A rule's value is where its list starts.
  var idLists: [Int32] = []
  /// Values written differently from their canonical spelling (`012`, `1e1`), by rule position.
  var writtenValues: [Int32: String] = [:]
  /// `class X: Y` declarations (name ids), in source order.
  var classes: [(name: Int32, superclass: Int32)] = []
  /// The file the rules are written in.
  var file: String
  /// False when the file says `extends none`.
  var extendsDefault = true
  /// `remove ...` entries (name ids of this layer): the default layer's class-list entries left
  /// out when the layers are put together.
  var removals: [(feature: Feature, list: ClassListKind, name: Int32)] = []
  /// Which layer the rules belong to.
  let layer: PolicyRule.Layer

  init(file: String, layer: PolicyRule.Layer) {
    self.file = file
    self.layer = layer
  }

  /// What the compiler already knows of a rule it hands to `append(_:known:)`.
  struct KnownParts {
    /// The target's name id in `names` (-1: look it up).
    var target: Int32 = -1
  }

  /// Appends one checked rule, packed: the one place a rule's layout is decided (`PackedRule`).
  /// `known` holds what the caller already worked out (else it is looked up).
  mutating func append(_ rule: CheckedRule, known: KnownParts = KnownParts()) {
    var targetKind: UInt32 = 0
    var targetID: Int32 = -1
    switch rule.target {
    case .identifier(let name)?:
      (targetKind, targetID) = (1, known.target >= 0 ? known.target : names.intern(name))
    case .className(let name)?:
      (targetKind, targetID) = (2, known.target >= 0 ? known.target : names.intern(name))
    case .screen(let name)?:
      let key = PolicyRule.Target.screenKey(name)
      (targetKind, targetID) = (3, known.target >= 0 ? known.target : names.intern(key))
    case nil: break
    }
    var valueKind: UInt32 = 0
    var valueIndex: Int32 = -1
    switch rule.value {
    case .bool(let b)?: valueKind = b ? 2 : 1
    case .number(let n)?:
      valueKind = 3
      if let known = numberIndex[n.bitPattern] {
        valueIndex = known
      } else {
        valueIndex = Int32(numbers.count)
        numbers.append(n)
        numberIndex[n.bitPattern] = valueIndex
      }
    case .order(let order)?:
      valueKind = 4
      valueIndex = Int32(CaseOrdinal.of(order))
    case .previousNext(let mode)?:
      valueKind = 4
      valueIndex = Int32(CaseOrdinal.of(mode))
    case .returnKey(let key)?:
      valueKind = 4
      valueIndex = Int32(CaseOrdinal.of(key))
    case .viewIDs(let ids)?:
      valueKind = 5
      valueIndex = appendIDList(ids)
    case nil: break
    }
    if let written = rule.written { writtenValues[Int32(rules.count)] = written }
    rules.append(
      PackedRule(
        bits: PackedRule.pack(
          kind: rule.kind, layer: layer, feature: rule.feature, list: rule.list,
          targetKind: targetKind, valueKind: valueKind, fileIndex: 0,
          hasWrittenValue: rule.written != nil, keyOrdinal: rule.key?.ordinal),
        target: targetID, value: valueIndex, point: rule.range.start.point))
  }

  /// Stores `ids` in `idLists` (each id interned once in `names`); returns where the list starts.
  private mutating func appendIDList(_ ids: [String]) -> Int32 {
    let start = Int32(idLists.count)
    idLists.append(Int32(ids.count))
    for id in ids { idLists.append(names.intern(id)) }
    return start
  }

  /// Whether `text` is how `value` is written the plain way (a cheap test for plain integers
  /// first: formatting a number costs more than the rest of a rule).
  static func isCanonical(_ text: String, type: SettingType, value: SettingValue?) -> Bool {
    // A list of ids is written one way only (each id quoted, `none` for none).
    if case .viewIDs? = value { return true }
    if case .number(let n)? = value, n >= 0, n < 1e15 {
      var plain = true
      var count = 0
      var first: UInt8 = 0
      for byte in text.utf8 {
        if count == 0 { first = byte }
        if !Ascii.isDigit(byte) {
          plain = false
          break
        }
        count += 1
      }
      if plain, count > 0, count < 16, count == 1 || first != UInt8(ascii: "0") { return true }
    }
    return text == value.map(type.canonicalText) ?? ""
  }
}
