import AvoidanceEngine
import PolicyLanguage
import SceneModel

extension MovesTwiceRule {
  /// A screen as the import records it when a constraint pins its composer to
  /// `view.keyboardLayoutGuide`.
  static let layoutGuideScene = """
    {
      "window": [390, 844],
      "classes": {"ChatViewController": "UIViewController"},
      "views": [
        {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "message", "class": "UITextField", "accessibilityIdentifier": "message", "frame": [8, 767, 300, 34], "textInput": "textField"}
        ]}
      ],
      "controllers": [{"class": "ChatViewController", "view": "root", "followsKeyboardLayoutGuide": true}]
    }
    """

  /// With scenes: each `field` rule or `enable in` entry of this file that turns avoidance on
  /// for a field of a screen that follows the keyboard layout guide (one decision per field,
  /// one finding per rule).
  func layoutGuideFindings(_ context: LintContext) -> [Diagnostic] {
    guard !context.scenes.isEmpty, let policy = context.policy else { return [] }
    let note = Diagnostic.Note(
      message:
        "Auto Layout lifts the views pinned to view.keyboardLayoutGuide above the keyboard itself; the engine would move them a second time"
    )
    var reported: Set<String> = []
    var findings: [Diagnostic] = []
    for scene in context.scenes {
      let index = SceneIndex(scene, policy: policy)
      for id in index.allViewIDs where index.textInputKind(of: id) != nil {
        guard let follower = KeyboardLayoutGuideGate.follower(of: id, in: index),
          let field = index.fieldContext(for: id)
        else { continue }
        let winner = policy.decide(for: field)[.avoidance]
        guard winner.value == .bool(true), winner.source.kind == .rule,
          KeyboardLayoutGuideGate.isExplicit(winner.source),
          let location = winner.source.location, location.file == context.source.path,
          let range = winner.source.step == .enableList
            ? entryRange(at: location, context) : valueRange(at: location, context)
        else { continue }
        guard reported.insert("\(location.line):\(location.column)").inserted else { continue }
        findings.append(
          finding(
            "avoidance turned on for field '\(id)' of controller '\(follower.id)', whose screen follows the keyboard layout guide: Auto Layout moves it too, so it will move twice",
            at: range, notes: [note]))
      }
    }
    return findings
  }

  /// The range of the `enable in` entry of an avoidance block starting at `location`.
  func entryRange(at location: SourceLocation, _ context: LintContext) -> SourceRange? {
    for block in context.blocks(.avoidance) {
      for item in block.items {
        guard case .classList(let list) = item, list.kind == .enableIn else { continue }
        for entry in list.classes
        where entry.range.start.line == location.line
          && entry.range.start.column == location.column
        {
          return entry.range
        }
      }
    }
    return nil
  }
}
