import PolicyLanguage
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

@Suite struct FieldOrderTests {
  func form(_ fields: [SceneView]) -> SceneIndex { SceneIndex(phoneScene(fields)) }

  @Test func siblingsInSubviewTagAndPositionOrderWithStableTies() {
    var a = field("a", 300)
    a.tag = 2
    var b = field("b", 100)
    b.tag = 1
    var c = field("c", 100)
    c.tag = 1
    c.frame.origin.x = 0
    let index = form([a, b, c])
    #expect(
      index.fieldOrder(for: "a", policy: TestPolicy(order: .subviews)).fields == ["a", "b", "c"])
    // Equal tags: b before c, as in subviews.
    #expect(index.fieldOrder(for: "a", policy: TestPolicy(order: .tag)).fields == ["b", "c", "a"])
    // Equal y: c (x 0) before b (x 16).
    #expect(
      index.fieldOrder(for: "a", policy: TestPolicy(order: .position)).fields == ["c", "b", "a"])
  }

  @Test func ineligibleAndSkippedFieldsAreLeftOutButTheFocusedOneStays() {
    var hidden = field("hidden", 200)
    hidden.isHidden = true
    var disabled = field("disabled", 250)
    disabled.isEnabled = false
    var clear = field("clear", 260)
    clear.alpha = 0
    let skipped = field("skipped", 300, code: CodeSettings(skipInOrder: true))
    let index = form([field("first", 100), hidden, disabled, clear, skipped, field("last", 400)])
    #expect(index.fieldOrder(for: "first", policy: TestPolicy()).fields == ["first", "last"])
    let own = index.fieldOrder(for: "skipped", policy: TestPolicy())
    #expect(own.fields == ["first", "skipped", "last"])
    #expect(own.returnKey(for: "last") == .done)
  }

  @Test func deepContainerUsesListOrderNotNearest() {
    // A deep-responder container inside a table: the TABLE wins (list order), so fields of other cells count.
    let container = SceneView(
      id: "deep", className: "IQDeepResponderContainerView",
      frame: Rect(x: 0, y: 0, width: 393, height: 60),
      subviews: [field("inner", 8)])
    let table = SceneView(
      id: "table", className: "UITableView", frame: Rect(x: 0, y: 103, width: 393, height: 749),
      subviews: [
        SceneView(
          id: "c1", className: "UITableViewCell", frame: Rect(x: 0, y: 60, width: 393, height: 60),
          subviews: [container]),
        SceneView(
          id: "c0", className: "UITableViewCell", frame: Rect(x: 0, y: 0, width: 393, height: 60),
          subviews: [field("top", 8)]),
      ])
    let order = form([table]).fieldOrder(for: "inner", policy: TestPolicy())
    #expect(order.container == "table")
    #expect(order.fields == ["top", "inner"])
  }

  @Test func policyAndMovedControllersFollowIQsParentContainerRule() throws {
    // tab bar → navigation → form: the form's view moves (the nav's top view controller).
    var scene = phoneScene([field("a", 100)])
    scene.controllers = [
      SceneController(id: "tabs", className: "UITabBarController"),
      SceneController(id: "nav", className: "UINavigationController", parent: "tabs"),
      SceneController(
        id: "form", className: "FormViewController", view: "root", parent: "nav",
        navigationBarBottom: 103),
    ]
    let index = SceneIndex(scene)
    let policy = try #require(index.policyController(of: "a"))
    #expect(policy.id == "form")
    #expect(index.movedController(forPolicyController: policy).id == "form")
    #expect(index.topGuide(forMovedController: policy) == 103)
    // A custom side-menu container above the navigation controller moves instead.
    scene.controllers = [
      SceneController(id: "menu", className: "SideMenuController", view: "menu-root"),
      SceneController(id: "nav", className: "UINavigationController", parent: "menu"),
      SceneController(id: "form", className: "FormViewController", view: "root", parent: "nav"),
    ]
    scene.views = [
      SceneView(
        id: "menu-root", frame: Rect(x: 0, y: 0, width: 393, height: 852), subviews: scene.views)
    ]
    let nested = SceneIndex(scene)
    #expect(
      nested.movedController(forPolicyController: try #require(nested.policyController(of: "a"))).id
        == "menu")
    #expect(nested.movedRootView(forField: "a") == "menu-root")
  }

  @Test func windowRectSubtractsScrollOffsets() {
    let scroll = SceneView(
      id: "s", className: "UIScrollView", frame: Rect(x: 0, y: 100, width: 393, height: 300),
      scroll: ScrollState(
        contentOffset: Point(x: 0, y: 40), contentSize: Size(width: 393, height: 900)),
      subviews: [field("f", 200)])
    let index = form([scroll])
    #expect(index.windowRect(of: "f") == Rect(x: 16, y: 260, width: 361, height: 44))
    #expect(index.rect(of: "f", inContentOf: "s") == Rect(x: 16, y: 200, width: 361, height: 44))
  }
}
