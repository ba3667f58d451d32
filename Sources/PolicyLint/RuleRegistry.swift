import PolicyLanguage

/// The rule catalogue: every lint rule, sorted by id.
public enum RuleRegistry {
  /// Every rule, written in id order (`RuleExampleTests` checks it).
  static let rules: [any LintRule] = [
    BuiltinExemptRule(),
    ClassKindMismatchRule(),
    CompanionNeverActsRule(),
    ConflictingOverrideRule(),
    DeadEnableRule(),
    DeskOnlyNameRule(),
    DistanceRangeRule(),
    DuplicateEntryRule(),
    InvalidSuppressionRule(),
    InvisibleCharacterRule(),
    MovesTwiceRule(),
    RedundantOverrideRule(),
    SettingNeverActsRule(),
    ShadowedEnableRule(),
    ToolbarSettingsUnusedRule(),
    UnknownClassRule(),
    UnknownScreenRule(),
    UnmatchedSelectorRule(),
    UnusedSuppressionRule(),
  ]

  /// Every rule's description, sorted by id.
  public static let descriptions: [RuleDescription] = rules.map(\.ruleDescription)

  /// The rule with this id or code, if any.
  public static func rule(_ idOrCode: String) -> RuleDescription? {
    descriptions.first { $0.id == idOrCode || $0.code == idOrCode }
  }

  /// The closest rule id to an unknown one, for did-you-mean.
  public static func suggestion(for idOrCode: String) -> String? {
    Suggestions.closest(to: idOrCode, in: descriptions.map(\.id))
  }

  /// The catalogue as a Markdown table (id, code, severity, summary), docs/lint.md's rule table.
  public static func markdownTable() -> String {
    var text = "| id | code | severity | summary |\n|---|---|---|---|\n"
    for rule in descriptions {
      let summary = rule.summary.replacingOccurrences(of: "|", with: "\\|")
      text += "| `\(rule.id)` | \(rule.code) | \(rule.severity.rawValue) | \(summary) |\n"
    }
    return text
  }
}
