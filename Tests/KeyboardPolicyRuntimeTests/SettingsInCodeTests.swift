import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// Per-screen settings made in code at run time (`LiveControllerSettings`): every field of the
/// controller's screen takes them, its own settings beat them. The form: 'email' ends at 747 and
/// a 336-pt keyboard's top is 516.
@Suite @MainActor struct SettingsInCodeTests {
  func start() throws -> (MemoryWindow, KeyboardRuntime, LiveControllerSettings) {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    let form = try #require(window.controllers.first { $0.scene.id == "form" })
    let settings = LiveControllerSettings()
    form.settings = settings
    return (window, runtime, settings)
  }

  func bottom(_ window: MemoryWindow) throws -> Double {
    try #require(SceneIndex(window.scene(focus: nil, keyboard: nil)).windowRect(of: "email")).maxY
  }

  /// A screen a policy cannot name (a SwiftUI hosting controller) turned off in code.
  @Test func aScreensAvoidanceSetInCodeLeavesItsFieldsAlone() throws {
    let (window, runtime, settings) = try start()
    settings.avoidance = false
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(try bottom(window) == 747)
  }

  /// Distance 30 from the screen: 516 − 30 = 486; the field's own 20 beats it: 516 − 20 = 496.
  @Test func aScreensDistanceAppliesAndAFieldsOwnBeatsIt() throws {
    let (window, runtime, settings) = try start()
    settings.distance = 30
    let email = try window.required("email")
    runtime.beginEditing(email)
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(abs(try bottom(window) - 486) < 1e-9)
    runtime.keyboardWillHide(animation: RuntimeFixtures.show)
    email.liveAttributes.code.distance = 20
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(abs(try bottom(window) - 496) < 1e-9)
  }

  @Test(arguments: [true, false])
  func aScreensToolbarAndResignSettingsReachTheFieldsControls(on: Bool) throws {
    let (window, runtime, settings) = try start()
    let email = try window.required("email")
    settings.toolbar = on
    settings.resignOnTouch = on
    runtime.beginEditing(email)
    let controls = try #require(runtime.controls(for: email))
    #expect(controls.showsToolbar == on)
    #expect(controls.resignsOnTouch == on)
  }

  @Test func theScreenSettingsAreRecordedOnItsFieldsOnlyInAnExportedScene() throws {
    let (window, runtime, settings) = try start()
    settings.distance = 30
    let scene = runtime.screenScene(of: window)
    let index = SceneIndex(scene)
    #expect(index.view("email")?.code.distance == 30)
    #expect(index.view("save")?.code.distance == nil, "a button is not a field")
    #expect(index.view("search")?.code.distance == nil, "another window subview, no controller")
  }

  @Test func noSettingsMeansNothingSet() {
    #expect(LiveControllerSettings().code == nil)
    let settings = LiveControllerSettings()
    settings.container = .navigation
    settings.stableName = "menu"
    #expect(settings.code == nil, "the container and the name are not field settings")
  }
}
