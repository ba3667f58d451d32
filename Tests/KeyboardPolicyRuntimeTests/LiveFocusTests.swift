import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The focus a live app proves: a field UIKit says began editing is the focused field even when
/// transparent or not taking touches; the find navigator keeps the text view focused; resign on
/// touch ignores touches inside the field; KVO subclasses are seen through.
@MainActor @Suite struct LiveFocusTests {
  func fieldBottom(_ window: MemoryWindow, _ id: String) throws -> Double {
    let scene = window.scene(focus: nil, keyboard: nil)
    return try #require(SceneIndex(scene).windowRect(of: id)).maxY
  }

  @Test func aTransparentFieldThatBeganEditingIsFocusedAndAdjusted() throws {
    // The OTP pattern: 'email' invisible behind digit boxes (alpha 0).
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(
      policy: try RuntimeFixtures.policy("version 1\nresign-on-touch { enabled = true }\n")
    ) { _, c in c() }
    let email = try window.required("email")
    email.liveAttributes.alpha = 0
    let begin = try #require(runtime.beginEditing(email))
    #expect(begin.step.skip == nil)
    #expect(runtime.focusedField === email)
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    // Bottom 103 + 600 + 44 = 747; keyboard top 852 − 336 = 516; with distance 10 it ends at 506.
    #expect(try fieldBottom(window, "email") == 506)
    // Done and the resign tap act on it (they read the focused field).
    #expect(runtime.shouldResignOnTouch(try window.required("root")))
  }

  @Test func aFieldThatTakesNoTouchesIsFocusedToo() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    let email = try window.required("email")
    email.liveAttributes.isUserInteractionEnabled = false
    runtime.beginEditing(email)
    #expect(runtime.focusedField === email)
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(try fieldBottom(window, "email") == 506)
  }

  @Test func replayingASceneKeepsTheFocusRule() throws {
    // Scenes prove nothing: `explain` and replays say cannot-focus, as `simulate` does.
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    runtime.beginEditingProvesFocus = false
    let email = try window.required("email")
    email.liveAttributes.alpha = 0
    let begin = try #require(runtime.beginEditing(email))
    #expect(begin.step.skip == .cannotFocus(field: "email", .transparent))
    #expect(runtime.focusedField == nil)
    // The explanation of the live screen keeps its verdict too.
    let proving = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    proving.beginEditing(email)
    let explanation = try #require(proving.explanation(for: email, includesWhatIfs: false))
    #expect(explanation.verdict.kind == .cannotFocus)
  }

  @Test func touchesInsideTheFieldNeverResignIt() throws {
    let json = """
      {"window": [393, 852], "views": [
        {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "bio", "class": "UITextView", "frame": [16, 100, 361, 200], "subviews": [
            {"id": "text", "class": "_UITextContainerView", "frame": [0, 0, 361, 200]}]},
          {"id": "other", "frame": [0, 400, 393, 100]}]}]}
      """
    let window = MemoryWindow(try RuntimeFixtures.scene(json))
    let runtime = KeyboardRuntime(
      policy: try RuntimeFixtures.policy("version 1\nresign-on-touch { enabled = true }\n")
    ) { _, c in c() }
    runtime.beginEditing(try window.required("bio"))
    #expect(
      !runtime.shouldResignOnTouch(try window.required("text")), "the text view's own subview")
    #expect(!runtime.shouldResignOnTouch(try window.required("bio")))
    #expect(runtime.shouldResignOnTouch(try window.required("other")))
  }

  @Test func theFindNavigatorKeepsTheTextViewFocused() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    let notes = try window.required("notes")
    let search = try window.required("search")  // stands for the find bar's field
    runtime.beginEditing(notes)
    notes.showsFindNavigator = true
    #expect(runtime.isFindNavigatorField(search))
    #expect(runtime.beginEditing(search) == nil)
    #expect(runtime.focusedField === notes)
    #expect(runtime.keepsFocusThroughEndEditing(of: notes))
    #expect(!runtime.keepsFocusThroughEndEditing(of: search))
    // Navigator closed: fields begin editing as usual.
    notes.showsFindNavigator = false
    #expect(!runtime.isFindNavigatorField(search))
    #expect(runtime.beginEditing(search) != nil)
    #expect(runtime.focusedField === search)
  }

  @Test func theFindNavigatorIsRecognisedAtItsFieldsBeginEditingInEitherOrder() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    let notes = try window.required("notes")
    let search = try window.required("search")  // stands for the find bar's field
    notes.usesFindInteraction = true
    // The text view's end of editing first, before its navigator is visible.
    runtime.beginEditing(notes)
    runtime.endEditing(notes)
    #expect(runtime.focusedField == nil)
    notes.showsFindNavigator = true
    // Then the navigator's field begins: the text view is focused again, not the field.
    #expect(runtime.isFindNavigatorField(search))
    runtime.beginEditing(search)
    #expect(runtime.focusedField === notes)
    // Without a find interaction, the same order focuses the other field.
    notes.showsFindNavigator = false
    notes.usesFindInteraction = false
    runtime.endEditing(notes)
    notes.showsFindNavigator = true
    #expect(!runtime.isFindNavigatorField(search))
    runtime.beginEditing(search)
    #expect(runtime.focusedField === search)
  }

  @Test func aFindInteractionWhoseNavigatorStaysHiddenLeavesTheNextFieldFocused() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    let notes = try window.required("notes")
    let name = try window.required("name")
    notes.usesFindInteraction = true
    runtime.beginEditing(notes)
    runtime.endEditing(notes)
    // The user tapped another field: no navigator shows, so it is an ordinary begin-editing.
    #expect(!runtime.isFindNavigatorField(name))
    #expect(runtime.beginEditing(name) != nil)
    #expect(runtime.focusedField === name)
  }

  @Test func keyValueObservingSubclassesAreSeenThrough() {
    // An observed EmailField's dynamic class is NSKVONotifying_EmailField, subclass of EmailField.
    let superclasses = [
      "NSKVONotifying_EmailField": "EmailField", "EmailField": "UITextField",
      "UITextField": "UIControl",
    ]
    let name = LiveClassName.unobserved(
      "NSKVONotifying_EmailField", name: { $0 }, superclass: { superclasses[$0] })
    #expect(name == "EmailField")
    #expect(
      LiveClassName.unobserved("EmailField", name: { $0 }, superclass: { superclasses[$0] })
        == "EmailField")
    // No superclass to go to: the class itself.
    #expect(
      LiveClassName.unobserved("NSKVONotifying_X", name: { $0 }, superclass: { _ in nil })
        == "NSKVONotifying_X")
  }

  @Test func theResignTapResignsAndRefocusesAFieldThatRefuses() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    #expect(!runtime.resignOnTouch(), "no focused field: nothing happens")
    let email = try window.required("email")
    runtime.beginEditing(email)
    #expect(runtime.resignOnTouch())
    #expect(email.responderChanges == [false])
    // A delegate that refuses to end editing: made first responder again, as IQ does.
    email.refusesResigning = true
    #expect(!runtime.resignOnTouch())
    #expect(email.responderChanges == [false, true])
  }
}
