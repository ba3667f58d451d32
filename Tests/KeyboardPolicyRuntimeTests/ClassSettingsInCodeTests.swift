import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// Class-level settings made in code (`KeyboardRuntime.settingsByController`, issue #37 item 6):
/// every screen of the class and its subclasses takes them, the nearest class of the chain gives
/// them, a field's own beat them. The form (`RuntimeFixtures.formJSON`, 'form' is a
/// `FormViewController: UIViewController`): 'email' ends at 747; a 336-pt keyboard's top is
/// 852 − 336 = 516.
@Suite @MainActor struct ClassSettingsInCodeTests {
  func start() throws -> (MemoryWindow, KeyboardRuntime) {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    return (window, runtime)
  }

  func bottom(_ window: MemoryWindow) throws -> Double {
    try #require(SceneIndex(window.scene(focus: nil, keyboard: nil)).windowRect(of: "email")).maxY
  }

  @Test func aClasssAvoidanceOffLeavesItsScreensFieldsAlone() throws {
    let (window, runtime) = try start()
    runtime.settingsByController["FormViewController"] = CodeSettings(avoidance: false)
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(try bottom(window) == 747)
  }

  /// A superclass's distance 30 reaches the subclass's screen: 516 − 30 = 486; the nearest
  /// class's 40 beats it: 516 − 40 = 476; the field's own 20 beats both: 516 − 20 = 496.
  @Test func theNearestClassGivesTheSettingsAndAFieldsOwnBeatThem() throws {
    let (window, runtime) = try start()
    let email = try window.required("email")
    runtime.settingsByController["UIViewController"] = CodeSettings(distance: 30)
    runtime.beginEditing(email)
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(abs(try bottom(window) - 486) < 1e-9)
    runtime.keyboardWillHide(animation: RuntimeFixtures.show)
    runtime.settingsByController["FormViewController"] = CodeSettings(distance: 40)
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(abs(try bottom(window) - 476) < 1e-9)
    runtime.keyboardWillHide(animation: RuntimeFixtures.show)
    email.liveAttributes.code.distance = 20
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(abs(try bottom(window) - 496) < 1e-9)
  }

  @Test func aClassToolbarSettingReachesTheControlsAtOnce() throws {
    let (window, runtime) = try start()
    let email = try window.required("email")
    runtime.beginEditing(email)
    #expect(runtime.controls(for: email)?.showsToolbar == false, "the default layer: off")
    runtime.settingsByController["FormViewController"] = CodeSettings(toolbar: true)
    #expect(runtime.controls(for: email)?.showsToolbar == true)
    runtime.settingsByController = [:]
    #expect(runtime.controls(for: email)?.showsToolbar == false)
  }

  /// The class says distance 40 and toolbar on; the controller object's own distance 30 beats
  /// the class's (516 − 30 = 486), setting by setting: the class's toolbar still applies.
  @Test func aControllerObjectsOwnSettingsBeatItsClasssSettingBySetting() throws {
    let (window, runtime) = try start()
    let form = try #require(window.controllers.first { $0.scene.id == "form" })
    let settings = LiveControllerSettings()
    settings.distance = 30
    form.settings = settings
    runtime.settingsByController["FormViewController"] = CodeSettings(
      toolbar: true, distance: 40)
    let email = try window.required("email")
    runtime.beginEditing(email)
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(abs(try bottom(window) - 486) < 1e-9)
    #expect(runtime.controls(for: email)?.showsToolbar == true)
  }
}
