import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// `moves-twice`: avoidance turned on explicitly where something else already keeps the field
/// above the keyboard: in a SwiftUI hosting controller, taking `UIHostingController` out of the
/// default layer's `disable in` list, or (with `--scene`) a `field` rule that turns avoidance on
/// for a field of a hosting controller, or for a field inside an input accessory view or another
/// window (scene `placement`), in the given scenes; on a screen that follows the keyboard layout
/// guide (with `--scene`), a `field` rule or `enable in` entry that turns avoidance on for one of
/// its fields (`MovesTwiceRule+LayoutGuide.swift`). The screen then has two movers.
struct MovesTwiceRule: LintRule {
  static let description = RuleDescription(
    id: "moves-twice", code: "L017", severity: .warning,
    summary:
      "avoidance turned on where SwiftUI, UIKit or the keyboard layout guide already keeps the field above the keyboard",
    rationale: """
      SwiftUI moves the fields of its hosting controllers above the keyboard itself (it shrinks \
      the keyboard safe area and lays its content out again), for the app's own \
      UIHostingController and for those SwiftUI makes for sheets, navigation destinations and \
      tabs; the default layer turns avoidance off there ('disable in UIHostingController'). A \
      policy may still turn it on (for a screen that ignores the keyboard safe area), but then \
      the engine moves the root view or scroll view while SwiftUI moves the content, and the \
      field ends too high or jumps. The linter reports 'remove disable in UIHostingController' \
      and, given scenes ('--scene'), each 'field' rule that turns avoidance on for a field of a \
      hosting controller in them. The same goes for a field that lives in an input accessory \
      view (a chat composer) or in a window that is not the app's (scene 'placement'): UIKit \
      moves it with the keyboard, and its avoidance is off unless a rule turns it on. A screen whose views are pinned to view.keyboardLayoutGuide \
      (the scene's 'followsKeyboardLayoutGuide') follows the keyboard through Auto Layout, so \
      the engine leaves it alone while avoidance is on only app-wide; given scenes, the linter \
      reports each 'field' rule and 'enable in' entry that turns avoidance on for one of its \
      fields.
      """,
    triggering: [
      Example(
        """
        version 1

        avoidance {
          remove disable in ↓UIHostingController
        }
        """),
      Example(
        """
        version 1

        field "email" {
          avoidance = ↓on
        }
        """,
        scenes: [MovesTwiceRule.exampleScene]),
      Example(
        """
        version 1

        field "message" {
          avoidance = ↓on
        }
        """,
        scenes: [MovesTwiceRule.accessoryScene]),
      Example(
        """
        version 1

        field "message" {
          avoidance = ↓on
        }
        """,
        scenes: [MovesTwiceRule.layoutGuideScene]),
      Example(
        """
        version 1

        avoidance {
          enable in ↓ChatViewController
        }
        """,
        scenes: [MovesTwiceRule.layoutGuideScene]),
    ],
    nonTriggering: [
      Example(
        """
        version 1

        avoidance {
          remove disable in UITableViewController
        }
        """),
      Example(
        """
        version 1

        field "email" {
          distance = 20
        }
        """,
        scenes: [MovesTwiceRule.exampleScene]),
      Example(
        """
        version 1

        avoidance {
          enabled = true
        }

        field "message" {
          distance = 20
        }
        """,
        scenes: [MovesTwiceRule.layoutGuideScene]),
    ],
    corrections: [
      Correction(
        """
        version 1

        avoidance {
          remove disable in ↓UIHostingController
        }
        """,
        """
        version 1

        avoidance {
        }
        """)
    ])

  /// A SwiftUI screen as the runtime exports it: the host's class with its generic argument.
  static let exampleScene = """
    {
      "window": [393, 852],
      "classes": {"UIHostingController<LoginView>": "UIViewController"},
      "views": [
        {"id": "host", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "email", "class": "UITextField", "accessibilityIdentifier": "email", "frame": [16, 700, 361, 44], "textInput": "textField"}
        ]}
      ],
      "controllers": [{"class": "UIHostingController<LoginView>", "view": "host"}]
    }
    """

