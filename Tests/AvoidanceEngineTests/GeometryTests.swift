import PolicyLanguage
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

/// Hand-computed cases. Window 393×852, status bar 59, keyboard 291 high (top 561) unless stated;
/// distance 10, so the field's bottom must end at 551.
@Suite struct GeometryTests {
  @Test func tableViewAbsorbsEverything() throws {
    // Nav bar bottom 103 = top guide. Table (0,103,393,749); cell at y 500; field at y 8 in the cell.
    // field in window: 103 + 500 + 8 = 611 ... 655. top = 611 − 103 = 508; bottom = 655 − (561 − 10) = 104.
    // move = 104. Table: target = min(0 + 104, field top in content 508) = 104; left 0; root stays.
    // inset: table bottom 852 − (561 − 10) = 301; indicator 301 − 10 = 291. Field ends 507...551, gap 10.
    let table = SceneView(
      id: "table", className: "UITableView", frame: Rect(x: 0, y: 103, width: 393, height: 749),
      scroll: ScrollState(contentSize: Size(width: 393, height: 1000)),
      subviews: [
        SceneView(
          id: "cell", className: "UITableViewCell",
          frame: Rect(x: 0, y: 500, width: 393, height: 60), subviews: [field("card", 8)])
      ])
    var scene = phoneScene([table], navigationBarBottom: 103)
    scene.focus = nil
    let result = run([.beginEditing(field: "card"), .keyboardWillShow(.height(291))], on: scene)
    let plan = result.steps[1].plan
    #expect(close(plan.change("table", .contentOffsetY)?.to, 104))
    #expect(plan.change("root", .originY) == nil)
    #expect(close(plan.change("table", .contentInsetBottom)?.to, 301))
    #expect(close(plan.change("table", .indicatorInsetBottom)?.to, 291))
    let outcome = try #require(result.steps[1].outcome)
    #expect(close(outcome.gap, 10))
    #expect(close(outcome.topGuide, 103))
  }

  @Test func scrollViewAbsorbsPartAndTheRootTakesTheRest() throws {
    // Scroll view (0,600,393,252); field at y 20 in it: window 620...664.
    // top = 620 − 59 = 561; bottom = 664 − 551 = 113; move = 113.
    // Scroll: target = min(0 + 113, field top 20) = 20, absorbs 20, left 93. Root: max(0 − 93, −291) = −93.
    // Field ends 620 − 20 − 93 = 507...551, gap 10. Inset after the root moved: scroll bottom 852 − 93 = 759;
    // 759 − 551 = 208; indicator 198.
    let scroll = SceneView(
      id: "scroll", className: "UIScrollView", frame: Rect(x: 0, y: 600, width: 393, height: 252),
      scroll: ScrollState(contentSize: Size(width: 393, height: 252)), subviews: [field("name", 20)]
    )
    let result = run(
      [.beginEditing(field: "name"), .keyboardWillShow(.height(291))], on: phoneScene([scroll]))
    let plan = result.steps[1].plan
    #expect(close(plan.change("scroll", .contentOffsetY)?.to, 20))
    #expect(close(plan.change("root", .originY)?.to, -93))
    #expect(close(plan.change("scroll", .contentInsetBottom)?.to, 208))
    #expect(close(plan.change("scroll", .indicatorInsetBottom)?.to, 198))
    #expect(close(result.steps[1].outcome?.gap, 10))
  }

  @Test func distanceTooLargeForTheRoomAboveIsClamped() throws {
    // Field 300...344, distance 480: bottom = 344 − (561 − 480) = 263; top = 300 − 59 = 241; move = 241.
    // Root −241: the field's top stops at the top guide 59; gap 561 − 103 = 458 < 480 (unreachable).
    let scene = phoneScene([field("code", 300, code: CodeSettings(distance: 480))])
    let result = run([.beginEditing(field: "code"), .keyboardWillShow(.height(291))], on: scene)
    #expect(close(result.steps[1].plan.change("root", .originY)?.to, -241))
    let outcome = try #require(result.steps[1].outcome)
    #expect(close(outcome.fieldFrame.minY, 59))
    #expect(close(outcome.gap, 458))
  }

  @Test func focusMovesUpThenDown() throws {
    // low 700...744: bottom = 744 − 551 = 193, top 641 → root −193.
    // high (300) is now at 107...151: bottom = 151 − 551 = −400, top = 107 − 59 = 48 → move −400.
    // Root lifted by 193 (disturb −193 ≤ 0): y = −193 − max(−400, −193) = 0: back to its start, not below.
    // low again: 700...744 → −193.
    let scene = phoneScene([field("high", 300), field("low", 700)])
    let result = run(
      [
        .beginEditing(field: "low"), .keyboardWillShow(.height(291)), .beginEditing(field: "high"),
        .beginEditing(field: "low"),
      ],
      on: scene)
    #expect(close(result.steps[1].plan.change("root", .originY)?.to, -193))
    #expect(close(result.steps[2].plan.change("root", .originY)?.to, 0))
    #expect(close(result.steps[3].plan.change("root", .originY)?.to, -193))
  }

