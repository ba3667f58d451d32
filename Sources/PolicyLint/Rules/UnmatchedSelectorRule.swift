import SceneModel
import PolicyLanguage

/// `unmatched-selector` (with `--scene`): a `field`, `controller` or `scroll-view` rule that
/// matches nothing in any of the given scenes.
struct UnmatchedSelectorRule: LintRule {
  static let description = RuleDescription(
    id: "unmatched-selector", code: "L010", severity: .warning,
    summary:
      "a 'field', 'controller' or 'scroll-view' rule that matches nothing in the given scenes",
    rationale: """
      Selectors are plain strings and class names, so a renamed accessibility identifier or \
      controller leaves a rule that silently applies to nothing. Given the scenes of the app's \
      screens ('--scene', repeatable), the linter reports every rule that matches no view or \
      controller in any of them (a name that is a view's scene id but no view's accessibility \
      identifier is reported by desk-only-name instead). Runs only when scenes are given.
      """,
    triggering: [
      Example(
        """
        version 1

        field ↓"emial" {
          distance = 24
        }
        """,
        scenes: [UnmatchedSelectorRule.exampleScene]),
      Example(
        """
        version 1
        class CheckoutViewController: UIViewController

        controller ↓CheckoutViewController {
          distance = 40
        }
        """,
        scenes: [UnmatchedSelectorRule.exampleScene]),
    ],
    nonTriggering: [
      Example(
        """
        version 1

        field "email" {
          distance = 24
        }

        field UITextField {
          distance = 16
        }

        controller LoginViewController {
          distance = 12
        }
        """,
        scenes: [UnmatchedSelectorRule.exampleScene])
    ],
    corrections: [
      Correction(
        """
        version 1

        field ↓"emial" {
          distance = 24
        }
        """,
        """
        version 1

        field "email" {
          distance = 24
        }
        """,
        scenes: [UnmatchedSelectorRule.exampleScene])
    ],
    requiresScenes: true)

  /// A login screen with one text field, used by the examples.
  static let exampleScene = """
    {
      "window": [393, 852],
      "classes": {"LoginViewController": "UIViewController"},
      "views": [
        {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "email", "class": "UITextField", "accessibilityIdentifier": "email", "frame": [16, 300, 361, 44], "textInput": "textField"}
        ]}
      ],
      "controllers": [{"class": "LoginViewController", "view": "root"}]
    }
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    guard !context.scenes.isEmpty else { return [] }
    var views: [SceneView] = []
    var stack = context.scenes.flatMap(\.views)
    while let view = stack.popLast() {
      views.append(view)
      stack.append(contentsOf: view.subviews)
    }
    let controllers = context.scenes.flatMap(\.controllers)
    // A SwiftUI field's policy name is a name `field "..."` matches, as an identifier is.
    let identifiers = Set(
      views.compactMap(\.accessibilityIdentifier) + views.compactMap(\.policyName)
    )
    .sorted()
    let count =
      context.scenes.count == 1
      ? "the given scene" : "any of the \(context.scenes.count) given scenes"
    // Every class some view (or controller) is a kind of, worked out once per distinct class, so
    // each block is a lookup, not a walk over every view.
    func kinds(_ classNames: [String]) -> Set<String> {
      var kinds: Set<String> = []
      for name in Set(classNames) { kinds.formUnion(context.hierarchy.chain(of: name)) }
      return kinds
    }
    let viewKinds = kinds(views.map(\.className))
    let controllerKinds = kinds(controllers.map(\.className))
    let identifierSet = Set(identifiers)
    // Every view's scene id: a 'field "id"' rule naming one that is no view's accessibility
    // identifier is `desk-only-name`'s (it matches on the desk, never on device).
    let viewIDs = Set(views.map(\.id))
    var suggestions: SuggestionIndex?
    var findings: [Diagnostic] = []
    for block in context.ruleBlocks {
      let matched: Bool
      switch (block.kind, block.selector) {
      case (.screen, _):
        matched = true  // `unknown-screen`'s
      case (.controller, .className(let name)), (.controller, .identifier(let name)):
        matched = controllerKinds.contains(name.name)
      case (_, .identifier(let id)):
        matched = identifierSet.contains(id.name) || viewIDs.contains(id.name)
      case (_, .className(let name)):
        matched = viewKinds.contains(name.name)
      }
      guard !matched else { continue }
      var notes: [Diagnostic.Note] = []
      var fixIts: [Diagnostic.FixIt] = []
      if case .identifier = block.selector, suggestions == nil {
        suggestions = SuggestionIndex(identifiers)
      }
      if case .identifier(let id) = block.selector,
        let suggestion = suggestions!.closest(to: id.name)
      {
        notes.append(Diagnostic.Note(message: "did you mean '\(suggestion)'?"))
        fixIts.append(
          Diagnostic.FixIt(
            message: "replace '\"\(id.name)\"' with '\"\(suggestion)\"'", range: id.range,
            replacement: "\"\(suggestion)\""))
      }
      findings.append(
        finding(
          "'\(LintContext.describe(block))' matches nothing in \(count)",
          at: block.selector.identifier.range, notes: notes, fixIts: fixIts))
    }
    return findings
  }
}
