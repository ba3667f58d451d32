import PolicyLanguage

/// `shadowed-enable`: `enable in X` where X is, or inherits from, a class the same feature
/// disables. The disable always wins.
struct ShadowedEnableRule: LintRule {
  static let description = RuleDescription(
    id: "shadowed-enable", code: "L002", severity: .warning,
    summary: "'enable in' a class that a 'disable in' of the same feature always beats",
    rationale: """
      IQKeyboardManager checks the disabled classes after the enabled ones, so a controller that \
      matches both is always disabled. Listing a subclass of a disabled class in 'enable in' \
      (a UITableViewController subclass in 'avoidance', which the default policy disables) is the \
      most common reason for "IQKeyboardManager ignores my controller". A 'field' rule with \
      'avoidance = on' beats the class lists.
      """,
    triggering: [
      Example(
        """
        version 1
        class SettingsViewController: UITableViewController

        avoidance {
          enabled = false
          enable in ↓SettingsViewController
        }
        """),
      Example(
        """
        version 1
        class PaymentViewController: UIViewController

        resign-on-touch {
          disable in PaymentViewController
          enable in ↓PaymentViewController
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        version 1
        class LoginViewController: UIViewController

        resign-on-touch {
          enable in LoginViewController
        }
        """),
      Example(
        """
        version 1
        extends none
        class SettingsViewController: UITableViewController

        avoidance {
          enabled = false
          enable in SettingsViewController
        }
        """),
    ])

  func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for feature in Feature.allCases {
      let disables = context.entries(feature, .disableIn)
      guard !disables.isEmpty else { continue }
      for list in context.lists(feature, .enableIn) {
        for entry in list.classes {
          // Alert controllers are builtin-exempt's business.
          if feature != .resignOnTouch, context.isAlertController(entry.name) { continue }
          let chain = context.hierarchy.chain(of: entry.name)
          guard
            let disable = disables.min(by: {
              (chain.firstIndex(of: $0.name) ?? .max) < (chain.firstIndex(of: $1.name) ?? .max)
            }), chain.contains(disable.name)
          else { continue }
          var notes: [Diagnostic.Note] = []
          if disable.isDefault {
            notes.append(
              Diagnostic.Note(
                message: "the default policy disables '\(feature.rawValue)' in '\(disable.name)'",
                range: disable.range))
          } else {
            notes.append(
              Diagnostic.Note(
                message: "'disable in \(disable.name)' is here", range: disable.range))
          }
          if disable.name != entry.name {
            let path = chain.prefix(through: chain.firstIndex(of: disable.name) ?? 0).joined(
              separator: " → ")
            notes.append(
              Diagnostic.Note(message: "'\(entry.name)' inherits from '\(disable.name)': \(path)"))
          }
          notes.append(
            Diagnostic.Note(
              message:
                "a 'field' rule such as 'field \"id\" { \(feature.rawValue) = on }' beats every class list"
            ))
          let message =
            disable.name == entry.name
            ? "'\(entry.name)' is both enabled and disabled for '\(feature.rawValue)'; 'disable in' always wins"
            : "'enable in \(entry.name)' never applies: '\(entry.name)' is a '\(disable.name)', which '\(feature.rawValue)' disables"
          findings.append(finding(message, at: entry.range, notes: notes))
        }
      }
    }
    return findings
  }
}
