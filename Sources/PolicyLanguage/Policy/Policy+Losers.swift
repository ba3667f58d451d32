extension Policy {
  // MARK: - Losers (explain only)

  /// The facts one decision works from, with class chains completed from the policy's hierarchy.
  struct DecisionContext {
    var field: FieldContext
    var fieldChain: [String]
    var controllerChain: [String]
    /// The built-in exemption that applies to the field, if any.
    var exemption: BuiltinExemption?

    /// The index's entries for each class of `fieldChain` and `controllerChain` (one hash probe
    /// per class, here; the candidate searches below only scan these).
    var fieldSlots: [ArraySlice<PolicyIndex.Slot>]
    var controllerSlots: [ArraySlice<PolicyIndex.Slot>]

    init(
      field: FieldContext, fieldChain: [String], controllerChain: [String], index: PolicyIndex,
      exemption: BuiltinExemption?
    ) {
      self.field = field
      self.fieldChain = fieldChain
      self.controllerChain = controllerChain
      self.exemption = exemption
      self.fieldSlots = index.slots(of: fieldChain)
      self.controllerSlots = index.slots(of: controllerChain)
    }

  }

  /// Every candidate of `name` but the winner (`winner`, the rule at `position` or -1), strongest
  /// first, each with the step it lost to and why.
  ///
  /// The winner comes from `winners(for:)`; this only lists what else matched, ranked by the same
  /// order (step, then search bar before field, then identifier and nearer class, then the later
  /// rule) so the reasons can say why each one lost. `PrecedenceTableTests` and `ResolveTests`
  /// check that the winner outranks every loser.
  func losers(
    _ name: SettingName, winner: ValueSource, position: Int32, _ context: DecisionContext
  ) -> [OverriddenCandidate] {
    let ranked = rankedCandidates(name, context)
    // A rule is found by its position; an exemption, a code setting or a built-in default by its
    // step (only the distance has two code candidates: the search bar's and the field's).
    let twoCodeCandidates = name == .distance && winner.step == .code
    let winnerIndex = ranked.firstIndex {
      $0.source.step == winner.step && $0.position == position
        && (!twoCodeCandidates || $0.source.rule == winner.rule)
    }
    let best =
      winnerIndex.map { ranked[$0] } ?? DecisionCandidate(value: .bool(false), source: winner)
    var losers: [OverriddenCandidate] = []
    losers.reserveCapacity(ranked.count)
    for (i, loser) in ranked.enumerated() where i != winnerIndex {
      losers.append(
        OverriddenCandidate(
          source: loser.source, value: loser.value, lostTo: winner.step,
          reason: DecisionCandidate.reason(loser, lostTo: best)))
    }
    return losers
  }

  /// Every candidate value of `name` for the field, strongest first.
  func rankedCandidates(_ name: SettingName, _ context: DecisionContext) -> [DecisionCandidate] {
    DecisionCandidate.ranked(candidates(name, context))
  }

  /// The candidates of `field` for `name`, strongest first (for tests: the first is the winner).
  func rankedCandidates(_ name: SettingName, for field: FieldContext) -> [DecisionCandidate] {
    rankedCandidates(
      name,
      DecisionContext(
        field: field, fieldChain: fullChain(field.classChain),
        controllerChain: fullChain(field.controllerChain), index: index,
        exemption: winners(for: field).exemption))
  }

  /// Every candidate value of `name` for the field, unranked.
  private func candidates(_ name: SettingName, _ context: DecisionContext) -> [DecisionCandidate] {
    let code = context.field.code
    var candidates: [DecisionCandidate] = []
    func codeCandidate(_ value: SettingValue?, onSearchBar: Bool = false) {
      guard let value else { return }
      candidates.append(
        DecisionCandidate(
          value: value,
          source: .code(name, value, onSearchBar: onSearchBar)))
    }
    switch name {
    case .avoidance, .toolbar, .resignOnTouch:
      let feature: Feature =
        name == .avoidance ? .avoidance : name == .toolbar ? .toolbar : .resignOnTouch
      if BuiltinExemption.applies(to: name), let exemption = context.exemption {
        candidates.append(
          DecisionCandidate(
            value: .bool(false),
            source: ValueSource(
              kind: .builtin, step: .builtinExemption, location: nil,
              rule: exemption.reason(for: context.field))))
      }
      codeCandidate(
        (name == .avoidance ? code.avoidance : name == .toolbar ? code.toolbar : code.resignOnTouch)
          .map(SettingValue.bool))
      candidates += fieldRuleCandidates(name, context)
      candidates += listCandidates(feature, .disableIn, value: false, context)
      candidates += listCandidates(feature, .enableIn, value: true, context)
    case .distance:
      codeCandidate(
        context.field.searchBar?.codeDistance.map(SettingValue.number), onSearchBar: true)
      if !candidates.isEmpty {
        candidates[0].groupReason = "a field in a search bar takes the search bar's distance"
      }
      codeCandidate(code.distance.map(SettingValue.number))
      if code.distance != nil, context.field.searchBar != nil {
        candidates[candidates.count - 1].group = 1
      }
      candidates += fieldRuleCandidates(name, context)
      candidates += controllerCandidates(name, context)
    case .toolbarPlaceholder:
      codeCandidate(code.placeholder.map(SettingValue.bool))
      candidates += fieldRuleCandidates(name, context)
      candidates += controllerCandidates(name, context)
    case .toolbarOrder, .toolbarPreviousNext:
      candidates += controllerCandidates(name, context)
    case .skipInOrder:
      codeCandidate(code.skipInOrder.map(SettingValue.bool))
      candidates += fieldRuleCandidates(name, context)
    case .toolbarLastReturnKey, .toolbarDismissOnReturn:
      codeCandidate(
        name == .toolbarLastReturnKey
          ? code.lastReturnKey.map(SettingValue.returnKey)
          : code.dismissOnReturn.map(SettingValue.bool))
      candidates += fieldRuleCandidates(name, context)
      candidates += controllerCandidates(name, context)
    }
    return candidates + featureCandidates(name)
  }

  // MARK: - Candidates

  private func ruleCandidate(
    _ position: Int, step: PrecedenceStep, value: SettingValue? = nil, group: Int = 0,
    tier: Int = 0,
    tierReason: TierReason = ""
  ) -> DecisionCandidate {
    DecisionCandidate(
      value: value ?? PolicyStorage.value(of: storage.rules[position], numbers: storage.numbers)
        ?? .bool(false),
      source: ruleSource(position, step: step), group: group, tier: tier, order: position,
      position: Int32(position), tierReason: tierReason,
      groupReason: "a field in a search bar takes the search bar's distance")
  }

  /// `field` rules: by identifier, then along the class chain (one probe per class). For the
  /// distance of a field in a search bar, the search bar's matches come first (group 0).
  private func fieldRuleCandidates(_ name: SettingName, _ context: DecisionContext)
    -> [DecisionCandidate]
  {
    var result: [DecisionCandidate] = []
    var subjects:
      [(identifier: String?, chain: [String], slots: [ArraySlice<PolicyIndex.Slot>], what: String)] =
        []
    if name == .distance, let searchBar = context.field.searchBar {
      let chain = fullChain(searchBar.classChain)
      subjects.append(
        (searchBar.identifier, chain, index.slots(of: chain), "search bar's class chain"))
    }
    subjects.append(
      (context.field.identifier, context.fieldChain, context.fieldSlots, "field's class chain"))
    let key = PolicyIndex.fieldKey(name)
    for (group, subject) in subjects.enumerated() {
      let group = subjects.count == 2 ? group : 0
      if let id = subject.identifier {
        for position in index.positions(id, key: PolicyIndex.fieldIdentifierKey(name)) {
          result.append(
            ruleCandidate(
              position, step: .fieldRule, group: group, tier: 0,
              tierReason: "an identifier rule beats a class rule"))
        }
      }
      for (depth, slots) in subject.slots.enumerated() {
        for slot in slots where slot.key == key {
          result.append(
            ruleCandidate(
              Int(slot.position), step: .fieldRule, group: group, tier: depth + 1,
              tierReason: TierReason(
                rule: "field", className: subject.chain[depth], chain: subject.what)))
        }
      }
    }
    return result
  }

  /// `controller` rules along the policy controller's chain.
  private func controllerCandidates(_ name: SettingName, _ context: DecisionContext)
    -> [DecisionCandidate]
  {
    var result: [DecisionCandidate] = []
    let key = PolicyIndex.controllerKey(name)
    for (depth, slots) in context.controllerSlots.enumerated() {
      for slot in slots where slot.key == key {
        result.append(
          ruleCandidate(
            Int(slot.position), step: .controllerRule, tier: depth,
            tierReason: TierReason(
              rule: "controller", className: context.controllerChain[depth],
              chain: "controller's chain")))
      }
    }
    return result
  }

  /// Matching `enable in` / `disable in` entries along the policy controller's chain.
  private func listCandidates(
    _ feature: Feature, _ list: ClassListKind, value: Bool, _ context: DecisionContext
  ) -> [DecisionCandidate] {
    let key = PolicyIndex.listKey(feature, list)
    var result: [DecisionCandidate] = []
    for (depth, slots) in context.controllerSlots.enumerated() {
      for slot in slots where slot.key == key {
        result.append(
          ruleCandidate(
            Int(slot.position), step: list == .disableIn ? .disableList : .enableList,
            value: .bool(value),
            tier: depth,
            tierReason: TierReason(
              rule: list.rawValue, className: context.controllerChain[depth],
              chain: "controller's chain")))
      }
    }
    return result
  }

  /// The feature blocks' settings (default layer and policy), or the built-in default.
  private func featureCandidates(_ name: SettingName) -> [DecisionCandidate] {
    let positions = index.featureSettings[name] ?? []
    if positions.isEmpty {
      return [
        DecisionCandidate(
          value: SettingCatalogue.builtinDefault(name),
          source: .builtinDefault(SettingCatalogue.builtinDefaultText(name)))
      ]
    }
    return positions.map { ruleCandidate($0, step: .featureSetting) }
  }
}
