/// A setting's value.
public enum SettingValue: Hashable, Sendable, CustomStringConvertible {
  /// A switch (`true`/`false`, `on`/`off`).
  case bool(Bool)
  /// A number of points.
  case number(Double)
  /// A `toolbar.order` value.
  case order(FieldOrder)
  /// A `toolbar.previous-next` value.
  case previousNext(PreviousNextMode)
  /// A `toolbar.last-return-key` value.
  case returnKey(ReturnKeyType)
  /// A list of view ids (`keep-visible`: accessibility identifiers or scene ids, in the order
  /// written; empty for none).
  case viewIDs([String])

  /// The boolean, if this is one.
  public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
  /// The number, if this is one.
  public var numberValue: Double? { if case .number(let n) = self { n } else { nil } }
  /// The word of an enum-like value (`position`, `auto`), if this is one.
  public var wordValue: String? {
    switch self {
    case .order(let order): order.rawValue
    case .previousNext(let mode): mode.rawValue
    case .returnKey(let key): key.rawValue
    case .bool, .number, .viewIDs: nil
    }
  }

  /// `true`, `10`, `12.5`, `position`.
  public var description: String {
    switch self {
    case .bool(let b): b ? "true" : "false"
    case .number(let n): PointsFormat.exact(n)
    case .order(let order): order.rawValue
    case .previousNext(let mode): mode.rawValue
    case .returnKey(let key): key.rawValue
    case .viewIDs(let ids): ViewIDList.text(ids)
    }
  }

  /// The `toolbar.order` value, if this is one.
  public var orderValue: FieldOrder? { if case .order(let o) = self { o } else { nil } }
  /// The `toolbar.previous-next` value, if this is one.
  public var previousNextValue: PreviousNextMode? {
    if case .previousNext(let m) = self { m } else { nil }
  }
  /// The `toolbar.last-return-key` value, if this is one.
  public var returnKeyValue: ReturnKeyType? {
    if case .returnKey(let key) = self { key } else { nil }
  }
  /// The view ids of a `keep-visible` value, if this is one.
  public var viewIDsValue: [String]? {
    if case .viewIDs(let ids) = self { ids } else { nil }
  }
}
