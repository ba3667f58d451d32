/// Per-view settings made in app code and recorded in a scene: the inline style of the cascade.
/// `nil` means "not set in code".
///
/// Stored by setting (`SettingName`'s ordinal): `self[name]` reads and writes any setting, and a
/// setting code cannot set (no `code` rung on its ladder: `toolbar.order`,
/// `toolbar.previous-next`) stays nil. The named properties below are views of the same storage,
/// for code that reads a setting by name (the engine, the runtime's live settings).
public struct CodeSettings: Hashable, Sendable {
  /// One value per `SettingName`, by ordinal; nil where code leaves the setting unset.
  private var values: [SettingValue?]

  /// Creates code settings; all unset by default.
  public init(
    avoidance: Bool? = nil, toolbar: Bool? = nil, resignOnTouch: Bool? = nil,
    distance: Double? = nil, skipInOrder: Bool? = nil, placeholder: Bool? = nil,
    lastReturnKey: ReturnKeyType? = nil, dismissOnReturn: Bool? = nil, returnKeys: Bool? = nil,
    keepVisible: [String]? = nil
  ) {
    values = Array(repeating: nil, count: SettingName.all.count)
    self.avoidance = avoidance
    self.toolbar = toolbar
    self.resignOnTouch = resignOnTouch
    self.distance = distance
    self.skipInOrder = skipInOrder
    self.placeholder = placeholder
    self.lastReturnKey = lastReturnKey
    self.dismissOnReturn = dismissOnReturn
    self.returnKeys = returnKeys
    self.keepVisible = keepVisible
  }

  /// The value set in code for setting `name`, nil when code leaves it unset. The `code` rung of
  /// every ladder reads it. Setting a value to a setting code cannot set (no `code` rung), or a
  /// value of another type than the setting's, leaves it unset.
  public subscript(name: SettingName) -> SettingValue? {
    get { values[name.ordinal] }
    set {
      let fits = newValue.map { $0.isKind(of: name.facts.builtinDefault) } ?? true
      values[name.ordinal] = fits && name.facts.ladder.contains(.code) ? newValue : nil
    }
  }

  /// The value set in code for the setting at `ordinal` (`SettingName`'s): the winners path,
  /// which walks the settings by ordinal.
  func value(ordinal: Int) -> SettingValue? { values[ordinal] }

  /// True when no setting is set in code.
  public var isEmpty: Bool { values.allSatisfy { $0 == nil } }

  /// These settings, with each one left unset taken from `outer` (a screen's settings made in
  /// code, under a field's own).
  public func filling(from outer: CodeSettings?) -> CodeSettings {
    guard let outer else { return self }
    var filled = self
    for index in filled.values.indices where filled.values[index] == nil {
      filled.values[index] = outer.values[index]
    }
    return filled
  }
}

extension SettingValue {
  /// True when this is the same kind of value as `other` (both switches, both numbers, ...).
  fileprivate func isKind(of other: SettingValue) -> Bool {
    switch (self, other) {
    case (.bool, .bool), (.number, .number), (.order, .order), (.previousNext, .previousNext),
      (.returnKey, .returnKey), (.viewIDs, .viewIDs):
      true
    default: false
    }
  }
}

