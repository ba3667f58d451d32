import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// `companion-never-acts` (with `--scene`): a view named by `keep-visible` that is never kept
/// visible for the fields the setting decides in the given scenes: it matches no view of their
/// screens, it sits above the field (it never needs room), or it is in another controller's view.
/// Each named view is resolved and judged by the engine's own `CompanionResolver`.
struct CompanionNeverActsRule: LintRule {
  static let description = RuleDescription(
    id: "companion-never-acts", code: "L015", severity: .warning,
    summary:
      "a 'keep-visible' view that matches no view of its fields' screens, sits above the field or is in another controller",
    rationale: """
      'keep-visible' names views by accessibility identifier or scene id, so a renamed button \
      leaves a setting that keeps nothing visible, silently. A view above the field never needs \
      room (moving the field up keeps it in view already), and the engine leaves out a view in \
      another controller's view (moving this screen would not move it). Given the scenes of the \
      app's screens ('--scene'), the linter reports each named view that, for every field the \
      setting decides, matches no view of the field's scene, sits above the field or is in \
      another controller. Runs only when scenes are given.
      """,
    triggering: [
      Example(
        """
        version 1

        field "password" {
          keep-visible = ↓"log-in-button"
        }
        """,
        scenes: [CompanionNeverActsRule.exampleScene]),
      Example(
        """
        version 1

        field "password" {
          keep-visible = "login-button", ↓"logo"
        }
        """,
        scenes: [CompanionNeverActsRule.exampleScene]),
      Example(
        """
        version 1

        field "password" {
          keep-visible = ↓"toast-close"
        }
        """,
        scenes: [CompanionNeverActsRule.exampleScene]),
      // The form may not be scrolled, so the root view moves the field and the header button
      // together, and the button sits above the field (the engine's own resolution).
      Example(
        """
        version 1

        scroll-view UIScrollView {
          adjust = off
        }

        field "comment" {
          keep-visible = ↓"header-button"
        }
        """,
        scenes: [CompanionNeverActsRule.scrollScene]),
    ],
    nonTriggering: [
      Example(
        """
        version 1

        controller LoginViewController {
          keep-visible = "login-button"
        }

        field "password" {
          keep-visible = "login-button", "forgot-password"
        }
        """,
        scenes: [CompanionNeverActsRule.exampleScene]),
      Example(
        """
        version 1

        field "password" {
          keep-visible = none
        }
        """,
        scenes: [CompanionNeverActsRule.exampleScene]),
      // A scene id wins over another view's accessibility identifier, as in the engine: "confirm"
      // is the button below the field, not the toast's view with that identifier.
      Example(
        """
        version 1

        field "comment" {
          keep-visible = "confirm"
        }
        """,
        scenes: [CompanionNeverActsRule.scrollScene]),
      // Above the field, but outside the field's scroll view: the root view reaches it and it
      // may be below the field once the form has scrolled, so the engine takes it into account.
      Example(
        """
        version 1

        field "comment" {
          keep-visible = "header-button"
        }
        """,
        scenes: [CompanionNeverActsRule.scrollScene]),
    ],
    corrections: [
      Correction(
        """
        version 1

        field "password" {
          keep-visible = ↓"log-in-button"
        }
        """,
        """
        version 1

        field "password" {
          keep-visible = "login-button"
        }
        """,
        scenes: [CompanionNeverActsRule.exampleScene])
    ],
    requiresScenes: true)

  /// A login screen: a logo above the password field, the Log In button and a link below it;
  /// a toast in its own window subview, shown by another controller.
  static let exampleScene = """
    {
      "window": [393, 852],
      "classes": {"LoginViewController": "UIViewController", "ToastViewController": "UIViewController"},
      "views": [
        {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "logo", "class": "UIImageView", "accessibilityIdentifier": "logo", "frame": [146, 180, 100, 100]},
          {"id": "password", "class": "UITextField", "accessibilityIdentifier": "password", "frame": [24, 456, 345, 44]},
          {"id": "login-button", "class": "UIButton", "accessibilityIdentifier": "login-button", "frame": [24, 524, 345, 50]},
          {"id": "forgot-password", "class": "UIButton", "accessibilityIdentifier": "forgot-password", "frame": [24, 590, 345, 30]}
        ]},
        {"id": "toast", "frame": [0, 700, 393, 100], "subviews": [
          {"id": "toast-close", "class": "UIButton", "accessibilityIdentifier": "toast-close", "frame": [343, 10, 40, 40]}
        ]}
      ],
      "controllers": [
        {"id": "login", "class": "LoginViewController", "view": "root"},
        {"id": "toast", "class": "ToastViewController", "view": "toast"}
      ]
    }
    """

  /// A form in a scroll view: a button above it, outside the scroll view; the field and a
  /// "confirm" button in the form; a toast of another controller whose view has the accessibility
  /// identifier "confirm".
  static let scrollScene = """
    {
      "window": [393, 852],
      "classes": {"FormViewController": "UIViewController", "ToastViewController": "UIViewController"},
      "views": [
        {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "header-button", "class": "UIButton", "frame": [24, 100, 345, 44]},
          {"id": "form", "class": "UIScrollView", "frame": [0, 200, 393, 652],
           "scroll": {"contentOffset": [0, 0], "contentSize": [393, 1200]}, "subviews": [
            {"id": "comment", "class": "UITextField", "accessibilityIdentifier": "comment", "frame": [24, 500, 345, 44]},
            {"id": "confirm", "class": "UIButton", "frame": [24, 560, 345, 50]}
          ]}
        ]},
        {"id": "toast", "frame": [0, 700, 393, 100], "subviews": [
          {"id": "toast-confirm", "class": "UIButton", "accessibilityIdentifier": "confirm", "frame": [343, 10, 40, 40]}
        ]}
      ],
      "controllers": [
        {"id": "form-screen", "class": "FormViewController", "view": "root"},
        {"id": "toast", "class": "ToastViewController", "view": "toast"}
      ]
    }
    """

