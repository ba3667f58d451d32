import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The runtime's life around the engine: on/off, adopting a screen, rotation and frames found at
/// keyboard events, the interactive pop, which end of editing counts, the app's active state, and
/// events with nothing to do. The form (`RuntimeFixtures.formJSON`): 'email' ends at window y 747
/// (scroll view at 103 + field at 600 + height 44); a 336-pt keyboard's top is 852 − 336 = 516, so
/// with the distance of 10 the field ends at 506.
@Suite @MainActor struct RuntimeLifecycleTests {
  let show = RuntimeFixtures.show

  func start() throws -> (MemoryWindow, KeyboardRuntime) {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    return (window, runtime)
  }

  func bottom(_ window: MemoryWindow, _ id: String = "email") throws -> Double {
    let scene = window.scene(focus: nil, keyboard: nil)
    return try #require(SceneIndex(scene).windowRect(of: id)).maxY
  }

  /// The root view and the scroll view's insets as the scene had them (offsets stay when the
  /// keyboard hides, as IQ keeps them).
  func isPutBack(_ window: MemoryWindow) throws -> Bool {
    let original = try RuntimeFixtures.scene()
    let root = try window.required("root").liveAttributes
    let scroll = try window.required("scroll").liveAttributes.scroll
    let start = try #require(original.views.first?.subviews.first?.scroll)
    return root.frame == original.views.first?.frame
      && (scroll?.contentInset ?? Insets()) == start.contentInset
      && (scroll?.indicatorInsets ?? Insets()) == start.indicatorInsets
  }

  // MARK: - On / off (B7, G1)

  @Test func turningTheRuntimeOffPutsEverythingBackAtOnceAndOnAdjustsAgain() throws {
    let (window, runtime) = try start()
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    #expect(abs(try bottom(window) - 506) < 1e-9)
    #expect(!(try isPutBack(window)))
    runtime.isEnabled = false
    #expect(try isPutBack(window), "no keyboard hide needed")
    #expect(runtime.keyboard == .height(336), "the keyboard is still known")
    // Events while off are followed, not acted on: a taller keyboard (top 852 − 392 = 460).
    runtime.keyboardWillChangeFrame(.height(392), animation: show)
    #expect(try isPutBack(window))
    runtime.isEnabled = true
    // 747 must end at 460 − 10 = 450.
    #expect(abs(try bottom(window) - 450) < 1e-9)
  }

  @Test func startingAdoptsAFieldAlreadyEditingUnderAKeyboardAlreadyUp() throws {
    let (window, runtime) = try start()
    runtime.isEnabled = false  // a manager before `start()`: it follows events from its creation
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    #expect(try bottom(window) == 747)
    runtime.isEnabled = true
    #expect(abs(try bottom(window) - 506) < 1e-9)
    #expect(runtime.focusedField === window.view("email"))
  }

  @Test func takingOverAScreenAdjustsIt() throws {
    let (window, runtime) = try start()
    runtime.takeOver(keyboard: .height(336), focusedField: try window.required("email"))
    #expect(abs(try bottom(window) - 506) < 1e-9)
  }

  @Test func reAdjustingNowFollowsALayoutChangedInCode() throws {
    let (window, runtime) = try start()
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    // The app moves 'email' 40 pt down in code: 506 + 40 = 546, under the keyboard's top (516).
    try window.required("email").liveAttributes.frame.origin.y += 40
    #expect(abs(try bottom(window) - 546) < 1e-9)
    runtime.readjust()
    #expect(abs(try bottom(window) - 506) < 1e-9)
  }

  // MARK: - Rotation and frames (E1, E2)

