import SceneModel

/// What the importer knows about one view controller element of a document.
struct ControllerInfo {
  /// A segue leaving the controller (or one of its views).
  struct Segue {
    /// `relationship`, `show`, `push`, `embed`, `presentation`, ...
    var kind: String
    /// For relationship segues: `rootViewController`, `viewControllers`, ...
    var relationship: String?
    /// The destination controller's IB id.
    var destination: String
    /// For embed segues: the IB id of the container view that holds the child.
    var containerView: String?
    /// For presentation segues: the `modalPresentationStyle` the segue sets, if any.
    var presentationStyle: String?
    /// The segue element's path and position, for notes.
    var path: String
    var line: Int
    var column: Int
  }

  /// A `<viewControllerPlaceholder>`: a storyboard reference to a controller of this or
  /// another storyboard.
  struct Reference {
    /// `storyboardName` (`Settings` for `Settings.storyboard`); `nil` means this document.
    var storyboardName: String?
    /// `referencedIdentifier`: the target's storyboard identifier; `nil` means the target
    /// storyboard's initial view controller.
    var referencedIdentifier: String?

    /// `Settings.storyboard#SettingsVC` (or `Settings.storyboard (initial controller)`).
    func display(in document: String) -> String {
      let file = storyboardName.map { "\($0).storyboard" } ?? document
      return referencedIdentifier.map { "\(file)#\($0)" } ?? "\(file) (initial controller)"
    }
  }

  /// The IB object id (`fq7-4A-8UN`), or a synthetic id for a xib's top-level view.
  var id: String
  /// The index of the document the controller is in (within one import).
  var document = 0
  /// Unique within one import of several documents: `<document index>:<id>`.
  var key: String { "\(document):\(id)" }
  /// Set for a storyboard reference (`<viewControllerPlaceholder>`), which is never a scene.
  var reference: Reference?
  /// `<size key="freeformSize">` when the controller is sized freely in Interface Builder.
  var freeformSize: Size?
  /// The element name (`viewController`); `view` etc. for a xib's top-level view.
  var element: String
  /// The class name (custom class, else the UIKit class).
  var className: String
  /// The custom class's module (`customModule`), part of its identity when two modules define a
  /// class of the same name.
  var module: String?
  /// The element's UIKit class.
  var uikitClass: String
  /// `storyboardIdentifier`, if set.
  var storyboardIdentifier: String?
  /// The navigation item's title or the element's user label.
  var title: String?
  /// The root view element (`key="view"`) and its path.
  var rootView: (node: XMLNode, path: String)?
  /// The ids of the controller's `<layoutGuides>` (`<viewControllerLayoutGuide type="top">`, the
  /// top layout guide iOS 7 to 10 documents pin views to; `type="bottom"`).
  var layoutGuides: (top: String?, bottom: String?) = (nil, nil)
  /// The element path of the controller.
  var path: String
  var line: Int
  var column: Int
  /// Every segue found below the controller element.
  var segues: [Segue] = []
  /// The controller's outlets to views: view id → outlet property (`emailField`), the first one
  /// when several point at a view (suggested accessibility identifiers, `import --identifiers`).
  var outlets: [String: String] = [:]
  /// For navigation controllers: the stored navigation bar height, and whether the bar is hidden.
  var navigationBarHeight: Double?
  var navigationBarHidden = false
  /// False when `automaticallyAdjustsScrollViewInsets="NO"`: no scroll view's inset is adjusted.
  var adjustsScrollViewInsets = true
  /// True when the controller simulates a navigation bar (`simulatedTopBarMetrics`).
  var simulatesNavigationBar = false
  /// The bars it extends under, its presentation style and popover size.
  var layout = ControllerLayout()
  /// Views UIKit shows outside the root view's tree: the custom views of `toolbarItems` (in the
  /// navigation controller's toolbar) and the navigation item's title view (`BarItemInputs`).
  var barItems = BarItemInputs()