  @Test func scrollableTextViewInset() throws {
    // Text view 120...720 (600 tall): bottom = 720 − 551 = 169, top = 120 − 59 = 61 → move 61, root −61.
    // Inset: the window is the root's container; overlap 852 − 561 = 291; available 852 − 59 − 291 = 502;
    // visible min(600, 502) = 502; inset 600 − 502 = 98: the text's visible bottom 59 + 502 = 561, the keyboard top.
    let message = SceneView(
      id: "message", className: "UITextView", frame: Rect(x: 16, y: 120, width: 361, height: 600))
    let result = run(
      [.beginEditing(field: "message"), .keyboardWillShow(.height(291))], on: phoneScene([message]))
    let plan = result.steps[1].plan
    #expect(close(plan.change("root", .originY)?.to, -61))
    #expect(close(plan.change("message", .contentInsetBottom)?.to, 98))
    #expect(close(plan.change("message", .indicatorInsetBottom)?.to, 98))
    let hidden = run(
      [.beginEditing(field: "message"), .keyboardWillShow(.height(291)), .keyboardWillHide],
      on: phoneScene([message]))
    #expect(close(hidden.steps[2].plan.change("message", .contentInsetBottom)?.to, 0))
  }

  @Test func adjustOffFlagSkipsAScrollView() throws {
    // outer (0,59,393,793); inner (adjust = off) at y 600 in outer; field at y 100 in inner: window 759...803.
    // bottom = 803 − 551 = 252, top 700 → 252. inner skipped; outer: lastView = field, its top in outer's
    // content 600 + 100 = 700; target min(252, 700) = 252. Inner untouched. outer inset 852 − 551 = 301.
    let inner = SceneView(
      id: "inner", className: "UIScrollView", frame: Rect(x: 0, y: 600, width: 393, height: 193),
      scroll: ScrollState(contentSize: Size(width: 393, height: 400)),
      scrollCode: ScrollViewCodeSettings(adjust: false),
      subviews: [field("email", 100)])
    let outer = SceneView(
      id: "outer", className: "UIScrollView", frame: Rect(x: 0, y: 59, width: 393, height: 793),
      scroll: ScrollState(contentSize: Size(width: 393, height: 1500)), subviews: [inner])
    let result = run(
      [.beginEditing(field: "email"), .keyboardWillShow(.height(291))], on: phoneScene([outer]))
    let plan = result.steps[1].plan
    #expect(close(plan.change("outer", .contentOffsetY)?.to, 252))
    #expect(plan.changes.allSatisfy { $0.view != "inner" })
    #expect(close(plan.change("outer", .contentInsetBottom)?.to, 301))
    #expect(
      result.steps[1].trace.steps.contains { $0.kind == .scrollViewSkipped && $0.view == "inner" })
  }

  @Test func nestedScrollViews() throws {
    // outer (0,59,393,793); inner at y 600 in outer (193 tall); field at y 30 in inner: window 689...733.
    // bottom = 733 − 551 = 182, top 630 → 182. inner: min(182, 30) = 30, left 152. outer: lastView = inner,
    // its top 600 in outer's content: min(152, 600) = 152, left 0. Root stays.
    // inset on inner (innermost): its window bottom 59 + 600 − 152 + 193 = 700; 700 − 551 = 149; indicator 139.
    let inner = SceneView(
      id: "inner", className: "UIScrollView", frame: Rect(x: 0, y: 600, width: 393, height: 193),
      scroll: ScrollState(contentSize: Size(width: 393, height: 600)),
      subviews: [field("email", 30)])
    let outer = SceneView(
      id: "outer", className: "UIScrollView", frame: Rect(x: 0, y: 59, width: 393, height: 793),
      scroll: ScrollState(contentSize: Size(width: 393, height: 1500)), subviews: [inner])
    let result = run(
      [.beginEditing(field: "email"), .keyboardWillShow(.height(291))], on: phoneScene([outer]))
    let plan = result.steps[1].plan
    #expect(close(plan.change("inner", .contentOffsetY)?.to, 30))
    #expect(close(plan.change("outer", .contentOffsetY)?.to, 152))
    #expect(plan.change("root", .originY) == nil)
    #expect(close(plan.change("inner", .contentInsetBottom)?.to, 149))
    #expect(close(plan.change("inner", .indicatorInsetBottom)?.to, 139))
    #expect(close(result.steps[1].outcome?.gap, 10))
  }

  @Test func navigationBarTopGuide() throws {
    // Nav bar bottom 103. Field 150...194, distance 450: bottom = 194 − (561 − 450) = 83; top = 150 − 103 = 47.
    // move 47: root −47, the field's top stops exactly under the navigation bar (103), not at the status bar (59).
    let scene = phoneScene(
      [field("search", 150, code: CodeSettings(distance: 450))], navigationBarBottom: 103)
    let result = run([.beginEditing(field: "search"), .keyboardWillShow(.height(291))], on: scene)
    #expect(close(result.steps[1].plan.change("root", .originY)?.to, -47))
    #expect(close(result.steps[1].outcome?.fieldFrame.minY, 103))
  }

  @Test func keyboardHeightChangesWhileShown() throws {
    // 291: field 600...644, bottom 93 → root −93. 335 (top 517): field 507...551, bottom 551 − 507 = 44 →
    // root max(−93 − 44, −335) = −137, gap 10. Back to 291: field 463...507, bottom −44, top 404 →
    // move −44; root −137 − max(−44, −137) = −93.
    let scene = phoneScene([field("f", 600)])
    let result = run(
      [
        .beginEditing(field: "f"), .keyboardWillShow(.height(291)),
        .keyboardWillChangeFrame(.height(335)),
        .keyboardWillChangeFrame(.height(291)),
      ],
      on: scene)
    #expect(close(result.steps[1].plan.change("root", .originY)?.to, -93))
    #expect(close(result.steps[2].plan.change("root", .originY)?.to, -137))
    #expect(close(result.steps[2].outcome?.gap, 10))
    #expect(close(result.steps[3].plan.change("root", .originY)?.to, -93))
  }

  @Test func notchedPhoneWithBottomSafeAreaGapEqualsDistance() throws {
    // Keyboard 336 (top 516), safe area bottom 34 on root and scroll view. Field at 700 in a full-screen
    // scroll view: 700...744. bottom = 744 − (516 − 10) = 238, top 641 → 238; the scroll view absorbs it.
    // Field ends 462...506: gap exactly 10 (IQ 8 would leave 10 + 34 + margin). Inset: 852 − 506 = 346,
    // minus the scroll view's own safe area 34 = 312 (UIKit adds it back); indicator 346 − 10 − 34 = 302.
    let scroll = SceneView(
      id: "scroll", className: "UIScrollView", frame: Rect(x: 0, y: 0, width: 393, height: 852),
      scroll: ScrollState(contentSize: Size(width: 393, height: 1200)),
      safeAreaInsets: Insets(top: 59, bottom: 34),
      subviews: [field("email", 700)])
    let scene = phoneScene([scroll], rootSafeArea: Insets(top: 59, bottom: 34))
    let result = run([.beginEditing(field: "email"), .keyboardWillShow(.height(336))], on: scene)
    let plan = result.steps[1].plan
    #expect(close(plan.change("scroll", .contentOffsetY)?.to, 238))
    #expect(close(result.steps[1].outcome?.gap, 10))
    #expect(close(plan.change("scroll", .contentInsetBottom)?.to, 312))
    #expect(close(plan.change("scroll", .indicatorInsetBottom)?.to, 302))
  }

  @Test func hideRestoresInsetsAndClampsTheOffset() throws {
    // As scrollViewAbsorbsPart...: offset 20, root −93, inset 208. Hide: root 0, insets 0; the offset
    // (restore-offset off) is clamped to max(252, 252) − 252 = 0. With restore-offset on it is restored to 0 too,
    // as a restore rather than a clamp.
    for restore in [false, true] {
      let scroll = SceneView(
        id: "scroll", className: "UIScrollView", frame: Rect(x: 0, y: 600, width: 393, height: 252),
        scroll: ScrollState(contentSize: Size(width: 393, height: 252)),
        scrollCode: ScrollViewCodeSettings(restoreOffset: restore), subviews: [field("name", 20)])
      let result = run(
        [.beginEditing(field: "name"), .keyboardWillShow(.height(291)), .keyboardWillHide],
        on: phoneScene([scroll]))
      let plan = result.steps[2].plan
      #expect(close(plan.change("root", .originY)?.to, 0))
      #expect(close(plan.change("scroll", .contentInsetBottom)?.to, 0))
      #expect(close(plan.change("scroll", .contentOffsetY)?.to, 0))
      #expect(plan.change("scroll", .contentOffsetY)?.reason == (restore ? .restore : .clamp))
      #expect(!result.engine.isActive)
    }
  }

  @Test func fieldSwitchKeepsTheOriginalSavedValues() throws {
    // Two fields in one table; the table starts with inset 5. card (611...655) → offset 104, inset 301.
    // cvv below it (cell at 560, field 671...715): bottom 715 − 104 − 551 = 60 → offset 164; inset stays
    // max(5, 301) = 301. Hide: inset back to the ORIGINAL 5, not 301.
    let table = SceneView(
      id: "table", className: "UITableView", frame: Rect(x: 0, y: 103, width: 393, height: 749),
      scroll: ScrollState(
        contentInset: Insets(bottom: 5), contentSize: Size(width: 393, height: 1000)),
      subviews: [
        SceneView(
          id: "c1", className: "UITableViewCell", frame: Rect(x: 0, y: 500, width: 393, height: 60),
          subviews: [field("card", 8)]),
        SceneView(
          id: "c2", className: "UITableViewCell", frame: Rect(x: 0, y: 560, width: 393, height: 60),
          subviews: [field("cvv", 8)]),
      ])
    let result = run(
      [
        .beginEditing(field: "card"), .keyboardWillShow(.height(291)), .beginEditing(field: "cvv"),
        .keyboardWillHide,
      ],
      on: phoneScene([table], navigationBarBottom: 103))
    #expect(close(result.steps[1].plan.change("table", .contentInsetBottom)?.to, 301))
    #expect(close(result.steps[2].plan.change("table", .contentOffsetY)?.to, 164))
    #expect(close(result.steps[3].plan.change("table", .contentInsetBottom)?.to, 5))
  }

  @Test func fieldWithAvoidanceOffIsNeverMoved() {
    let scene = phoneScene([field("pin", 700, code: CodeSettings(avoidance: false))])
    let result = run([.beginEditing(field: "pin"), .keyboardWillShow(.height(291))], on: scene)
    #expect(result.steps.allSatisfy { $0.plan.changes.isEmpty })
    #expect(result.steps[1].trace.steps.contains { $0.kind == .decision })
  }

  @Test func adjustingTwiceChangesNothing() {
    let scroll = SceneView(
      id: "scroll", className: "UIScrollView", frame: Rect(x: 0, y: 600, width: 393, height: 252),
      scroll: ScrollState(contentSize: Size(width: 393, height: 252)), subviews: [field("name", 20)]
    )
    let result = run(
      [
        .beginEditing(field: "name"), .keyboardWillShow(.height(291)),
        .keyboardWillChangeFrame(.height(291)),
      ], on: phoneScene([scroll]))
    #expect(result.steps[2].plan.changes.isEmpty)
  }

  @Test func rotationRestoresThenAdjustsInTheNewWindow() throws {
    // Portrait: field 600...644 → root −93. Landscape 852×393, keyboard 200 (top 193): restore to 0, then
    // field 600...644 in the rotated window: bottom 644 − 183 = 461, top 600 − 59 = 541 → 461, capped at the
    // keyboard height: root −200.
    let scene = phoneScene([field("f", 600)])
    let result = run(
      [
        .beginEditing(field: "f"), .keyboardWillShow(.height(291)),
        .keyboardWillChangeFrame(.height(200)), .orientationChange(.landscape),
      ],
      on: scene)
    let step = result.steps[3]
    #expect(step.plan.rotation?.window == Size(width: 852, height: 393))
    #expect(close(result.scene.views[0].frame.minY, -200))
  }
}

