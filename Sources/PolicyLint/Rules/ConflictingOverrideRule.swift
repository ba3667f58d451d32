import PolicyLanguage

/// `conflicting-override`: the same selector sets the same setting twice with different values.
struct ConflictingOverrideRule: LintRule {
  static let description = RuleDescription(
    id: "conflicting-override", code: "L005", severity: .warning,
    summary: "the same selector sets the same setting twice with different values",
    rationale: """
      When two blocks with the same selector (two 'field "email"' blocks, two 'controller X' \
      blocks) set one setting to different values, the later block silently wins. Readers of \
      the earlier block are misled; merge the blocks and keep one value.
      """,
    triggering: [
      Example(
        """
        version 1

        field "email" {
          distance = 24
        }

        field "email" {
          ↓distance = 40
        }
        """),
      Example(
        """
        version 1
        class CheckoutViewController: UIViewController

        controller CheckoutViewController {
          toolbar.order = position
        }

        controller CheckoutViewController {
          ↓toolbar.order = tag
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        version 1

        field "email" {
          distance = 24
        }

        field "password" {
          distance = 40
        }
        """),
      Example(
        """
        version 1

        field "email" {
          distance = 24
        }

        field UITextField {
          distance = 40
        }
        """),
    ])

  private struct Key: Hashable {
    var kind: RuleKind
    var isIdentifier: Bool
    var name: String
    var setting: String
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    var seen: [Key: (setting: SettingNode, value: SettingValue)] = [:]
    for block in context.ruleBlocks {
      let isIdentifier: Bool
      if case .identifier = block.selector { isIdentifier = true } else { isIdentifier = false }
      for setting in block.settings {
        let canonical = LintValue.settingName(setting.name)?.rawValue ?? setting.name
        let key = Key(
          kind: block.kind, isIdentifier: isIdentifier, name: block.selector.identifier.name,
          setting: canonical)
        guard let value = LintValue.value(setting.value) else { continue }
        if let earlier = seen[key], earlier.value != value {
          findings.append(
            finding(
              "'\(setting.name)' is set again for '\(LintContext.describe(block))' with a different value: '\(LintValue.describe(value))' (was '\(LintValue.describe(earlier.value))'); the later value wins",
              at: setting.range,
              notes: [
                Diagnostic.Note(
                  message: "'\(LintContext.describe(earlier.setting))' is set here",
                  range: earlier.setting.range)
              ]))
        }
        seen[key] = (setting, value)
      }
    }
    return findings
  }
}