  /// Whether the class is a container kind (navigation, tab bar, split).
  var isContainer: Bool {
    ["UINavigationController", "UITabBarController", "UISplitViewController"].contains(uikitClass)
  }

  /// Reads a controller element at `path`.
  init(node: XMLNode, path: String, uikitClass: String, className: String) {
    self.id = node["id"] ?? path
    self.element = node.name
    self.uikitClass = uikitClass
    self.className = className
    self.storyboardIdentifier = node["storyboardIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
    if className != uikitClass { module = node["customModule"].flatMap { $0.isEmpty ? nil : $0 } }
    self.path = path
    self.line = node.line
    self.column = node.column
    self.title =
      node["title"] ?? node.child("navigationItem", key: "navigationItem")?["title"]
      ?? node["userLabel"]
    for guide in node.child("layoutGuides")?.children ?? []
    where guide.name == "viewControllerLayoutGuide" {
      if guide["type"] == "top" { layoutGuides.top = guide["id"] }
      if guide["type"] == "bottom" { layoutGuides.bottom = guide["id"] }
    }
    if let index = node.children.firstIndex(where: {
      $0["key"] == "view" && ElementClasses.views[$0.name] != nil
    }) {
      rootView = (node.children[index], node.path(ofChild: index, under: path))
    }
    if let bar = node.child("navigationBar", key: "navigationBar") {
      navigationBarHeight =
        (bar.child("rect", key: "frame") ?? bar.child("frame", key: "frameInset"))
        .flatMap { IBValue.number($0["height"] ?? "") }
      if bar.bool("hidden") == true { navigationBarHidden = true }
    }
    if node.bool("navigationBarHidden") == true { navigationBarHidden = true }
    adjustsScrollViewInsets = node.bool("automaticallyAdjustsScrollViewInsets") ?? true
    layout = ControllerLayout(node)
    simulatesNavigationBar =
      node.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil
    if let size = node.child("size", key: "freeformSize"),
      let width = IBValue.number(size["width"] ?? ""),
      let height = IBValue.number(size["height"] ?? ""),
      width > 0, height > 0
    {
      freeformSize = Size(width: width, height: height)
    }
    if node.name == "viewControllerPlaceholder" {
      reference = Reference(
        storyboardName: node["storyboardName"].flatMap { $0.isEmpty ? nil : $0 },
        referencedIdentifier: node["referencedIdentifier"].flatMap { $0.isEmpty ? nil : $0 })
    }
    barItems = BarItemInputs(node, path: path)
    for outlet in node.child("connections")?.children(named: "outlet") ?? [] {
      guard let property = outlet["property"], let destination = outlet["destination"],
        property != "view", outlets[destination] == nil
      else { continue }
      outlets[destination] = property
    }
    collectSegues(node, path: path, container: nil, depth: 0)
  }

  /// Creates the synthetic controller of a xib's top-level view.
  init(id: String, className: String, rootView: XMLNode, path: String) {
    self.id = id
    self.element = rootView.name
    self.uikitClass = "UIViewController"
    self.className = className
    self.path = path
    self.line = rootView.line
    self.column = rootView.column
    self.rootView = (rootView, path)
    self.title = rootView["userLabel"]
  }

  private mutating func collectSegues(_ node: XMLNode, path: String, container: String?, depth: Int)
  {
    guard depth < 200 else { return }
    for (index, child) in node.children.enumerated() {
      let childPath = node.path(ofChild: index, under: path)
      if child.name == "segue", let destination = child["destination"] {
        segues.append(
          Segue(
            kind: child["kind"] ?? "", relationship: child["relationship"],
            destination: destination,
            containerView: container, presentationStyle: child["modalPresentationStyle"],
            path: childPath, line: child.line, column: child.column))
      } else {
        let next = child.name == "containerView" ? child["id"] : container
        collectSegues(child, path: childPath, container: next, depth: depth + 1)
      }
    }
  }
}
