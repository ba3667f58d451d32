/// A value that could apply to one setting, with where it comes from and how strong it is.
///
/// Candidates are ordered by precedence step, then `group` (a search bar's rules before the
/// field's own), then `tier` (identifier before nearest class before farther class), then
/// `order` (later rules win ties; the user's policy comes after the default layer).
struct DecisionCandidate: Sendable {
  var value: SettingValue
  var source: ValueSource
  var group = 0
  var tier = 0
  var order = 0
  /// Why this candidate beats a same-step candidate of a larger tier.
  var tierReason = ""
  /// Why this candidate beats a same-step candidate of a later group.
  var groupReason = ""

  /// The winner and every loser, with the step each lost on and why.
  static func resolve(_ candidates: [DecisionCandidate])
    -> (winner: DecisionCandidate, overridden: [OverriddenCandidate])?
  {
    let sorted = candidates.enumerated().sorted { lhs, rhs in
      let a = lhs.element
      let b = rhs.element
      if a.source.step != b.source.step { return a.source.step < b.source.step }
      if a.group != b.group { return a.group < b.group }
      if a.tier != b.tier { return a.tier < b.tier }
      if a.order != b.order { return a.order > b.order }
      return lhs.offset < rhs.offset
    }.map(\.element)
    guard let winner = sorted.first else { return nil }
    let losers = sorted.dropFirst().map { loser in
      OverriddenCandidate(
        source: loser.source, value: loser.value, lostTo: winner.source.step,
        reason: reason(loser, lostTo: winner))
    }
    return (winner, losers)
  }

  /// Why `loser` lost to `winner`, in words.
  static func reason(_ loser: DecisionCandidate, lostTo winner: DecisionCandidate) -> String {
    let step = winner.source.step
    if loser.source.step == step {
      if winner.group != loser.group { return winner.groupReason }
      if winner.tier != loser.tier { return winner.tierReason }
      if winner.source.kind == .rule, loser.source.kind == .default {
        return "the policy overrides the default layer"
      }
      return "a later rule wins a tie"
    }
    let beaten = noun(loser.source.step)
    switch step {
    case .builtinExemption:
      return "built-in exemption (\(winner.source.rule)) cannot be overridden"
    case .code:
      return "a setting made in code beats every policy rule"
    case .fieldRule:
      return "a matching 'field' rule beats \(beaten)"
    case .controllerRule:
      return "a matching 'controller' rule beats \(beaten)"
    case .disableList:
      return loser.source.step == .enableList
        ? "a matching 'disable in' always wins over 'enable in'"
        : "a matching 'disable in' beats \(beaten)"
    case .enableList:
      return "a matching 'enable in' beats \(beaten)"
    case .featureSetting:
      return "the feature block's setting applies"
    }
  }

  private static func noun(_ step: PrecedenceStep) -> String {
    switch step {
    case .builtinExemption: "built-in exemptions"
    case .code: "settings made in code"
    case .fieldRule: "'field' rules"
    case .controllerRule: "'controller' rules"
    case .disableList: "'disable in'"
    case .enableList: "'enable in'"
    case .featureSetting: "the feature block's setting"
    }
  }
}
