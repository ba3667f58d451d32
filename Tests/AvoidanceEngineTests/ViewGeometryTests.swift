import PolicyLanguage
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

/// `ViewGeometry`: window rects under nested scroll offsets (hand-computed), the values kept from
/// before an event's changes, and `SceneIndex.rebase` telling geometry from structure.
@Suite struct ViewGeometryTests {
  /// root (0, 20) ▸ outer scroll (0, 100), offset (0, 50) ▸ inner scroll (10, 300), offset
  /// (5, 120) ▸ field (16, 400, 200 × 40); a plain view `side` beside the field.
  static func scene() -> Scene {
    let field = SceneView(
      id: "field", className: "UITextField", frame: Rect(x: 16, y: 400, width: 200, height: 40))
    let side = SceneView(id: "side", frame: Rect(x: 0, y: 10, width: 20, height: 20))
    let inner = SceneView(
      id: "inner", className: "UITableView", frame: Rect(x: 10, y: 300, width: 300, height: 400),
      scroll: ScrollState(
        contentOffset: Point(x: 5, y: 120), contentSize: Size(width: 300, height: 2_000)),
      subviews: [field, side])
    let outer = SceneView(
      id: "outer", className: "UIScrollView", frame: Rect(x: 0, y: 100, width: 393, height: 700),
      scroll: ScrollState(
        contentOffset: Point(x: 0, y: 50), contentSize: Size(width: 393, height: 3_000)),
      subviews: [inner])
    let root = SceneView(
      id: "root", frame: Rect(x: 0, y: 20, width: 393, height: 832), subviews: [outer])
    return Scene(window: Size(width: 393, height: 852), views: [root])
  }

  static func close(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return zip(a.components, b.components).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  @Test func windowRectsSubtractEveryScrollOffsetAbove() {
    let index = SceneIndex(Self.scene())
    // x: 16 + (10 − 5) + (0 − 0) + 0 = 21; y: 400 + (300 − 120) + (100 − 50) + 20 = 650.
    #expect(Self.close(index.windowRect(of: "field"), Rect(x: 21, y: 650, width: 200, height: 40)))
    // The inner scroll view itself moves with the outer one's offset only: y 300 + 50 + 20.
    #expect(Self.close(index.windowRect(of: "inner"), Rect(x: 10, y: 370, width: 300, height: 400)))
    // The geometry reads the same sums over its compact arrays.
    let node = index.tree.byID["side"]!
    #expect(
      Self.close(
        index.geometry.windowRect(ofNode: node, in: index.tree),
        Rect(x: 5, y: 260, width: 20, height: 20)))
  }

  @Test func anEventsChangesMoveWindowRectsAndKeepTheOriginals() {
    var index = SceneIndex(Self.scene())
    index.update("outer") { $0.scroll?.contentOffset.y = 150 }
    index.update("outer") { $0.scroll?.contentOffset.y = 170 }
    index.update("root") { $0.frame.origin.y = -80 }
    // y: 400 + 180 + (100 − 170) + (−80) = 430.
    #expect(Self.close(index.windowRect(of: "field"), Rect(x: 21, y: 430, width: 200, height: 40)))
    // Before the event: the first value of each changed view.
    #expect(
      Self.close(index.originalWindowRect(of: "field"), Rect(x: 21, y: 650, width: 200, height: 40))
    )
    #expect(index.geometry.originals.count == 2)
    #expect(index.geometry.originals[index.tree.byID["outer"]!]?.scroll?.contentOffset.y == 50)
    // Putting them back restores the views and the rects.
    index.geometry.restoreOriginals(in: &index.tree.views)
    #expect(index.geometry.originals.isEmpty)
    #expect(index.view("outer")?.scroll?.contentOffset.y == 50)
    #expect(Self.close(index.windowRect(of: "field"), Rect(x: 21, y: 650, width: 200, height: 40)))
  }

  @Test func flagsAreReadFromEachView() {
    let views = [
      SceneView(id: "usable", frame: .zero),
      SceneView(id: "hidden", frame: .zero, isHidden: true),
      SceneView(id: "clear", frame: .zero, alpha: 0),
      SceneView(id: "off", frame: .zero, isEnabled: false, isUserInteractionEnabled: false),
    ]
    let geometry = ViewGeometry(views)
    #expect(geometry.flags == [ViewGeometry.usable, 0b1111, 0b0011, 0b1000])
  }

  @Test func rebaseKeepsTheIndexForNewGeometryAndRebuildsForNewStructure() {
    let scene = Self.scene()
    var index = SceneIndex(scene)
    index.update("outer") { $0.scroll?.contentOffset.y = 400 }

    // New geometry only: the same index, reading the new offset (and not the update's).
    var scrolled = scene
    scrolled.views[0].subviews[0].scroll?.contentOffset.y = 80
    #expect(index.rebase(on: scrolled, policyClasses: ClassHierarchy()) == .sameStructure)
    #expect(Self.close(index.windowRect(of: "field"), Rect(x: 21, y: 620, width: 200, height: 40)))
    #expect(index.geometry.originals.isEmpty)

    // A new identifier: what decisions read changed.
    var renamed = scrolled
    renamed.views[0].subviews[0].subviews[0].subviews[0].accessibilityIdentifier = "email"
    #expect(index.rebase(on: renamed, policyClasses: ClassHierarchy()) == .sameStructureNewFacts)

    // A removed view, a new class, new controllers or new policy classes: rebuild.
    var removed = renamed
    removed.views[0].subviews[0].subviews[0].subviews.removeLast()
    var reclassed = renamed
    reclassed.views[0].subviews[0].subviews[0].className = "UICollectionView"
    var controlled = renamed
    controlled.controllers = [
      SceneController(id: "vc", className: "UIViewController", view: "root")
    ]
    for next in [removed, reclassed, controlled] {
      var fresh = SceneIndex(renamed)
      #expect(fresh.rebase(on: next, policyClasses: ClassHierarchy()) == .rebuild)
    }
    var fresh = SceneIndex(renamed)
    #expect(
      fresh.rebase(on: renamed, policyClasses: ClassHierarchy(custom: ["Feed": "UITableView"]))
        == .rebuild)
  }
}
