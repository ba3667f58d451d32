import SceneModel

extension ViewBuilder {
  /// A `<toolbar>` view's bar button items' custom views (`<items>/<barButtonItem>/<... key=
  /// "customView">`), each at its stored frame in the toolbar: the text field of a chat input bar
  /// built as a toolbar in the view tree.
  mutating func toolbarItemViews(_ node: XMLNode, path: String, depth: Int) -> [SceneView] {
    guard let index = node.children.firstIndex(where: { $0.name == "items" }) else { return [] }
    let items = node.children[index]
    let itemsPath = node.path(ofChild: index, under: path)
    var views: [SceneView] = []
    let paths = items.childPaths(under: itemsPath)
    for (i, item) in items.children.enumerated() where item.name == "barButtonItem" {
      guard
        let (custom, customPath) = BarItemInputs.keyed(item, "customView", under: paths[i]),
        let view = view(custom, path: customPath, depth: depth + 1)
      else { continue }
      views.append(view)
    }
    return views
  }
}
