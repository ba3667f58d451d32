/// Every setting of the policy language, in one place: which block takes it, what it accepts, what
/// it feeds, its built-in default and its IQKeyboardManager 8 equivalent.
///
/// Everything here is derived from `table` (`SettingCatalogue+Table.swift`), one row per
/// setting. The compiler checks settings against it, lint and explain read it, and grammar.md's
/// settings table and its table of code settings are generated from it
/// (`scripts/generate-docs.sh`; a test fails while they are stale). To add a setting: a
/// `SettingName` (or `ScrollSetting`) case and its row in `table`, then regenerate the tables
/// (ARCHITECTURE.md, "A setting").
public enum SettingCatalogue {
  /// Every setting as the blocks take it, in grammar.md's table order (blocks in
  /// `SettingBlock.all` order, a block's settings in `table` order): `table`'s appearances.
  public static let entries: [SettingEntry] = SettingBlock.all.flatMap { block in
    table.flatMap { spec in
      spec.appearances.filter { $0.block == block }.map { appearance in
        SettingEntry(
          block: block, name: appearance.name, type: appearance.type, feeds: spec.key,
          meaning: appearance.meaning)
      }
    }
  }

  /// `entries`' keys, by position (what a checked rule's `entryIndex` sets).
  static let entryKeys: [SettingKey] = entries.map(\.feeds)

  /// The position of `entry` in `entries` (an entry not in the catalogue: -1).
  static func position(of entry: SettingEntry) -> Int16 {
    positions[entry] ?? -1
  }

  private static let positions: [SettingEntry: Int16] = Dictionary(
    entries.enumerated().map { ($1, Int16($0)) }, uniquingKeysWith: { first, _ in first })

  /// The settings of `block`, in documentation order.
  public static func entries(in block: SettingBlock) -> [SettingEntry] {
    byBlock[block] ?? []
  }

  /// The entry called `name` in `block`.
  public static func entry(named name: String, in block: SettingBlock) -> SettingEntry? {
    byBlock[block]?.first { $0.name == name }
  }

  /// The blocks that accept a setting called `name`.
  public static func blocks(allowing name: String) -> [SettingBlock] {
    SettingBlock.all.filter { entry(named: name, in: $0) != nil }
  }

  /// Which class lists a feature block takes.
  public static func allows(_ list: ClassListKind, in feature: Feature) -> Bool {
    switch list {
    case .enableIn, .disableIn: true
    case .deepContainers: feature == .toolbar
    case .ignoreTouchesIn: feature == .resignOnTouch
    }
  }

  /// The values settings have when no rule sets them: each row's `builtinDefault`
  /// (`SettingCatalogue.table`; `SettingCatalogueTests` checks them against the default layer's,
  /// with avoidance on).
  public static let builtinDefaults = ResolvedValues { spec(of: $0).builtinDefault }

  /// Every decision setting's facts, in `SettingName` order (`SettingName.facts`).
  public static let decisionSettings = SettingName.all.map { DecisionSetting(spec(of: $0)) }

  /// The settings code can set (those with a `codeKey`), in `table` order: the order a scene's
  /// `code` object writes their keys. The scene decoder and encoder, `CodeSettings`' coding and
  /// the runtime's live settings loop over it: a setting with a code key needs no other edit to
  /// be read, written and carried.
  public static let codeSettings: [DecisionSetting] = table.compactMap(\.settingName)
    .map { decisionSettings[$0.ordinal] }.filter { $0.codeKey != nil }

  /// The row of decision setting `name` (a row that is missing stands in as a switch of one
  /// rung, which `SettingLadderTests` reports).
  public static func spec(of name: SettingName) -> SettingSpec {
    decisionRows[name.ordinal]
  }

  /// The row of scroll view flag `flag`.
  public static func spec(of flag: ScrollSetting) -> SettingSpec {
    scrollRows[flag.ordinal]
  }

  /// `table`'s decision rows by `SettingName` ordinal.
  private static let decisionRows: [SettingSpec] = SettingName.all.map { name in
    table.first { $0.settingName == name }
      ?? SettingSpec(name, ladder: [.featureSetting], default: .bool(false), in: [])
  }

  /// `table`'s scroll view rows by `ScrollSetting` ordinal.
  private static let scrollRows: [SettingSpec] = ScrollSetting.all.map { flag in
    table.first { $0.scrollSetting == flag }
      ?? SettingSpec(
        flag, default: false, code: .init(flag.rawValue, .assignment(flag.rawValue), ""), in: "")
  }

  /// The value `name` has when no rule sets it.
  public static func builtinDefault(_ name: SettingName) -> SettingValue {
    builtinDefaults[name]
  }

  /// Each setting's ladder packed (`DecisionSetting.packedLadder`), by ordinal.
  static let packedLadders = decisionSettings.map(\.packedLadder)

  /// Each setting's feature ordinal (`SettingName.switchFeature`), by setting ordinal; -1 for a
  /// value setting.
  static let switchFeatureOrdinals = SettingName.all.map { $0.switchFeature?.ordinal ?? -1 }

  /// The value a scroll view flag has when neither code nor a rule sets it (IQ's).
  public static func builtinDefault(_ flag: ScrollSetting) -> Bool {
    spec(of: flag).builtinDefault.boolValue ?? false
  }

  /// How a built-in default is shown as a rule: `avoidance { distance = 10 }`,
  /// `skip-in-order = false`, `restore-offset = off`.
  static func builtinDefaultText(_ name: SettingName) -> String {
    builtinDefaultTexts[name.ordinal]
  }

  /// `builtinDefaultText` of every setting, by ordinal (built once: decisions ask it often).
  private static let builtinDefaultTexts = SettingName.allCases.map(makeBuiltinDefaultText)

  private static func makeBuiltinDefaultText(_ name: SettingName) -> String {
    let value = builtinDefault(name).description
    guard let entry = entries.first(where: { $0.settingName == name }) else {
      return "\(name.rawValue) = \(value)"
    }
    if case .feature(let feature) = entry.block {
      return "\(feature.rawValue) { \(entry.name) = \(value) }"
    }
    return "\(entry.name) = \(value)"
  }

  /// A setting made in code, as IQKeyboardManager's API writes it: `enableMode = .enabled`,
  /// `distanceFromKeyboard = 5`, `hidePlaceholder = true`.
  public static func codeStatement(_ name: SettingName, _ value: SettingValue) -> String {
    spec(of: name).codeStatement(value)
  }

  /// The entries by block (built once: the compiler asks for every setting it reads).
  private static let byBlock: [SettingBlock: [SettingEntry]] = Dictionary(
    grouping: entries, by: \.block)

  /// The name a block gives the setting `key` feeds (`distance`, `toolbar.order`), or nil when
  /// the block has no such setting: how a packed rule, which keeps only the typed key, is written
  /// again. A block names each key once (`SettingCatalogueTests`).
  static func name(of key: SettingEntry.Feeds, in block: SettingBlock) -> String? {
    byBlock[block]?.first { $0.feeds == key }?.name
  }

  /// `a, b or c`.
  static func list(_ words: [String], conjunction: String) -> String {
    guard let last = words.last else { return "" }
    let rest = words.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " \(conjunction) " + last
  }
}
