extension Policy {
  // MARK: - Scroll view decisions

  /// The decision for one scroll view, each flag by its ladder (`ScrollSetting.ladder`): a flag
  /// set in code → a `scroll-view "id"` rule → the `scroll-view Class` rule for the nearest class
  /// in its chain (a tie goes to the later rule) → IQ's default (adjust on, adjust-inset on,
  /// restore-offset off).
  ///
  /// Each flag's value and winning source only (what the engine asks for every scroll view around
  /// the field; `scrollWinners(for:)` finds them): ask `decide(scrollView:provenance: .full)` for
  /// the losers. Rule sources report the `scrollViewRule` step (`PrecedenceRung.step`), code
  /// settings `code`, built-in defaults `featureSetting`.
  public func decide(scrollView: ScrollViewContext) -> ScrollViewDecision {
    decide(scrollView: scrollView, provenance: .winners)
  }

  /// The decision for one scroll view, with every candidate that lost too when `provenance` is
  /// `.full` (strongest first, each with the step it lost to and why).
  public func decide(scrollView: ScrollViewContext, provenance: Provenance) -> ScrollViewDecision {
    let winners = scrollWinners(for: scrollView)
    func setting(_ flag: ScrollSetting) -> ResolvedScrollSetting {
      scrollSetting(flag, winners, scrollView)
    }
    var decision = ScrollViewDecision(
      adjust: setting(.adjust), adjustInset: setting(.adjustInset),
      restoreOffset: setting(.restoreOffset))
    if provenance == .full {
      let chain = fullChain(scrollView.classChain)
      func losers(_ flag: ScrollSetting, _ winner: ResolvedScrollSetting) -> [OverriddenCandidate] {
        let f = flag.ordinal
        return self.losers(
          among: DecisionCandidate.ranked(scrollCandidates(flag, scrollView, chain: chain)),
          winner: winner.source, rung: winners.rung(f), position: winners.positions[f])
      }
      decision.adjust.overridden = losers(.adjust, decision.adjust)
      decision.adjustInset.overridden = losers(.adjustInset, decision.adjustInset)
      decision.restoreOffset.overridden = losers(.restoreOffset, decision.restoreOffset)
    }
    return decision
  }

  /// One flag from its winner: the code setting, the rule at the winner's position, or the
  /// built-in default.
  private func scrollSetting(
    _ flag: ScrollSetting, _ winners: ScrollWinners, _ scrollView: ScrollViewContext
  ) -> ResolvedScrollSetting {
    let f = flag.ordinal
    let rung = winners.rung(f)
    switch rung {
    case .code:
      let value = scrollView.code[flag] ?? SettingCatalogue.builtinDefault(flag)
      return ResolvedScrollSetting(value: value, source: .code(flag.codeStatement(value)))
    case .scrollIdentifierRule, .scrollClassRule:
      let position = Int(winners.positions[f])
      let value = storage.value(of: storage.rules[position])
      return ResolvedScrollSetting(
        value: (value ?? .bool(false)).boolValue ?? SettingCatalogue.builtinDefault(flag),
        source: ruleSource(position, step: rung.step))
    case .builtinExemption, .codeOnSearchBar, .fieldRuleOnSearchBar, .fieldRule,
      .controllerRule, .disableList, .enableList, .featureSetting:
      return .builtinDefault(flag)
    }
  }

  // MARK: - Losers (explain and tests only)

  /// Every candidate value of `flag` for the scroll view, strongest first (for tests: the first
  /// is the winner).
  func rankedScrollCandidates(_ flag: ScrollSetting, for scrollView: ScrollViewContext)
    -> [DecisionCandidate]
  {
    DecisionCandidate.ranked(
      scrollCandidates(flag, scrollView, chain: fullChain(scrollView.classChain)))
  }

  /// Every candidate value of `flag` for the scroll view, unranked: the candidates of each rung
  /// of its ladder (the code setting, every `scroll-view "id"` rule (tier 0), every
  /// `scroll-view Class` rule along `chain` (tier: the class's depth + 1), the built-in default).
  private func scrollCandidates(
    _ flag: ScrollSetting, _ scrollView: ScrollViewContext, chain: [String]
  ) -> [DecisionCandidate] {
    var candidates: [DecisionCandidate] = []
    for rung in flag.ladder {
      switch rung {
      case .code:
        guard let value = scrollView.code[flag] else { continue }
        candidates.append(
          DecisionCandidate(
            value: .bool(value), source: .code(flag.codeStatement(value)), rung: rung))
      case .scrollIdentifierRule:
        guard let id = scrollView.identifier else { continue }
        for position in index.positions(id, key: PolicyIndex.scrollIdentifierKey(flag)) {
          candidates.append(
            ruleCandidate(
              position, rung: rung, tier: 0, tierReason: "an identifier rule beats a class rule"))
        }
      case .scrollClassRule:
        let key = PolicyIndex.scrollClassKey(flag)
        for (depth, className) in chain.enumerated() {
          for position in index.positions(className, key: key) {
            candidates.append(
              ruleCandidate(
                position, rung: rung, tier: depth + 1,
                tierReason: TierReason(
                  rule: "scroll-view", className: className, chain: "scroll view's chain")))
          }
        }
      case .featureSetting:
        let builtin = ResolvedScrollSetting.builtinDefault(flag)
        candidates.append(
          DecisionCandidate(value: .bool(builtin.value), source: builtin.source, rung: rung))
      case .builtinExemption, .codeOnSearchBar, .fieldRuleOnSearchBar, .fieldRule,
        .controllerRule, .disableList, .enableList:
        continue  // a field decision setting's rungs
      }
    }
    return candidates
  }
}
