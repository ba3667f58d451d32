extension Decision {
  /// The decision's values, without provenance (what `Policy.resolve(for:)` returns).
  public var values: ResolvedValues {
    var values = SettingCatalogue.builtinDefaults
    for setting in settings { values[setting.name] = setting.value }
    return values
  }
}

extension Policy {
  /// The values `decide(for:)` gives, without provenance: the winners of `winners(for:)` mapped
  /// to their values, with no allocation (what the engine asks on every event).
  public func resolve(for field: FieldContext) -> ResolvedValues {
    values(of: winners(for: field), field)
  }

  /// The values `winners` chose for `field`.
  @inline(__always)
  func values(of winners: Winners, _ field: FieldContext) -> ResolvedValues {
    var values = SettingCatalogue.builtinDefaults
    for (s, name) in SettingName.all.enumerated() {
      if let value = value(of: name, s, winners, field) { values[name] = value }
    }
    return values
  }

  /// The value the winner of setting `name` (ordinal `s`) gives; nil for the built-in default.
  @inline(__always)
  func value(of name: SettingName, _ s: Int, _ winners: Winners, _ field: FieldContext)
    -> SettingValue?
  {
    switch winners.rung(s) {
    case .builtinExemption, .disableList: return .bool(false)
    case .enableList: return .bool(true)
    case .codeOnSearchBar: return field.searchBar?.code(name)
    case .code: return field.code[name]
    case .fieldRuleOnSearchBar, .fieldRule, .controllerRule, .featureSetting,
      .scrollIdentifierRule, .scrollClassRule:
      let position = winners.positions[s]
      guard position >= 0 else { return nil }
      return storage.value(of: storage.rules[Int(position)])
    }
  }
}
