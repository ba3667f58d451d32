import SceneModel

extension SceneAssembler {
  /// Marks `followsKeyboardLayoutGuide` on each controller of the scene whose screen holds a view
  /// in `owners` (a view whose `keyboardLayoutGuide` a constraint uses): the nearest controller
  /// whose root view is that view or one of its superviews. One walk over the tree, before the
  /// views are renamed to their accessibility identifiers (the controllers still name IB ids).
  static func markKeyboardGuideFollowers(
    _ rootView: SceneView, owners: Set<String>, controllers: inout [SceneController]
  ) {
    guard !owners.isEmpty else { return }
    var byRoot: [String: Int] = [:]
    for (index, controller) in controllers.enumerated() {
      if let view = controller.view, byRoot[view] == nil { byRoot[view] = index }
    }
    var stack: [(view: SceneView, controller: Int?)] = [(rootView, nil)]
    while let (view, above) = stack.popLast() {
      let controller = byRoot[view.id] ?? above
      if owners.contains(view.id), let controller {
        controllers[controller].followsKeyboardLayoutGuide = true
      }
      for subview in view.subviews.reversed() { stack.append((subview, controller)) }
    }
  }
}
