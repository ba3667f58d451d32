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

  /// A setting's identity across blocks: the block's kind and selector, and what it sets.
  private struct Key: Hashable {
    var kind: PolicyRule.Kind
    var target: PolicyRule.Target
    var setting: SettingKey
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    var seen: [Key: CheckedRule] = [:]
    // The checked rule blocks' settings, in source order (a setting the compiler rejected, or set
    // twice in one block, is its finding alone).
    for rule in context.checked.rules {
      guard rule.kind != .featureSetting, let target = rule.target, let entry = rule.entry,
        let value = rule.value
      else { continue }
      let key = Key(kind: rule.kind, target: target, setting: entry.feeds)
      if let earlier = seen[key], let was = earlier.value, was != value {
        findings.append(
          finding(
            "'\(entry.name)' is set again for '\(LintContext.describe(rule))' with a different value: '\(value.description)' (was '\(was.description)'); the later value wins",
            at: rule.range,
            notes: [
              Diagnostic.Note(
                message: "'\(earlier.settingText)' is set here", range: earlier.range)
            ]))
      }
      seen[key] = rule
    }
    return findings
  }
}
