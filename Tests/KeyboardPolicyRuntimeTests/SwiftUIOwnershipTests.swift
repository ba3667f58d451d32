import KeyboardPolicyExplain
import KeyboardPolicyRuntime
import PolicyExplain
import PolicyLanguage
import SceneModel
import Testing

/// Mixed apps: each text input gets exactly one owner (one mover, one toolbar). A SwiftUI screen
/// the layer drives, in a `UIHostingController`, is the layer's; a UIKit screen or view brought
/// into SwiftUI through a representable stays the UIKit runtime's.
@Suite @MainActor struct SwiftUIOwnershipTests {
  typealias Step = SwiftUIOwnership.Step
  static let hosting = ["UIHostingController", "UIViewController"]

  @Test func aLayerScreenOwnsItsSwiftUIFields() {
    let path = [
      Step(
        className:
          "UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<PlatformTextFieldAdaptor>>"),
      Step(
        className: "_UIHostingView<SignUp>", controllerChain: Self.hosting, layerScreen: "SignUp"),
    ]
    #expect(SwiftUIOwnership.owner(of: path) == .swiftUILayer(screen: "SignUp"))
  }

  @Test func aUIKitScreenInsideSwiftUIIsTheRuntimes() {
    let path = [
      Step(className: "UIView", controllerChain: ["LegacyFormController", "UIViewController"]),
      Step(
        className: "UIKitPlatformViewHost<PlatformViewControllerRepresentableAdaptor<LegacyForm>>"),
      Step(className: "_UIHostingView<Root>", controllerChain: Self.hosting, layerScreen: "Root"),
    ]
    #expect(SwiftUIOwnership.owner(of: path) == .uikitRuntime)
  }

  @Test func anAppsViewRepresentableIsTheRuntimes() {
    let path = [
      Step(className: "UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<MyApp.RichEditor>>"),
      Step(className: "_UIHostingView<Root>", controllerChain: Self.hosting, layerScreen: "Root"),
    ]
    #expect(SwiftUIOwnership.owner(of: path) == .uikitRuntime)
    #expect(
      !SwiftUIOwnership.isAppRepresentableHost(
        "X<PlatformViewRepresentableAdaptor<SwiftUI.PlatformTextFieldAdaptor>>"))
  }

  @Test func aSwiftUIScreenWithoutTheLayerIsTheRuntimes() {
    let path = [Step(className: "_UIHostingView<Plain>", controllerChain: Self.hosting)]
    #expect(SwiftUIOwnership.owner(of: path) == .uikitRuntime)
  }

  /// A representable's UIKit text input declared on a layer screen gets neither the layer's
  /// toolbar nor its submit label: the UIKit runtime's are the ones it shows.
  @Test func theLayerAddsNoToolbarToARepresentablesField() throws {
    let screen = SwiftUIScreen(
      name: "Root",
      fields: [
        SwiftUIField(
          name: "rich", kind: .representable, frame: Rect(x: 0, y: 0, width: 9, height: 9)),
        SwiftUIField(name: "email", frame: Rect(x: 0, y: 20, width: 9, height: 9)),
      ])
    let planner = try SwiftUIScreenTests.planner(
      "version 1\n\ntoolbar {\n  enabled = true\n  return-keys = true\n}\n")
    let rich = try #require(planner.plan(for: "rich", on: screen))
    #expect(rich.toolbar == nil && rich.returnKey == nil)
    #expect(planner.plan(for: "email", on: screen)?.toolbar != nil)
  }

  /// The runtime leaves a registered screen's field alone: no move, no focus, no controls; a
  /// UIKit field of the same window is still handled.
  @Test func theRuntimeSkipsFieldsOfARegisteredScreen() throws {
    let json = """
      {"window": {"width": 393, "height": 852},
       "views": [{"id": "host", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "email", "class": "UITextField", "frame": [16, 700, 361, 44]}]},
        {"id": "legacy", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "name", "class": "UITextField", "frame": [16, 700, 361, 44]}]}],
       "controllers": [{"id": "signup", "class": "UIHostingController<SignUp>", "view": "host"},
        {"id": "legacyc", "class": "LegacyController", "view": "legacy"}],
       "classes": {"LegacyController": "UIViewController"}}
      """
    let window = MemoryWindow(try RuntimeFixtures.scene(json))
    let recorder = RuntimeFixtures.Recorder()
    let runtime = KeyboardRuntime(
      policy: try RuntimeFixtures.policy(), animator: recorder.animator)
    let email = try window.required("email")
    #expect(runtime.owner(of: email) == .uikitRuntime)
    runtime.registerSwiftUIScreen(SwiftUIScreen(name: "SignUp"), host: try window.required("host"))
    #expect(runtime.owner(of: email) == .swiftUILayer(screen: "SignUp"))
    #expect(runtime.beginEditing(email) == nil)
    #expect(runtime.focusedField == nil)
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(recorder.animations.isEmpty)
    let name = try window.required("name")
    #expect(runtime.owner(of: name) == .uikitRuntime)
    runtime.beginEditing(name)
    #expect(runtime.focusedField === name)
    #expect(runtime.registeredSwiftUIScreens.map(\.name) == ["SignUp"])
    runtime.unregisterSwiftUIScreen(host: try window.required("host"))
    #expect(runtime.owner(of: email) == .uikitRuntime)
  }
}

/// On-device explain and the desk's scene for a registered SwiftUI screen.
@Suite @MainActor struct SwiftUIExplainTests {
  @Test func aRegisteredScreensFieldIsExplainedOverItsScene() throws {
    let window = MemoryWindow(
      try RuntimeFixtures.scene(
        """
        {"window": {"width": 393, "height": 852},
         "views": [{"id": "host", "frame": [0, 0, 393, 852]}],
         "controllers": [{"id": "c", "class": "UIHostingController<SignUp>", "view": "host"}]}
        """))
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    let screen = SwiftUIScreen(
      name: "SignUp",
      fields: [SwiftUIField(name: "email", frame: Rect(x: 16, y: 700, width: 361, height: 44))])
    runtime.registerSwiftUIScreen(screen, host: try window.required("host"))
    let explanation = try #require(runtime.explanation(forSwiftUIField: "email", on: "SignUp"))
    #expect(ExplanationTextRenderer().render(explanation).contains("SwiftUI's hosting controller"))
    #expect(runtime.explanation(forSwiftUIField: "nope", on: "SignUp") == nil)
    #expect(runtime.swiftUIScenes().map(\.name) == ["SignUp"])
    // The scene export names the registered host's screen.
    #expect(runtime.screenScene(of: window).controllers.first?.screen == "SignUp")
    let desk = try #require(runtime.swiftUIScenes().first?.scene)
    #expect(desk.controllers.first?.screen == "SignUp")
    #expect(desk.views.first?.subviews.first?.policyName == "email")
  }
}
