import SceneModel

extension Scene {
  /// Changes the view with `id` in place; returns false when the scene has no such view.
  @discardableResult
  public mutating func updateView(_ id: String, _ body: (inout SceneView) -> Void) -> Bool {
    guard let path = SceneIndex(self).treePath(of: id) else { return false }
    updateView(atPath: path, body)
    return true
  }

  /// Changes the view at a tree path (indices from `views` down through `subviews`).
  mutating func updateView(atPath path: [Int], _ body: (inout SceneView) -> Void) {
    func descend(_ views: inout [SceneView], _ depth: Int) {
      guard depth < path.count, path[depth] < views.count else { return }
      if depth == path.count - 1 {
        body(&views[path[depth]])
      } else {
        descend(&views[path[depth]].subviews, depth + 1)
      }
    }
    descend(&views, 0)
  }
}
