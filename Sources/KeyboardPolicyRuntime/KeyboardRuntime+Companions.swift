import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// `keep-visible`: the views an event's snapshot must hold for the focused field's companions.
extension KeyboardRuntime {
  /// Whether `event` adjusts for the focused field, so its snapshot must hold the field's
  /// companions (a hide or an end of editing only puts things back).
  static func needsCompanions(_ event: EngineEvent) -> Bool {
    switch event {
    case .beginEditing, .keyboardWillShow, .keyboardWillChangeFrame, .orientationChange: true
    case .endEditing, .keyboardWillHide: false
    }
  }

  /// The companions of `field` that `scene` (a snapshot taken without them) lacks, found live;
  /// empty when the field has none. Works the field's companions out again on a begin editing
  /// or a keyboard show (the screen may have changed), else reuses them. Costs nothing beyond a
  /// comparison when neither the policy nor the field's code names a companion.
  func missingCompanions(of field: any LiveView, for event: EngineEvent, in scene: Scene)
    -> [any LiveView]
  {
    guard Self.needsCompanions(event) else { return [] }
    switch event {
    case .beginEditing, .keyboardWillShow: break
    default: if companions.isFound(for: field) { return [] }
    }
    let id = snapshotter.id(of: field)
    guard policyNamesCompanions || scene.hasCodeCompanions(id) else {
      companions.remember([], for: field)
      return []
    }
    let index = SceneIndex(scene, policy: policy)
    let names = index.fieldContext(for: id).map { policy.resolve(for: $0).keepVisible } ?? []
    let views = LiveCompanions.find(names, for: field, registered: snapshotter.view)
    companions.remember(views, for: field)
    return views.filter { index.view(snapshotter.id(of: $0)) == nil }
  }
}

extension Scene {
  /// Whether the view `id` (or a controller above it) sets `keep-visible` in code: the snapshot
  /// records it on the field's `code`.
  func hasCodeCompanions(_ id: String) -> Bool {
    var stack = views
    while let view = stack.popLast() {
      if view.id == id { return view.code.keepVisible != nil }
      stack.append(contentsOf: view.subviews)
    }
    return false
  }
}
