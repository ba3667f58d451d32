import AvoidanceEngine
import InterfaceBuilder
import SceneModel
import Testing

/// Safe areas below the root (issue #23 item 6): views pinned to a safe area at any depth, and
/// scroll views (text views included) in other views or in a scroll view's content.
@Suite struct SafeAreaDepthTests {
  /// `Layout/DeepSafeArea.xib` on `device` (nil: the document's iPhone 8).
  static func composer(device: String? = nil) throws -> ImportedScene {
    try Fixtures.scene(
      Fixtures.importFixture("Layout/DeepSafeArea.xib", options: ImportOptions(device: device)),
      "CommentComposerViewController")
  }

  @Test func aFieldPinnedToASubviewsSafeAreaMoves() throws {
    let imported = try Self.composer()
    // The canvas (iPhone 8, no status bar) has a safe area of 0, 0; UIKit gives the root top 20,
    // bottom 0. The background (0, 0, 375 × 667) is not pinned, so it stays; its own safe area's
    // top is at max(0, 20) = 20 at run time, max(0, 0) = 0 on the canvas: the title field pinned
    // 16 below it moves from 16 to 16 + 20 = 36.
    #expect(
      Fixtures.windowRect(imported.scene, "titleField")
        == Rect(x: 16, y: 36, width: 343, height: 34))
    // The composer, pinned to the root's safe-area bottom (667 − 0 on both), stays at 611: its
    // field at 611 + 11 = 622.
    #expect(
      Fixtures.windowRect(imported.scene, "messageField")
        == Rect(x: 8, y: 622, width: 359, height: 34))
    // The constraints decide every view, so the solver placed them (not the safe-area rule).
    #expect(
      imported.notes.first?.code == .laidOutByConstraints
        && imported.notes.first?.message
          == "4 views laid out by the screen's 12 constraints, as Auto Layout solves them on the chosen device (off the canvas Interface Builder drew); a label's, field's or button's intrinsic size is its stored size (text is measured at run time)"
    )
    #expect(!imported.notes.contains { $0.code == .placedByUIKit || $0.code == .storedFrames })
  }

  @Test func onATallerPhoneTheBottomPinFollowsTheSafeArea() throws {
    let imported = try Self.composer(device: "retina6_12")
    // iPhone 16: the root takes 393 × 852 (stored at the document's window, so its subviews keep
    // their stored frames), safe area top 59, bottom 34. Title: the background's safe top moves
    // from 0 to max(0, 59) = 59: 16 + 59 = 75.
    #expect(
      Fixtures.windowRect(imported.scene, "titleField")
        == Rect(x: 16, y: 75, width: 343, height: 34))
    // Composer: the root's safe-area bottom was 667 − 0 = 667 on the canvas (the frames are laid
    // out in 667), 852 − 34 = 818 at run time: its bottom goes 667 → 818, its top 818 − 56 = 762;
    // the field 762 + 11 = 773.
    #expect(
      Fixtures.windowRect(imported.scene, "messageField")
        == Rect(x: 8, y: 773, width: 359, height: 34))
  }

  @Test func aTextViewReachingTheHomeIndicatorGetsItsInset() throws {
    let imported = try Fixtures.scene(
      Fixtures.importFixture("Layout/NestedScrolls.storyboard"), "NoteEditorViewController")
    // body: 59…852 in the window; the root's safe area is 59…852 − 34 = 818: top max(0, 59 − 59)
    // = 0, bottom 852 − 818 = 34.
    let body = try #require(SceneIndex(imported.scene).view("body"))
    #expect(body.safeAreaInsets == Insets(top: 0, bottom: 34))
    // The 40 pt tag strip at 0…40 lies wholly in the 59 pt top inset: its safe area and its
    // automatic top inset are min(59 − 0, 40) = 40 (not 59), offset −40.
    let strip = try #require(SceneIndex(imported.scene).view("tagStrip"))
    #expect(strip.safeAreaInsets == Insets(top: 40, bottom: 0))
    #expect(strip.scroll?.contentInset.top == 40)
    #expect(strip.scroll?.contentOffset.y == -40)
  }

  @Test func aScrollViewInAScrollViewsContentGetsItsInsets() throws {
    let imported = try Fixtures.scene(
      Fixtures.importFixture("Layout/NestedScrolls.storyboard"), "ReviewViewController")
    let index = SceneIndex(imported.scene)
    // The form (0…852) does not adjust (never): it gets top 59, bottom 852 − 818 = 34, keeps
    // offset 0, and its content sees the safe area too.
    #expect(index.view("Nsc-Sv-Frm")?.safeAreaInsets == Insets(top: 59, bottom: 34))
    #expect(index.view("Nsc-Sv-Frm")?.scroll?.contentOffset == Point(x: 0, y: 0))
    // summary: content 600…852 at offset 0 → window 600…852: top 0, bottom 852 − 818 = 34.
    #expect(index.view("summary")?.safeAreaInsets == Insets(top: 0, bottom: 34))
  }
}

/// Layout guides (issue #23 item 6): `Layout/LayoutGuides.storyboard`, an Xcode 6 iPhone 5
/// document whose views are pinned to the top and bottom layout guides, the safe area's
/// predecessors.
@Suite struct LayoutGuideTests {
  static func scene(device: String? = nil) throws -> ImportedScene {
    try Fixtures.scene(
      Fixtures.importFixture(
        "Layout/LayoutGuides.storyboard", options: ImportOptions(device: device)),
      "FeedbackFormViewController")
  }

  @Test func onTheDocumentsPhoneTheStoredFramesStay() throws {
    // iPhone 5: the canvas's safe area (top 20, bottom 0) is the one UIKit gives: nothing moves.
    let imported = try Self.scene()
    #expect(
      Fixtures.windowRect(imported.scene, "feedbackEmail")
        == Rect(x: 16, y: 40, width: 288, height: 30))
    #expect(
      Fixtures.windowRect(imported.scene, "feedbackText")
        == Rect(x: 8, y: 531, width: 240, height: 30))
  }

  @Test func onAnotherPhoneViewsPinnedToTheGuidesFollowTheSafeArea() throws {
    // iPhone 16: safe area top 59, bottom 34; the root takes 393 × 852 and keeps its subviews'
    // stored frames (laid out in 568). The email field, 20 below the top guide (20 on the
    // canvas), goes to 59 + 20 = 79. The send bar's bottom, on the bottom guide (568 − 0 on the
    // canvas), goes to 852 − 34 = 818: its top 818 − 44 = 774, the field 774 + 7 = 781.
    let imported = try Self.scene(device: "retina6_12")
    #expect(
      Fixtures.windowRect(imported.scene, "feedbackEmail")
        == Rect(x: 16, y: 79, width: 288, height: 30))
    #expect(
      Fixtures.windowRect(imported.scene, "feedbackText")
        == Rect(x: 8, y: 781, width: 240, height: 30))
  }
}
