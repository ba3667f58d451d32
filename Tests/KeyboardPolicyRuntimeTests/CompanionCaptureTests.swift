import AvoidanceEngine
import KeyboardPolicyExplain
import PolicyLanguage
import SceneModel
import Testing

@testable import KeyboardPolicyRuntime

/// `keep-visible` in the runtime: an event that adjusts for a field with companions captures
/// their paths (so the engine measures them), and no other snapshot pays for them.
///
/// The login screen: a 393 × 852 window, status bar 59, no navigation bar; root view 'root'
/// (`LoginViewController`) holding a form 'form' at the origin with 'email' [24, 400, 345, 44],
/// 'password' [24, 456, 345, 44] (bottom 500), the button 'button' (accessibility identifier
/// "login-button") [24, 524, 345, 50] (bottom 574) and 'forgot' [24, 590, 345, 30]; then a
/// second window subview 'toast'. Keyboard 336 pt: its top at 852 − 336 = 516; distance 10.
@Suite @MainActor struct CompanionCaptureTests {
  static let json = """
    {"window": {"width": 393, "height": 852}, "statusBarHeight": 59,
     "classes": {"LoginViewController": "UIViewController"},
     "views": [
      {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
        {"id": "form", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "email", "class": "UITextField", "frame": [24, 400, 345, 44],
           "accessibilityIdentifier": "email"},
          {"id": "password", "class": "UITextField", "frame": [24, 456, 345, 44],
           "accessibilityIdentifier": "password"},
          {"id": "button", "class": "UIButton", "frame": [24, 524, 345, 50],
           "accessibilityIdentifier": "login-button"},
          {"id": "forgot", "class": "UIButton", "frame": [24, 590, 345, 30],
           "accessibilityIdentifier": "forgot-password"}
        ]}
      ]},
      {"id": "toast", "frame": [0, 0, 393, 60]}
     ],
     "controllers": [{"id": "login", "class": "LoginViewController", "view": "root"}]}
    """

  static let policy = """
    version 1

    field "password" {
      keep-visible = "login-button"
    }
    """

  func setUp(_ policyText: String = policy) throws -> (MemoryWindow, KeyboardRuntime) {
    let window = MemoryWindow(try RuntimeFixtures.scene(Self.json))
    // The button is found by its accessibility identifier, not by a stable name.
    try window.required("button").reportsStableName = false
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy(policyText)) { _, changes in
      changes()
    }
    return (window, runtime)
  }

  /// The captured tree in one line: `root(form(password login-button))`.
  func tree(_ views: [SceneView]) -> String {
    views.map { $0.subviews.isEmpty ? $0.id : "\($0.id)(\(tree($0.subviews)))" }
      .joined(separator: " ")
  }

  @Test func aFieldWithACompanionCapturesItsPath() throws {
    let (window, runtime) = try setUp()
    let begin = try #require(runtime.beginEditing(try window.required("password")))
    #expect(tree(begin.scene.views) == "root(form(password login-button))")
    let show = try #require(runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show))
    #expect(tree(show.scene.views) == "root(form(password login-button))")
    // The union of the field (456...500) and the button (524...574) must end 10 pt above the
    // keyboard's top: 574 − (516 − 10) = 68; the field's top stays below the status bar
    // (456 − 68 = 388 >= 59). The root view rises 68, the button ends at 506.
    let root = try #require(show.step.plan.changes.first { $0.view == "root" })
    #expect(root.property == .originY && abs(root.to - -68) < 1e-9)
    // A hide only puts things back: its snapshot does not hold the companion.
    let hide = try #require(runtime.keyboardWillHide(animation: RuntimeFixtures.show))
    #expect(!tree(hide.scene.views).contains("login-button"))
  }

  @Test func movingTheFocusToAFieldWithACompanionBringsItsPath() throws {
    let (window, runtime) = try setUp()
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    let next = try #require(runtime.beginEditing(try window.required("password")))
    #expect(tree(next.scene.views).contains("login-button"))
    // Back to email: the password's companion is not its own.
    let back = try #require(runtime.beginEditing(try window.required("email")))
    #expect(!tree(back.scene.views).contains("login-button"))
  }

  @Test func onlyAPolicyThatSetsKeepVisibleLooksForCompanions() throws {
    #expect(try !setUp("version 1\n").1.policyNamesCompanions)
    #expect(try setUp().1.policyNamesCompanions)
  }

  @Test func aFieldWithoutCompanionsCapturesNothingMore() throws {
    let (window, runtime) = try setUp()
    let begin = try #require(runtime.beginEditing(try window.required("email")))
    #expect(tree(begin.scene.views) == "root(form(email))")
    let show = try #require(runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show))
    #expect(tree(show.scene.views) == "root(form(email))")
    // 'email' ends at 444, under 516 − 10 = 506: nothing moves.
    #expect(show.step.plan.changes.isEmpty)
  }

  @Test func withoutKeepVisibleTheButtonIsNeitherCapturedNorKeptVisible() throws {
    let (window, runtime) = try setUp("version 1\n")
    runtime.beginEditing(try window.required("password"))
    let show = try #require(runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show))
    #expect(tree(show.scene.views) == "root(form(password))")
    // The field alone: its bottom 500 is under 506, nothing moves and the keyboard covers the
    // button's 574 − 516 = 58 bottom points.
    #expect(show.step.plan.changes.isEmpty)
  }

  @Test func aCompanionNamedInCodeIsCapturedToo() throws {
    let (window, runtime) = try setUp("version 1\n")
    let password = try window.required("password")
    password.liveAttributes.code.keepVisible = ["login-button"]
    runtime.beginEditing(password)
    let show = try #require(runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show))
    #expect(tree(show.scene.views) == "root(form(password login-button))")
    // The same 68 pt as from the policy.
    let root = try #require(show.step.plan.changes.first { $0.view == "root" })
    #expect(abs(root.to - -68) < 1e-9)
  }

  @Test func twoCompanionsAreFoundInOneWalkInTheSettingsOrder() throws {
    let (window, _) = try setUp()
    let password = try window.required("password")
    // Nothing is named yet: both are found in the walk of the controller's root view.
    let found = LiveCompanions.find(
      ["forgot-password", "login-button", "nowhere"], for: password, registered: { _ in nil })
    #expect(found.compactMap { ($0 as? MemoryView)?.sceneID } == ["forgot", "button"])
    // A walk that stops early (after 'root' and 'form') finds nothing.
    #expect(
      LiveCompanions.find(["login-button"], for: password, registered: { _ in nil }, limit: 2)
        .isEmpty)
  }

  @Test func theRuntimesExplanationShowsTheCompanion() throws {
    let (window, runtime) = try setUp()
    let password = try window.required("password")
    runtime.beginEditing(password)
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    let text = try #require(runtime.explanationText(for: password))
    #expect(text.contains("keep-visible"))
    #expect(text.contains("login-button"))
  }
}
