import PolicyLanguage

extension SceneIndex {
  /// What `Policy.decide(for:)` needs about the field `id`; `nil` when the scene has no such view.
  public func fieldContext(for id: String) -> FieldContext? {
    guard let view = view(id) else { return nil }
    let policyController = policyController(of: id)
    let controllers = policyController.map(controllerChain(from:)) ?? []
    let isAlert = controllers.contains { controller in
      let chain = classChain(ofController: controller)
      return chain.contains("UIAlertController")
        // The suffix test first: `contains` on strings is a slow generic search.
        || (controller.className.hasSuffix("TextFieldViewController") && controller.className.contains("UIAlertController"))
    }
    return FieldContext(
      identifier: view.accessibilityIdentifier, tag: view.tag, classChain: classChain(of: id),
      controllerChain: policyController.map(classChain(ofController:)) ?? [],
      ancestorChains: superviewChain(of: id).map(classChain(of:)), code: view.code,
      searchBar: searchBar(of: id).map(searchBarContext(for:)), isInsideAlertController: isAlert,
      isNavigationBarSearchField: isNavigationBarSearchField(id, controllers: controllers))
  }

  /// What `Policy.decide(scrollView:)` needs about the scroll view `id`.
  public func scrollViewContext(for id: String) -> ScrollViewContext? {
    guard let view = view(id) else { return nil }
    return ScrollViewContext(identifier: view.accessibilityIdentifier, classChain: classChain(of: id), code: view.scrollCode)
  }

  /// The search bar a field belongs to (IQ `textFieldSearchBar`): the field itself when it is a
  /// search bar, else the nearest `UISearchBar` ancestor below the owning controller's root view.
  public func searchBar(of id: String) -> String? {
    if textInputKind(of: id) == .searchBar { return id }
    for ancestor in superviewChain(of: id) {
      if textInputKind(of: ancestor) == .searchBar || isKind(ancestor, of: "UISearchBar") { return ancestor }
      if controller(rootView: ancestor) != nil { return nil }
    }
    return nil
  }

  func searchBarContext(for id: String) -> SearchBarContext {
    SearchBarContext(identifier: view(id)?.accessibilityIdentifier, classChain: classChain(of: id), codeDistance: view(id)?.code.distance)
  }

  /// Whether the field is (inside) the search bar of a `navigationItem.searchController` of one of
  /// its controllers.
  func isNavigationBarSearchField(_ id: String, controllers: [SceneController]) -> Bool {
    guard controllers.contains(where: { $0.navigationSearchBar != nil }) else { return false }
    let around = Set([id] + superviewChain(of: id))
    return controllers.contains { controller in controller.navigationSearchBar.map(around.contains) ?? false }
  }
}
