import PolicyLanguage
import SceneModel

/// The scene's view controllers, indexed: by id, by root view, each node's policy controller (the
/// nearest controller owning it) and the search bar above it, and what a field context needs of
/// each controller as the policy controller. Built once per index, after the tree and the classes.
struct ControllerTable: Sendable {
  /// A policy controller's facts for field contexts.
  struct Info: Sendable {
    /// The controller and its parents, nearest first.
    var chain: [SceneController]
    /// The controller's class chain.
    var classChain: [String]
    /// Whether a controller of `chain` is an alert controller.
    var isAlert: Bool
    /// Whether some controller of the scene has a navigation-bar search bar.
    var hasNavigationSearchBar: Bool
  }

  /// The scene's controllers.
  let controllers: [SceneController]
  /// The first controller with each id, by index in `controllers`.
  private(set) var byID: [String: Int] = [:]
  /// The first controller whose root view has each id.
  private(set) var byRootView: [String: Int] = [:]
  /// Each node's policy controller (the node's own controller when it is a root view, else its
  /// superview's), -1 for none.
  private(set) var policyControllerOf: [Int] = []
  /// Each node's answer to the search-bar walk from it upwards: the canonical node of the nearest
  /// search bar at or above it, not climbing past a controller's root view; -1 for none.
  private(set) var searchBarAbove: [Int] = []
  /// The ids of every controller's `navigationSearchBar`, whichever controller names it (the
  /// navigation controller or the child whose `navigationItem` holds the search controller).
  private(set) var navigationSearchBars: Set<String> = []
  /// Each controller's facts as a policy controller (parallel to `controllers`).
  private(set) var info: [Info] = []

  /// Indexes `controllers` over `tree`, reading class chains and search-bar flags from `classes`.
  init(_ controllers: [SceneController], tree: ViewTree, classes: ClassFacts) {
    self.controllers = controllers
    for (index, controller) in controllers.enumerated() {
      if byID[controller.id] == nil { byID[controller.id] = index }
      if let view = controller.view, byRootView[view] == nil { byRootView[view] = index }
    }
    policyControllerOf.reserveCapacity(tree.count)
    searchBarAbove.reserveCapacity(tree.count)
    let noRootViews = byRootView.isEmpty
    // Depth-first order: a parent comes before its subviews.
    for node in 0..<tree.count {
      let parent = tree.parent[node]
      let root = noRootViews ? nil : byRootView[tree.views[node].id]
      policyControllerOf.append(root ?? (parent >= 0 ? policyControllerOf[parent] : -1))
      let k = tree.canonical[node]
      searchBarAbove.append(
        classes.isSearchBar[k] ? k : root != nil ? -1 : parent >= 0 ? searchBarAbove[parent] : -1)
    }
    navigationSearchBars = Set(controllers.compactMap(\.navigationSearchBar))
    let hasNavigationSearchBar = !navigationSearchBars.isEmpty
    info = controllers.map { controller in
      let chain = self.chain(from: controller)
      let isAlert = chain.contains { controller in
        BuiltinExemption.exempts(
          controllerClass: controller.className,
          chain: classes.chainByClass[controller.className] ?? [])
      }
      return Info(
        chain: chain, classChain: classes.chainByClass[controller.className] ?? [],
        isAlert: isAlert, hasNavigationSearchBar: hasNavigationSearchBar)
    }
  }

  /// The controller with `id`.
  func controller(_ id: String) -> SceneController? { byID[id].map { controllers[$0] } }

  /// The controller whose root view is `viewID`, if any.
  func controller(rootView viewID: String) -> SceneController? {
    byRootView[viewID].map { controllers[$0] }
  }

  /// The controller and its parents, nearest first (cycles cut; at most
  /// `Scene.maximumControllerDepth` parents, the limit a valid scene keeps, so that a chain per
  /// controller costs at most that much on any scene).
  func chain(from controller: SceneController) -> [SceneController] {
    var result = [controller]
    var seen: Set<String> = [controller.id]
    var current = controller
    while result.count <= Scene.maximumControllerDepth, let parentID = current.parent,
      let parent = self.controller(parentID), seen.insert(parent.id).inserted
    {
      result.append(parent)
      current = parent
    }
    return result
  }

  /// The policy controller of a node, by index in `controllers`.
  @inline(__always) func policyController(ofNode node: Int) -> Int? {
    let controller = policyControllerOf[node]
    return controller >= 0 ? controller : nil
  }
}
