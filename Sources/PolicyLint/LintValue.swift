import PolicyLanguage

/// Reading values and setting names through the policy language's `SettingCatalogue`, for
/// comparisons in rules (lint reads the syntax tree, so it reads values itself).
enum LintValue {
  /// The meaning of a written value: `true`/`on` and `false`/`off` are switches, numbers are
  /// numbers, the words of an enum-like setting are its typed values; anything else (strings,
  /// unknown words) is not a setting value (nil).
  static func value(_ node: ValueNode) -> SettingValue? {
    switch node.kind {
    case .number:
      guard let number = DecimalNumber.value(node.text), number.isFinite else { return nil }
      return .number(number)
    case .word:
      switch node.text {
      case "true", "on": return .bool(true)
      case "false", "off": return .bool(false)
      default: return SettingChoice.allCases.lazy.compactMap { $0.value(of: node.text) }.first
      }
    case .string:
      return nil
    }
  }

  /// The decision setting a setting name refers to, in whichever block it is written
  /// (`toolbar.order` and `order` alike); nil for names that feed different settings in
  /// different blocks (`enabled`) and for scroll-view flags.
  static func settingName(_ name: String) -> SettingName? { byName[name] ?? nil }

  /// The decision setting a feature block's own setting sets (`distance` in `avoidance`,
  /// `order` in `toolbar`); nil for `enabled` and unknown names.
  static func featureSettingName(_ name: String, in feature: Feature) -> SettingName? {
    guard name != "enabled" else { return nil }
    return SettingCatalogue.entry(named: name, in: .feature(feature))?.settingName
  }

  /// How a value is written in messages: `true`, `10`, `position`.
  static func describe(_ value: SettingValue) -> String { value.description }

  /// Every setting name, with the one decision setting it feeds in every block (nil when the
  /// blocks disagree).
  private static let byName: [String: SettingName?] = {
    var result: [String: SettingName?] = [:]
    for entry in SettingCatalogue.entries {
      if let known = result[entry.name] {
        if known != entry.settingName { result[entry.name] = .some(nil) }
      } else {
        result[entry.name] = .some(entry.settingName)
      }
    }
    return result
  }()
}