  /// Portrait: the 336-pt keyboard. Landscape (852 × 393): a 209-pt keyboard, top 393 − 209 = 184,
  /// so 'email' must end at 174 (the top guide, 103, does not stop a field 44 pt tall there).
  @Test func aRotationIsFoundAtTheKeyboardEventAndUsesTheNewKeyboard() throws {
    let (window, runtime) = try start()
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.frame(Rect(x: 0, y: 516, width: 393, height: 336)), animation: show)
    #expect(abs(try bottom(window) - 506) < 1e-9)
    window.liveSize = Size(width: 852, height: 393)
    window.orientation = .landscape
    let step = try #require(
      runtime.keyboardWillChangeFrame(
        .frame(Rect(x: 0, y: 184, width: 852, height: 209)), animation: show))
    #expect(abs(try bottom(window) - 174) < 1e-9)
    #expect(runtime.keyboard == .frame(Rect(x: 0, y: 184, width: 852, height: 209)))
    #expect(step.scene.orientation == .landscape)
  }

  /// A window 50 pt below the screen's top and 100 pt from its left (Stage Manager): the screen
  /// frame (100, 566, 393, 336) is (0, 516, 393, 336) in the window, top 516, so 'email' ends at
  /// 506 — also when the keyboard comes before the field's begin-editing (a text view).
  @Test(arguments: [false, true])
  func aScreenFrameIsConvertedWithTheEventsWindow(keyboardFirst: Bool) throws {
    let (window, runtime) = try start()
    window.screenOrigin = Point(x: 100, y: 50)
    let frame = Rect(x: 100, y: 566, width: 393, height: 336)
    if keyboardFirst { runtime.keyboardWillShow(screenFrame: frame, animation: show) }
    runtime.beginEditing(try window.required("email"))
    if !keyboardFirst { runtime.keyboardWillShow(screenFrame: frame, animation: show) }
    #expect(abs(try bottom(window) - 506) < 1e-9)
    #expect(runtime.keyboard == .frame(Rect(x: 0, y: 516, width: 393, height: 336)))
  }

  // MARK: - Interactive pop (E3)

  @Test func aCancelledInteractivePopKeepsTheAdjustment() throws {
    let (window, runtime) = try start()
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    #expect(runtime.keyboardWillHide(animation: show, duringInteractivePop: true) == nil)
    #expect(abs(try bottom(window) - 506) < 1e-9, "nothing put back while the gesture runs")
    #expect(runtime.keyboard == nil)
    runtime.interactivePopEnded(cancelled: true)
    #expect(runtime.keyboard == .height(336))
    #expect(abs(try bottom(window) - 506) < 1e-9)
    // The transition put the root view back meanwhile: the re-applied plan moves it again.
    runtime.keyboardWillHide(animation: show, duringInteractivePop: true)
    runtime.keyboardWillShow(.height(336), animation: show)
    #expect(abs(try bottom(window) - 506) < 1e-9)
  }

  @Test func aFinishedInteractivePopPutsEverythingBackWhenEditingEnds() throws {
    let (window, runtime) = try start()
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    runtime.keyboardWillHide(animation: show, duringInteractivePop: true)
    #expect(!(try isPutBack(window)))
    runtime.endEditing(try window.required("email"))
    #expect(try isPutBack(window))
    #expect(runtime.interactivePopEnded(cancelled: false) == nil, "already settled")
  }

  @Test func aPopEndReportedByTheTransitionPutsEverythingBack() throws {
    let (window, runtime) = try start()
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    runtime.keyboardWillHide(animation: show, duringInteractivePop: true)
    runtime.interactivePopEnded(cancelled: false)
    #expect(try isPutBack(window))
  }

  // MARK: - End editing (E5)

  @Test func anotherFieldsEndOfEditingLeavesTheFocusAlone() throws {
    let (window, runtime) = try start()
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    #expect(runtime.endEditing(try window.required("name")) == nil)
    #expect(runtime.focusedField === window.view("email"))
    // A taller keyboard (top 460) still moves 'email': 747 must end at 450.
    runtime.keyboardWillChangeFrame(.height(392), animation: show)
    #expect(abs(try bottom(window) - 450) < 1e-9)
    runtime.endEditing(try window.required("email"))
    #expect(runtime.focusedField == nil)
  }

  // MARK: - App state (E6)

  @Test func nothingMovesWhileTheAppIsInactiveAndItAdjustsWhenActive() throws {
    let (window, runtime) = try start()
    runtime.isAppActive = false
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    #expect(try bottom(window) == 747)
    runtime.isAppActive = true
    #expect(abs(try bottom(window) - 506) < 1e-9)
  }

  @Test func aHideWhileTheAppIsInactiveStillPutsEverythingBack() throws {
    let (window, runtime) = try start()
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    runtime.isAppActive = false
    runtime.keyboardWillHide(animation: show)
    #expect(try isPutBack(window))
  }

  // MARK: - Top guide (E7)

  /// A Dynamic Island iPhone: status bar 54, top safe area 59 → 59. An older iPhone: 20 and 20
  /// → 20. Landscape: 0 and 0 → 0. A status bar taller than the safe area (a call banner) wins.
  @Test func theTopGuideIsTheStatusBarOrTheTopSafeAreaWhicheverIsTaller() {
    #expect(TopGuide.height(statusBar: 54, safeAreaTop: 59) == 59)
    #expect(TopGuide.height(statusBar: 20, safeAreaTop: 20) == 20)
    #expect(TopGuide.height(statusBar: 0, safeAreaTop: 0) == 0)
    #expect(TopGuide.height(statusBar: 40, safeAreaTop: 20) == 40)
  }

  // MARK: - Events with nothing to do (H8)

  @Test func aKeyboardEventWithNoFocusedFieldRunsNoSnapshotOrEngine() throws {
    let (window, runtime) = try start()
    var logged = 0
    runtime.log = { _ in logged += 1 }
    // A session that ends: the engine then holds nothing.
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: show)
    runtime.endEditing()
    runtime.keyboardWillHide(animation: show)
    let afterSession = logged
    // A web view's keyboard, or another app's in Split View: followed, not handled.
    #expect(runtime.keyboardWillShow(.height(336), animation: show) == nil)
    #expect(runtime.keyboardWillChangeFrame(.height(300), animation: show) == nil)
    #expect(runtime.keyboardWillHide(animation: show) == nil)
    #expect(logged == afterSession)
    #expect(runtime.keyboard == nil)
  }
}
