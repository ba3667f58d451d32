import PolicyLanguage

/// Reading values and setting names the way the compiler does, for comparisons in rules.
enum LintValue {
  /// The meaning of a written value: `true`/`on` and `false`/`off` are switches, numbers are
  /// numbers, other words stay words; strings are not setting values (nil).
  static func value(_ node: ValueNode) -> SettingValue? {
    switch node.kind {
    case .number:
      guard let number = Double(node.text), number.isFinite else { return nil }
      return .number(number)
    case .word:
      switch node.text {
      case "true", "on": return .bool(true)
      case "false", "off": return .bool(false)
      default: return .word(node.text)
      }
    case .string:
      return nil
    }
  }

  /// The decision setting a `field` or `controller` rule's setting name refers to.
  static func settingName(_ name: String) -> SettingName? {
    switch name {
    case "avoidance": .avoidance
    case "toolbar": .toolbar
    case "resign-on-touch": .resignOnTouch
    case "distance": .distance
    case "toolbar.order", "order": .toolbarOrder
    case "toolbar.placeholder", "placeholder": .toolbarPlaceholder
    case "toolbar.previous-next", "previous-next": .toolbarPreviousNext
    case "skip-in-order": .skipInOrder
    default: nil
    }
  }

  /// The decision setting a feature block's own setting sets (`distance` in `avoidance`,
  /// `order` in `toolbar`); nil for `enabled` and unknown names.
  static func featureSettingName(_ name: String, in feature: Feature) -> SettingName? {
    switch (feature, name) {
    case (.avoidance, "distance"): .distance
    case (.toolbar, "order"): .toolbarOrder
    case (.toolbar, "placeholder"): .toolbarPlaceholder
    case (.toolbar, "previous-next"): .toolbarPreviousNext
    default: nil
    }
  }

  /// How a value is written in messages: `true`, `10`, `position`.
  static func describe(_ value: SettingValue) -> String { value.description }
}
