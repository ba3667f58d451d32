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
    #expect(
      imported.notes.contains {
        $0.code == .placedByUIKit
          && $0.message
            == "1 view pinned to the safe area moved with it: Interface Builder drew the canvas with a safe area of top 0, bottom 0; UIKit gives the root top 20, bottom 0 on retina4_7"
      })
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
