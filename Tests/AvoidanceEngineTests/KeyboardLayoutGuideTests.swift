import PolicyLanguage
import SceneModel
import Testing

@testable import AvoidanceEngine

/// A screen pinned to `view.keyboardLayoutGuide` follows the keyboard itself: the engine leaves
/// it to UIKit while avoidance is on only app-wide, and moves it (twice, with UIKit) when a
/// `field` rule, an `enable in` entry or code turns avoidance on for it.
@Suite struct KeyboardLayoutGuideTests {
  /// A 393 × 852 window; the root view 'chat' of controller 'chat' (class ChatViewController,
  /// inside a plain container 'shell') holds 'message' at y 700 (bottom 744). `follows` says
  /// which controller records `followsKeyboardLayoutGuide`; `code` is the field's code settings.
  static func scene(follows: String? = "chat", code: String = "") -> Scene {
    func flag(_ id: String) -> String {
      follows == id ? #", "followsKeyboardLayoutGuide": true"# : ""
    }
    let json = """
      {"window": [393, 852], "statusBarHeight": 59,
       "classes": {"ChatViewController": "UIViewController", "ShellViewController": "UIViewController"},
       "views": [{"id": "shell", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "chat", "frame": [0, 0, 393, 852], "subviews": [
           {"id": "message", "class": "UITextField", "frame": [16, 700, 361, 44]\(code)}]}]}],
       "controllers": [
         {"id": "shell", "class": "ShellViewController", "view": "shell"\(flag("shell"))},
         {"id": "chat", "class": "ChatViewController", "view": "chat", "parent": "shell"\(flag("chat"))}]}
      """
    let decoded = Scene.decode(json: json)
    return decoded.scene!
  }

  static func policy(_ text: String) throws -> Policy {
    try #require(Policy.compile(SourceFile(path: "guide.kbpolicy", text: text)).policy)
  }

  func show(_ scene: Scene, _ policy: Policy) -> EngineStep {
    var engine = AvoidanceEngine()
    let begin = engine.handle(.beginEditing(field: "message"), scene: scene, policy: policy)
    return engine.handle(
      .keyboardWillShow(.height(336)), scene: begin.plan.apply(to: scene), policy: policy)
  }

  /// The root view's new origin, when the step moves one.
  func rise(_ step: EngineStep) -> PropertyChange? {
    step.plan.changes.first { $0.property == .originY }
  }

  @Test func theAppWideSwitchLeavesAGuideScreenToUIKit() throws {
    // The keyboard (top 852 − 336 = 516) covers 'message' (bottom 744), yet nothing moves:
    // avoidance is on from the default layer only, and the guide moves the screen.
    for text in ["version 1\n", "version 1\n\navoidance {\n  enabled = true\n}\n"] {
      let step = show(Self.scene(), try Self.policy(text))
      #expect(step.plan.changes.isEmpty, "\(text): \(step.plan.changes)")
      #expect(
        step.trace.steps.contains { $0.message.contains("follows the keyboard layout guide") })
    }
  }

  @Test func aParentThatFollowsTheGuideCountsToo() throws {
    let step = show(Self.scene(follows: "shell"), try Self.policy("version 1\n"))
    #expect(step.plan.changes.isEmpty, "\(step.plan.changes)")
  }

  @Test func withoutTheGuideTheEngineMovesTheScreen() throws {
    // 744 must end at 516 − 10 = 506: the moved root ('shell', the outermost non-container
    // controller's view) rises 744 − 506 = 238 pt.
    let change = try #require(rise(show(Self.scene(follows: nil), try Self.policy("version 1\n"))))
    #expect(change.view == "shell")
    #expect(abs(change.to - -238) < 1e-9)
  }

  @Test(arguments: [
    "version 1\n\nfield UITextField {\n  avoidance = on\n}\n",
    "version 1\n\navoidance {\n  enable in ChatViewController\n}\n",
  ])
  func anExplicitRuleMovesTheGuideScreen(_ text: String) throws {
    // Same 238 pt as without the guide (744 − (516 − 10)): UIKit's guide moves its views as well.
    let change = try #require(rise(show(Self.scene(), try Self.policy(text))))
    #expect(abs(change.to - -238) < 1e-9)
  }

  @Test func avoidanceTurnedOnInCodeMovesTheGuideScreen() throws {
    let scene = Self.scene(code: #", "code": {"avoidance": true}"#)
    let change = try #require(rise(show(scene, try Self.policy("version 1\n"))))
    #expect(abs(change.to - -238) < 1e-9)
  }

  @Test func theGateNamesTheFollowerAndWhatIsExplicit() throws {
    let index = SceneIndex(Self.scene(follows: "shell"))
    #expect(KeyboardLayoutGuideGate.follower(of: "message", in: index)?.id == "shell")
    #expect(
      KeyboardLayoutGuideGate.follower(of: "message", in: SceneIndex(Self.scene(follows: nil)))
        == nil)
    let field = try #require(index.fieldContext(for: "message"))
    let byDefault = try Self.policy("version 1\n").decide(for: field)
    #expect(!KeyboardLayoutGuideGate.isExplicit(byDefault[.avoidance].source))
    #expect(
      KeyboardLayoutGuideGate.leavesToUIKit(field: "message", decision: byDefault, in: index)?.id
        == "shell")
    let ruled = try Self.policy("version 1\n\nfield UITextField {\n  avoidance = on\n}\n")
      .decide(for: field)
    #expect(KeyboardLayoutGuideGate.isExplicit(ruled[.avoidance].source))
    #expect(
      KeyboardLayoutGuideGate.leavesToUIKit(field: "message", decision: ruled, in: index) == nil)
  }
}
