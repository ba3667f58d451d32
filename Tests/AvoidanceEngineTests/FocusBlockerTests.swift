import PolicyLanguage
import SceneModel
import Testing

@testable import AvoidanceEngine

/// A field UIKit never makes first responder (disabled, not editable, hidden, interaction off,
/// alpha 0, or under a hidden or untouchable superview) is skipped by the engine: a script that
/// focuses it moves nothing and leaves the focus where it was, and the step says why.
@Suite struct FocusBlockerTests {
  /// A root view with 'name' (y 120) and the field under test 'email' (y 700, low enough that a
  /// 336 pt keyboard covers it) in a container 'box'; `field` and `box` are added to their JSON.
  static func scene(field: String = "", box: String = "") -> Scene {
    let json = """
      {"window": [393, 852], "statusBarHeight": 59,
       "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "name", "class": "UITextField", "frame": [16, 120, 361, 44]},
         {"id": "box", "frame": [0, 600, 393, 200]\(box), "subviews": [
           {"id": "email", "class": "UITextField", "frame": [16, 100, 361, 44]\(field)},
           {"id": "notes", "class": "UITextView", "frame": [16, 0, 361, 44]\(field)}]}]}],
       "controllers": [{"id": "form", "class": "UIViewController", "view": "root"}]}
      """
    return Scene.decode(json: json).scene!
  }

  static let cases: [(field: String, box: String, blocker: FocusBlocker)] = [
    (#", "enabled": false"#, "", .disabled),
    (#", "hidden": true"#, "", .hidden),
    (#", "userInteractionEnabled": false"#, "", .interactionOff),
    (#", "alpha": 0"#, "", .transparent),
    ("", #", "hidden": true"#, .hiddenSuperview("box")),
    ("", #", "userInteractionEnabled": false"#, .superviewInteractionOff("box")),
  ]

  @Test(arguments: 0..<cases.count)
  func focusingAFieldUIKitCannotFocusMovesNothing(_ number: Int) throws {
    let (field, box, blocker) = Self.cases[number]
    let scene = Self.scene(field: field, box: box)
    var engine = AvoidanceEngine()
    let begin = engine.handle(.beginEditing(field: "email"), scene: scene, policy: TestPolicy())
    #expect(begin.skip == .cannotFocus(field: "email", blocker))
    #expect(begin.plan.focus == nil, "the focus stays where it was")
    #expect(begin.plan.changes.isEmpty)
    #expect(begin.trace.steps.contains { $0.message.contains("cannot become first responder") })
    let shown = begin.plan.apply(to: scene)
    let show = engine.handle(.keyboardWillShow(.height(336)), scene: shown, policy: TestPolicy())
    #expect(show.plan.changes.isEmpty)
    #expect(show.outcome == nil)
    // The same scene with nothing blocking the field: the show moves it (the case is a real one).
    var free = AvoidanceEngine()
    let plain = Self.scene()
    let focused = free.handle(.beginEditing(field: "email"), scene: plain, policy: TestPolicy())
    #expect(focused.skip == nil)
    #expect(focused.plan.focus == .some("email"))
    let moved = free.handle(
      .keyboardWillShow(.height(336)), scene: focused.plan.apply(to: plain), policy: TestPolicy())
    #expect(!moved.plan.changes.isEmpty)
  }

  @Test func aTextViewThatIsNotEditableAndAFocusedSceneFieldAreSkipped() throws {
    let scene = Self.scene(field: #", "enabled": false"#)
    var engine = AvoidanceEngine()
    let begin = engine.handle(.beginEditing(field: "notes"), scene: scene, policy: TestPolicy())
    #expect(begin.skip == .cannotFocus(field: "notes", .notEditable))
    // A scene that states a blocked field as focused (explain's adjustment, a scene file).
    var focused = scene
    focused.focus = "email"
    focused.keyboard = .height(336)
    let adjustment = AvoidanceEngine.adjustment(for: focused, policy: TestPolicy())
    #expect(adjustment.skip == .cannotFocus(field: "email", .disabled))
    #expect(adjustment.plan.changes.isEmpty)
  }

  @Test func simulateShowsTheSkipInTextAndJSON() throws {
    let scene = Self.scene(box: #", "hidden": true"#)
    var engine = AvoidanceEngine()
    let step = engine.handle(.beginEditing(field: "email"), scene: scene, policy: TestPolicy())
    #expect(
      step.renderText().contains(
        "'email' cannot become first responder (its superview 'box' is hidden)"))
    let json = step.jsonValue.jsonText()
    #expect(json.contains(#""kind": "cannot-focus""#))
    #expect(json.contains(#""reason": "hidden-superview""#))
    #expect(json.contains(#""superview": "box""#))
  }
}