/// After `rotate`, the keyboard a scene recorded in the old orientation keeps its height, and
/// the trace says so (a scene has no landscape keyboard to switch to).
@Suite struct RotationKeyboardTests {
  @Test func rotateKeepsTheKeyboardHeightAndSaysSo() throws {
    let scene = phoneScene([field("f", 600)])
    let result = run(
      [.beginEditing(field: "f"), .keyboardWillShow(.height(291)), .orientationChange(.landscape)],
      on: scene)
    let step = result.steps[2]
    let note = try #require(step.trace.steps.first { $0.kind == .keyboard })
    #expect(
      note.message
        == "the keyboard keeps its portrait height 291: the scene records no landscape keyboard; add 'keyboard change height N' after 'rotate' to give its height"
    )
    #expect(note.values.first { $0.name == "keyboardHeight" }?.value == 291)
    #expect(result.scene.keyboard == .height(291))
  }

  @Test func aKeyboardFrameBecomesItsHeightSoItStillFitsTheRotatedWindow() throws {
    // A docked frame [0, 561, 393, 291] would lie below a 393-pt-tall landscape window.
    let scene = phoneScene([field("f", 600)])
    let result = run(
      [
        .beginEditing(field: "f"),
        .keyboardWillShow(.frame(Rect(x: 0, y: 561, width: 393, height: 291))),
        .orientationChange(.landscape),
      ],
      on: scene)
    #expect(result.steps[2].plan.keyboard == .some(.height(291)))
    #expect(result.scene.keyboard == .height(291))
    // Landscape 852×393, keyboard 291 (top 102): the root rises, at most the keyboard height.
    #expect(close(result.scene.views[0].frame.minY, -291))
  }
}
