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
  let includesDefaultLayer: Bool
  /// Whether some rule says `skip-in-order = true` (else only code settings skip a field).
  let rulesSkipInOrder: Bool

  /// Merges compiled layers (earlier layers first; a later layer's class declaration wins).
  init(layers: [CompiledLayer], includesDefaultLayer: Bool) {
    // The last layer (the user's, usually much the larger) keeps its ids; the others are
    // re-interned into its names.
    var names = layers.last?.names ?? NameStore()
    var rules: [PackedRule] = []
    rules.reserveCapacity(layers.reduce(0) { $0 + $1.rules.count })
    var numbers: [Double] = []
    var writtenValues: [Int32: String] = [:]
    var declared: [(name: Int32, superclass: Int32)] = []
    // `remove ...` in the last (the user's) layer: default-layer entries to leave out, by
    // feature, list and class name.
    var removed: Set<String> = []
    if let last = layers.last, layers.count > 1 {
      for removal in last.removals {
        removed.insert(
          "\(removal.feature.rawValue) \(removal.list.rawValue) \(last.names.name(removal.name))")
      }
    }
    for (fileIndex, layer) in layers.enumerated() {
      let isLast = fileIndex == layers.count - 1
      var map: [Int32] = []
      if !isLast {
        map = (0..<Int32(layer.names.count)).map { names.intern(layer.names.name($0)) }
      }
      func remap(_ id: Int32) -> Int32 { isLast || id < 0 ? id : map[Int(id)] }
      let firstRule = Int32(rules.count)
      let firstNumber = Int32(numbers.count)
      // Only when entries are removed: each rule's new position (-1: left out).
      let removing = !isLast && !removed.isEmpty
      var keptAt: [Int32] = []
      for var rule in layer.rules {
        if removing {
          if rule.kind == .classListEntry, let feature = rule.feature, let list = rule.list,
            rule.target >= 0,
            removed.contains(
              "\(feature.rawValue) \(list.rawValue) \(layer.names.name(rule.target))")
          {
            keptAt.append(-1)
            continue
          }
          keptAt.append(Int32(rules.count) - firstRule)
        }
        rule.target = remap(rule.target)
        if rule.valueKind == 3 { rule.value += firstNumber }
        rule.bits = rule.bits & ~(0xF << 19) | UInt32(fileIndex) << 19
        rules.append(rule)
      }
      numbers += layer.numbers
      for (position, text) in layer.writtenValues {
        let kept = removing ? keptAt[Int(position)] : position
        if kept >= 0 { writtenValues[kept + firstRule] = text }
      }
      declared += layer.classes.map { (remap($0.name), remap($0.superclass)) }
    }
    let alertID = names.intern("UIAlertController")
    // Superclasses by id: declared (a later layer wins), else UIKit's; UIKit ancestors are
    // interned as they are met, so every chain can be walked by id.
    var superclass = [Int32](repeating: -1, count: names.count)
    var isDeclared = [Bool](repeating: false, count: names.count)
    for (name, parent) in declared {
      superclass[Int(name)] = parent
      isDeclared[Int(name)] = true
    }
    let uikit = UIKitClasses.table
    var id = 0
    while id < names.count {
      if !isDeclared[id], let kit = uikit.names.id(of: Int32(id), in: names),
        uikit.superclass[Int(kit)] >= 0
      {
        let parent = names.intern(uikit.names.name(uikit.superclass[Int(kit)]))
        if Int(parent) == superclass.count {
          superclass.append(-1)
          isDeclared.append(false)
        }
        superclass[id] = parent
      }
      id += 1
    }
    names = names.compacted()
    self.names = names
    self.rules = rules
    self.numbers = numbers
    self.writtenValues = writtenValues
    self.files = layers.map(\.file)
    self.includesDefaultLayer = includesDefaultLayer
    self.classes = DeclaredClasses(names: names, superclass: superclass, isDeclared: isDeclared)
    let index = PolicyIndex(rules: rules, names: names)
    self.index = index
    func entries(_ list: ClassListKind) -> [String] {
      var seen: Set<Int32> = []
      return rules.compactMap { rule -> String? in
        guard rule.kind == .classListEntry, rule.list == list, rule.targetKind == 2,
          seen.insert(rule.target).inserted
        else { return nil }
        return names.name(rule.target)
      }
    }
    let skipCode = PackedRule.settingNames.firstIndex(of: SettingName.skipInOrder.rawValue)
    self.rulesSkipInOrder = rules.contains { $0.settingCode == skipCode && $0.valueKind == 2 }
    self.deepContainers = entries(.deepContainers)
    self.ignoreTouchesIn = entries(.ignoreTouchesIn)
    self.precedenceTable = PrecedenceTable(index: index, names: names, alertID: alertID)
  }

  /// The value of a packed rule.
  static func value(of rule: PackedRule, numbers: [Double]) -> SettingValue? {
    switch rule.valueKind {
    case 1: .bool(false)
    case 2: .bool(true)
    case 3: .number(numbers[Int(rule.value)])
    case 4:
      rule.keyOrdinal.flatMap { SettingName.all[$0].choice }?.value(ordinal: Int(rule.value))
    default: nil
    }
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
      default: nil
      }
    return PolicyRule(
      kind: packed.kind, layer: packed.layer, feature: packed.feature, list: packed.list,
      target: target, setting: packed.settingCode.map { PackedRule.settingNames[$0] },
      value: Self.value(of: packed, numbers: numbers),
      location: SourceLocation(file: files[packed.fileIndex], point: packed.point),
      writtenValue: packed.hasWrittenValue ? writtenValues[Int32(position)] : nil,
      order: position)
  }
}
