import SceneModel

extension SceneIndex {
  /// The controller with `id`.
  public func controller(_ id: String) -> SceneController? { controllers.controller(id) }

  /// The controller whose root view is `viewID`, if any.
  public func controller(rootView viewID: String) -> SceneController? {
    controllers.controller(rootView: viewID)
  }

  /// The controller's class chain, nearest first.
  public func classChain(ofController controller: SceneController) -> [String] {
    classes.chainByClass[controller.className] ?? chain(of: controller.className)
  }

  /// The controller's container kind: stated, else implied by its class chain.
  public func containerKind(of controller: SceneController) -> ContainerKind {
    controller.container
      ?? ContainerKind.derived(fromClassChain: classChain(ofController: controller))
  }

  /// The controller and its parents, nearest first (cycles cut).
  public func controllerChain(from controller: SceneController) -> [SceneController] {
    controllers.chain(from: controller)
  }

  /// The policy controller: the nearest controller owning the view, found by
  /// walking the responder chain (the view, then its superviews) to the first controller root view.
  public func policyController(of viewID: String) -> SceneController? {
    // Worked out for every view when the index was built (`ControllerTable`).
    guard let node = tree.byID[viewID] else { return controller(rootView: viewID) }
    return controllers.policyController(ofNode: node).map { controllers.controllers[$0] }
  }

  /// The controller whose view moves (IQ `parentContainerViewController`):
  ///
  /// - under a navigation controller: climb to the outermost one, then up through parents that
  ///   are not navigation, tab bar or split controllers; if there are none, the navigation
  ///   controller's top view controller (its child on the field's chain) moves;
  /// - else under a tab bar controller: its selected child (or that child's top view controller
  ///   when it is a navigation controller);
  /// - else: climb parents while they are not containers.
  public func movedController(forPolicyController policy: SceneController) -> SceneController {
    let chain = controllerChain(from: policy)
    let ancestors = Array(chain.dropFirst())
    func isContainer(_ c: SceneController) -> Bool { containerKind(of: c) != .none }
    func childOnChain(of container: SceneController) -> SceneController {
      guard let position = chain.firstIndex(where: { $0.id == container.id }), position > 0 else {
        return policy
      }
      return chain[position - 1]
    }
    if let outermost = ancestors.last(where: { containerKind(of: $0) == .navigation }) {
      var result = outermost
      var climbed = false
      var seen: Set<String> = [outermost.id]
      while let parentID = result.parent, let parent = controller(parentID), !isContainer(parent),
        seen.insert(parent.id).inserted
      {
        result = parent
        climbed = true
      }
      return climbed ? result : childOnChain(of: outermost)
    }
    if let tab = ancestors.first(where: { containerKind(of: $0) == .tabBar }) {
      let selected = childOnChain(of: tab)
      if containerKind(of: selected) == .navigation, selected.id != policy.id {
        return childOnChain(of: selected)
      }
      return selected
    }
    var result = policy
    var seen: Set<String> = [policy.id]
    while let parentID = result.parent, let parent = controller(parentID), !isContainer(parent),
      seen.insert(parent.id).inserted
    {
      result = parent
    }
    return result
  }

  /// The root view that moves for a field: the moved controller's view, or, when the scene omits
  /// it, the nearest controller's view between it and the policy controller.
  public func movedRootView(forField fieldID: String) -> String? {
    guard let policy = policyController(of: fieldID) else { return nil }
    let moved = movedController(forPolicyController: policy)
    if let view = moved.view { return view }
    for controller in controllerChain(from: policy) {
      if let view = controller.view { return view }
      if controller.id == moved.id { break }
    }
    return policy.view
  }

  /// The top guide for a moved controller: the navigation bar's bottom when the
  /// controller or an ancestor states one; the status bar height under a navigation controller
  /// that hides its bar (`navigationBarHidden`); under a navigation controller that states
  /// neither, `statusBarHeight + 44` (the standard bar); otherwise the status bar height.
  public func topGuide(forMovedController controller: SceneController) -> Double {
    topGuideAndSource(forMovedController: controller).guide
  }

  /// The top guide (`topGuide(forMovedController:)`) and where it comes from.
  public func topGuideAndSource(forMovedController controller: SceneController) -> (
    guide: Double, source: FieldMeasurement.TopGuideSource
  ) {
    let chain = controllerChain(from: controller)
    for member in chain {
      if let bottom = member.navigationBarBottom { return (bottom, .navigationBar) }
      if member.navigationBarHidden == true, containerKind(of: member) == .navigation {
        return (scene.statusBarHeight, .hiddenNavigationBar)
      }
    }
    if chain.dropFirst().contains(where: { containerKind(of: $0) == .navigation }) {
      return (scene.statusBarHeight + 44, .standardNavigationBar)
    }
    return (scene.statusBarHeight, .statusBar)
  }
}
