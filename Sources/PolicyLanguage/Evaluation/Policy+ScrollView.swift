extension Policy {
  // MARK: - Scroll view decisions

  /// The decision for one scroll view: a flag set in code → a `scroll-view "id"` rule → the
  /// `scroll-view Class` rule for the nearest class in its chain (a tie goes to the later rule) →
  /// IQ's default (adjust on, adjust-inset on, restore-offset off).
  ///
  /// Each flag's value and winning source only (what the engine asks for every scroll view around
  /// the field; `scrollWinners(for:)` finds them): ask `decide(scrollView:provenance: .full)` for
  /// the losers. Rule sources report the `fieldRule` step (the selector-rule step of the cascade);
  /// built-in defaults report `featureSetting`.
  public func decide(scrollView: ScrollViewContext) -> ScrollViewDecision {
    decide(scrollView: scrollView, provenance: .winners)
  }

  /// The decision for one scroll view, with every candidate that lost too when `provenance` is
  /// `.full` (strongest first, each with the step it lost to and why).
  public func decide(scrollView: ScrollViewContext, provenance: Provenance) -> ScrollViewDecision {
    let positions = scrollWinners(for: scrollView)
    let code = scrollView.code
    func setting(_ flag: ScrollSetting, _ code: Bool?) -> ResolvedScrollSetting {
      scrollSetting(flag, code: code, position: positions[flag.ordinal])
    }
    var decision = ScrollViewDecision(
      adjust: setting(.adjust, code.adjust), adjustInset: setting(.adjustInset, code.adjustInset),
      restoreOffset: setting(.restoreOffset, code.restoreOffset))
    if provenance == .full {
      let chain = fullChain(scrollView.classChain)
      func losers(_ flag: ScrollSetting, _ winner: ResolvedScrollSetting) -> [OverriddenCandidate] {
        // A code setting wins without a rule; otherwise the winner is the table's rule (or -1).
        let position = winner.source.step == .code ? -1 : positions[flag.ordinal]
        return scrollLosers(
          flag, winner: winner.source, position: position, scrollView, chain: chain)
      }
      decision.adjust.overridden = losers(.adjust, decision.adjust)
      decision.adjustInset.overridden = losers(.adjustInset, decision.adjustInset)
      decision.restoreOffset.overridden = losers(.restoreOffset, decision.restoreOffset)
    }
    return decision
  }

  /// One flag from its winner: the code setting, else the rule at `position` (-1: none), else
  /// the built-in default.
  private func scrollSetting(_ flag: ScrollSetting, code: Bool?, position: Int32)
    -> ResolvedScrollSetting
  {
    if let code {
      return ResolvedScrollSetting(value: code, source: .code(Self.codeStatement(flag, code)))
    }
    guard position >= 0 else { return .builtinDefault(flag) }
    let value = storage.value(of: storage.rules[Int(position)])
    return ResolvedScrollSetting(
      value: (value ?? .bool(false)).boolValue ?? SettingCatalogue.builtinDefault(flag),
      source: ruleSource(Int(position), step: .fieldRule))
  }

  /// The flag set in code as IQKeyboardManager's API writes it.
  private static func codeStatement(_ flag: ScrollSetting, _ value: Bool) -> String {
    switch flag {
    case .adjust: "ignoreScrollingAdjustment = \(!value)"
    case .adjustInset: "ignoreContentInsetAdjustment = \(!value)"
    case .restoreOffset: "restoreContentOffset = \(value)"
    }
  }

  // MARK: - Losers (explain and tests only)

  /// Every candidate of `flag` but the winner (`winner`, the rule at `position` or -1), strongest
  /// first, each with the step it lost to and why.
  private func scrollLosers(
    _ flag: ScrollSetting, winner: ValueSource, position: Int32, _ scrollView: ScrollViewContext,
    chain: [String]
  ) -> [OverriddenCandidate] {
    let ranked = DecisionCandidate.ranked(scrollCandidates(flag, scrollView, chain: chain))
    let winnerIndex = ranked.firstIndex {
      $0.source.step == winner.step && $0.position == position
    }
    let best =
      winnerIndex.map { ranked[$0] } ?? DecisionCandidate(value: .bool(false), source: winner)
    return ranked.indices.compactMap { i in
      guard i != winnerIndex else { return nil }
      return OverriddenCandidate(
        source: ranked[i].source, value: ranked[i].value, lostTo: winner.step,
        reason: DecisionCandidate.reason(ranked[i], lostTo: best))
    }
  }

  /// Every candidate value of `flag` for the scroll view, strongest first (for tests: the first
  /// is the winner).
  func rankedScrollCandidates(_ flag: ScrollSetting, for scrollView: ScrollViewContext)
    -> [DecisionCandidate]
  {
    DecisionCandidate.ranked(
      scrollCandidates(flag, scrollView, chain: fullChain(scrollView.classChain)))
  }

  /// Every candidate value of `flag` for the scroll view, unranked: the code setting, every
  /// `scroll-view "id"` rule (tier 0), every `scroll-view Class` rule along `chain` (tier: the
  /// class's depth + 1), the built-in default.
  private func scrollCandidates(
    _ flag: ScrollSetting, _ scrollView: ScrollViewContext, chain: [String]
  ) -> [DecisionCandidate] {
    var candidates: [DecisionCandidate] = []
    let code =
      switch flag {
      case .adjust: scrollView.code.adjust
      case .adjustInset: scrollView.code.adjustInset
      case .restoreOffset: scrollView.code.restoreOffset
      }
    if let code {
      candidates.append(
        DecisionCandidate(value: .bool(code), source: .code(Self.codeStatement(flag, code))))
    }
    if let id = scrollView.identifier {
      for position in index.positions(id, key: PolicyIndex.scrollIdentifierKey(flag)) {
        candidates.append(
          scrollCandidate(position, tier: 0, reason: "an identifier rule beats a class rule"))
      }
    }
    for (depth, className) in chain.enumerated() {
      for position in index.positions(className, key: PolicyIndex.scrollClassKey(flag)) {
        candidates.append(
          scrollCandidate(
            position, tier: depth + 1,
            reason: TierReason(
              rule: "scroll-view", className: className, chain: "scroll view's chain")))
      }
    }
    let builtin = ResolvedScrollSetting.builtinDefault(flag)
    candidates.append(DecisionCandidate(value: .bool(builtin.value), source: builtin.source))
    return candidates
  }

  private func scrollCandidate(_ position: Int, tier: Int, reason: TierReason) -> DecisionCandidate
  {
    DecisionCandidate(
      value: storage.value(of: storage.rules[position])
        ?? .bool(false),
      source: ruleSource(position, step: .fieldRule), tier: tier, order: position,
      position: Int32(position), tierReason: reason)
  }
}
