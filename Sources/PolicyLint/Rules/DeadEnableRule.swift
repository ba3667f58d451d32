import PolicyLanguage

/// `dead-enable`: `enable in X` in a feature whose `enabled` is already true.
struct DeadEnableRule: LintRule {
  static let description = RuleDescription(
    id: "dead-enable", code: "L001", severity: .warning,
    summary: "'enable in' in a feature whose 'enabled' is already true",
    rationale: """
      'enable in' turns a feature on for some controllers when the feature's 'enabled' is false \
      (IQKeyboardManager's enabledDistanceHandlingClasses and friends). When 'enabled' is already \
      true, from the policy or from the default policy (avoidance is on by default), the list \
      changes nothing. It usually means the author expected 'enable in' to beat a 'disable in', \
      which it never does; use a 'field' rule for that.
      """,
    triggering: [
      Example(
        """
        version 1
        class LegacyFormViewController: UIViewController

        avoidance {
          enabled = true
          ↓enable in LegacyFormViewController
        }
        """),
      Example(
        """
        version 1
        class LegacyFormViewController: UIViewController

        avoidance {
          distance = 12
          ↓enable in LegacyFormViewController
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        version 1
        class SignupViewController: UIViewController

        toolbar {
          enabled = false
          enable in SignupViewController
        }
        """),
      Example(
        """
        version 1
        class LegacyFormViewController: UIViewController

        avoidance {
          enabled = false
          enable in LegacyFormViewController
        }
        """),
    ],
    corrections: [
      Correction(
        """
        version 1
        class LegacyFormViewController: UIViewController

        avoidance {
          enabled = true
          ↓enable in LegacyFormViewController
        }
        """,
        """
        version 1
        class LegacyFormViewController: UIViewController

        avoidance {
          enabled = true
        }
        """)
    ])

  func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for feature in Feature.allCases {
      guard let enabled = context.enabled(feature), enabled.value else { continue }
      let note =
        enabled.setting.map { LintContext.note($0) }
        ?? Diagnostic.Note(message: "'\(feature.rawValue)' is enabled")
      // With 'disable in' entries (the policy's or the default layer's), the feature is not on
      // everywhere: say what is true instead.
      let why =
        context.entries(feature, .disableIn).isEmpty
        ? "is already enabled everywhere"
        : "is already on wherever no 'disable in' turns it off, and 'disable in' always wins"
      for list in context.lists(feature, .enableIn) {
        let classes = (list.classes.map(\.name) + list.screens.map { "screen \"\($0.name)\"" })
          .joined(separator: ", ")
        findings.append(
          finding(
            "'enable in' changes nothing: '\(feature.rawValue)' \(why)",
            at: list.keywordRange,
            notes: [
              note,
              Diagnostic.Note(
                message:
                  "to force '\(feature.rawValue)' on where a 'disable in' applies, use a 'field' rule"
              ),
            ],
            fixIts: [context.removal(of: list.range, "enable in \(classes)")]))
      }
    }
    return findings
  }
}
