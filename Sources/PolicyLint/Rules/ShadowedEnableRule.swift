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
      // The first `disable in` entry of each name, found once: each enabled class then walks
      // its own chain (at most 256 classes), not every entry of the lists.
      var firstDisable: [String: ListEntry] = [:]
      for disable in disables where firstDisable[disable.name] == nil {
        firstDisable[disable.name] = disable
      }
      for list in context.lists(feature, .enableIn) {
        for entry in list.classes {
          // Alert controllers are builtin-exempt's business.
          if feature != .resignOnTouch, context.isAlertController(entry.name) { continue }
          let chain = context.hierarchy.chain(of: entry.name)
          // The disabled class nearest `entry` in its chain (the first entry of that name).
          guard let disable = chain.lazy.compactMap({ firstDisable[$0] }).first else { continue }
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
