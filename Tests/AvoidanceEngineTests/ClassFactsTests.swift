import PolicyLanguage
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

/// `ClassFacts` and `ControllerTable` on hand-built scenes: what classes imply, and which
/// controller owns each view.
@Suite struct ClassFactsTests {
  static func view(
    _ id: String, _ className: String = "UIView", textInput: TextInputKind? = nil,
    _ subviews: [SceneView] = []
  ) -> SceneView {
    SceneView(
      id: id, className: className, frame: Rect(x: 0, y: 0, width: 10, height: 10),
      textInput: textInput, subviews: subviews)
  }

  @Test func theScenesClassesWinOverThePolicysAndCyclesAreCut() {
    let policy = ClassHierarchy(custom: ["Feed": "UICollectionView", "Loop": "Loop2"])
    let views = [
      Self.view("feed", "Feed"), Self.view("loop", "Loop"), Self.view("field", "UITextField"),
      Self.view("stated", "UIView", textInput: .searchBar), Self.view("bar", "UISearchBar"),
    ]
    let facts = ClassFacts(
      views: views, otherClasses: ["LoginViewController"],
      sceneClasses: [
        "Feed": "UITableView", "Loop2": "Loop", "LoginViewController": "UIViewController",
      ],
      policyClasses: policy)
    #expect(Array(facts.chains[0].prefix(3)) == ["Feed", "UITableView", "UIScrollView"])
    #expect(facts.chains[1] == ["Loop", "Loop2"])
    #expect(facts.isScrollView == [true, false, false, false, false])
    #expect(facts.inputKinds == [nil, nil, .textField, .searchBar, .searchBar])
    // A search bar by its stated kind or by class.
    #expect(facts.isSearchBar == [false, false, false, true, true])
    // Every class met has its chain, the controllers' too.
    #expect(facts.chainByClass["LoginViewController"]?.dropFirst().first == "UIViewController")
    #expect(facts.chainByClass["Feed"] == facts.chains[0])
    #expect(
      Set(facts.chainByClass.keys) == [
        "Feed", "Loop", "UITextField", "UIView", "UISearchBar", "LoginViewController",
      ])
  }

  /// window ▸ nav root `navView` ▸ child root `formView` ▸ `bar` (a search bar) ▸ `field`;
  /// `formView` ▸ `plain`; `loose` outside any controller.
  static func scene() -> Scene {
    let bar = Self.view("bar", "UISearchBar", [Self.view("field", "UISearchTextField")])
    let form = Self.view("formView", "UIView", [bar, Self.view("plain", "UITextField")])
    return Scene(
      window: Size(width: 393, height: 852),
      views: [Self.view("navView", "UIView", [form]), Self.view("loose", "UITextField")],
      controllers: [
        SceneController(id: "nav", className: "UINavigationController", view: "navView"),
        SceneController(id: "form", className: "FormController", view: "formView", parent: "nav"),
        SceneController(id: "a", className: "UIViewController", parent: "b"),
        SceneController(id: "b", className: "UIViewController", parent: "a"),
        SceneController(id: "alert", className: "UIAlertController", view: "alertView"),
        SceneController(id: "inAlert", className: "UIViewController", parent: "alert"),
      ],
      classes: ["FormController": "UIViewController"])
  }

  @Test func eachViewHasItsNearestControllerAndTheSearchBarAboveIt() throws {
    let index = SceneIndex(Self.scene())
    let table = index.controllers
    func node(_ id: String) throws -> Int { try #require(index.tree.byID[id]) }
    #expect(table.policyController(ofNode: try node("navView")) == 0)
    #expect(table.policyController(ofNode: try node("field")) == 1)
    #expect(table.policyController(ofNode: try node("plain")) == 1)
    #expect(table.policyController(ofNode: try node("loose")) == nil)
    // The index answers by id from the table; a root view the tree lacks still names its own.
    #expect(index.policyController(of: "field")?.id == "form")
    #expect(index.policyController(of: "navView")?.id == "nav")
    #expect(index.policyController(of: "loose") == nil)
    #expect(index.policyController(of: "alertView")?.id == "alert")
    // The search bar walk finds the bar from inside it, and stops at a controller's root view.
    #expect(table.searchBarAbove[try node("field")] == (try node("bar")))
    #expect(table.searchBarAbove[try node("formView")] == -1)
    #expect(index.searchBarNode(ofNode: try node("field")) == (try node("bar")))
    #expect(index.searchBarNode(ofNode: try node("plain")) == nil)
  }

  @Test func controllerChainsCutCyclesAndAlertsAreFoundUpTheChain() throws {
    let table = SceneIndex(Self.scene()).controllers
    let a = try #require(table.controller("a"))
    #expect(table.chain(from: a).map(\.id) == ["a", "b"])
    #expect(table.controller(rootView: "formView")?.id == "form")
    #expect(table.info.map(\.isAlert) == [false, false, false, false, true, true])
    #expect(table.info[1].chain.map(\.id) == ["form", "nav"])
    #expect(Array(table.info[1].classChain.prefix(2)) == ["FormController", "UIViewController"])
    #expect(table.info.allSatisfy { !$0.hasNavigationSearchBar })
  }
}

/// A scene the CLI would refuse (S019) still indexes in linear time: each controller's chain stops
/// at the most parents a valid scene has.
@Suite struct ControllerChainLimitTests {
  @Test func chainsStopAtTheMostParentsAValidSceneHas() throws {
    let count = 3_000
    let controllers = (0..<count).map { i in
      SceneController(
        id: "c\(i)", className: "UIViewController", parent: i + 1 < count ? "c\(i + 1)" : nil)
    }
    let index = SceneIndex(Scene(window: Size(width: 390, height: 844), controllers: controllers))
    let chain = index.controllerChain(from: controllers[0])
    #expect(chain.count == Scene.maximumControllerDepth + 1)
    #expect(chain.map(\.id) == (0...Scene.maximumControllerDepth).map { "c\($0)" })
    #expect(
      index.controllerChain(from: controllers[count - 3]).map(\.id) == ["c2997", "c2998", "c2999"])
  }
}
