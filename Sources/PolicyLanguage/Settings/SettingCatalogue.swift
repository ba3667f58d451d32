/// Every setting of the policy language, in one place: which block takes it, what it accepts, what
/// it feeds, its built-in default and its IQKeyboardManager 8 equivalent.
///
/// The compiler checks settings against it, lint and explain read it, and grammar.md's settings
/// table and its table of code settings are generated from it (`scripts/generate-docs.sh`; a test
/// fails while they are stale). To add a setting: add its entries here (and, when it feeds a new
/// decision setting, a `SettingName` case with its ladder in `decisionSetting(_:)` and its
/// default in `builtinDefaults`, or a `ScrollSetting` case with its default), then regenerate
/// the tables (ARCHITECTURE.md, "A setting").
public enum SettingCatalogue {
  /// Every setting, in grammar.md's table order (blocks in `SettingBlock.all` order).
  public static let entries: [SettingEntry] = [
    // avoidance
    SettingEntry(
      block: .feature(.avoidance), name: "enabled", type: .bool, feeds: .setting(.avoidance),
      meaning: "`IQKeyboardManager.shared.isEnabled`"),
    SettingEntry(
      block: .feature(.avoidance), name: "distance", type: .distance, feeds: .setting(.distance),
      meaning: "`keyboardDistance`: gap between the field's bottom and the keyboard's top"),
    SettingEntry(
      block: .feature(.avoidance), name: "keep-visible", type: .viewIDs,
      feeds: .setting(.keepVisible),
      meaning: "views kept above the keyboard with every field (IQ: none; a larger distance)"),
    // toolbar
    SettingEntry(
      block: .feature(.toolbar), name: "enabled", type: .bool, feeds: .setting(.toolbar),
      meaning: "`IQKeyboardToolbarManager.shared.isEnabled`"),
    SettingEntry(
      block: .feature(.toolbar), name: "order", type: .choice(.fieldOrder),
      feeds: .setting(.toolbarOrder),
      meaning: "`toolbarConfiguration.manageBehavior` (order of previous / next)"),
    SettingEntry(
      block: .feature(.toolbar), name: "placeholder", type: .bool,
      feeds: .setting(.toolbarPlaceholder),
      meaning: "`placeholderConfiguration.showPlaceholder` (field placeholder as toolbar title)"),
    SettingEntry(
      block: .feature(.toolbar), name: "previous-next", type: .choice(.previousNext),
      feeds: .setting(.toolbarPreviousNext),
      meaning: "`previousNextDisplayMode` (`.default`, `.alwaysShow`, `.alwaysHide`)"),
    SettingEntry(
      block: .feature(.toolbar), name: "last-return-key", type: .choice(.returnKey),
      feeds: .setting(.toolbarLastReturnKey),
      meaning:
        "`IQKeyboardReturnManager.lastTextInputViewReturnKeyType`: the last field's return key"),
    SettingEntry(
      block: .feature(.toolbar), name: "dismiss-on-return", type: .bool,
      feeds: .setting(.toolbarDismissOnReturn),
      meaning:
        "`IQKeyboardReturnManager.dismissTextViewOnReturn`: return in a text view moves on"),
    SettingEntry(
      block: .feature(.toolbar), name: "return-keys", type: .bool,
      feeds: .setting(.toolbarReturnKeys),
      meaning:
        "`IQKeyboardReturnManager` on a screen: return keys set and handled in policy order"),
    // resign-on-touch
    SettingEntry(
      block: .feature(.resignOnTouch), name: "enabled", type: .bool,
      feeds: .setting(.resignOnTouch), meaning: "`resignOnTouchOutside`"),
    // controller
    SettingEntry(
      block: .controller, name: "distance", type: .distance, feeds: .setting(.distance),
      meaning: "distance for the controller's fields"),
    SettingEntry(
      block: .controller, name: "toolbar.order", type: .choice(.fieldOrder),
      feeds: .setting(.toolbarOrder), meaning: "order of previous / next on that screen"),
    SettingEntry(
      block: .controller, name: "toolbar.placeholder", type: .bool,
      feeds: .setting(.toolbarPlaceholder), meaning: "toolbar title on that screen"),
    SettingEntry(
      block: .controller, name: "toolbar.previous-next", type: .choice(.previousNext),
      feeds: .setting(.toolbarPreviousNext), meaning: "arrows on that screen"),
    SettingEntry(
      block: .controller, name: "toolbar.last-return-key", type: .choice(.returnKey),
      feeds: .setting(.toolbarLastReturnKey), meaning: "the last field's return key on that screen"),
    SettingEntry(
      block: .controller, name: "toolbar.dismiss-on-return", type: .bool,
      feeds: .setting(.toolbarDismissOnReturn), meaning: "text views' return on that screen"),
    SettingEntry(
      block: .controller, name: "toolbar.return-keys", type: .bool,
      feeds: .setting(.toolbarReturnKeys),
      meaning: "return keys on that screen (IQ: a return manager for the controller)"),
    SettingEntry(
      block: .controller, name: "keep-visible", type: .viewIDs, feeds: .setting(.keepVisible),
      meaning: "views kept above the keyboard with that screen's fields"),
    // field
    SettingEntry(
      block: .field, name: "avoidance", type: .mode, feeds: .setting(.avoidance),
      meaning: "per-field mode (`field.iq.enableMode`), beats every class list"),
    SettingEntry(
      block: .field, name: "toolbar", type: .mode, feeds: .setting(.toolbar),
      meaning: "per-field toolbar switch (IQ has none; apps emulate it with an accessory view)"),
    SettingEntry(
      block: .field, name: "resign-on-touch", type: .mode, feeds: .setting(.resignOnTouch),
      meaning: "`field.iq.resignOnTouchOutsideMode`"),
    SettingEntry(
      block: .field, name: "distance", type: .distance, feeds: .setting(.distance),
      meaning: "`field.iq.distanceFromKeyboard`"),
    SettingEntry(
      block: .field, name: "skip-in-order", type: .bool, feeds: .setting(.skipInOrder),
      meaning: "`field.iq.ignoreSwitchingByNextPrevious`"),
    SettingEntry(
      block: .field, name: "toolbar.placeholder", type: .bool,
      feeds: .setting(.toolbarPlaceholder), meaning: "`field.iq.hidePlaceholder` inverted"),
    SettingEntry(
      block: .field, name: "toolbar.last-return-key", type: .choice(.returnKey),
      feeds: .setting(.toolbarLastReturnKey), meaning: "the field's return key when it is last"),
    SettingEntry(
      block: .field, name: "toolbar.dismiss-on-return", type: .bool,
      feeds: .setting(.toolbarDismissOnReturn), meaning: "the text view's return"),
    SettingEntry(
      block: .field, name: "toolbar.return-keys", type: .bool,
      feeds: .setting(.toolbarReturnKeys),
      meaning: "the field's return key (IQ: `addTextInputView` on a return manager)"),
    SettingEntry(
      block: .field, name: "keep-visible", type: .viewIDs, feeds: .setting(.keepVisible),
      meaning:
        "views kept above the keyboard with the field (IQ: a `distanceFromKeyboard` guessed "
        + "from `button.frame.height`)"),
    // scroll-view
    SettingEntry(
      block: .scrollView, name: "adjust", type: .mode, feeds: .scroll(.adjust),
      meaning:
        "`off` = `ignoreScrollingAdjustment`: never scroll it, try the next outer scroll view"),
    SettingEntry(
      block: .scrollView, name: "adjust-inset", type: .mode, feeds: .scroll(.adjustInset),
      meaning: "`off` = `ignoreContentInsetAdjustment`: never touch its bottom inset"),
    SettingEntry(
      block: .scrollView, name: "restore-offset", type: .mode, feeds: .scroll(.restoreOffset),
      meaning:
        "`restoreContentOffset`: put the content offset back when the keyboard hides"),
  ]

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

