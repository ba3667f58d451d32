import PolicyLanguage

/// `unknown-class`: a class that is neither UIKit's nor declared in the policy nor found in a
/// given scene.
struct UnknownClassRule: LintRule {
  static let description = RuleDescription(
    id: "unknown-class", code: "L007", severity: .warning,
    summary: "a class that is neither UIKit's nor declared in the policy or a given scene",
    rationale: """
      Class lists and selectors match by 'isKind(of:)', which needs the class hierarchy. A class \
      the tool does not know matches only itself, so a typo, or an app class whose superclass \
      is not declared, silently matches nothing it should. Declare app classes with \
      'class Name: Superclass', or pass the scenes that define them with '--scene'.
      """,
    triggering: [
      Example(
        """
        version 1

        avoidance {
          enabled = false
          enable in ↓LegacyFormViewController
        }
        """),
      Example(
        """
        version 1

        controller ↓CheckoutViewControler {
          distance = 40
        }
        """,
        scenes: [
          """
          {"window": [393, 852], "classes": {"CheckoutViewController": "UIViewController"}}
          """
        ]),
    ],
    nonTriggering: [
      Example(
        """
        version 1
        class LegacyFormViewController: UIViewController

        avoidance {
          enabled = false
          enable in LegacyFormViewController
        }
        """),
      Example(
        """
        version 1

        controller CheckoutViewController {
          distance = 40
        }
        """,
        scenes: [
          """
          {"window": [393, 852], "classes": {"CheckoutViewController": "UIViewController"}}
          """
        ]),
    ],
    corrections: [
      Correction(
        """
        version 1

        controller ↓CheckoutViewControler {
          distance = 40
        }
        """,
        """
        version 1

        controller CheckoutViewController {
          distance = 40
        }
        """,
        scenes: [
          """
          {"window": [393, 852], "classes": {"CheckoutViewController": "UIViewController"}}
          """
        ])
    ],
    supersedes: [.undeclaredClass])

  /// Renders the compiler's records of unknown class names (`CheckedClassUsage`), every use,
  /// less the classes only lint knows (the scenes', `--classes`) and the unquoted identifiers
  /// the compiler's E058 already reports.
  func check(_ context: LintContext) -> [Diagnostic] {
    var known: SuggestionIndex?
    return context.checked.classUsages.compactMap { usage in
      let name = usage.name
      guard usage.status.isUnknown, usage.status != .unquotedIdentifier,
        !context.sceneClassNames.contains(name)
      else { return nil }
      if known == nil { known = SuggestionIndex(context.knownClassNames) }
      if let suggestion = known!.closest(to: name) {
        return finding(
          "unknown class '\(name)'", at: usage.range,
          notes: [Diagnostic.Note(message: "did you mean '\(suggestion)'?")],
          fixIts: [.replacing(usage.range, name, with: suggestion)])
      }
      let superclass = usage.role.suggestedSuperclass
      return finding(
        "unknown class '\(name)'", at: usage.range,
        notes: [
          Diagnostic.Note(
            message:
              "declare it with 'class \(name): \(superclass)' or pass a scene that defines it with '--scene'"
          )
        ])
    }
  }
}
