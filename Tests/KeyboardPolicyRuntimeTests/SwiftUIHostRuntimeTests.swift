import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// On device, a SwiftUI screen's controller reads as `UIHostingController<LoginView>` (its class
/// chain as the runtime reads it: the specialised class, then `UIViewController`). The runtime
/// leaves its fields to SwiftUI under the default layer, and moves them when a policy turns
/// avoidance on for them explicitly.
@Suite @MainActor struct SwiftUIHostRuntimeTests {
  /// 'email' at y 700 (bottom 744) in the root view 'host' of a SwiftUI host.
  static let json = """
    {"window": {"width": 393, "height": 852}, "statusBarHeight": 59,
     "classes": {"UIHostingController<LoginView>": "UIViewController"},
     "views": [{"id": "host", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "email", "class": "UITextField", "accessibilityIdentifier": "email",
        "frame": [16, 700, 361, 44]}]}],
     "controllers": [{"id": "login", "class": "UIHostingController<LoginView>", "view": "host"}]}
    """

  func run(_ policy: String) throws -> (MemoryWindow, RuntimeFixtures.Recorder) {
    let window = MemoryWindow(try RuntimeFixtures.scene(Self.json))
    let recorder = RuntimeFixtures.Recorder()
    let runtime = KeyboardRuntime(
      policy: try RuntimeFixtures.policy(policy), animator: recorder.animator)
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    return (window, recorder)
  }

  @Test func theDefaultLayerLeavesTheHostToSwiftUI() throws {
    let (window, recorder) = try run("version 1\n")
    #expect(recorder.animations.isEmpty)
    #expect(try window.required("host").liveAttributes.frame.minY == 0)
  }

  @Test func aFieldRuleTurnsAvoidanceOnInTheHost() throws {
    let (window, _) = try run("version 1\n\nfield \"email\" {\n  avoidance = on\n}\n")
    // 744 must end at 852 − 336 − 10 = 506: the host's root view rises 238 pt.
    #expect(abs(try window.required("host").liveAttributes.frame.minY - -238) < 1e-9)
  }
}
