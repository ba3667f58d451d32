import AvoidanceEngine
import KeyboardPolicyExplain
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// No view outlives its editing session in the runtime: a dismissed window's tree is freed.
@Suite @MainActor struct ViewLifetimeTests {
  /// Weak references to a window's views, taken before the window is let go.
  final class Watch {
    weak var window: MemoryWindow?
    weak var root: MemoryView?
    weak var email: MemoryView?
    weak var banner: MemoryView?
  }

  /// Runs `session` on the form's window, then drops the test's window: the returned references
  /// say what is still alive.
  func afterSession(_ session: (KeyboardRuntime, MemoryWindow) throws -> Void) throws -> (
    Watch, KeyboardRuntime
  ) {
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    let watch = Watch()
    do {
      let window = MemoryWindow(try RuntimeFixtures.scene())
      watch.window = window
      watch.root = window.view("root")
      watch.email = window.view("email")
      watch.banner = window.view("banner")
      try session(runtime, window)
    }
    return (watch, runtime)
  }

  @Test(arguments: [false, true])
  func aDismissedWindowsTreeIsFreedAfterItsSession(hideFirst: Bool) throws {
    let (watch, runtime) = try afterSession { runtime, window in
      let email = try window.required("email")
      runtime.beginEditing(email)
      runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
      _ = runtime.controls(for: email)
      if hideFirst {
        runtime.keyboardWillHide(animation: RuntimeFixtures.show)
        runtime.endEditing(email)
      } else {
        runtime.endEditing(email)
        runtime.keyboardWillHide(animation: RuntimeFixtures.show)
      }
    }
    #expect(watch.window == nil)
    #expect(watch.root == nil, "the root view is freed with its window")
    #expect(watch.email == nil)
    #expect(runtime.view(withID: "email") == nil)
  }

  @Test func anExplanationOrASnapshotWithNothingFocusedKeepsNoView() throws {
    let (watch, _) = try afterSession { runtime, window in
      _ = runtime.snapshot(of: window)
      _ = runtime.explanation(for: try window.required("email"))
    }
    #expect(watch.window == nil)
    #expect(watch.root == nil)
    #expect(watch.banner == nil)
  }

  @Test func turningTheRuntimeOffMidSessionKeepsNoView() throws {
    let (watch, runtime) = try afterSession { runtime, window in
      runtime.beginEditing(try window.required("email"))
      runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
      runtime.endEditing()
      runtime.isEnabled = false
    }
    #expect(watch.root == nil)
    #expect(runtime.focusedField == nil)
  }
}
