/// The views a controller element keeps outside its root view's `<subviews>` that UIKit shows in
/// the bars: `<toolbarItems>` bar button items' custom views (the bottom toolbar of a navigation
/// controller, the classic chat input bar) and the navigation item's `titleView` (a search bar
/// in the navigation bar). For a navigation controller element, whether it shows its toolbar.
struct BarItemInputs {
  /// One view element and its path.
  struct Item {
    var node: XMLNode
    var path: String
  }

  /// The custom views of the controller's toolbar items, in order.
  var toolbarViews: [Item] = []
  /// The navigation item's title view.
  var titleView: Item?
  /// The controller simulates a bottom toolbar (`simulatedToolbarMetrics`).
  var simulatesToolbar = false
  /// A navigation controller element that shows its toolbar (`toolbarHidden="NO"`).
  var showsToolbar = false
  /// A navigation controller element's stored toolbar height (`<toolbar key="toolbar">`).
  var toolbarHeight: Double?

  init() {}

  /// Reads the controller element `node` at `path` (its direct children only).
  init(_ node: XMLNode, path: String) {
    let paths = node.childPaths(under: path)
    for (index, child) in node.children.enumerated() {
      let childPath = paths[index]
      switch child.name {
      case "toolbarItems":
        let itemPaths = child.childPaths(under: childPath)
        for (i, item) in child.children.enumerated() where item.name == "barButtonItem" {
          let itemPath = itemPaths[i]
          if let (view, viewPath) = Self.keyed(item, "customView", under: itemPath) {
            toolbarViews.append(Item(node: view, path: viewPath))
          }
        }
      case "navigationItem" where child["key"] == "navigationItem":
        if let (view, viewPath) = Self.keyed(child, "titleView", under: childPath) {
          titleView = Item(node: view, path: viewPath)
        }
      case "simulatedToolbarMetrics" where child["key"] == "simulatedBottomBarMetrics":
        simulatesToolbar = true
      case "toolbar" where child["key"] == "toolbar":
        toolbarHeight = child.child("rect", key: "frame").flatMap {
          IBValue.number($0["height"] ?? "")
        }
      default:
        break
      }
    }
    showsToolbar = node.name == "navigationController" && node.bool("toolbarHidden") == false
  }

  /// The child view element of `node` with `key`, and its path.
  static func keyed(_ node: XMLNode, _ key: String, under path: String) -> (XMLNode, String)? {
    guard
      let index = node.children.firstIndex(where: {
        $0["key"] == key && ElementClasses.views[$0.name] != nil
      })
    else { return nil }
    // A bar item or navigation item holds a handful of children: asking for one path is cheap.
    return (node.children[index], node.path(ofChild: index, under: path))
  }
}
