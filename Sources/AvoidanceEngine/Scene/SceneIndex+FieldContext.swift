import PolicyLanguage
import SceneModel

extension SceneIndex {
  /// What `Policy.decide(for:)` needs about the field `id`; `nil` when the scene has no such view.
  public func fieldContext(for id: String) -> FieldContext? {
    guard let index = byID[id] else { return nil }
    return fieldContext(forNode: index)
  }

  /// The policy controller of a node (by index in `scene.controllers`): the first node up the
  /// superview chain that is a controller's root view.
  func policyControllerIndex(ofNode index: Int) -> Int? {
    let controller = policyControllerOf[index]
    return controller >= 0 ? controller : nil
  }

  /// `fieldContext(for:)` of a canonical node (`byID[id]`).
  func fieldContext(forNode index: Int) -> FieldContext {
    let view = nodes[index].view
    let info = policyControllerIndex(ofNode: index).map { controllerInfo[$0] }
    var ancestorChains: [[String]] = []
    var current = nodes[index].parent
    while let parent = current {
      ancestorChains.append(chains[canonical[parent]])
      current = nodes[parent].parent
    }
    let searchBar = searchBarNode(ofNode: index).map { searchBarContext(forNode: $0) }
    return FieldContext(
      identifier: view.accessibilityIdentifier, tag: view.tag, classChain: chains[index],
      controllerChain: info?.classChain ?? [], ancestorChains: ancestorChains, code: view.code,
      searchBar: searchBar, isInsideAlertController: info?.isAlert ?? false,
      isNavigationBarSearchField: isNavigationBarSearchField(view.id))
  }

  /// `searchBar(of:)` of a canonical node: the canonical node of the search bar, if any.
  func searchBarNode(ofNode index: Int) -> Int? {
    if inputKinds[index] == .searchBar { return index }
    let parent = parentOf[index]
    guard parent >= 0 else { return nil }
    let found = searchBarAbove[parent]
    return found >= 0 ? found : nil
  }

  func searchBarContext(forNode index: Int) -> SearchBarContext {
    let view = nodes[index].view
    return SearchBarContext(
      identifier: view.accessibilityIdentifier, classChain: chains[index],
      codeDistance: view.code.distance)
  }

  /// What `Policy.decide(scrollView:)` needs about the scroll view `id`.
  public func scrollViewContext(for id: String) -> ScrollViewContext? {
    guard let view = view(id) else { return nil }
    return ScrollViewContext(
      identifier: view.accessibilityIdentifier, classChain: classChain(of: id),
      code: view.scrollCode)
  }

  /// The search bar a field belongs to (IQ `textFieldSearchBar`): the field itself when it is a
  /// search bar, else the nearest `UISearchBar` ancestor below the owning controller's root view.
  public func searchBar(of id: String) -> String? {
    if textInputKind(of: id) == .searchBar { return id }
    for ancestor in superviewChain(of: id) {
      if textInputKind(of: ancestor) == .searchBar || isKind(ancestor, of: "UISearchBar") {
        return ancestor
      }
      if controller(rootView: ancestor) != nil { return nil }
    }
    return nil
  }

  func searchBarContext(for id: String) -> SearchBarContext {
    SearchBarContext(
      identifier: view(id)?.accessibilityIdentifier, classChain: classChain(of: id),
      codeDistance: view(id)?.code.distance)
  }

  /// Whether the field is (inside) the search bar of a `navigationItem.searchController`: the
  /// search bar lives in the navigation bar, not under the child controller that names it, so
  /// any controller's `navigationSearchBar` counts, not only those on the field's chain.
  func isNavigationBarSearchField(_ id: String) -> Bool {
    guard !navigationSearchBars.isEmpty else { return false }
    return navigationSearchBars.contains(id) || superviewChain(of: id).contains {
      navigationSearchBars.contains($0)
    }
  }
}