  /// A chat screen whose composer lives in an input accessory view.
  static let accessoryScene = """
    {
      "window": [393, 852],
      "views": [
        {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "composer", "frame": [0, 800, 393, 52], "placement": "inputAccessory", "subviews": [
            {"id": "message", "class": "UITextField", "accessibilityIdentifier": "message", "frame": [8, 0, 377, 44], "textInput": "textField"}
          ]}
        ]}
      ],
      "controllers": [{"class": "ChatViewController", "view": "root"}]
    }
    """

  /// The generic class SwiftUI's hosts are kinds of.
  static let hostingClass = "UIHostingController"

  func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    let note = Diagnostic.Note(
      message:
        "SwiftUI lifts the fields of its hosting controllers above the keyboard itself (the keyboard safe area), and UIKit moves a field in an input accessory view or another window with the keyboard; the engine would move them a second time"
    )
    let removals = context.blocks(.avoidance).flatMap { block in
      block.items.compactMap { item -> ClassListNode? in
        if case .classList(let node) = item, node.kind == .disableIn, node.removes { return node }
        return nil
      }
    }
    for list in removals {
      for (index, entry) in list.classes.enumerated()
      where context.hierarchy.isKind(Self.hostingClass, of: entry.name) {
        findings.append(
          finding(
            "'remove disable in \(entry.name)' turns avoidance on in SwiftUI's hosting controllers, which move their fields themselves: those fields will move twice",
            at: entry.range, notes: [note], fixIts: [context.removal(at: index, in: list)]))
      }
    }
    findings += fieldRuleFindings(context, note: note)
    findings += layoutGuideFindings(context)
    return findings
  }

  /// With scenes: each `field` rule of this file that wins avoidance = on for a field of a
  /// hosting controller (one decision per field, one finding per rule).
  func fieldRuleFindings(_ context: LintContext, note: Diagnostic.Note) -> [Diagnostic] {
    guard !context.scenes.isEmpty, let policy = context.policy else { return [] }
    var reported: Set<String> = []
    var findings: [Diagnostic] = []
    for scene in context.scenes {
      let index = SceneIndex(scene, policy: policy)
      for id in index.allViewIDs where index.textInputKind(of: id) != nil {
        guard let field = index.fieldContext(for: id) else { continue }
        let mover: String
        if let placement = field.placement {
          mover =
            placement == .inputAccessory
            ? "field '\(id)' inside an input accessory view, which UIKit moves with the keyboard"
            : "field '\(id)' in a window that is not the app's, which moves with the keyboard"
        } else if let controller = index.policyController(of: id),
          index.classChain(ofController: controller).contains(Self.hostingClass)
        {
          mover =
            "field '\(id)' of SwiftUI's hosting controller '\(controller.className)': SwiftUI moves it too"
        } else {
          continue
        }
        let winner = policy.decide(for: field)[.avoidance]
        guard winner.value == .bool(true), winner.source.step == .fieldRule,
          let location = winner.source.location, location.file == context.source.path,
          let range = valueRange(at: location, context)
        else { continue }
        let key = "\(location.line):\(location.column)"
        guard reported.insert(key).inserted else { continue }
        findings.append(
          finding(
            "avoidance turned on for \(mover), so it will move twice",
            at: range, notes: [note]))
      }
    }
    return findings
  }

  /// The range of the value of the checked `avoidance` field setting starting at `location`.
  func valueRange(at location: SourceLocation, _ context: LintContext) -> SourceRange? {
    for block in context.ruleBlocks where block.kind == .field {
      for setting in block.settings
      where setting.range.start.line == location.line
        && setting.range.start.column == location.column
      {
        return setting.value.range
      }
    }
    return nil
  }
}
