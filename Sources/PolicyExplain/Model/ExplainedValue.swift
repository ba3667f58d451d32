import PolicyLanguage

/// A setting's value in an explanation (a `Codable` twin of `SettingValue`).
public enum ExplainedValue: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A switch.
  case bool(Bool)
  /// A number of points.
  case number(Double)
  /// An enum word (`position`, `auto`).
  case word(String)
  /// View ids (`keep-visible`), in order; empty for none.
  case ids([String])

  /// Copies a decision's value.
  public init(_ value: SettingValue) {
    switch value {
    case .bool(let b): self = .bool(b)
    case .number(let n): self = .number(n)
    case .order, .previousNext, .returnKey: self = .word(value.description)
    case .viewIDs(let ids): self = .ids(ids)
    }
  }

  /// `on`/`off` for switches, `10` for numbers, the word for words, `"a", "b"` (or `none`)
  /// for view ids.
  public var description: String {
    switch self {
    case .bool(let b): b ? "on" : "off"
    case .number(let n): SettingValue.number(n).description
    case .word(let w): w
    case .ids(let ids): ViewIDList.text(ids)
    }
  }
}
