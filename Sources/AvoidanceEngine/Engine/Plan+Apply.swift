import SceneModel

extension Plan {
  /// The scene after this plan: environment first (focus, keyboard, window), then every property
  /// change. Changes naming views the scene does not have are ignored.
  public func apply(to scene: Scene) -> Scene {
    apply(to: scene, index: changes.isEmpty ? nil : SceneIndex(scene))
  }

  /// `apply(to:)` with `index`, a policy-less index of a scene of the same structure, for the
  /// changed views' tree paths and default scroll states (a simulation indexes its scene once,
  /// not once per event: plans change geometry, never structure).
  func apply(to scene: Scene, index: SceneIndex?) -> Scene {
    var next = scene
    if let focus { next.focus = focus }
    if let keyboard { next.keyboard = keyboard }
    if let rotation {
      next.window = rotation.window
      next.orientation = rotation.orientation
    }
    guard !changes.isEmpty, let index else { return next }
    for change in changes {
      guard let path = index.treePath(of: change.view) else { continue }
      let scrollDefault = index.scrollState(of: change.view) ?? ScrollState()
      next.updateView(atPath: path) { view in
        Plan.set(change.property, to: change.to, on: &view, scrollDefault: scrollDefault)
      }
    }
    return next
  }

  /// Writes one property value on a view (materialising a default scroll state when needed).
  static func set(
    _ property: ViewProperty, to value: Double, on view: inout SceneView, scrollDefault: ScrollState
  ) {
    switch property {
    case .originY: view.frame.origin.y = value
    case .contentOffsetY:
      var scroll = view.scroll ?? scrollDefault
      scroll.contentOffset.y = value
      view.scroll = scroll
    case .contentInsetBottom:
      var scroll = view.scroll ?? scrollDefault
      scroll.contentInset.bottom = value
      view.scroll = scroll
    case .indicatorInsetBottom:
      var scroll = view.scroll ?? scrollDefault
      scroll.indicatorInsets.bottom = value
      view.scroll = scroll
    }
  }
}
