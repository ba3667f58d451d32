import SceneModel

extension SceneIndex {
  /// The scene after `plan`, read through this index of the scene before it: what
  /// `SceneIndex(plan.apply(to: scene))` answers for views, scroll states and window rects,
  /// without copying the scene or indexing it again (a plan changes a handful of views).
  public func after(_ plan: Plan) -> PlannedScene {
    var changes: [Int: [PropertyChange]] = [:]
    for change in plan.changes {
      guard let node = tree.byID[change.view] else { continue }
      changes[node, default: []].append(change)
    }
    return PlannedScene(index: self, changes: changes)
  }
}

/// A scene index with a plan's property changes laid over it (see `SceneIndex.after(_:)`).
public struct PlannedScene: Sendable {
  let index: SceneIndex
  /// The plan's changes by canonical node (the node `Plan.apply` writes to).
  let changes: [Int: [PropertyChange]]

  /// The view with `id` as the plan leaves it (subviews empty, as `SceneIndex.view(_:)`).
  public func view(_ id: String) -> SceneView? {
    guard let node = index.tree.byID[id] else { return nil }
    return view(ofNode: node)
  }

  func view(ofNode node: Int) -> SceneView {
    var view = index.tree.views[node]
    guard let list = changes[node] else { return view }
    let scrollDefault = index.scrollState(of: view.id) ?? ScrollState()
    for change in list {
      Plan.set(change.property, to: change.to, on: &view, scrollDefault: scrollDefault)
    }
    return view
  }

  /// `SceneIndex.scrollState(of:)` after the plan.
  public func scrollState(of id: String) -> ScrollState? {
    guard let view = view(id) else { return nil }
    if let scroll = view.scroll { return scroll }
    guard index.isScrollView(id) else { return nil }
    return ScrollState(contentSize: view.frame.size)
  }

  /// `SceneIndex.windowRect(of:)` after the plan: the same sums over the ancestors, reading the
  /// changed views' frames and offsets.
  public func windowRect(of id: String) -> Rect? {
    guard let node = index.tree.byID[id] else { return nil }
    let geometry = index.geometry
    return ViewGeometry.windowRect(
      ofNode: node, in: index.tree,
      frame: { changes[$0] == nil ? geometry.frames[$0] : view(ofNode: $0).frame },
      offset: {
        changes[$0] == nil ? geometry.offsets[$0] : view(ofNode: $0).scroll?.contentOffset ?? .zero
      })
  }
}
