import PolicyLanguage
import SceneModel

/// What each view's class says, by node of a `ViewTree`: its class chain, its text-input kind
/// (stated, else implied by the chain), whether it is a scroll view or a search bar. Each
/// distinct class's chain, and what it implies, is worked out once.
///
/// Chains read the scene's `classes`, then the policy's declared classes, then UIKit's (the scene
/// wins); cycles are cut and a chain is at most 256 long, as `ClassHierarchy.chain(of:)`.
struct ClassFacts: Sendable {
  /// Each node's class chain, nearest first.
  private(set) var chains: [[String]] = []
  /// Each node's text-input kind: stated in the scene, else implied by its class chain.
  private(set) var inputKinds: [TextInputKind?] = []
  /// Each node's scroll-view flag: its class is a `UIScrollView`.
  private(set) var isScrollView: [Bool] = []
  /// Each node's search-bar flag: a search bar by its text-input kind, or by class.
  private(set) var isSearchBar: [Bool] = []
  /// Every chain worked out while indexing (the views' classes and `otherClasses`), by class.
  let chainByClass: [String: [String]]

  /// The facts of `views` (a tree's, by node), with chains from the scene's `sceneClasses` over
  /// `policyClasses`; `otherClasses` (the controllers') get their chains worked out too.
  init(
    views: [SceneView], otherClasses: [String], sceneClasses: [String: String],
    policyClasses: ClassHierarchy
  ) {
    struct Known {
      var chain: [String]
      var inputKind: TextInputKind?
      var isScrollView: Bool
      var isSearchBar: Bool
    }
    var known: [Known] = []
    var byClass: [String: Int] = [:]
    func facts(_ name: String) -> Int {
      if let found = byClass[name] { return found }
      let chain = Self.chain(of: name, sceneClasses: sceneClasses, policyClasses: policyClasses)
      known.append(
        Known(
          chain: chain, inputKind: TextInputKind.derived(fromClassChain: chain),
          isScrollView: chain.contains("UIScrollView"), isSearchBar: chain.contains("UISearchBar")))
      byClass[name] = known.count - 1
      return known.count - 1
    }
    chains.reserveCapacity(views.count)
    inputKinds.reserveCapacity(views.count)
    isScrollView.reserveCapacity(views.count)
    isSearchBar.reserveCapacity(views.count)
    for view in views {
      let entry = known[facts(view.className)]
      let kind = view.textInput ?? entry.inputKind
      chains.append(entry.chain)
      inputKinds.append(kind)
      isScrollView.append(entry.isScrollView)
      isSearchBar.append(kind == .searchBar || entry.isSearchBar)
    }
    for name in otherClasses { _ = facts(name) }
    var chainByClass: [String: [String]] = [:]
    chainByClass.reserveCapacity(byClass.count)
    for (name, position) in byClass { chainByClass[name] = known[position].chain }
    self.chainByClass = chainByClass
  }

  /// The chain of class `name`: the scene's classes, then the policy's, then UIKit's, nearest
  /// first; cycles cut, at most 256 long.
  static func chain(
    of name: String, sceneClasses: [String: String], policyClasses: ClassHierarchy
  ) -> [String] {
    var result = [name]
    var current = name
    // A specialised generic class is a kind of its generic class (ClassHierarchy's rule).
    while let next = ClassHierarchy.superclass(
      of: current, recorded: sceneClasses[current] ?? policyClasses.superclass(of: current)),
      !result.contains(next),
      result.count < ClassHierarchy.maximumChainLength
    {
      result.append(next)
      current = next
    }
    return result
  }
}