extension CodeSettings {
  /// IQ `enableMode`: `.enabled` → true, `.disabled` → false.
  public var avoidance: Bool? {
    get { self[.avoidance]?.boolValue }
    set { self[.avoidance] = newValue.map(SettingValue.bool) }
  }
  /// A per-field toolbar switch (IQ has none built in; apps emulate it with their own accessory).
  public var toolbar: Bool? {
    get { self[.toolbar]?.boolValue }
    set { self[.toolbar] = newValue.map(SettingValue.bool) }
  }
  /// IQ `resignOnTouchOutsideMode`.
  public var resignOnTouch: Bool? {
    get { self[.resignOnTouch]?.boolValue }
    set { self[.resignOnTouch] = newValue.map(SettingValue.bool) }
  }
  /// IQ `distanceFromKeyboard`.
  public var distance: Double? {
    get { self[.distance]?.numberValue }
    set { self[.distance] = newValue.map(SettingValue.number) }
  }
  /// IQ `ignoreSwitchingByNextPrevious`.
  public var skipInOrder: Bool? {
    get { self[.skipInOrder]?.boolValue }
    set { self[.skipInOrder] = newValue.map(SettingValue.bool) }
  }
  /// IQ `hidePlaceholder` inverted: false hides the toolbar title for this field.
  public var placeholder: Bool? {
    get { self[.toolbarPlaceholder]?.boolValue }
    set { self[.toolbarPlaceholder] = newValue.map(SettingValue.bool) }
  }
  /// IQ `IQKeyboardReturnManager.lastTextInputViewReturnKeyType` (the runtime's
  /// `ReturnKeyOptions`; a scene's `code.lastReturnKey`).
  public var lastReturnKey: ReturnKeyType? {
    get { self[.toolbarLastReturnKey]?.returnKeyValue }
    set { self[.toolbarLastReturnKey] = newValue.map(SettingValue.returnKey) }
  }
  /// IQ `IQKeyboardReturnManager.dismissTextViewOnReturn` (the runtime's `ReturnKeyOptions`; a
  /// scene's `code.dismissOnReturn`).
  public var dismissOnReturn: Bool? {
    get { self[.toolbarDismissOnReturn]?.boolValue }
    set { self[.toolbarDismissOnReturn] = newValue.map(SettingValue.bool) }
  }
  /// Return keys managed for this field (IQ: the field added to an `IQKeyboardReturnManager`;
  /// the runtime's `ReturnKeyOptions.managesReturnKeys` or `view.keyboardPolicy.returnKeys`; a
  /// scene's `code.returnKeys`).
  public var returnKeys: Bool? {
    get { self[.toolbarReturnKeys]?.boolValue }
    set { self[.toolbarReturnKeys] = newValue.map(SettingValue.bool) }
  }
  /// The views kept visible above the keyboard with this field, by accessibility identifier or
  /// scene id (the runtime's `view.keyboardPolicy.keepVisible`; a scene's `code.keepVisible`;
  /// IQ has none: apps guess a larger `distanceFromKeyboard`). Empty: none, over any rule.
  public var keepVisible: [String]? {
    get { self[.keepVisible]?.viewIDsValue }
    set { self[.keepVisible] = newValue.map(SettingValue.viewIDs) }
  }
}

extension CodeSettings: Codable {
  /// A setting's scene key (`SettingCatalogue.codeSettings`) as a coding key.
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Reads the settings keyed by their scene keys (`{"distance": 20}`), as the scene format names
  /// them; a key left out is unset.
  public init(from decoder: any Decoder) throws {
    self.init()
    let container = try decoder.container(keyedBy: Key.self)
    for setting in SettingCatalogue.codeSettings {
      guard let codeKey = setting.codeKey else { continue }
      let key = Key(stringValue: codeKey)
      switch setting.builtinDefault {
      case .bool:
        self[setting.name] = try container.decodeIfPresent(Bool.self, forKey: key).map(
          SettingValue.bool)
      case .number:
        self[setting.name] = try container.decodeIfPresent(Double.self, forKey: key).map(
          SettingValue.number)
      case .viewIDs:
        self[setting.name] = try container.decodeIfPresent([String].self, forKey: key).map(
          SettingValue.viewIDs)
      case .order, .previousNext, .returnKey:
        guard let word = try container.decodeIfPresent(String.self, forKey: key) else { continue }
        guard let value = setting.name.choice?.value(of: word) else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: container, debugDescription: "not a \(setting.name) word: \(word)")
        }
        self[setting.name] = value
      }
    }
  }

  /// Writes the settings set in code, keyed by their scene keys.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for setting in SettingCatalogue.codeSettings {
      guard let codeKey = setting.codeKey, let value = self[setting.name] else { continue }
      let key = Key(stringValue: codeKey)
      switch value {
      case .bool(let b): try container.encode(b, forKey: key)
      case .number(let n): try container.encode(n, forKey: key)
      case .viewIDs(let ids): try container.encode(ids, forKey: key)
      case .order, .previousNext, .returnKey: try container.encode(value.description, forKey: key)
      }
    }
  }
}
