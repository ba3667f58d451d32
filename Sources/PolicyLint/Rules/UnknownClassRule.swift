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

  func check(_ context: LintContext) -> [Diagnostic] {
    var known: SuggestionIndex?
    return context.classUsages.compactMap { usage in
      let name = usage.identifier.name
      guard !context.isKnownClass(name) else { return nil }
      // `field email { … }`: the compiler's E058 already says to quote it.
      if case .selector(let kind) = usage.role, kind == .field || kind == .scrollView,
        let first = name.unicodeScalars.first, ("a"..."z").contains(first) || name.contains("-")
      {
        return nil
      }
      if known == nil { known = SuggestionIndex(context.knownClassNames) }
      if let suggestion = known!.closest(to: name) {
        return finding(
          "unknown class '\(name)'", at: usage.identifier.range,
          notes: [Diagnostic.Note(message: "did you mean '\(suggestion)'?")],
          fixIts: [context.replacement(of: usage.identifier, with: suggestion)])
      }
      let superclass: String =
        switch usage.expectsController {
        case true: "UIViewController"
        case false:
          switch usage.role {
          case .selector(.field): "UITextField"
          case .selector(.scrollView): "UIScrollView"
          default: "UIView"
          }
        default: "UIViewController"
        }
      return finding(
        "unknown class '\(name)'", at: usage.identifier.range,
        notes: [
          Diagnostic.Note(
            message:
              "declare it with 'class \(name): \(superclass)' or pass a scene that defines it with '--scene'"
          )
        ])
    }
  }
}
