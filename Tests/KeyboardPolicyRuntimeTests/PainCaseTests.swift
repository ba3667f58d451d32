import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The keyboards and screens IQKeyboardManager users complain about, each against hand-computed
/// geometry. The form (`RuntimeFixtures.formJSON`): 'email' at y 600 in a scroll view at y 103
/// (window y 703, bottom 747) under a navigation bar ending at 103; distance 10.
@Suite @MainActor struct PainCaseTests {
  let show = RuntimeFixtures.show

  func start() throws -> (MemoryWindow, KeyboardRuntime, RuntimeFixtures.Recorder) {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let recorder = RuntimeFixtures.Recorder()
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy(), animator: recorder.animator)
    return (window, runtime, recorder)
  }

  /// Whether the insets and the root view are back where they started (content offsets are kept
  /// when the keyboard hides, as IQ keeps them, unless `restore-offset` is on).
  func putBack(_ window: MemoryWindow, comparedWith before: Scene) throws -> Bool {
    let root = try window.required("root").liveAttributes
    let scroll = try window.required("scroll").liveAttributes.scroll
    let original = try #require(before.views.first?.subviews.first?.scroll)
    return root.frame == before.views.first?.frame
      && scroll?.contentInset == original.contentInset
      && scroll?.indicatorInsets == original.indicatorInsets
  }

  /// The field's bottom in window coordinates.
  func fieldBottom(_ window: MemoryWindow, _ id: String) throws -> Double {
    let scene = window.scene(focus: nil, keyboard: nil)
    return try #require(SceneIndex(scene).windowRect(of: id)).maxY
  }

  @Test(arguments: [
    // Floating: narrow, mid-screen.
    Rect(x: 100, y: 300, width: 320, height: 250),
    // Undocked: full width, above the bottom.
    Rect(x: 0, y: 400, width: 393, height: 300),
    // Split: two halves reported as one full-width frame above the bottom.
    Rect(x: 0, y: 450, width: 393, height: 216),
  ])
  func anUndockedSplitOrFloatingKeyboardMovesNothing(frame: Rect) throws {
    let (window, runtime, recorder) = try start()
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.frame(frame), animation: show)
    #expect(recorder.animations.isEmpty)
    #expect(try fieldBottom(window, "email") == 747)
    // Docking it again moves the field: 747 must end at 516 − 10.
    runtime.keyboardWillChangeFrame(.height(336), animation: show)
    #expect(abs(try fieldBottom(window, "email") - 506) < 1e-9)
    // And undocking puts the insets back (the scroll offset stays, as when the keyboard hides).
    runtime.keyboardWillChangeFrame(.frame(frame), animation: show)
    #expect(try putBack(window, comparedWith: try RuntimeFixtures.scene()))
  }

  @Test func aHardwareKeyboardShowsOnlyTheAccessoryBar() throws {
    let (window, runtime, _) = try start()
    let notes = try window.required("notes")  // window y 803, bottom 883 (below the window)
    runtime.beginEditing(notes)
    // With a hardware keyboard the system reports only the accessory bar: 55 pt at the bottom.
    runtime.keyboardWillShow(.frame(Rect(x: 0, y: 797, width: 393, height: 55)), animation: show)
    let bottom = try fieldBottom(window, "notes")
    #expect(abs(bottom - (797 - 10)) < 1e-9, "just above the bar, not above a 336 pt keyboard")
  }

  @Test func interactiveDismissalPutsEverythingBack() throws {
    let (window, runtime, _) = try start()
    let before = window.scene(focus: nil, keyboard: nil)
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    #expect(abs(try fieldBottom(window, "email") - 506) < 1e-9)
    // The finger drags the keyboard down: its frame reaches past the window's bottom.
    // The keyboard now covers 152 pt; the field (bottom 506) stays visible above it.
    runtime.keyboardWillChangeFrame(
      .frame(Rect(x: 0, y: 700, width: 393, height: 336)), animation: show)
    #expect(try fieldBottom(window, "email") <= 690)
    #expect(try window.required("scroll").liveAttributes.scroll?.contentInset.bottom == 152 + 10)
    runtime.keyboardWillHide(animation: show)
    runtime.endEditing()
    #expect(try putBack(window, comparedWith: before))
  }

  @Test func aFocusChangeWhileTheKeyboardAnimatesUsesTheFinalPositions() throws {
    let (window, runtime, recorder) = try start()
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    // UIKit sets model values at once inside an animation block; the next field begins editing
    // before the 0.35 s are over and is measured from where the first adjustment left things.
    runtime.beginEditing(try window.required("notes"))
    #expect(abs(try fieldBottom(window, "notes") - 506) < 1e-9)
    #expect(
      recorder.animations == [show, show], "the field change reuses the keyboard's animation")
  }

  @Test(arguments: [false, true])
  func rotationMidEditReadjusts(windowAlreadyRotated: Bool) throws {
    let (window, runtime, _) = try start()
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    func swap() {
      window.liveSize = Size(width: window.liveSize.height, height: window.liveSize.width)
      window.orientation = .landscape
    }
    if windowAlreadyRotated { swap() }
    let step = try #require(runtime.rotate(to: .landscape))
    if !windowAlreadyRotated { swap() }
    #expect(step.step.plan.rotation?.window == Size(width: 852, height: 393))
    // The keyboard keeps its 336 pt in the 393 pt tall window: top 57, so the field must end at
    // 47; the top guide (103) stops it: the engine moves it as far as it may.
    let bottom = try fieldBottom(window, "email")
    #expect(bottom < 747, "re-adjusted in landscape")
    #expect(runtime.keyboard == .height(336))
  }

  @Test func aFormSheetRootBelowTheWindowTopMovesByTheRightAmount() throws {
    let json = """
      {"window": [820, 1180], "statusBarHeight": 24, "views": [
        {"id": "presenter", "frame": [0, 0, 820, 1180]},
        {"id": "transition", "class": "UITransitionView", "frame": [0, 0, 820, 1180], "subviews": [
          {"id": "shadow", "class": "UIDropShadowView", "frame": [110, 200, 600, 780], "subviews": [
            {"id": "sheet", "frame": [0, 0, 600, 780], "subviews": [
              {"id": "code", "class": "UITextField", "frame": [20, 700, 560, 44]}
            ]}
          ]}
        ]}
      ],
      "classes": {"UITransitionView": "UIView", "UIDropShadowView": "UIView"},
      "controllers": [{"id": "home", "class": "UIViewController", "view": "presenter"},
                      {"id": "sheet", "class": "UIViewController", "view": "sheet"}]}
      """
    let window = MemoryWindow(try RuntimeFixtures.scene(json))
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    let step = try #require(runtime.beginEditing(try window.required("code")))
    #expect(step.scene.views.map(\.id) == ["transition"], "the presenter is not captured")
    runtime.keyboardWillShow(.height(398), animation: show)
    // Field bottom in the window: 200 + 700 + 44 = 944; keyboard top 782; it must end at 772:
    // the sheet's root rises 172 pt in its superview's coordinates (0 → −172).
    #expect(try window.required("sheet").liveAttributes.frame.minY == -172)
    #expect(abs(try fieldBottom(window, "code") - 772) < 1e-9)
    #expect(try window.required("presenter").writes.isEmpty)
  }

  @Test func severalWindowScenesEachGetTheirOwnAdjustment() throws {
    let first = MemoryWindow(try RuntimeFixtures.scene())
    let second = MemoryWindow(try RuntimeFixtures.scene())
    let before = first.scene(focus: nil, keyboard: nil)
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    runtime.beginEditing(try first.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    #expect(abs(try fieldBottom(first, "email") - 506) < 1e-9)
    // The same form in a second window scene: the first one is put back, the second adjusted,
    // with the keyboard still up.
    runtime.beginEditing(try second.required("email"))
    #expect(try putBack(first, comparedWith: before))
    #expect(abs(try fieldBottom(second, "email") - 506) < 1e-9)
    #expect(runtime.keyboard == .height(336))
    // Ids stay distinct across windows.
    #expect(
      runtime.id(of: try first.required("email")) != runtime.id(of: try second.required("email")))
  }
}
