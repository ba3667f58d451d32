import SceneModel

extension SceneIndex {
  /// The scene after `plan`, read through this index of the scene before it: what
  /// `SceneIndex(plan.apply(to: scene))` answers for views, scroll states and window rects,
  /// without copying the scene or indexing it again (a plan changes a handful of views).
  public func after(_ plan: Plan) -> PlannedScene {
    var changes: [Int: [PropertyChange]] = [:]
    for change in plan.changes {
      guard let node = byID[change.view] else { continue }
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
    guard let node = index.byID[id] else { return nil }
    return view(ofNode: node)
  }

  func view(ofNode node: Int) -> SceneView {
    var view = index.nodes[node].view
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
    guard let node = index.byID[id] else { return nil }
    func frame(_ i: Int) -> Rect { changes[i] == nil ? index.frames[i] : view(ofNode: i).frame }
    func offset(_ i: Int) -> Point {
      let k = index.canonical[i]
      return changes[k] == nil
        ? index.offsets[k] : view(ofNode: k).scroll?.contentOffset ?? .zero
    }
    var rect = frame(node)
    var parent = index.parentOf[node]
    while parent >= 0 {
      let (parentFrame, shift) = (frame(parent), offset(parent))
      rect = rect.offsetBy(dx: parentFrame.minX - shift.x, dy: parentFrame.minY - shift.y)
      parent = index.parentOf[parent]
    }
    return rect
  }
}
