import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// `setting-never-acts` (with `--scene`): a distance, or a toolbar title or arrows setting, that
/// wins for fields of the given scenes only where it cannot act: avoidance (or the toolbar) is off
/// for every one of them.
struct SettingNeverActsRule: LintRule {
  static let description = RuleDescription(
    id: "setting-never-acts", code: "L014", severity: .warning,
    summary:
      "a distance, toolbar title or arrows setting that decides fields of the given scenes only where it cannot act",
    rationale: """
      A 'distance' only acts where avoidance is on (or on a named SwiftUI screen's field in a \
      ScrollView, Form or List, which the SwiftUI layer scrolls into view with the distance \
      below it), and 'toolbar.placeholder' and \
      'toolbar.previous-next' only where the toolbar is on. A 'field' rule's distance for a \
      text view in a 'UITableViewController' (where the default policy turns avoidance off) \
      compiles, but the field never moves: the setting is silently dead. Given the scenes of \
      the app's screens ('--scene'), the linter reports every such setting that wins for some \
      field but acts for none. Runs only when scenes are given.
      """,
    triggering: [
      Example(
        """
        version 1

        field "bio" {
          ↓distance = 60
        }
        """,
        scenes: [SettingNeverActsRule.exampleScene])
    ],
    nonTriggering: [
      Example(
        """
        version 1

        avoidance {
          remove disable in UITableViewController
        }

        field "bio" {
          distance = 60
        }
        """,
        scenes: [SettingNeverActsRule.exampleScene]),
      Example(
        """
        version 1

        screen "SignUp" {
          distance = 16
        }
        """,
        scenes: [SettingNeverActsRule.swiftUIScene]),
    ],
    requiresScenes: true)

  /// A named SwiftUI screen: its field in a scrolling form, which the SwiftUI layer scrolls into
  /// view with the distance below it (avoidance is off in a hosting controller).
  static let swiftUIScene = """
    {
      "window": [393, 852],
      "views": [
        {"id": "host", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "form", "class": "UIScrollView", "frame": [0, 59, 393, 700], "subviews": [
            {"id": "email", "class": "UITextField", "policyName": "email", "frame": [16, 300, 361, 44]}
          ]}
        ]}
      ],
      "controllers": [{"class": "UIHostingController<SignUpView>", "view": "host", "screen": "SignUp"}]
    }
    """

  /// A profile screen: a text view in a `UITableViewController` subclass.
  static let exampleScene = """
    {
      "window": [393, 852],
      "classes": {"ProfileViewController": "UITableViewController"},
      "views": [
        {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "bio", "class": "UITextView", "accessibilityIdentifier": "bio", "frame": [16, 600, 361, 120]}
        ]}
      ],
      "controllers": [{"class": "ProfileViewController", "view": "root"}]
    }
    """

  /// Each setting that only acts when its switch is on.
  static let gated: [(setting: SettingName, gate: SettingName)] = [
    (.distance, .avoidance), (.toolbarPlaceholder, .toolbar), (.toolbarPreviousNext, .toolbar),
  ]

  func check(_ context: LintContext) -> [Diagnostic] {
    guard !context.scenes.isEmpty, let policy = context.policy else { return [] }
    /// Per setting line of this file: whether it acts anywhere, and a field where it does not.
    struct Use {
      var acts = false
      var example: String?
      var gate: SettingName
    }
    /// A setting's place in this file (the decision's source location, the rule's range start).
    struct Place: Hashable {
      var line: Int
      var column: Int
    }
    var uses: [Place: Use] = [:]
    for scene in context.scenes {
      let index = SceneIndex(scene, policy: policy)
      for id in index.allViewIDs where index.textInputKind(of: id) != nil {
        guard let field = index.fieldContext(for: id) else { continue }
        let decision = policy.decide(for: field)
        for (setting, gate) in Self.gated {
          guard let location = decision[setting].source.location,
            location.file == context.source.path
          else { continue }
          let key = Place(line: location.line, column: location.column)
          var use = uses[key] ?? Use(gate: gate)
          if decision[gate].value == .bool(true)
            || (setting == .distance && field.distanceKeptBySwiftUILayer)
          {
            use.acts = true
          } else if use.example == nil {
            use.example = "'\(id)' (\(gate.rawValue): \(decision[gate].source.rule))"
          }
          uses[key] = use
        }
      }
    }
    var findings: [Diagnostic] = []
    for rule in context.checked.rules where rule.kind != .featureSetting {
      let key = Place(line: rule.range.start.line, column: rule.range.start.column)
      guard let entry = rule.entry, let use = uses[key], !use.acts, let example = use.example
      else { continue }
      findings.append(
        finding(
          "'\(entry.name)' never acts in the given scenes: \(use.gate.rawValue) is off for every field it decides",
          at: rule.range,
          notes: [
            Diagnostic.Note(message: "for example \(example)"),
            Diagnostic.Note(
              message:
                "turn \(use.gate.rawValue) on for those fields, or remove the setting"),
          ]))
    }
    return findings
  }
}
