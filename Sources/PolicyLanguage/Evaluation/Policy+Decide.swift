extension Policy {
  // MARK: - Field decisions

  /// How much of where values come from a decision carries.
  public enum Provenance: Hashable, Sendable {
    /// Each setting's value and winning source (what the engine asks; cheap).
    case winners
    /// The winners, and every candidate that lost, with the step it lost to and why (what
    /// `explain` shows; each setting's candidates are listed and ranked).
    case full
  }

  /// The decision for one focused field: every setting's value and winning source
  /// (grammar.md "Precedence"; `winners(for:)` is the one implementation of it). The losers are
  /// left out: ask `decide(for:provenance: .full)` for them.
  public func decide(for field: FieldContext) -> Decision {
    decide(for: field, provenance: .winners)
  }

  /// The decision for one focused field, with the losers too when `provenance` is `.full`.
  public func decide(for field: FieldContext, provenance: Provenance) -> Decision {
    let winners = winners(for: field)
    let values = values(of: winners, field)
    var settings: [ResolvedSetting] = []
    settings.reserveCapacity(SettingName.all.count)
    for name in SettingName.all {
      let value = values[name]
      settings.append(
        ResolvedSetting(
          name: name, value: value, source: source(of: name, winners, value: value, field)))
    }
    if provenance == .full {
      let context = DecisionContext(
        field: field, fieldChain: fullChain(field.classChain),
        controllerChain: fullChain(field.controllerChain), index: index,
        exemption: winners.exemption)
      for (s, name) in SettingName.all.enumerated() {
        settings[s].overridden = losers(
          name, winner: settings[s].source, rung: winners.rung(s),
          position: winners.positions[s], context)
      }
    }
    return Decision(settings: settings)
  }

  /// `decide(for: field).skipInOrder` without building provenance: field order asks it of every
  /// candidate field (hundreds in a long form).
  public func skipsInOrder(_ field: FieldContext) -> Bool {
    resolve(for: field).skipInOrder
  }

  /// Where the winner of `name` comes from.
  private func source(
    of name: SettingName, _ winners: Winners, value: SettingValue, _ field: FieldContext
  ) -> ValueSource {
    let s = name.ordinal
    let rung = winners.rung(s)
    switch rung {
    case .builtinExemption:
      return ValueSource(
        kind: .builtin, step: .builtinExemption, location: nil,
        rule: winners.exemption?.reason(for: field) ?? "")
    case .codeOnSearchBar, .code:
      return .code(name, value, onSearchBar: rung.isOnSearchBar)
    case .fieldRuleOnSearchBar, .fieldRule, .controllerRule, .disableList, .enableList,
      .featureSetting, .scrollIdentifierRule, .scrollClassRule:
      let position = Int(winners.positions[s])
      if rung == .disableList, position < 0, let placement = field.placement {
        return placement.source
      }
      guard position >= 0 else {
        return .builtinDefault(SettingCatalogue.builtinDefaultText(name))
      }
      return ruleSource(position, step: rung.step)
    }
  }

  /// The source of the rule at `position`, acting at `step` (its words put together when read).
  func ruleSource(_ position: Int, step: PrecedenceStep) -> ValueSource {
    ValueSource(
      kind: storage.rules[position].layer == .default ? .default : .rule, step: step,
      location: nil, rules: rules, index: position)
  }
}
