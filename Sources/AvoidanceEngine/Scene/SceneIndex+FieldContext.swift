import PolicyLanguage
import SceneModel

extension SceneIndex {
  /// What `Policy.decide(for:)` needs about the field `id`; `nil` when the scene has no such view.
  public func fieldContext(for id: String) -> FieldContext? {
    guard let node = tree.byID[id] else { return nil }
    return fieldContext(forNode: node)
  }

  /// `fieldContext(for:)` of a canonical node (`byID[id]`).
  func fieldContext(forNode node: Int) -> FieldContext {
    let view = tree.views[node]
    let info = controllers.policyController(ofNode: node).map { controllers.info[$0] }
    var ancestorChains: [[String]] = []
    var placement = view.placement
    var parent = tree.parent[node]
    while parent >= 0 {
      ancestorChains.append(classes.chains[tree.canonical[parent]])
      placement = placement ?? tree.views[parent].placement
      parent = tree.parent[parent]
    }
    let searchBar = searchBarNode(ofNode: node).map { searchBarContext(forNode: $0) }
    // A SwiftUI field's policy name is its identifier for `field "..."` rules; its screen is
    // its policy controller's (a UIKit controller inside a SwiftUI screen has none).
    return FieldContext(
      identifier: view.policyName ?? view.accessibilityIdentifier, tag: view.order ?? view.tag,
      classChain: classes.chains[node], controllerChain: info?.classChain ?? [],
      ancestorChains: ancestorChains, code: view.code, searchBar: searchBar,
      isInsideAlertController: info?.isAlert ?? false,
      isNavigationBarSearchField: isNavigationBarSearchField(view.id), placement: placement,
      screen: info?.chain.first?.screen)
  }

  /// The search bar a field belongs to (IQ `textFieldSearchBar`), for a canonical node: the
  /// field itself when it is a search bar, else the nearest search bar above it below the owning
  /// controller's root view (the canonical node, if any).
  func searchBarNode(ofNode node: Int) -> Int? {
    if classes.inputKinds[node] == .searchBar { return node }
    let parent = tree.parent[node]
    guard parent >= 0 else { return nil }
    let found = controllers.searchBarAbove[parent]
    return found >= 0 ? found : nil
  }

  func searchBarContext(forNode node: Int) -> SearchBarContext {
    let view = tree.views[node]
    return SearchBarContext(
      identifier: view.accessibilityIdentifier, classChain: classes.chains[node],
      codeDistance: view.code.distance)
  }

  /// What `Policy.decide(scrollView:)` needs about the scroll view `id`.
  public func scrollViewContext(for id: String) -> ScrollViewContext? {
    guard let view = view(id) else { return nil }
    return ScrollViewContext(
      identifier: view.accessibilityIdentifier, classChain: classChain(of: id),
      code: view.scrollCode)
  }

  /// Whether the field is (inside) the search bar of a `navigationItem.searchController`: the
  /// search bar lives in the navigation bar, not under the child controller that names it, so
  /// any controller's `navigationSearchBar` counts, not only those on the field's chain.
  func isNavigationBarSearchField(_ id: String) -> Bool {
    let bars = controllers.navigationSearchBars
    guard !bars.isEmpty else { return false }
    return bars.contains(id) || superviewChain(of: id).contains { bars.contains($0) }
  }
}
