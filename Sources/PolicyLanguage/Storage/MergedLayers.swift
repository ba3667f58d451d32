/// The compiled layers of a policy merged into one set of names, rules and numbers (earlier layers
/// first), with the default-layer entries the last layer removes left out: what `PolicyStorage`
/// is built from.
struct MergedLayers {
  /// Every name of every layer. The last layer (the user's, usually much the larger) keeps its
  /// ids; the others are re-interned into its names.
  var names: NameStore
  /// The rules of every layer, in layer order, each tagged with its layer's file index.
  var rules: [PackedRule] = []
  /// The numbers the rules' values refer to.
  var numbers: [Double] = []
  /// The view-id lists the rules' values refer to (`CompiledLayer.idLists`, ids of `names`).
  var idLists: [Int32] = []
  /// Values written differently from their canonical spelling, by merged rule position.
  var writtenValues: [Int32: String] = [:]
  /// Declared classes, in layer order (a later declaration wins): name id → superclass id.
  var declared: [(name: Int32, superclass: Int32)] = []

  /// Merges `layers`, earlier layers first.
  init(layers: [CompiledLayer]) {
    names = layers.last?.names ?? NameStore()
    rules.reserveCapacity(layers.reduce(0) { $0 + $1.rules.count })
    let removed = Self.removedEntries(layers)
    for (fileIndex, layer) in layers.enumerated() {
      append(layer, fileIndex: fileIndex, isLast: fileIndex == layers.count - 1, removed: removed)
    }
  }

  /// A class-list entry by feature, list and class name (what `remove ...` names).
  struct ListEntryKey: Hashable {
    var feature: Feature
    var list: ClassListKind
    var name: String
  }

  /// `remove ...` in the last (the user's) layer: default-layer entries to leave out.
  private static func removedEntries(_ layers: [CompiledLayer]) -> Set<ListEntryKey> {
    var removed: Set<ListEntryKey> = []
    if let last = layers.last, layers.count > 1 {
      for removal in last.removals {
        removed.insert(
          ListEntryKey(
            feature: removal.feature, list: removal.list, name: last.names.name(removal.name)))
      }
    }
    return removed
  }

  /// Appends one layer: its rules (re-interned, numbers and file index shifted, removed entries
  /// left out), numbers, written values and class declarations.
  private mutating func append(
    _ layer: CompiledLayer, fileIndex: Int, isLast: Bool, removed: Set<ListEntryKey>
  ) {
    var map: [Int32] = []
    if !isLast {
      map = (0..<Int32(layer.names.count)).map { names.intern(layer.names.name($0)) }
    }
    func remap(_ id: Int32) -> Int32 { isLast || id < 0 ? id : map[Int(id)] }
    let firstRule = Int32(rules.count)
    let firstNumber = Int32(numbers.count)
    let firstList = Int32(idLists.count)
    // Only when entries are removed: each rule's new position (-1: left out).
    let removing = !isLast && !removed.isEmpty
    var keptAt: [Int32] = []
    for var rule in layer.rules {
      if removing {
        if rule.kind == .classListEntry, let feature = rule.feature, let list = rule.list,
          rule.target >= 0,
          removed.contains(
            ListEntryKey(feature: feature, list: list, name: layer.names.name(rule.target)))
        {
          keptAt.append(-1)
          continue
        }
        keptAt.append(Int32(rules.count) - firstRule)
      }
      rule.target = remap(rule.target)
      if rule.valueKind == 3 { rule.value += firstNumber }
      if rule.valueKind == 5 { rule.value += firstList }
      rules.append(rule.with(fileIndex: fileIndex))
    }
    numbers += layer.numbers
    // A list is a count, then that many name ids: remap the ids, keep the counts.
    var at = 0
    while at < layer.idLists.count {
      let count = Int(layer.idLists[at])
      idLists.append(Int32(count))
      for id in layer.idLists[(at + 1)..<(at + 1 + count)] { idLists.append(remap(id)) }
      at += 1 + count
    }
    for (position, text) in layer.writtenValues {
      let kept = removing ? keptAt[Int(position)] : position
      if kept >= 0 { writtenValues[kept + firstRule] = text }
    }
    declared += layer.classes.map { (remap($0.name), remap($0.superclass)) }
  }

  /// Superclasses by id: declared (a later layer wins), else UIKit's; UIKit ancestors are
  /// interned into `names` as they are met, so every chain can be walked by id.
  ///
  /// - Returns: each name's superclass id (-1: none) and whether the policy declares it.
  mutating func superclasses() -> (superclass: [Int32], isDeclared: [Bool]) {
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
    return (superclass, isDeclared)
  }
}
