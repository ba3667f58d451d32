/// The settings a decision resolves (grammar.md, "Settings").
///
/// The case order is the settings' order everywhere (`ordinal`): the catalogue's
/// `decisionSettings`, `Decision.settings`, and the lanes of the compiled policy's tables.
public enum SettingName: String, Hashable, Sendable, CaseIterable, Codable {
  /// Keyboard avoidance on or off.
  case avoidance
  /// The automatic toolbar on or off.
  case toolbar
  /// Resign on touch outside on or off.
  case resignOnTouch = "resign-on-touch"
  /// The keyboard distance in points.
  case distance
  /// `subviews` | `tag` | `position`.
  case toolbarOrder = "toolbar.order"
  /// Placeholder as toolbar title.
  case toolbarPlaceholder = "toolbar.placeholder"
  /// `auto` | `always` | `never`.
  case toolbarPreviousNext = "toolbar.previous-next"
  /// Leave the field out of previous/next.
  case skipInOrder = "skip-in-order"
  /// The last field's return key (`done`, `go`, `send`, ...).
  case toolbarLastReturnKey = "toolbar.last-return-key"
  /// Return in a text view moves on instead of inserting a line break.
  case toolbarDismissOnReturn = "toolbar.dismiss-on-return"
  /// The runtime sets and handles return keys (off by default, as IQ 8 leaves them alone unless
  /// a screen opts in).
  case toolbarReturnKeys = "toolbar.return-keys"
  /// The views (by accessibility identifier or scene id) that stay visible above the keyboard
  /// together with the field: its companions (none by default).
  case keepVisible = "keep-visible"
}

extension SettingName {
  /// `allCases`, built once (`allCases` builds a new array on every call).
  static let all = SettingName.allCases

  /// The most decision settings a compiled policy's tables hold: the lanes of `SettingLanes`
  /// and `SettingMask`, and `SlotBand`'s setting bands (a packed rule's key field holds more,
  /// `PackedRule.Layout.key`). `SettingLadderTests` checks the enum stays under it and the
  /// storage agrees with it.
  static let capacity = SettingLanes.scalarCount

  /// The position in `allCases` (the policy's table lanes).
  var ordinal: Int { CaseOrdinal.of(self) }

  /// The setting's facts: its precedence ladder and built-in default (the catalogue's
  /// `decisionSettings`).
  public var facts: DecisionSetting { SettingCatalogue.decisionSettings[ordinal] }

  /// The feature whose `enable in` / `disable in` lists and `enabled` switch this setting is:
  /// `avoidance`, `toolbar`, `resign-on-touch`; nil for the value settings.
  public var switchFeature: Feature? { Feature.all.first { $0.switchSetting == self } }
}

extension Feature {
  /// `allCases`, built once.
  static let all = Feature.allCases

  /// The decision setting the feature's `enabled` and class lists decide: the one mapping
  /// between features and settings.
  public var switchSetting: SettingName {
    switch self {
    case .avoidance: .avoidance
    case .toolbar: .toolbar
    case .resignOnTouch: .resignOnTouch
    }
  }

  /// The position in `allCases` (the list lanes of the compiled policy's tables).
  var ordinal: Int { CaseOrdinal.of(self) }
}
