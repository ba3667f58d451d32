/// What a setting accepts.
public enum SettingType: Hashable, Sendable {
  /// `true` | `false` (feature switches and plain booleans).
  case bool
  /// `on` | `off` (per-field and per-scroll-view modes).
  case mode
  /// A finite number of points, `>= 0`.
  case distance
  /// One of a fixed set of words.
  case choice(SettingChoice)
  /// Quoted view ids (accessibility identifiers or scene ids), comma-separated, or `none`.
  case viewIDs

  /// What a policy may write: `true or false`, `subviews, tag or position`.
  public var expected: String {
    switch self {
    case .bool: "true or false"
    case .mode: "on or off"
    case .distance: "a number of points"
    case .choice(let choice): SettingCatalogue.list(choice.words, conjunction: "or")
    case .viewIDs: "quoted view ids or none"
    }
  }

  /// The words a switch is written with: `("true", "false")` or `("on", "off")`; nil otherwise.
  public var switchWords: (yes: String, no: String)? {
    switch self {
    case .bool: ("true", "false")
    case .mode: ("on", "off")
    case .distance, .choice, .viewIDs: nil
    }
  }

  /// The value `text` (a word or number of `kind`) stands for, when it is a valid value of this
  /// type; nil otherwise. The compiler reports why a value is rejected.
  /// How `value` is written the plain way for this type: `on`/`off` for a mode, `true`/`false`
  /// for another switch, numbers and words as printed.
  public func canonicalText(_ value: SettingValue) -> String {
    if case .bool(let b) = value, self == .mode { return b ? "on" : "off" }
    return value.description
  }

  public func value(of text: String, kind: ValueNode.Kind) -> SettingValue? {
    switch self {
    case .bool, .mode:
      guard kind == .word, let words = switchWords else { return nil }
      return text == words.yes ? .bool(true) : text == words.no ? .bool(false) : nil
    case .distance:
      guard kind == .number, let number = DecimalNumber.value(text), number.isFinite, number >= 0
      else {
        return nil
      }
      return .number(number == 0 ? 0 : number)
    case .choice(let choice):
      guard kind == .word else { return nil }
      return choice.value(of: text)
    case .viewIDs:
      if kind == .word, text == ViewIDList.noneWord { return .viewIDs([]) }
      guard kind == .string, !text.isEmpty else { return nil }
      return .viewIDs([text])
    }
  }
}

/// The enum-like settings' sets of words, each backed by a typed value (`FieldOrder`,
/// `PreviousNextMode`).
public enum SettingChoice: String, Hashable, Sendable, CaseIterable {
  /// `subviews` | `tag` | `position` (`FieldOrder`).
  case fieldOrder
  /// `auto` | `always` | `never` (`PreviousNextMode`).
  case previousNext
  /// `done` | `go` | `send` | ... (`ReturnKeyType`).
  case returnKey

  /// The words, in declaration order of the typed value (a word's index is its ordinal).
  public var words: [String] {
    switch self {
    case .fieldOrder: FieldOrder.allCases.map(\.rawValue)
    case .previousNext: PreviousNextMode.allCases.map(\.rawValue)
    case .returnKey: ReturnKeyType.allCases.map(\.rawValue)
    }
  }

  /// The typed value `word` stands for, if it is one of `words`.
  public func value(of word: String) -> SettingValue? {
    switch self {
    case .fieldOrder: FieldOrder(rawValue: word).map(SettingValue.order)
    case .previousNext: PreviousNextMode(rawValue: word).map(SettingValue.previousNext)
    case .returnKey: ReturnKeyType(rawValue: word).map(SettingValue.returnKey)
    }
  }

  /// The value of the word at `ordinal` in `words` (how a compiled rule stores it).
  func value(ordinal: Int) -> SettingValue {
    switch self {
    case .fieldOrder: .order(Self.fieldOrders[ordinal])
    case .previousNext: .previousNext(Self.previousNextModes[ordinal])
    case .returnKey: .returnKey(Self.returnKeys[ordinal])
    }
  }

  // `allCases` builds a new array on every call: the hot paths index these instead.

  /// `FieldOrder.allCases`, built once (ordinal → value).
  static let fieldOrders = FieldOrder.allCases
  /// `PreviousNextMode.allCases`, built once (ordinal → value).
  static let previousNextModes = PreviousNextMode.allCases
  /// `ReturnKeyType.allCases`, built once (ordinal → value).
  static let returnKeys = ReturnKeyType.allCases
}
