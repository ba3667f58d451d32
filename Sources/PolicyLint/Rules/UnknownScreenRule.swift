import PolicyLanguage

/// `unknown-screen` (with `--scene` or `--sources`): a `screen "..."` rule or list entry naming
/// a SwiftUI screen nothing declares, and, with `--sources`, a `field "..."` rule naming a field
/// the app's code never names.
struct UnknownScreenRule: LintRule {
  static let description = RuleDescription(
    id: "unknown-screen", code: "L019", severity: .warning,
    summary:
      "a 'screen' rule or entry naming a SwiftUI screen no scene and no '.keyboardPolicyScreen' in the sources declares; with '--sources', a 'field' name the code never gives",
    rationale: """
      A SwiftUI screen has no class of its own: the policy names it by the name its \
      '.keyboardPolicyScreen("SignUp")' modifier gives, a plain string, so a typo or a renamed \
      screen leaves a rule that applies to nothing. Given the app's Swift code ('--sources', \
      read for '.keyboardPolicyScreen' and '.keyboardPolicyField' calls and the accessibility \
      identifiers it sets) or scenes ('--scene': a controller's 'screen', a view's 'policyName'), \
      the linter reports every screen name nothing declares, and, with the code, every 'field' \
      name that neither the code nor a scene gives. A name the code builds at run time (an \
      interpolated string) cannot be read; suppress the finding for it.
      """,
    triggering: [
      Example(
        """
        version 1

        screen ↓"SingUp" {
          distance = 16
        }
        """,
        scenes: [UnknownScreenRule.exampleScene]),
      Example(
        """
        version 1

        avoidance {
          disable in ↓screen "Chat"
        }
        """,
        scenes: [UnknownScreenRule.exampleScene]),
    ],
    nonTriggering: [
      Example(
        """
        version 1

        screen "SignUp" {
          toolbar.order = tag
        }

        field "email" {
          distance = 24
        }
        """,
        scenes: [UnknownScreenRule.exampleScene])
    ],
    corrections: [
      Correction(
        """
        version 1

        screen ↓"SingUp" {
          distance = 16
        }
        """,
        """
        version 1

        screen "SignUp" {
          distance = 16
        }
        """,
        scenes: [UnknownScreenRule.exampleScene])
    ])

  /// A SwiftUI Sign Up screen with one named field, used by the examples.
  static let exampleScene = """
    {
      "window": [393, 852],
      "views": [
        {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "email-field", "class": "UITextField", "policyName": "email", "frame": [16, 300, 361, 44]}
        ]}
      ],
      "controllers": [{"class": "UIHostingController<SignUpView>", "view": "root", "screen": "SignUp"}]
    }
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    guard !context.scenes.isEmpty || context.sourceNames != nil else { return [] }
    let from =
      context.sourceNames == nil
      ? "no given scene" : context.scenes.isEmpty ? "the sources" : "the sources or a given scene"
    var findings: [Diagnostic] = []
    var screenSuggestions: SuggestionIndex?
    /// `entry`: the range is a whole list entry's, `screen "Name"`, not the quoted name's.
    func checkScreen(_ name: String, at range: SourceRange, entry: Bool) {
      guard !context.declaredScreens.contains(name) else { return }
      if screenSuggestions == nil {
        screenSuggestions = SuggestionIndex(context.declaredScreens.sorted())
      }
      let suggestion = screenSuggestions!.closest(to: name)
      findings.append(
        finding(
          "screen '\(name)' is declared by nothing in \(from) (no '.keyboardPolicyScreen(\"\(name)\")')",
          at: range,
          notes: suggestion.map { [Diagnostic.Note(message: "did you mean '\($0)'?")] } ?? [],
          fixIts: suggestion.map {
            [
              Diagnostic.FixIt(
                message: "replace '\"\(name)\"' with '\"\($0)\"'", range: range,
                replacement: (entry ? "screen " : "") + "\"\($0)\"")
            ]
          } ?? []))
    }
    for block in context.ruleBlocks where block.kind == .screen {
      guard case .identifier(let id) = block.selector, !id.name.isEmpty else { continue }
      checkScreen(id.name, at: id.range, entry: false)
    }
    for block in context.featureBlocks {
      for case .classList(let list) in block.items {
        for entry in list.screens where !entry.name.isEmpty {
          checkScreen(entry.name, at: entry.range, entry: true)
        }
      }
    }
    guard context.sourceNames != nil else { return findings }
    findings += unknownFieldNames(context, from: from)
    return findings
  }

  /// `field "..."` rules whose name the code never gives and no scene has (a view's scene id is
  /// `desk-only-name`'s, not this rule's).
  private func unknownFieldNames(_ context: LintContext, from: String) -> [Diagnostic] {
    var viewIDs: Set<String> = []
    var stack = context.scenes.flatMap(\.views)
    while let view = stack.popLast() {
      viewIDs.insert(view.id)
      stack.append(contentsOf: view.subviews)
    }
    var suggestions: SuggestionIndex?
    var findings: [Diagnostic] = []
    for block in context.ruleBlocks where block.kind == .field {
      guard case .identifier(let id) = block.selector, !id.name.isEmpty,
        !context.declaredFieldNames.contains(id.name), !viewIDs.contains(id.name)
      else { continue }
      if suggestions == nil { suggestions = SuggestionIndex(context.declaredFieldNames.sorted()) }
      let suggestion = suggestions!.closest(to: id.name)
      findings.append(
        finding(
          "field '\(id.name)' is named by nothing in \(from) (no '.keyboardPolicyField(\"\(id.name)\")' and no accessibility identifier)",
          at: id.range,
          notes: suggestion.map { [Diagnostic.Note(message: "did you mean '\($0)'?")] } ?? [],
          fixIts: suggestion.map {
            [
              Diagnostic.FixIt(
                message: "replace '\"\(id.name)\"' with '\"\($0)\"'", range: id.range,
                replacement: "\"\($0)\"")
            ]
          } ?? []))
    }
    return findings
  }
}
