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
    /// Whether `controllerChain` starts with the field's screen (`PolicyRule.Target.screenKey`),
    /// nearer than every class.
    var startsWithScreen: Bool

    init(
      field: FieldContext, fieldChain: [String], controllerChain: [String], index: PolicyIndex,
      exemption: BuiltinExemption?
    ) {
      self.field = field
      self.fieldChain = fieldChain
      self.startsWithScreen = field.screen != nil
      self.controllerChain =
        field.screen.map { [PolicyRule.Target.screenKey($0)] + controllerChain } ?? controllerChain
      self.exemption = exemption
      self.fieldSlots = index.slots(of: fieldChain)
      self.controllerSlots = index.slots(of: self.controllerChain)
    }

    /// Why a rule at `depth` of the controller chain beats a farther one: a nearer class, or
    /// the field's screen (depth 0 with a screen) over its hosting controller's classes.
    func controllerTierReason(rule: String, depth: Int) -> TierReason {
      if startsWithScreen, depth == 0 {
        let named = rule == "controller" ? "" : rule + " "
        return TierReason(
          stringLiteral:
            "'\(named)\(controllerChain[0])' names the field's screen, nearer than its hosting controller's classes"
        )
      }
      return TierReason(rule: rule, className: controllerChain[depth], chain: "controller's chain")
    }

  }

  /// Every candidate of `name` but the winner (`winner`, on `rung`, the rule at `position` or
  /// -1), strongest first, each with the step it lost to and why.
  ///
  /// The winner comes from `winners(for:)`; this lists what else matched on the same ladder,
  /// ranked by the same order (rung, then identifier and nearer class, then the later rule) so
  /// the reasons can say why each one lost. `PrecedenceTableTests` and `ResolveTests` check that
  /// the winner outranks every loser.
  func losers(
    _ name: SettingName, winner: ValueSource, rung: PrecedenceRung, position: Int32,
    _ context: DecisionContext
  ) -> [OverriddenCandidate] {
    losers(
      among: rankedCandidates(name, context), winner: winner, rung: rung, position: position)
  }

  /// Every candidate of `ranked` (one setting's or scroll-view flag's candidates, strongest
  /// first) but the winner (`winner`, on `rung`, the rule at `position` or -1), each with the
  /// step it lost to and why. The winner is found among them by rung and position.
  func losers(
    among ranked: [DecisionCandidate], winner: ValueSource, rung: PrecedenceRung, position: Int32
  ) -> [OverriddenCandidate] {
    let winnerIndex = ranked.firstIndex { $0.rung == rung && $0.position == position }
    let best =
      winnerIndex.map { ranked[$0] }
      ?? DecisionCandidate(value: .bool(false), source: winner, rung: rung)
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

  /// Every candidate value of `name` for the field, unranked: the candidates of each rung of
  /// its ladder.
  private func candidates(_ name: SettingName, _ context: DecisionContext) -> [DecisionCandidate] {
    let field = context.field
    let ladder = name.facts.ladder
    // With a search bar around the field, its candidates form group 0 and the field's group 1.
    let searchBarGroup = field.searchBar != nil && ladder.contains { $0.isOnSearchBar } ? 1 : 0
    var candidates: [DecisionCandidate] = []
    for rung in ladder {
      switch rung {
      case .builtinExemption:
        guard let exemption = context.exemption else { continue }
        candidates.append(
          DecisionCandidate(
            value: .bool(false),
            source: ValueSource(
              kind: .builtin, step: .builtinExemption, location: nil,
              rule: exemption.reason(for: field)), rung: rung))
      case .codeOnSearchBar, .code:
        let onSearchBar = rung.isOnSearchBar
        guard let value = onSearchBar ? field.searchBar?.code(name) : field.code[name] else {
          continue
        }
        var candidate = DecisionCandidate(
          value: value, source: .code(name, value, onSearchBar: onSearchBar), rung: rung)
        candidate.group = onSearchBar ? 0 : searchBarGroup
        if onSearchBar {
          candidate.groupReason = "a field in a search bar takes the search bar's distance"
        }
        candidates.append(candidate)
      case .fieldRuleOnSearchBar:
        guard let searchBar = field.searchBar else { continue }
        let chain = fullChain(searchBar.classChain)
        candidates += fieldRuleCandidates(
          name, identifier: searchBar.identifier, chain: chain, slots: index.slots(of: chain),
          what: "search bar's class chain", rung: rung, group: 0)
      case .fieldRule:
        candidates += fieldRuleCandidates(
          name, identifier: field.identifier, chain: context.fieldChain,
          slots: context.fieldSlots, what: "field's class chain", rung: rung,
          group: searchBarGroup)
      case .controllerRule:
        candidates += controllerCandidates(name, context)
      case .disableList, .enableList:
        guard let feature = name.switchFeature else { continue }
        if rung == .disableList, let placement = field.placement, FieldPlacement.turnsOff(name) {
          candidates.append(
            DecisionCandidate(value: .bool(false), source: placement.source, rung: rung))
        }
        candidates += listCandidates(
          feature, rung == .disableList ? .disableIn : .enableIn, value: rung == .enableList,
          context)
      case .featureSetting:
        candidates += featureCandidates(name)
      case .scrollIdentifierRule, .scrollClassRule:
        continue  // a scroll-view flag's rungs
      }
    }
    return candidates
  }

  // MARK: - Candidates

  /// The rule at `position` as a candidate on `rung` (its value, unless `value` says otherwise).
  func ruleCandidate(
    _ position: Int, rung: PrecedenceRung, value: SettingValue? = nil, group: Int = 0,
    tier: Int = 0,
    tierReason: TierReason = ""
  ) -> DecisionCandidate {
    DecisionCandidate(
      value: value ?? storage.value(of: storage.rules[position])
        ?? .bool(false),
      source: ruleSource(position, step: rung.step), rung: rung, group: group, tier: tier,
      order: position, position: Int32(position), tierReason: tierReason,
      groupReason: "a field in a search bar takes the search bar's distance")
  }

  /// `field` rules matching one view (the field, or the search bar around it): by identifier,
  /// then along its class chain (`slots`: the index's entries of each class of `chain`).
  private func fieldRuleCandidates(
    _ name: SettingName, identifier: String?, chain: [String],
    slots: [ArraySlice<PolicyIndex.Slot>], what: String, rung: PrecedenceRung, group: Int
  ) -> [DecisionCandidate] {
    var result: [DecisionCandidate] = []
    if let identifier {
      for position in index.positions(identifier, key: PolicyIndex.fieldIdentifierKey(name)) {
        result.append(
          ruleCandidate(
            position, rung: rung, group: group, tier: 0,
            tierReason: "an identifier rule beats a class rule"))
      }
    }
    let key = PolicyIndex.fieldKey(name)
    for (depth, classSlots) in slots.enumerated() {
      for slot in classSlots where slot.key == key {
        result.append(
          ruleCandidate(
            Int(slot.position), rung: rung, group: group, tier: depth + 1,
            tierReason: TierReason(rule: "field", className: chain[depth], chain: what)))
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
            Int(slot.position), rung: .controllerRule, tier: depth,
            tierReason: context.controllerTierReason(rule: "controller", depth: depth)))
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
            Int(slot.position), rung: list == .disableIn ? .disableList : .enableList,
            value: .bool(value),
            tier: depth,
            tierReason: context.controllerTierReason(rule: list.rawValue, depth: depth)))
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
          source: .builtinDefault(SettingCatalogue.builtinDefaultText(name)),
          rung: .featureSetting)
      ]
    }
    return positions.map { ruleCandidate($0, rung: .featureSetting) }
  }
}
