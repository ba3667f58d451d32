extension Policy {
  // MARK: - Scroll view decisions

  /// The decision for one scroll view: a flag set in code → a `scroll-view "id"` rule → the
  /// `scroll-view Class` rule for the nearest class in its chain (a tie goes to the later rule) →
  /// IQ's default (adjust on, adjust-inset on, restore-offset off).
  ///
  /// Rule sources report the `fieldRule` step (the selector-rule step of the cascade); built-in
  /// defaults report `featureSetting`.
  public func decide(scrollView: ScrollViewContext) -> ScrollViewDecision {
    let chain = fullChain(scrollView.classChain)
    func resolve(_ setting: ScrollSetting, code: Bool?, iqName: String) -> ResolvedScrollSetting {
      var candidates: [DecisionCandidate] = []
      if let code {
        candidates.append(
          DecisionCandidate(
            value: .bool(code),
            source: .code(iqName)))
      }
      if let id = scrollView.identifier {
        for position in index.positions(id, key: PolicyIndex.scrollIdentifierKey(setting)) {
          candidates.append(
            scrollCandidate(position, tier: 0, reason: "an identifier rule beats a class rule"))
        }
      }
      for (depth, className) in chain.enumerated() {
        for position in index.positions(className, key: PolicyIndex.scrollClassKey(setting)) {
          candidates.append(
            scrollCandidate(
              position, tier: depth + 1,
              reason: TierReason(
                rule: "scroll-view", className: className, chain: "scroll view's chain")))
        }
      }
      let builtin = ResolvedScrollSetting.builtinDefault(setting)
      candidates.append(DecisionCandidate(value: .bool(builtin.value), source: builtin.source))
      // The built-in default is always a candidate: `ranked` is never empty.
      let ranked = DecisionCandidate.ranked(candidates)
      let winner = ranked[0]
      return ResolvedScrollSetting(
        value: winner.value.boolValue ?? builtin.value, source: winner.source,
        overridden: ranked.dropFirst().map {
          OverriddenCandidate(
            source: $0.source, value: $0.value, lostTo: winner.source.step,
            reason: DecisionCandidate.reason($0, lostTo: winner))
        })
    }
    let code = scrollView.code
    return ScrollViewDecision(
      adjust: resolve(
        .adjust, code: code.adjust,
        iqName: "ignoreScrollingAdjustment = \(code.adjust.map { !$0 } ?? false)"),
      adjustInset: resolve(
        .adjustInset, code: code.adjustInset,
        iqName: "ignoreContentInsetAdjustment = \(code.adjustInset.map { !$0 } ?? false)"),
      restoreOffset: resolve(
        .restoreOffset, code: code.restoreOffset,
        iqName: "restoreContentOffset = \(code.restoreOffset ?? false)"))
  }

  private func scrollCandidate(_ position: Int, tier: Int, reason: TierReason) -> DecisionCandidate
  {
    let rule = storage.rule(at: position)
    return DecisionCandidate(
      value: rule.value ?? .bool(false),
      source: ValueSource(
        kind: rule.sourceKind, step: .fieldRule, location: rule.location, rule: rule.text),
      tier: tier, order: rule.order, tierReason: reason)
  }
}
