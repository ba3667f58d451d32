/// The compiler's checked output for one file: what the policy means, typed, between the syntax
/// tree (`PolicyFile`) and the packed `Policy`.
///
/// Built for every file that parses, also when other errors remain (a rule whose setting or
/// value is wrong is left out; every other rule is in it). Every reader of a policy's meaning
/// reads this model: the compiled layer is packed from it (`CompiledLayer.append(_:)`, the one
/// layout definition), and lint compares settings by `SettingKey` and values by `SettingValue`,
/// never by their text, and renders the class usages and duplicate list entries the compiler
/// found.
public struct CheckedPolicy: Sendable {
  /// The file's path.
  public var file: String
  /// The layer the file is compiled as.
  public var layer: PolicyRule.Layer
  /// False when the file says `extends none` (the default layer is not under it).
  public var extendsDefault = true
  /// Settings and class-list entries, in source order.
  public var rules: [CheckedRule] = []
  /// `remove ...` entries: the default layer's list entries the file takes out.
  public var removals: [CheckedListEntry] = []
  /// The classes the file declares (`class X: Y`, duplicates and UIKit names left out), then
  /// those only the app's code declares (`CompileOptions.appClasses`).
  public var classes: [CheckedClass] = []
  /// Every place the file names a class (list entries, selectors, superclasses), in source
  /// order, with how the compiler classified each name (`CheckedClassUsage`).
  public var classUsages: [CheckedClassUsage] = []
  /// Every class-list entry that repeats an earlier one of its feature's lists of its kind, in
  /// source order (`CheckedDuplicateEntry`).
  public var duplicateEntries: [CheckedDuplicateEntry] = []

  /// An empty model of `file`.
  public init(file: String, layer: PolicyRule.Layer) {
    self.file = file
    self.layer = layer
  }

  /// The settings of `block`, in source order (`.feature(.avoidance)`, `.controller`, ...).
  public func settings(in block: SettingBlock) -> [CheckedRule] {
    rules.filter { $0.entry?.block == block }
  }

  /// The feature-level setting that sets `key` (the last one written), if the file has one.
  public func featureSetting(_ key: SettingKey) -> CheckedRule? {
    rules.last { $0.kind == .featureSetting && $0.key == key }
  }

  /// The entries of `feature`'s list `kind`, in source order.
  public func entries(_ feature: Feature, _ kind: ClassListKind) -> [CheckedListEntry] {
    rules.compactMap { rule in
      guard rule.kind == .classListEntry, rule.feature == feature, rule.list == kind,
        case .className(let name)? = rule.target
      else { return nil }
      return CheckedListEntry(feature: feature, list: kind, name: name, range: rule.range)
    }
  }

  /// The checked setting whose name starts at `range`'s start (a `SettingNode`'s range or
  /// `nameRange`), if it checked.
  public func setting(at range: SourceRange) -> CheckedRule? {
    settingPositions[range.start.offset].map { rules[$0] }
  }

  /// Rule positions by the offset of their setting's name (built once per call; lint asks once
  /// per context).
  var settingPositions: [Int: Int] {
    var result: [Int: Int] = [:]
    for (index, rule) in rules.enumerated() where rule.entryIndex >= 0 {
      result[rule.range.start.offset] = index
    }
    return result
  }
}

/// What a setting sets: one of a field decision's settings, or a scroll view's flag. Never a
/// string: the name a setting is written with in its block is `SettingEntry.name`.
public typealias SettingKey = SettingEntry.Feeds

/// One checked rule: a setting (feature block or rule block) or a class-list entry.
public struct CheckedRule: Sendable, Equatable {
  /// What sort of rule.
  public var kind: PolicyRule.Kind
  /// The feature block it sits in (feature settings and class-list entries).
  public var feature: Feature?
  /// The list it belongs to (class-list entries).
  public var list: ClassListKind?
  /// The entry's class, or the rule block's selector; nil for feature settings.
  public var target: PolicyRule.Target?
  /// The catalogue entry of the setting (its block, name, type and key); nil for list entries.
  /// Stored as its position in `SettingCatalogue.entries` (`entryIndex`): a rule carries a small
  /// number, not the entry's strings. An entry the catalogue does not hold reads back as nil.
  public var entry: SettingEntry? {
    get { entryIndex < 0 ? nil : SettingCatalogue.entries[Int(entryIndex)] }
    set { entryIndex = newValue.map(SettingCatalogue.position(of:)) ?? -1 }
  }
  /// The setting's position in `SettingCatalogue.entries`, or -1 for a list entry.
  var entryIndex: Int16
  /// The setting's value; nil for list entries.
  public var value: SettingValue?
  /// Where it is written: a setting from its name to the end of its value (the packed rule's
  /// location is its start, the name), a list entry's class name.
  public var range: SourceRange
  /// The value's spelling, only when it is not the canonical one (`012`, `1e1`).
  public var written: String?

  /// What the setting sets; nil for list entries.
  public var key: SettingKey? {
    entryIndex < 0 ? nil : SettingCatalogue.entryKeys[Int(entryIndex)]
  }

  /// The value as written: the kept spelling, else the canonical text of the setting's type
  /// (`on` for a mode, `12` for a number); empty for list entries.
  public var valueText: String {
    if let written { return written }
    guard let value else { return "" }
    return entry?.type.canonicalText(value) ?? value.description
  }

  /// The setting as written: `distance = 12`, `toolbar.placeholder = false`; empty for list
  /// entries.
  public var settingText: String {
    guard let entry else { return "" }
    return entry.name + " = " + valueText
  }

  /// Creates a rule.
  public init(
    kind: PolicyRule.Kind, feature: Feature? = nil, list: ClassListKind? = nil,
    target: PolicyRule.Target? = nil, entry: SettingEntry? = nil, value: SettingValue? = nil,
    range: SourceRange, written: String? = nil
  ) {
    self.init(
      kind: kind, feature: feature, list: list, target: target,
      entryIndex: entry.map(SettingCatalogue.position(of:)) ?? -1, value: value, range: range,
      written: written)
  }

  /// Creates a rule whose setting is `SettingCatalogue.entries[entryIndex]` (-1: none).
  init(
    kind: PolicyRule.Kind, feature: Feature? = nil, list: ClassListKind? = nil,
    target: PolicyRule.Target? = nil, entryIndex: Int16, value: SettingValue? = nil,
    range: SourceRange, written: String? = nil
  ) {
    self.kind = kind
    self.feature = feature
    self.list = list
    self.target = target
    self.entryIndex = entryIndex
    self.value = value
    self.range = range
    self.written = written
  }
}

/// One class-list entry (`disable in A`) or removal (`remove disable in A`).
public struct CheckedListEntry: Sendable, Equatable {
  /// The feature block.
  public var feature: Feature
  /// The list.
  public var list: ClassListKind
  /// The class.
  public var name: String
  /// The class name's range.
  public var range: SourceRange
}

/// One declared class.
public struct CheckedClass: Sendable, Equatable {
  /// The class.
  public var name: String
  /// Its superclass.
  public var superclass: String
  /// The declaration's name in the file; nil for a class only the app's code declares.
  public var range: SourceRange?
}