  /// Why a named view is not kept visible for one field.
  enum Problem: Int, Comparable {
    /// It sits above the field.
    case aboveField
    /// It is in another controller's view.
    case otherController
    /// No view of the scene has that accessibility identifier or id.
    case missing

    static func < (a: Problem, b: Problem) -> Bool { a.rawValue < b.rawValue }

    /// The problem for the engine's reason to leave a view out; nil when the engine makes room
    /// for it, or leaves it out only for this snapshot (a hidden view may be shown).
    init?(_ reason: CompanionOutcome.IgnoreReason?) {
      switch reason {
      case .missing?: self = .missing
      case .otherController?: self = .otherController
      case .aboveField?: self = .aboveField
      case .hidden?, nil: return nil
      }
    }
  }

  /// Every name a view of `index` answers to (scene ids and accessibility identifiers), for
  /// did-you-mean.
  static func names(in index: SceneIndex) -> [String] {
    index.allViewIDs + index.allViewIDs.compactMap { index.view($0)?.accessibilityIdentifier }
  }

  /// One named view of one `keep-visible` setting of the file, over every field it decides.
  struct Use {
    /// Whether it is kept visible for some field.
    var acts = false
    /// The problem for the fields where it is not, with one such field.
    var problem: (Problem, field: String)?
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard !context.scenes.isEmpty, let policy = context.policy else { return [] }
    // Each named view of each setting line of this file ("line:column name"), over every field
    // of every scene: one decision per field, one lookup per named view.
    var uses: [String: Use] = [:]
    var namesSeen: [String] = []
    let named = context.checkedSettings(.setting(.keepVisible)).flatMap { rule -> [String] in
      if case .viewIDs(let names)? = rule.value { return names }
      return []
    }
    for scene in context.scenes {
      let index = SceneIndex(scene, policy: policy)
      // The engine's own resolution: names indexed once per scene, one lookup per named view.
      let companions = CompanionResolver(named, in: index)
      namesSeen += Self.names(in: index)
      for id in index.allViewIDs where index.textInputKind(of: id) != nil {
        guard let field = index.fieldContext(for: id) else { continue }
        let winner = policy.decide(for: field)[.keepVisible]
        guard case .viewIDs(let names) = winner.value, !names.isEmpty,
          let location = winner.source.location, location.file == context.source.path
        else { continue }
        for name in names {
          let key = "\(location.line):\(location.column) \(name)"
          var use = uses[key] ?? Use()
          if let problem = Problem(companions.ignoreReason(name, field: id, policy: policy)) {
            if use.problem.map({ problem < $0.0 }) ?? true { use.problem = (problem, id) }
          } else {
            use.acts = true
          }
          uses[key] = use
        }
      }
    }
    var suggestions: SuggestionIndex?
    var findings: [Diagnostic] = []
    for setting in keepVisibleSettings(context) {
      for item in setting.value.items where item.kind == .string {
        let key = "\(setting.range.start.line):\(setting.range.start.column) \(item.text)"
        guard let use = uses[key], !use.acts, let (problem, field) = use.problem else { continue }
        if problem == .missing, suggestions == nil {
          suggestions = SuggestionIndex(Array(Set(namesSeen)).sorted())
        }
        findings.append(
          finding(
            problem, name: item.text, field: field, at: item.range, scenes: context.scenes.count,
            suggestion: problem == .missing ? suggestions?.closest(to: item.text) : nil))
      }
    }
    return findings
  }

  /// The finding for one named view.
  func finding(
    _ problem: Problem, name: String, field: String, at range: SourceRange, scenes: Int,
    suggestion: String?
  ) -> Diagnostic {
    switch problem {
    case .missing:
      let count = scenes == 1 ? "the given scene" : "any of the \(scenes) given scenes"
      return finding(
        "keep-visible '\(name)' matches no view of \(count)", at: range,
        notes: suggestion.map { [Diagnostic.Note(message: "did you mean '\($0)'?")] } ?? [],
        fixIts: suggestion.map {
          [
            Diagnostic.FixIt(
              message: "replace '\"\(name)\"' with '\"\($0)\"'", range: range,
              replacement: "\"\($0)\"")
          ]
        } ?? [])
    case .aboveField:
      return finding(
        "keep-visible '\(name)' sits above the field '\(field)': it never needs room", at: range,
        notes: [
          Diagnostic.Note(
            message: "moving the field up keeps a view above it in view; remove '\(name)'")
        ])
    case .otherController:
      return finding(
        "keep-visible '\(name)' is in another controller's view than the field '\(field)'",
        at: range,
        notes: [
          Diagnostic.Note(
            message:
              "moving the field's screen does not move another controller's view, so the engine leaves it out"
          )
        ])
    }
  }

  /// Every `keep-visible` setting of the file as written (rule and feature blocks), found by the
  /// checked policy's ranges, in source order.
  func keepVisibleSettings(_ context: LintContext) -> [SettingNode] {
    let starts = Set(context.checkedSettings(.setting(.keepVisible)).map(\.range.start.offset))
    guard !starts.isEmpty else { return [] }
    var nodes = context.ruleBlocks.flatMap(\.settings)
    for block in context.featureBlocks {
      for case .setting(let node) in block.items { nodes.append(node) }
    }
    return nodes.filter { starts.contains($0.range.start.offset) }
  }
}
