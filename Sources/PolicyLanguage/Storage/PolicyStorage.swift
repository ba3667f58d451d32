/// Everything a compiled `Policy` holds, built once and shared by every copy: the names, the
/// packed rules, the class hierarchy and the lookup tables for `decide` and `resolve`.
///
/// Compact by design (under 2 MB for a 1 MB policy): names are stored once, rules in 24
/// bytes each, and every table is an array indexed by name id.
final class PolicyStorage: Sendable {
  /// Every name (class, identifier, value word) of every layer.
  let names: NameStore
  /// The rules, default layer first; `rules[i]` is `Policy.rules[i]`.
  let rules: [PackedRule]
  /// The numbers the rules' values refer to.
  let numbers: [Double]
  /// The view-id lists the rules' values refer to: a count, then that many name ids.
  let idLists: [Int32]
  /// Values written differently from their canonical spelling, by rule position.
  let writtenValues: [Int32: String]
  /// The files the rules are written in (`PackedRule.fileIndex`).
  let files: [String]
  /// Declared classes and every name's superclass, by id.
  let classes: DeclaredClasses
  let index: PolicyIndex
  let precedenceTable: PrecedenceTable
  let deepContainers: [String]
  let ignoreTouchesIn: [String]
  /// The rule positions of the entries behind `deepContainers` and `ignoreTouchesIn`, in the
  /// same order (the first mention of each class).
  let deepContainerPositions: [Int32]
  let ignoreTouchesInPositions: [Int32]
  let includesDefaultLayer: Bool
  /// Whether some rule says `skip-in-order = true` (else only code settings skip a field).
  let rulesSkipInOrder: Bool

  /// Merges compiled layers (earlier layers first; a later layer's class declaration wins).
  init(layers: [CompiledLayer], includesDefaultLayer: Bool) {
    var merged = MergedLayers(layers: layers)
    let alertID = merged.names.intern(BuiltinExemption.alertControllerClass)
    let superclasses = merged.superclasses()
    let names = merged.names.compacted()
    let rules = merged.rules
    self.names = names
    self.rules = rules
    self.numbers = merged.numbers.withUnsafeBufferPointer { Array($0) }  // no spare capacity
    self.idLists = merged.idLists.withUnsafeBufferPointer { Array($0) }
    self.writtenValues = merged.writtenValues
    self.files = layers.map(\.file)
    self.includesDefaultLayer = includesDefaultLayer
    self.classes = DeclaredClasses(
      names: names, superclass: superclasses.superclass, isDeclared: superclasses.isDeclared)
    let index = PolicyIndex(rules: rules, names: names)
    self.index = index
    self.rulesSkipInOrder = rules.contains {
      $0.key == .setting(.skipInOrder) && $0.valueKind == 2
    }
    self.deepContainerPositions = Self.entries(of: .deepContainers, rules: rules)
    self.ignoreTouchesInPositions = Self.entries(of: .ignoreTouchesIn, rules: rules)
    self.deepContainers = deepContainerPositions.map { names.name(rules[Int($0)].target) }
    self.ignoreTouchesIn = ignoreTouchesInPositions.map { names.name(rules[Int($0)].target) }
    self.precedenceTable = PrecedenceTable(index: index, names: names, alertID: alertID)
  }

  /// The positions of the class-list entries of `list`, first mention of each class first, each
  /// class once.
  private static func entries(of list: ClassListKind, rules: [PackedRule]) -> [Int32] {
    var seen: Set<Int32> = []
    var positions: [Int32] = []
    for (position, rule) in rules.enumerated()
    where rule.kind == .classListEntry && rule.list == list && rule.targetKind == 2
      && seen.insert(rule.target).inserted
    {
      positions.append(Int32(position))
    }
    return positions
  }

  /// The value of a packed rule.
  func value(of rule: PackedRule) -> SettingValue? {
    switch rule.valueKind {
    case 1: .bool(false)
    case 2: .bool(true)
    case 3: .number(numbers[Int(rule.value)])
    case 4:
      rule.keyOrdinal.flatMap { SettingName.all[$0].choice }?.value(ordinal: Int(rule.value))
    case 5: .viewIDs(viewIDs(at: Int(rule.value)))
    default: nil
    }
  }

  /// The view ids of the list that starts at `start` in `idLists`.
  func viewIDs(at start: Int) -> [String] {
    let count = Int(idLists[start])
    return idLists[(start + 1)..<(start + 1 + count)].map(names.name)
  }

  /// Where the rule at `position` is written.
  func location(at position: Int) -> SourceLocation {
    let packed = rules[position]
    return SourceLocation(file: files[packed.fileIndex], point: packed.point)
  }

  /// The full rule at `position`.
  func rule(at position: Int) -> PolicyRule {
    let packed = rules[position]
    let target: PolicyRule.Target? =
      switch packed.targetKind {
      case 1: .identifier(names.name(packed.target))
      case 2: .className(names.name(packed.target))
      case 3: .screen(String(names.name(packed.target).dropFirst(8).dropLast()))
      default: nil
      }
    return PolicyRule(
      kind: packed.kind, layer: packed.layer, feature: packed.feature, list: packed.list,
      target: target, setting: packed.settingName,
      value: value(of: packed),
      location: SourceLocation(file: files[packed.fileIndex], point: packed.point),
      writtenValue: packed.hasWrittenValue ? writtenValues[Int32(position)] : nil,
      order: position)
  }
}
