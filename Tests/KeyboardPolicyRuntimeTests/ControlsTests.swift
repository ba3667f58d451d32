import AvoidanceEngine
import KeyboardPolicyExplain
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The values the UI layer reads: toolbar, previous/next, title, return key, resign on touch; and
/// the animation the applier hands to the host.
@Suite @MainActor struct ControlsTests {
  static let toolbarPolicy = """
    version 1
    class FormViewController: UIViewController
    toolbar {
      enabled = true
      order = position
    }
    resign-on-touch { enabled = true }
    field "email" { toolbar.placeholder = false }
    """

  @Test func toolbarPreviousNextTitleAndReturnKeyFollowThePolicy() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy(Self.toolbarPolicy)) { _, c in
      c()
    }
    let name = try window.required("name")
    runtime.beginEditing(name)
    let controls = try #require(runtime.controls(for: name))
    #expect(controls.showsToolbar)
    #expect(controls.showsPreviousNext)
    // Siblings by position: name (y 120), email (600), notes (700); 'save' is no text input.
    #expect(controls.previous == nil)
    #expect(controls.next == "email")
    #expect(controls.title == "Name")
    #expect(controls.returnKey == .next)
    #expect(controls.resignsOnTouch)
    let email = try #require(runtime.controls(for: try window.required("email")))
    #expect(email.previous == "name")
    #expect(email.next == "notes")
    #expect(email.title == nil, "toolbar.placeholder = false for \"email\"")
    let notes = try #require(runtime.controls(for: try window.required("notes")))
    #expect(notes.returnKey == .done)
    #expect(notes.next == nil)
    // A title set in code beats the placeholder.
    name.toolbarTitle = "Your name"
    runtime.beginEditing(name)
    #expect(runtime.controls(for: name)?.title == "Your name")
  }

  @Test func returnKeysFollowTheFieldOrderAndTheCodeOptions() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy(Self.toolbarPolicy)) { _, c in
      c()
    }
    let name = try window.required("name")
    let notes = try window.required("notes")  // the last field, a text view
    #expect(runtime.controls(for: name)?.returnAction == .next("email"))
    #expect(runtime.controls(for: notes)?.returnKey == .done)
    #expect(runtime.controls(for: notes)?.returnAction == .newline)
    // IQ lastTextInputViewReturnKeyType and dismissTextViewOnReturn, for every screen...
    runtime.returnKeys = ReturnKeyOptions(lastReturnKey: .send, dismissesTextViewOnReturn: true)
    #expect(runtime.controls(for: notes)?.returnKey == .send)
    #expect(runtime.controls(for: notes)?.returnAction == .resign)
    #expect(runtime.controls(for: name)?.returnKey == .next, "only the last field's key changes")
    // ...or for one controller class and its subclasses (the form is a FormViewController).
    runtime.returnKeysByController = ["FormViewController": ReturnKeyOptions(lastReturnKey: .go)]
    #expect(runtime.controls(for: notes)?.returnKey == .go)
    #expect(runtime.controls(for: notes)?.returnAction == .newline)
    runtime.returnKeysByController = ["ChatViewController": ReturnKeyOptions(lastReturnKey: .go)]
    #expect(runtime.controls(for: notes)?.returnKey == .send)
  }

  @Test func returnKeysFollowThePolicyAndCodeBeatsIt() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let policy = """
      version 1
      class FormViewController: UIViewController
      toolbar { last-return-key = send }
      controller FormViewController { toolbar.dismiss-on-return = true }
      field UITextView { toolbar.last-return-key = go }
      """
    let runtime = KeyboardRuntime(loaded: LoadedPolicy.load(text: policy, onFailure: .ignore)) {
      _, c in c()
    }
    let name = try window.required("name")
    let notes = try window.required("notes")  // the last field, a text view
    #expect(runtime.controls(for: notes)?.returnKey == .go, "the field rule")
    #expect(runtime.controls(for: notes)?.returnAction == .resign, "the controller rule")
    #expect(runtime.controls(for: name)?.returnKey == .next, "only the last field's key changes")
    // The explanation names the settings and the rules that won them.
    let explanation = try #require(runtime.explanation(for: notes, includesWhatIfs: false))
    let key = try #require(explanation.settings.first { $0.setting == .toolbarLastReturnKey })
    #expect(key.value == .word("go"))
    #expect(key.source.rule == "field UITextView { toolbar.last-return-key = go }")
    #expect(key.overridden.map(\.source.rule) == ["toolbar { last-return-key = send }"])
    let dismiss = try #require(
      explanation.settings.first { $0.setting == .toolbarDismissOnReturn })
    #expect(
      dismiss.source.rule == "controller FormViewController { toolbar.dismiss-on-return = true }")
    // Code (IQ's return key handler) beats the policy; what it leaves unset stays the policy's.
    runtime.returnKeys = ReturnKeyOptions(lastReturnKey: .join)
    #expect(runtime.controls(for: notes)?.returnKey == .join)
    #expect(runtime.controls(for: notes)?.returnAction == .resign)
    runtime.returnKeys = ReturnKeyOptions(dismissesTextViewOnReturn: false)
    #expect(runtime.controls(for: notes)?.returnKey == .go)
    #expect(runtime.controls(for: notes)?.returnAction == .newline)
  }

  @Test func theDefaultLayerShowsNoToolbarAndNeverResigns() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    let email = try window.required("email")
    runtime.beginEditing(email)
    let controls = try #require(runtime.controls(for: email))
    #expect(!controls.showsToolbar)
    #expect(!controls.showsPreviousNext)
    #expect(!controls.resignsOnTouch)
    #expect(!runtime.shouldResignOnTouch(try window.required("root")))
  }

  @Test func resignOnTouchSkipsTheFieldAndIgnoredClasses() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy(Self.toolbarPolicy)) { _, c in
      c()
    }
    let email = try window.required("email")
    #expect(!runtime.shouldResignOnTouch(try window.required("root")), "nothing focused")
    runtime.beginEditing(email)
    #expect(runtime.shouldResignOnTouch(try window.required("root")))
    #expect(runtime.shouldResignOnTouch(try window.required("scroll")))
    #expect(!runtime.shouldResignOnTouch(email), "a touch on the field itself")
    // The default layer's `ignore-touches-in UIControl, UINavigationBar`: a button is a UIControl.
    #expect(!runtime.shouldResignOnTouch(try window.required("save")))
    runtime.endEditing()
    #expect(!runtime.shouldResignOnTouch(try window.required("root")))
  }

  @Test func theApplierAnimatesWithTheKeyboardsDurationAndCurve() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let recorder = RuntimeFixtures.Recorder()
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy(), animator: recorder.animator)
    let email = try window.required("email")
    let name = try window.required("name")
    // Nothing to move yet: the animator is not called.
    runtime.beginEditing(name)
    #expect(recorder.animations.isEmpty)
    let slow = KeyboardAnimation(duration: 0.5, curve: 3)
    let step = try #require(runtime.keyboardWillShow(.height(336), animation: slow))
    #expect(!step.step.plan.changes.isEmpty)
    #expect(recorder.animations == [slow])
    #expect(step.animation == slow)
    // A field change animates with the last keyboard notification's animation.
    runtime.beginEditing(email)
    #expect(recorder.animations == [slow, slow])
    let fast = KeyboardAnimation(duration: 0.1, curve: 0)
    runtime.keyboardWillHide(animation: fast)
    #expect(recorder.animations == [slow, slow, fast])
    // Every write happened inside the animation closure and landed on the live view.
    let scroll = try window.required("scroll")
    #expect(!scroll.writes.isEmpty)
    #expect(scroll.liveAttributes.scroll?.contentInset.bottom == 0)
  }

  @Test func theLogRecordsEveryEventWithItsDecisionAndPlan() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    var entries: [RuntimeLogEntry] = []
    runtime.log = { entries.append($0) }
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    runtime.keyboardWillHide(animation: RuntimeFixtures.show)
    #expect(
      entries.map(\.event.description) == [
        "focus email", "keyboard show height 336", "keyboard hide",
      ])
    #expect(entries.allSatisfy { $0.field == "email" })
    #expect(entries[1].decision?.distance == 10)
    #expect(entries[1].decision?.avoidance == true)
    #expect(!entries[1].plan.changes.isEmpty)
    #expect(entries[1].trace.steps.contains { $0.message.contains("keyboard top 516") })
  }
}
