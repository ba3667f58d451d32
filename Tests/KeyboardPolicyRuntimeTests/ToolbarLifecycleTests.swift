import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The toolbar's life around the field (issue #37, item 1): a button tells the app only when the
/// responder change happened, the runtime's toolbar comes off at every end of editing, and the
/// controls are worked out again after a scroll's animation, not before. The form
/// (`RuntimeFixtures.formJSON`): 'email' ends at window y 747 (scroll view at 103 + field at 600 +
/// height 44), under a 336-pt keyboard whose top is 852 − 336 = 516.
@MainActor @Suite struct ToolbarLifecycleTests {
  static let toolbarOn =
    "version 1\nclass FormViewController: UIViewController\ntoolbar { enabled = true }\n"

  func start() throws -> (MemoryWindow, KeyboardRuntime) {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy(Self.toolbarOn)) { _, c in
      c()
    }
    return (window, runtime)
  }

  @Test func aButtonActsOnlyWhenTheResponderChangeHappens() throws {
    let (window, runtime) = try start()
    let name = try window.required("name")
    let email = try window.required("email")
    #expect(runtime.tap(.next) == nil, "nothing focused")
    runtime.beginEditing(name)
    // Next: 'email' accepts; the tap acted on 'name'.
    #expect(runtime.tap(.next) === name)
    #expect(email.responderChanges == [true])
    // 'email' refuses: nothing happened, the app is not told.
    email.refusesResponderChanges = true
    #expect(runtime.tap(.next) == nil)
    #expect(email.responderChanges == [true])
    // Done: 'name' resigns; refused, nothing happened.
    #expect(runtime.tap(.done) === name)
    #expect(name.responderChanges == [false])
    name.refusesResponderChanges = true
    #expect(runtime.tap(.done) == nil)
    #expect(name.responderChanges == [false])
  }

  @Test func previousFromTheFirstFieldDoesNothing() throws {
    let (window, runtime) = try start()
    let name = try window.required("name")
    runtime.beginEditing(name)
    let controls = try #require(runtime.controls(for: name))
    #expect(controls.previous == nil, "'name' is the first field of the form")
    #expect(runtime.tap(.previous) == nil)
    let changes = window.views.flatMap(\.allViews).map(\.responderChanges.count)
    #expect(changes.reduce(0, +) == 0, "no responder change anywhere")
  }

  @Test func theRuntimesToolbarComesOffAtEveryEndOfEditing() throws {
    let (window, runtime) = try start()
    let name = try window.required("name")
    runtime.beginEditing(name)
    let controls = try #require(runtime.controls(for: name))
    name.inputAccessory = .runtimeToolbar(controls)
    #expect(runtime.accessoryChangeAtEndOfEditing(of: name) == .remove)
    // The app's accessory, or none, stays.
    name.inputAccessory = .app
    #expect(runtime.accessoryChangeAtEndOfEditing(of: name) == .keep)
    name.inputAccessory = .none
    #expect(runtime.accessoryChangeAtEndOfEditing(of: name) == .keep)
    // Turned off, and a field that is not the focused one: the toolbar still comes off, so no
    // stale bar stays on a field edited before.
    runtime.isEnabled = false
    let email = try window.required("email")
    email.inputAccessory = .runtimeToolbar(controls)
    #expect(runtime.accessoryChangeAtEndOfEditing(of: email) == .remove)
    // Begin editing again: nothing on the field, so the toolbar is built afresh.
    runtime.isEnabled = true
    email.inputAccessory = .none
    runtime.beginEditing(email)
    let fresh = try #require(runtime.controls(for: email))
    #expect(fresh.accessoryChange(from: email.liveInputAccessory) == .install)
  }

  @Test func controlsAreWorkedOutAgainAfterTheScrollAnimationSettles() throws {
    let (window, runtime) = try start()
    let email = try window.required("email")
    runtime.beginEditing(email)
    // Animated (0.35 s): 747 > 516 − 10, the scroll view scrolls; the controls wait.
    let step = runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(step?.scrolled == true)
    #expect(runtime.fieldToRefresh(after: step) == nil, "not before the animation finished")
    #expect(runtime.planAnimationFinished() === email)
    #expect(runtime.planAnimationFinished() == nil, "once per scroll")
    // A plan with no scroll: nothing to refresh, before or after its animation.
    let same = runtime.keyboardWillChangeFrame(.height(336), animation: RuntimeFixtures.show)
    #expect(same?.scrolled != true)
    #expect(runtime.fieldToRefresh(after: same) == nil)
    #expect(runtime.planAnimationFinished() == nil)
  }

  @Test func anUnanimatedScrollRefreshesTheControlsAtOnce() throws {
    let (window, runtime) = try start()
    let email = try window.required("email")
    runtime.beginEditing(email)
    let step = runtime.keyboardWillShow(
      .height(336), animation: KeyboardAnimation(duration: 0, curve: 7))
    #expect(step?.scrolled == true)
    #expect(runtime.fieldToRefresh(after: step) === email)
    #expect(runtime.planAnimationFinished() == nil)
    // Turned off: nothing is refreshed.
    runtime.isEnabled = false
    #expect(runtime.fieldToRefresh(after: step) == nil)
  }

  // MARK: - Item 2: the keyboard's look at once, the toolbar after the background

  @Test func aKeyboardAppearanceOverrideIsSetOnlyWhenItChangesTheField() {
    var appearance = ToolbarAppearance()
    #expect(appearance.keyboardAppearanceChange(from: .default) == nil, "no override")
    appearance.keyboardAppearance = .dark
    #expect(appearance.keyboardAppearanceChange(from: .default) == .dark, "set, then reloaded")
    #expect(appearance.keyboardAppearanceChange(from: .light) == .dark)
    #expect(appearance.keyboardAppearanceChange(from: .dark) == nil, "already dark: no reload")
  }

  @Test func becomingActiveRebuildsTheFocusedFieldsToolbar() throws {
    let (window, runtime) = try start()
    #expect(runtime.appDidBecomeActive() == nil, "nothing focused")
    let name = try window.required("name")
    runtime.beginEditing(name)
    runtime.isAppActive = false
    #expect(runtime.appDidBecomeActive() === name)
    #expect(runtime.isAppActive)
    runtime.isAppActive = false
    runtime.isEnabled = false
    #expect(runtime.appDidBecomeActive() == nil, "off: no toolbar to rebuild")
    #expect(runtime.isAppActive)
  }

  // MARK: - Item 6: the app's extra items and a tappable title

  @Test func theAppsItemsGoBeforeTheArrowsAndBeforeDone() throws {
    let (window, runtime) = try start()
    let email = try window.required("email")
    runtime.beginEditing(email)
    let controls = try #require(runtime.controls(for: email))
    #expect(controls.showsPreviousNext)
    #expect(controls.title == "Email")
    #expect(
      controls.toolbarSlots(leadingItems: 2, trailingItems: 1, titleIsTappable: true) == [
        .leadingItem(0), .leadingItem(1), .button(.previous), .button(.next), .flexibleSpace,
        .title(tappable: true), .flexibleSpace, .trailingItem(0), .button(.done),
      ])
    // None, a label title: the bar as before.
    #expect(
      controls.toolbarSlots(leadingItems: 0, trailingItems: 0, titleIsTappable: false) == [
        .button(.previous), .button(.next), .flexibleSpace, .title(tappable: false),
        .flexibleSpace, .button(.done),
      ])
    // No arrows and no title: the app's items around one flexible space, then Done.
    var bare = controls
    bare.showsPreviousNext = false
    bare.title = nil
    #expect(
      bare.toolbarSlots(leadingItems: 1, trailingItems: 1, titleIsTappable: true) == [
        .leadingItem(0), .flexibleSpace, .trailingItem(0), .button(.done),
      ])
  }
}