  /// The values settings have when no rule sets them: the only place a built-in default is
  /// written (`SettingCatalogueTests` checks them against the default layer's, with avoidance
  /// on). A field added to `ResolvedValues` is a compile error here until it has its default.
  public static let builtinDefaults = ResolvedValues(
    avoidance: true, toolbar: false, resignOnTouch: false, distance: 10, order: .subviews,
    placeholder: true, previousNext: .auto, skipInOrder: false, lastReturnKey: .done,
    dismissOnReturn: false, returnKeys: false, keepVisible: [])

  /// Every decision setting's facts (`decisionSetting(_:)`), in `SettingName` order.
  public static let decisionSettings = SettingName.all.map(decisionSetting)

  /// The settings code can set (those with a `codeKey`), in the order a scene's `code` object
  /// writes their keys: `SettingName` order, except that `skipInOrder` comes before
  /// `placeholder` (`toolbar.placeholder`), the order scenes have always been written in. The
  /// scene decoder and encoder, `CodeSettings`' coding and the runtime's live settings loop over
  /// it: a setting with a code key needs no other edit to be read, written and carried.
  public static let codeSettings: [DecisionSetting] = {
    var settings = decisionSettings.filter { $0.codeKey != nil }
    if let skip = settings.firstIndex(where: { $0.name == .skipInOrder }),
      let placeholder = settings.firstIndex(where: { $0.name == .toolbarPlaceholder }),
      placeholder < skip
    {
      settings.insert(settings.remove(at: skip), at: placeholder)
    }
    return settings
  }()

