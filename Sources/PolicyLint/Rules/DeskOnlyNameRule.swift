import PolicyLanguage
import SceneModel

/// `desk-only-name` (with `--scene`): a view name a policy uses (`field "id"`, `scroll-view "id"`,
/// a `keep-visible` view) that only the desk knows: in the given scenes it is a view's scene id
/// (an Interface Builder object id such as `cdF-Jx-ywC`, or a scene's own id) and no view has it
/// as its accessibility identifier, which is the one name the running app can see.
struct DeskOnlyNameRule: LintRule {
  static let description = RuleDescription(
    id: "desk-only-name", code: "L016", severity: .warning,
    summary:
      "a 'field', 'scroll-view' or 'keep-visible' name that is a view's scene or Interface Builder id, not its accessibility identifier",
    rationale: """
      On the desk a view answers to its scene id (for an imported storyboard, the Interface \
      Builder object id) as well as to its accessibility identifier; in the running app only \
      the accessibility identifier exists. A policy naming a view by an id only the desk knows \
      does nothing on device, and a 'keep-visible' view named so is still kept visible by \
      explain, simulate and kbpolicy test, which then show a move the device never makes. Given the \
      scenes of the app's screens ('--scene'), the linter reports every name used by a \
      'field' or 'scroll-view' selector or a 'keep-visible' setting that is some view's id but \
      no view's accessibility identifier, with the fix: set the identifier on the view, or use \
      the one it has. Runs only when scenes are given.
      """,
    triggering: [
      Example(
        """
        version 1

        field ↓"bio" {
          distance = 30
        }
        """,
        scenes: [DeskOnlyNameRule.exampleScene]),
      Example(
        """
        version 1

        field "email" {
          keep-visible = ↓"cdF-Jx-ywC"
        }
        """,
        scenes: [DeskOnlyNameRule.exampleScene]),
      Example(
        """
        version 1

        scroll-view ↓"form-scroll" {
          adjust = off
        }
        """,
        scenes: [DeskOnlyNameRule.exampleScene]),
    ],
    nonTriggering: [
      Example(
        """
        version 1

        field "email" {
          keep-visible = "log-in"
        }

        scroll-view "form" {
          adjust = off
        }
        """,
        scenes: [DeskOnlyNameRule.exampleScene])
    ],
    corrections: [
      Correction(
        """
        version 1

        field "email" {
          keep-visible = ↓"cdF-Jx-ywC"
        }
        """,
        """
        version 1

        field "email" {
          keep-visible = "log-in"
        }
        """,
        scenes: [DeskOnlyNameRule.exampleScene])
    ],
    requiresScenes: true)

  /// A form: a scroll view with an identifier other than its id, a text view with none, a
  /// button imported from Interface Builder (its id the object id) with an identifier.
  static let exampleScene = """
    {
      "window": [393, 852],
      "views": [
        {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "form-scroll", "class": "UIScrollView", "accessibilityIdentifier": "form", "frame": [0, 0, 393, 852], "subviews": [
            {"id": "email", "class": "UITextField", "accessibilityIdentifier": "email", "frame": [16, 300, 361, 44], "textInput": "textField"},
            {"id": "bio", "class": "UITextView", "frame": [16, 360, 361, 120], "textInput": "textView"},
            {"id": "cdF-Jx-ywC", "class": "UIButton", "accessibilityIdentifier": "log-in", "frame": [16, 500, 361, 50]}
          ]}
        ]}
      ]
    }
    """

  /// What the scenes know about one desk-only name.
  struct DeskName {
    /// The accessibility identifier the view with that id has, if any.
    var identifier: String?
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard !context.scenes.isEmpty else { return [] }
    // One walk over every view of every scene: the accessibility identifiers, and each id's
    // view's identifier.
    var identifiers: Set<String> = []
    var byID: [String: String?] = [:]
    var stack = context.scenes.flatMap(\.views)
    while let view = stack.popLast() {
      if let identifier = view.accessibilityIdentifier { identifiers.insert(identifier) }
      if let name = view.policyName { identifiers.insert(name) }  // the SwiftUI layer's name
      // The first id with an identifier wins (the same id may be in several scenes).
      if case .some(.some) = byID[view.id] {
      } else {
        byID[view.id] = .some(view.accessibilityIdentifier)
      }
      stack.append(contentsOf: view.subviews)
    }
    /// The desk-only name `name`, or nil when the running app can see it (or nothing has it).
    func deskOnly(_ name: String) -> DeskName? {
      guard !identifiers.contains(name), let identifier = byID[name] else { return nil }
      return DeskName(identifier: identifier)
    }
    var findings: [Diagnostic] = []
    for block in context.ruleBlocks where block.kind != .controller && block.kind != .screen {
      guard case .identifier(let id) = block.selector, let desk = deskOnly(id.name) else {
        continue
      }
      findings.append(
        finding(
          "'\(LintContext.describe(block))'", name: id.name, desk: desk, at: id.range))
    }
    for setting in CompanionNeverActsRule().keepVisibleSettings(context) {
      for item in setting.value.items where item.kind == .string {
        guard let desk = deskOnly(item.text) else { continue }
        findings.append(
          finding("keep-visible '\(item.text)'", name: item.text, desk: desk, at: item.range))
      }
    }
    return findings
  }

  /// The finding for one use of a desk-only name.
  func finding(_ use: String, name: String, desk: DeskName, at range: SourceRange) -> Diagnostic {
    let kind =
      Self.isInterfaceBuilderID(name) ? "an Interface Builder object id" : "a scene id"
    var notes = [
      Diagnostic.Note(
        message:
          "view '\(name)' has that id but no accessibility identifier '\(name)': the running app sees only accessibility identifiers"
      )
    ]
    var fixIts: [Diagnostic.FixIt] = []
    if let identifier = desk.identifier {
      notes.append(
        Diagnostic.Note(
          message: "the view's accessibility identifier is '\(identifier)': name it by that"))
      fixIts.append(
        Diagnostic.FixIt(
          message: "replace '\"\(name)\"' with '\"\(identifier)\"'", range: range,
          replacement: "\"\(identifier)\""))
    } else {
      notes.append(
        Diagnostic.Note(
          message:
            "set accessibilityIdentifier = \"\(name)\" on it in Interface Builder (Identity inspector, Accessibility, Identifier) or in code"
        ))
    }
    return finding(
      "\(use) names a view by \(kind), which the running app cannot see", at: range,
      notes: notes, fixIts: fixIts)
  }

  /// Whether `name` has the shape of an Interface Builder object id: `cdF-Jx-ywC` (three,
  /// two and three letters or digits, joined by hyphens).
  static func isInterfaceBuilderID(_ name: String) -> Bool {
    let parts = name.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.map(\.count) == [3, 2, 3] else { return false }
    return parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
  }
}
