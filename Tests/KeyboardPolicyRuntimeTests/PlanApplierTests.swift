import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// How the runtime writes a plan: each property the way its view needs it (IQKeyboardManager's
/// fixes for lists), inside the keyboard's animation.
@Suite @MainActor struct PlanApplierTests {
  /// The form with its scroll view replaced by a view of `scrollClass`, and 'email' optionally
  /// wrapped in a stack view (at 0, 0 in the scroll view's content, so its frame is unchanged).
  func window(scrollClass: String, stacked: Bool = false) throws -> MemoryWindow {
    var json = RuntimeFixtures.formJSON.replacingOccurrences(
      of: "\"class\": \"UIScrollView\"", with: "\"class\": \"\(scrollClass)\"")
    if stacked {
      json = json.replacingOccurrences(
        of: "{\"id\": \"email\"",
        with: "{\"id\": \"stack\", \"class\": \"UIStackView\", \"frame\": [0, 0, 393, 800], "
          + "\"subviews\": [{\"id\": \"email\"")
      json = json.replacingOccurrences(
        of: "\"placeholder\": \"Email\"}", with: "\"placeholder\": \"Email\"}]}")
    }
    return MemoryWindow(try RuntimeFixtures.scene(json))
  }

  /// The form's 'email' ends at window y 747; a 336-pt keyboard's top is 852 − 336 = 516 and the
  /// distance is 10, so the list scrolls by 747 − 506 = 241.
  @Test(arguments: ["UITableView", "UICollectionView"])
  func aListScrollsWithItsOwnAnimatedCallAndLaysOutAfterItsInset(list: String) throws {
    let window = try window(scrollClass: list)
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    let scroll = try window.required("scroll")
    #expect(scroll.scrolls == [true])
    #expect(scroll.liveAttributes.scroll?.contentOffset.y == 241)
    let insetWrites = scroll.writes.filter { $0.0 == .contentInsetBottom }.count
    #expect(insetWrites == 1)
    #expect(scroll.layouts == insetWrites)
  }

  @Test func aListScrollsWithoutAnimationWhenTheKeyboardHasNone() throws {
    let window = try window(scrollClass: "UITableView")
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: .none)
    #expect(try window.required("scroll").scrolls == [false])
  }

  @Test func aPlainScrollViewSetsItsOffsetInsideTheAnimation() throws {
    let window = try window(scrollClass: "UIScrollView")
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    let scroll = try window.required("scroll")
    #expect(scroll.scrolls.isEmpty)
    #expect(scroll.writes.contains { $0 == (.contentOffsetY, 241) })
  }

  @Test func aStackViewBetweenTheFieldAndAPlainScrollViewScrollsWithItsOwnCall() throws {
    let window = try window(scrollClass: "UIScrollView", stacked: true)
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    runtime.beginEditing(try window.required("email"))
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(try window.required("scroll").scrolls == [true])
  }

  @Test func everyWriteHappensInsideOneAnimation() throws {
    let window = try window(scrollClass: "UITableView")
    let scroll = try window.required("scroll")
    var calls: [(entered: Int, left: Int)] = []
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in
      let entered = scroll.writes.count + scroll.layouts
      changes()
      calls.append((entered, scroll.writes.count + scroll.layouts))
    }
    runtime.beginEditing(try window.required("email"))
    let before = scroll.writes.count + scroll.layouts
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(calls.count == 1)
    #expect(calls.first?.entered == before)
    #expect(calls.first?.left == scroll.writes.count + scroll.layouts)
    #expect(scroll.writes.count + scroll.layouts > before)
  }

  /// UIKit's `UIView.AnimationOptions`: the curve in bits 16–19, `allowUserInteraction` 1 << 1,
  /// `beginFromCurrentState` 1 << 2. Curve 7: 7 << 16 = 458752; + 2 + 4 = 458758.
  @Test func theAnimationLetsTheUserTapWhileTheScreenMoves() {
    let options = RuntimeFixtures.show.animationOptions
    #expect(options == 458_758)
    #expect(options & 2 != 0, "allowUserInteraction")
    #expect(options & 4 != 0, "beginFromCurrentState")
    #expect(KeyboardAnimation(duration: 0.25, curve: 0).animationOptions == 6)
  }
}