  /// The facts of `name`: its precedence ladder, and its scene key with what that code setting
  /// is in IQKeyboardManager (grammar.md's table of code settings is generated from it). The
  /// only place any of them is written, and a `switch`, so a case added to `SettingName` is a
  /// compile error here until it has its ladder.
  ///
  /// A switch: built-in exemption (not for resign-on-touch) → code → `field` rule → `disable in`
  /// → `enable in` → the feature's `enabled`. A value: code → `field` rule → `controller` rule →
  /// the feature block's value, each setting only the rungs that can set it; a field in a search
  /// bar takes the search bar's distance (code, then `field` rules) before its own rules.
  static func decisionSetting(_ name: SettingName) -> DecisionSetting {
    func setting(_ ladder: [PrecedenceRung], code: (key: String, meaning: String)? = nil)
      -> DecisionSetting
    {
      DecisionSetting(name, ladder: ladder, codeKey: code?.key, codeMeaning: code?.meaning)
    }
    let switchLadder: [PrecedenceRung] = [
      .builtinExemption, .code, .fieldRule, .disableList, .enableList, .featureSetting,
    ]
    let valueLadder: [PrecedenceRung] = [.code, .fieldRule, .controllerRule, .featureSetting]
    return switch name {
    case .avoidance:
      setting(switchLadder, code: ("avoidance", "`field.iq.enableMode = .enabled / .disabled`"))
    case .toolbar:
      setting(switchLadder, code: ("toolbar", "(an app-made per-field toolbar switch)"))
    case .resignOnTouch:
      setting(
        [.code, .fieldRule, .disableList, .enableList, .featureSetting],
        code: ("resignOnTouch", "`field.iq.resignOnTouchOutsideMode`"))
    case .distance:
      setting(
        [
          .codeOnSearchBar, .code, .fieldRuleOnSearchBar, .fieldRule, .controllerRule,
          .featureSetting,
        ],
        code: (
          "distance",
          "`iq.distanceFromKeyboard`; on a `UISearchBar` it is the search bar's distance, which beats its field's"
        ))
    case .toolbarOrder: setting([.controllerRule, .featureSetting])
    case .toolbarPlaceholder:
      setting(valueLadder, code: ("placeholder", "`!field.iq.hidePlaceholder`"))
    case .toolbarPreviousNext: setting([.controllerRule, .featureSetting])
    case .skipInOrder:
      setting(
        [.code, .fieldRule, .featureSetting],
        code: ("skipInOrder", "`field.iq.ignoreSwitchingByNextPrevious`"))
    case .toolbarLastReturnKey:
      setting(
        valueLadder,
        code: (
          "lastReturnKey",
          "`IQKeyboardReturnManager.lastTextInputViewReturnKeyType` (the runtime's `ReturnKeyOptions.lastReturnKey`, per screen or for all)"
        ))
    case .toolbarDismissOnReturn:
      setting(
        valueLadder,
        code: (
          "dismissOnReturn",
          "`IQKeyboardReturnManager.dismissTextViewOnReturn` (`ReturnKeyOptions.dismissesTextViewOnReturn`)"
        ))
    case .toolbarReturnKeys:
      setting(
        [.builtinExemption, .code, .fieldRule, .controllerRule, .featureSetting],
        code: (
          "returnKeys",
          "the field on an `IQKeyboardReturnManager` (`ReturnKeyOptions.managesReturnKeys`, `view.keyboardPolicy.returnKeys`)"
        ))
    case .keepVisible:
      setting(
        valueLadder,
        code: (
          "keepVisible",
          "none: apps guess a larger `iq.distanceFromKeyboard`; the runtime's `field.keyboardPolicy.keepVisible = [loginButton]` (`keepVisibleIDs`); `[]` keeps no view, over every rule"
        ))
    }
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
    switch flag {
    case .adjust: true
    case .adjustInset: true
    case .restoreOffset: false
    }
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
    let on = value.boolValue ?? false
    return switch name {
    case .avoidance: "enableMode = \(on ? ".enabled" : ".disabled")"
    case .toolbar: "toolbar \(on ? "on" : "off")"
    case .resignOnTouch: "resignOnTouchOutsideMode = \(on ? ".enabled" : ".disabled")"
    case .distance: "distanceFromKeyboard = \(value)"
    case .toolbarPlaceholder: "hidePlaceholder = \(!on)"
    case .skipInOrder: "ignoreSwitchingByNextPrevious = \(on)"
    case .toolbarLastReturnKey:
      "lastTextInputViewReturnKeyType = .\(value.returnKeyValue?.uiKitName ?? "\(value)")"
    case .toolbarDismissOnReturn: "dismissTextViewOnReturn = \(on)"
    case .toolbarReturnKeys: "return keys \(on ? "managed" : "left alone")"
    case .keepVisible: "keyboardPolicy.keepVisible = [\(value)]"
    case .toolbarOrder, .toolbarPreviousNext: "\(name.rawValue) = \(value)"
    }
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
