import PolicyLanguage

/// Everything about one lint rule except its check: the single source of truth for the rule
/// catalogue (`kbpolicy rules`), the README table, the SARIF rule metadata and the example tests.
public struct RuleDescription: Hashable, Sendable, Identifiable {
  /// The kebab-case identifier used in suppressions and reports, e.g. `dead-enable`.
  public var id: String
  /// The stable code, `L001`...; never reused once released.
  public var code: String
  /// The severity findings of this rule carry.
  public var severity: Diagnostic.Severity
  /// One line, lowercase, no trailing period.
  public var summary: String
  /// Why the rule exists, in a few sentences.
  public var rationale: String
  /// Policies that produce findings; `↓` marks where each finding must start.
  public var triggering: [Example]
  /// Policies that must produce no finding of this rule.
  public var nonTriggering: [Example]
  /// For rules whose findings carry fix-its: policies and the text applying the fix-its gives.
  /// Empty exactly when the rule offers no fix-its (a test checks both ways).
  public var corrections: [Correction]
  /// Language diagnostics this rule replaces in `lint` output: the same problem, which the rule
  /// reports itself with more knowledge (the classes of the given scenes, a fix-it), so `lint`
  /// shows it once, under the rule's code.
  public var supersedes: [DiagnosticCode]
  /// Whether the rule only runs when scenes are given (`--scene`).
  public var requiresScenes: Bool

  /// Creates a rule description.
  public init(
    id: String, code: String, severity: Diagnostic.Severity, summary: String, rationale: String,
    triggering: [Example], nonTriggering: [Example], corrections: [Correction] = [],
    supersedes: [DiagnosticCode] = [], requiresScenes: Bool = false
  ) {
    self.id = id
    self.code = code
    self.severity = severity
    self.summary = summary
    self.rationale = rationale
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.corrections = corrections
    self.supersedes = supersedes
    self.requiresScenes = requiresScenes
  }
}
