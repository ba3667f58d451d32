import PolicyLanguage

/// Computes a `PolicyDiff`: over screens from the explanations of every field under each policy,
/// or without screens from the two compiled policies' decisions for every target they name.
///
/// Linear: each field (or target) is decided once per policy and compared setting by setting;
/// fields are matched by view id through a dictionary.
public enum PolicyDiffer {
  /// One screen explained under both policies (`ExplanationBuilder.explainAll()` of the same
  /// scene with each policy).
  public struct Screen: Sendable {
    /// How the screen is named (`path`, `path#Controller`).
    public var label: String
    /// Every field's explanation under the old policy.
    public var old: [Explanation]
    /// Every field's explanation under the new policy.
    public var new: [Explanation]

    /// Creates a screen.
    public init(label: String, old: [Explanation], new: [Explanation]) {
      self.label = label
      self.old = old
      self.new = new
    }
  }

  /// The diff over the fields of `screens`. A field only one side explains (never: both sides
  /// explain the same scene) is compared with nothing and left out.
  public static func screens(_ screens: [Screen]) -> PolicyDiff {
    var changes: [DiffChange] = []
    var compared = 0
    for screen in screens {
      var newByID: [String: Explanation] = [:]
      for explanation in screen.new { newByID[explanation.field.id] = explanation }
      for old in screen.old {
        guard let new = newByID[old.field.id] else { continue }
        compared += 1
        if let change = change(scene: screen.label, old: old, new: new) { changes.append(change) }
      }
    }
    return PolicyDiff(overScreens: true, changes: changes, compared: compared)
  }

  /// What differs between one field's two explanations; nil when nothing does.
  public static func change(scene: String?, old: Explanation, new: Explanation) -> DiffChange? {
    var settings: [SettingChange] = []
    var newByName: [SettingName: SettingExplanation] = [:]
    for setting in new.settings { newByName[setting.setting] = setting }
    for before in old.settings {
      guard let after = newByName[before.setting] else { continue }
      if before.value != after.value || !sameRule(before.source, after.source) {
        settings.append(
          SettingChange(
            setting: before.name, old: side(before.value, before.source),
            new: side(after.value, after.source)))
      }
    }
    var outcome: [OutcomeChange] = []
    for aspect in OutcomeChange.Aspect.allCases {
      let before = words(aspect, of: old)
      let after = words(aspect, of: new)
      if before != after { outcome.append(OutcomeChange(aspect: aspect, old: before, new: after)) }
    }
    guard !settings.isEmpty || !outcome.isEmpty else { return nil }
    return DiffChange(
      scene: scene, subject: subject(old.field), view: old.field.id, settings: settings,
      outcome: outcome)
  }

  /// `"email" (view 'f1')`, or `'f1'` for a field without an accessibility identifier.
  static func subject(_ field: ExplainedField) -> String {
    field.identifier.map { "\"\($0)\" (view '\(field.id)')" } ?? "'\(field.id)'"
  }

  /// Whether two sources are the same rule: the same kind, precedence step and words (the
  /// file and line may differ: the two policies are two files, and lines move).
  static func sameRule(_ a: ExplainedSource, _ b: ExplainedSource) -> Bool {
    a.kind == b.kind && a.step == b.step && a.rule == b.rule
  }

  static func side(_ value: ExplainedValue, _ source: ExplainedSource) -> DiffSide {
    DiffSide(value: value.description, rule: source.rule, location: source.location)
  }

  /// One part of a field's outcome in words, rounded as explain shows it.
  static func words(_ aspect: OutcomeChange.Aspect, of e: Explanation) -> String {
    switch aspect {
    case .movedBy: e.movedBy.map { PointsFormat.rounded($0) + " pt" } ?? "-"
    case .gap: e.finalGap.map { PointsFormat.rounded($0) + " pt" } ?? "-"
    case .verdict: e.verdict.kind.rawValue
    case .order:
      e.order.position + " (previous " + (e.order.previous.map { "'\($0)'" } ?? "none")
        + ", next " + (e.order.next.map { "'\($0)'" } ?? "none") + ")"
    }
  }
}
