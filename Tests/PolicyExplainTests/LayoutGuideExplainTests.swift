import Foundation
import PolicyLanguage
import SceneModel
import Testing

@testable import PolicyExplain

/// A field of a screen pinned to `view.keyboardLayoutGuide`: Auto Layout lifts it with the
/// keyboard, so the engine leaves it alone unless avoidance is turned on for it explicitly, and
/// explain says who moves it (`layout-guide-follows`) or warns of two moves.
///
/// The scene: a 393 × 852 window, keyboard 336 → top 516; 'message' at y 700…744 in the root
/// view 'root' of controller 'chat' (ChatViewController), which follows the guide.
@Suite struct LayoutGuideExplainTests {
  static let scene = """
    {"window": [393, 852], "statusBarHeight": 59, "keyboard": {"height": 336},
     "classes": {"ChatViewController": "UIViewController"},
     "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "message", "class": "UITextField", "accessibilityIdentifier": "message",
        "frame": [16, 700, 361, 44]}]}],
     "controllers": [{"id": "chat", "class": "ChatViewController", "view": "root",
                      "followsKeyboardLayoutGuide": true}]}
    """

  func builder(_ policy: String) throws -> ExplanationBuilder {
    let source = SourceFile(path: "guide.kbpolicy", text: policy)
    let compiled = Policy.compile(source)
    let scene = try #require(Scene.decode(json: Self.scene).scene)
    return ExplanationBuilder(
      policy: try #require(compiled.policy), source: source, syntax: compiled.file, scene: scene)
  }

  func explain(_ policy: String) throws -> Explanation {
    try builder(policy).explain(field: "message").get()
  }

  @Test func avoidanceOnAppWideLeavesTheFieldToTheGuide() throws {
    let e = try explain("version 1\n")
    #expect(e.verdict.kind == .layoutGuideFollows)
    // Before Auto Layout's move the field (700…744) lies wholly under the keyboard top 516: the
    // keyboard covers min(44, 744 − 516 = 228) = 44 pt of it.
    #expect(e.verdict.message.contains("before its move the keyboard covers 44 pt of the field"))
    #expect(
      e.verdict.message.contains(
        "the keyboard layout guide of controller 'chat' (ChatViewController) moves the field itself"
      ))
    #expect(e.verdict.message.contains("avoidance is on only app-wide"))
    #expect(e.adjustment?.adjusted == false)
    // Avoidance is on, so no what-if turns it on.
    #expect(!e.whatIfs.contains { $0.setting == .avoidance })
    let text = ExplanationTextRenderer().render(e)
    #expect(text.contains("does not act: the screen's keyboard layout guide places the field"))
  }

  @Test func avoidanceOffOffersNoEditToTurnItOn() throws {
    let e = try explain("version 1\n\navoidance {\n  enabled = false\n}\n")
    #expect(e.verdict.kind == .layoutGuideFollows)
    #expect(e.verdict.message.contains("not adjusted by the policy, avoidance is off"))
    let whatIf = try #require(e.whatIfs.first { $0.setting == .avoidance })
    #expect(whatIf.edits.isEmpty)
    #expect(whatIf.blockedBy?.contains("would move the field twice") == true)
  }

  @Test(arguments: [
    "version 1\n\nfield \"message\" {\n  avoidance = on\n}\n",
    "version 1\n\navoidance {\n  enable in ChatViewController\n}\n",
  ])
  func avoidanceTurnedOnExplicitlyWarnsOfTwoMoves(_ policy: String) throws {
    let e = try explain(policy)
    // The engine moves the root view 744 − (516 − 10) = 238 pt: visible, 10 pt above the keyboard.
    #expect(e.verdict.kind == .visible)
    #expect(e.verdict.message.hasPrefix("visible, 10 pt above the keyboard"))
    #expect(e.verdict.message.contains("so the two moves add up"))
    #expect(e.adjustment?.adjusted == true)
  }

  @Test func theSummaryCountsTheFieldsTheGuideMoves() throws {
    let all = try builder("version 1\n").explainAll()
    let summary = ExplanationTableRenderer.Summary(all)
    #expect(summary.layoutGuideFollows == 1)
    #expect(summary.message == "1 text input: 1 moved by their screen's keyboard layout guide")
  }
}
