/// A value that could apply to one setting, with where it comes from and how strong it is.
///
/// Candidates are ordered by precedence step, then `group` (a search bar's rules before the
/// field's own), then `tier` (identifier before nearest class before farther class), then
/// `order` (later rules win ties; the user's policy comes after the default layer).
struct DecisionCandidate: Sendable {
  var value: SettingValue
  var source: ValueSource
  /// The rung of the setting's ladder it stands on (`featureSetting` for a built-in default).
  var rung = PrecedenceRung.featureSetting
  var group = 0
  var tier = 0
  var order = 0
  /// The rule's position in `Policy.rules` (-1: code, an exemption, a built-in default).
  var position: Int32 = -1
  /// Why this candidate beats a same-step candidate of a larger tier (words built only for losers).
  var tierReason: TierReason = ""
  /// Why this candidate beats a same-step candidate of a later group.
  var groupReason = ""

  /// `candidates` strongest first: by step, group, tier, then the later rule.
  static func ranked(_ candidates: [DecisionCandidate]) -> [DecisionCandidate] {
    // Sort positions by plain integer keys, not the (large) candidates themselves.
    let keys = candidates.map { $0.rank }
    return keys.indices.sorted { i, j in
      let (a, b) = (keys[i], keys[j])
      return a != b ? a < b : i < j
    }.map { candidates[$0] }
  }

  /// The rank: smaller is stronger.
  var rank: (Int, Int, Int, Int) { (source.step.rawValue, group, tier, -order) }

  /// Why `loser` lost to `winner`, in words.
  static func reason(_ loser: DecisionCandidate, lostTo winner: DecisionCandidate) -> String {
    let step = winner.source.step
    if loser.source.step == step {
      if winner.group != loser.group { return winner.groupReason }
      if winner.tier != loser.tier { return winner.tierReason.text }
      if winner.source.kind == .rule, loser.source.kind == .default {
        return "the policy overrides the default layer"
      }
      return "a later rule wins a tie"
    }
    // A built-in default sits at the feature step but is no block's setting: name it as it is.
    let beaten = loser.source.kind == .builtin ? "the built-in default" : noun(loser.source.step)
    switch step {
    case .builtinExemption:
      return "built-in exemption (\(winner.source.rule)) cannot be overridden"
    case .code:
      return "a setting made in code beats every policy rule"
    case .fieldRule:
      return "a matching 'field' rule beats \(beaten)"
    case .scrollViewRule:
      return "a matching 'scroll-view' rule beats \(beaten)"
    case .controllerRule:
      let kind = winner.source.rule.hasPrefix("screen \"") ? "screen" : "controller"
      return "a matching '\(kind)' rule beats \(beaten)"
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
    case .scrollViewRule: "'scroll-view' rules"
    case .controllerRule: "'controller' rules"
    case .disableList: "'disable in'"
    case .enableList: "'enable in'"
    case .featureSetting: "the feature block's setting"
    }
  }
}
