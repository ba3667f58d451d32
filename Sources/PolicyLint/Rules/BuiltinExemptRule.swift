import PolicyLanguage

/// `builtin-exempt`: a rule that tries to turn avoidance or the toolbar on inside an alert
/// controller, where the built-in exemption always wins.
struct BuiltinExemptRule: LintRule {
  static let description = RuleDescription(
    id: "builtin-exempt", code: "L003", severity: .warning,
    summary: "a rule that tries to turn avoidance or the toolbar on inside 'UIAlertController'",
    rationale: """
      Text fields inside a UIAlertController (and its private \
      _UIAlertControllerTextFieldViewController) never get keyboard avoidance or the toolbar: \
      IQKeyboardManager filters them out before looking at any setting, and so does this tool. \
      'enable in UIAlertController' and 'controller' rules for alert controllers therefore do \
      nothing, however they are written.
      """,
    triggering: [
      Example(
        """
        version 1

        toolbar {
          enabled = false
          enable in ↓UIAlertController
        }
        """),
      Example(
        """
        version 1
        class ConfirmAlertController: UIAlertController

        controller ↓ConfirmAlertController {
          distance = 20
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        version 1

        resign-on-touch {
          enabled = false
          disable in UIAlertController
        }
        """),
      Example(
        """
        version 1
        class CheckoutViewController: UIViewController

        controller CheckoutViewController {
          distance = 20
        }
        """),
    ],
    corrections: [
      Correction(
        """
        version 1

        toolbar {
          enabled = false
          enable in ↓UIAlertController
        }
        """,
        """
        version 1

        toolbar {
          enabled = false
        }
        """)
    ])

  func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    let note = Diagnostic.Note(
      message:
        "fields in alert controllers never get avoidance or a toolbar (a built-in exemption no policy can override)"
    )
    for feature in [Feature.avoidance, .toolbar] {
      for list in context.lists(feature, .enableIn) {
        for (index, entry) in list.classes.enumerated() where context.isAlertController(entry.name)
        {
          findings.append(
            finding(
              "'enable in \(entry.name)' cannot turn '\(feature.rawValue)' on inside an alert controller",
              at: entry.range, notes: [note], fixIts: [context.removal(at: index, in: list)]))
        }
      }
    }
    // Where the controller settings the compiler accepted start (a `controller` block takes no
    // `resign-on-touch`, the one switch the exemption leaves alone).
    let accepted = Set(
      context.checked.rules.lazy.filter { $0.kind == .controller }.map(\.range.start.offset))
    for block in context.ruleBlocks where block.kind == .controller {
      guard case .className(let name) = block.selector, context.isAlertController(name.name),
        block.settings.contains(where: { accepted.contains($0.range.start.offset) })
      else { continue }
      findings.append(
        finding(
          "'controller \(name.name)' has no effect: alert controllers never get avoidance or a toolbar",
          at: name.range, notes: [note]))
    }
    return findings
  }
}
