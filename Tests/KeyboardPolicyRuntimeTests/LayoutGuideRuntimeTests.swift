import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// On device, a screen whose views are pinned to `view.keyboardLayoutGuide` reports it through
/// `LiveViewController.liveFollowsKeyboardLayoutGuide` (UIKit: a `UIKeyboardLayoutGuide` among
/// the root view's layout guides that a constraint uses). The runtime leaves such a screen to
/// Auto Layout while avoidance is on only app-wide, and moves it when a policy or code turns
/// avoidance on for it explicitly.
@Suite @MainActor struct LayoutGuideRuntimeTests {
  /// 'message' at y 700 (bottom 744) in the root view 'root' of ChatViewController.
  static let json = """
    {"window": {"width": 393, "height": 852}, "statusBarHeight": 59,
     "classes": {"ChatViewController": "UIViewController"},
     "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "message", "class": "UITextField", "accessibilityIdentifier": "message",
        "frame": [16, 700, 361, 44]}]}],
     "controllers": [{"id": "chat", "class": "ChatViewController", "view": "root"}]}
    """

  @MainActor struct Run {
    let window: MemoryWindow
    let runtime: KeyboardRuntime
    let recorder: RuntimeFixtures.Recorder
    var chat: MemoryController { window.controllers[0] }

    func show() throws {
      runtime.beginEditing(try window.required("message"))
      runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    }

    func hide() throws {
      runtime.keyboardWillHide(animation: RuntimeFixtures.show)
      runtime.endEditing(try window.required("message"))
    }

    func rootY() throws -> Double { try window.required("root").liveAttributes.frame.minY }
  }

  func start(_ policy: String, follows: Bool = true) throws -> Run {
    let window = MemoryWindow(try RuntimeFixtures.scene(Self.json))
    let recorder = RuntimeFixtures.Recorder()
    let runtime = KeyboardRuntime(
      policy: try RuntimeFixtures.policy(policy), animator: recorder.animator)
    window.controllers[0].followsKeyboardLayoutGuide = follows
    return Run(window: window, runtime: runtime, recorder: recorder)
  }

  @Test func theDefaultLayerLeavesAGuideScreenToAutoLayout() throws {
    let run = try start("version 1\n")
    try run.show()
    // The keyboard top 852 − 336 = 516 covers 'message' (bottom 744); nothing moves.
    #expect(run.recorder.animations.isEmpty)
    #expect(try run.rootY() == 0)
  }

  @Test func theGuideIsReadAtEachEvent() throws {
    let run = try start("version 1\n", follows: false)
    try run.show()
    // Not pinned yet: 744 must end at 516 − 10 = 506, the root rises 238 pt.
    #expect(abs(try run.rootY() - -238) < 1e-9)
    try run.hide()
    #expect(abs(try run.rootY()) < 1e-9)
    // A constraint to the guide is added on device: the next show leaves the screen alone.
    run.chat.followsKeyboardLayoutGuide = true
    try run.show()
    #expect(abs(try run.rootY()) < 1e-9)
  }

  @Test func aFieldRuleMovesAGuideScreenAsWell() throws {
    let run = try start("version 1\n\nfield \"message\" {\n  avoidance = on\n}\n")
    try run.show()
    // 744 − (516 − 10) = 238 pt, as on any screen: the guide moves its views too.
    #expect(abs(try run.rootY() - -238) < 1e-9)
  }

  @Test func avoidanceTurnedOnInCodeForTheScreenMovesItAsWell() throws {
    let run = try start("version 1\n")
    let settings = LiveControllerSettings()
    settings.avoidance = true
    run.chat.settings = settings
    try run.show()
    #expect(abs(try run.rootY() - -238) < 1e-9)
  }

  @Test func theSceneExportRecordsTheGuide() throws {
    let run = try start("version 1\n")
    run.runtime.beginEditing(try run.window.required("message"))
    let scene = run.runtime.screenScene(of: run.window)
    #expect(scene.controllers.contains { $0.followsKeyboardLayoutGuide })
  }

  /// Stand-ins for the owning view, its keyboard guide and a subview (only identities matter).
  final class Item {}

  @Test func theGuideIsInUseOnlyWhenAConstraintTiesItToAnotherItem() {
    let (owner, guide, composer, other) = (Item(), Item(), Item(), Item())
    typealias Constraint = KeyboardGuideUse.Constraint
    func id(_ item: Item) -> ObjectIdentifier { ObjectIdentifier(item) }
    let use = KeyboardGuideUse(owner: id(owner), guides: [id(guide)])
    // UIKit's own placement of the guide in its view: guide to owner, and a constant height.
    let placement = [
      Constraint(first: id(guide), second: id(owner)),
      Constraint(first: id(owner), second: id(guide)),
      Constraint(first: id(guide), second: nil),
    ]
    #expect(!use.isPinned(by: placement))
    // The composer's bottom pinned to the guide's top, either way round.
    #expect(use.isPinned(by: placement + [Constraint(first: id(guide), second: id(composer))]))
    #expect(use.isPinned(by: [Constraint(first: id(composer), second: id(guide))]))
    // Inactive, or between other items, it pins nothing.
    #expect(
      !use.isPinned(by: [Constraint(first: id(composer), second: id(guide), isActive: false)]))
    #expect(!use.isPinned(by: [Constraint(first: id(composer), second: id(other))]))
    // A view that never asked for its keyboard guide has none.
    let none = KeyboardGuideUse(owner: id(owner), guides: [])
    #expect(!none.isPinned(by: [Constraint(first: id(composer), second: id(guide))]))
  }
}
