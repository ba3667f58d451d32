import SceneModel
import PolicyLanguage

/// Builds the scene of one content controller: its view tree (with embedded children), its
/// container controllers, the navigation bar, safe areas, keyboard and focus.
struct SceneAssembler {
  let controllers: [String: ControllerInfo]
  let graph: ControllerGraph
  let context: ImportContext
  /// Views loaded in code to put in the screens' tables, by table name (`--mount`).
  var mounts: [String: [LooseView]] = [:]

  /// The maximum nesting of embedded controllers followed.
  static let maximumEmbedDepth = 8

  /// The scene of `controller`, or `nil` when its views hold no text input. When views were
  /// skipped for their depth and none is left, the `IB008` note goes to `skipped` so the reader
  /// learns why a text input may be missing.
  func scene(for controller: ControllerInfo, skipped: inout [ImportIssue]) -> ImportedScene? {
    guard let root = controller.rootView else { return nil }
    var parts = Parts()
    parts.builder.sizeClass = context.sizeClass
    parts.builder.rootSize = context.documentWindow
    var bars = addContainers(of: controller, to: &parts)
    guard var rootView = parts.builder.view(root.node, path: root.path, depth: 1) else {
      return nil
    }
    parts.builder.safeAreaPins.addLayoutGuides(
      top: controller.layoutGuides.top, bottom: controller.layoutGuides.bottom, owner: rootView.id)
    let layout = layOut(
      &rootView, root: root, controller: controller, bars: bars,
      pins: parts.builder.safeAreaPins, notes: &parts.notes)
    let placement = layout.placement
    bars.navigationBarBottom = placement.navigationBarBottom
    if bars.simulatedOnly, let bottom = placement.navigationBarBottom {
      parts.notes.append(
        ImportIssue(
          .assumedNavigationBar(bottom: bottom), path: controller.path,
          line: controller.line, column: controller.column))
    }
    addContent(
      of: controller, rootView: &rootView, bars: bars, safeArea: placement.safeArea, to: &parts)
    Self.propagateSafeArea(
      &rootView, scrollViews: parts.builder.scrollViews,
      controllerAdjusts: controller.adjustsScrollViewInsets)
    parts.notes += addBarItems(
      of: controller, rootView: &rootView, placement: placement, builder: &parts.builder)
    parts.notes += mountViews(into: &rootView, builder: &parts.builder, screen: controller)
    Self.markKeyboardGuideFollowers(
      rootView, owners: parts.builder.keyboardGuidePins.usedOwners(),
      controllers: &parts.controllers)
    rootView = Self.adoptIdentifiers(rootView, controllers: &parts.controllers)

    var classes = parts.builder.classes
    classes.merge(parts.controllerClasses) { current, _ in current }
    let hierarchy = ClassHierarchy(custom: classes)
    guard let focus = Self.firstTextInput(rootView, hierarchy: hierarchy) else {
      skipped += parts.builder.issues.filter { $0.code == .tooDeep }.map { issue in
        var issue = issue
        issue.message += " (controller '\(controller.id)' has no text input left)"
        return issue
      }
      return nil
    }

    let scene = Scene(
      window: context.window, statusBarHeight: context.device.statusBarHeight(context.orientation),
      orientation: context.orientation, keyboard: context.keyboardHeight.map(Keyboard.height),
      views: [rootView],
      controllers: parts.controllers, classes: classes, focus: focus, device: context.device.id)
    var notes = parts.notes
    if parts.builder.insetFrames > 0 {
      notes.append(
        ImportIssue(
          .framesFromInsets(parts.builder.insetFrames), path: controller.path,
          line: controller.line, column: controller.column))
    }
    notes.insert(layout.firstNote, at: 0)
    notes += parts.builder.issues
    var imported = ImportedScene(
      controllerID: controller.id, controllerClass: controller.className,
      storyboardIdentifier: controller.storyboardIdentifier, title: controller.title,
      path: controller.path,
      scene: scene, notes: notes)
    imported.outlets = controller.outlets
    imported.canvasLayout = layout.canvasCheck
    return imported
  }

  /// What one scene is assembled from, gathered step by step.
  private struct Parts {
    /// Reads the view trees (and collects their notes and classes).
    var builder = ViewBuilder()
    /// Notes about the scene, before the view notes.
    var notes: [ImportIssue] = []
    /// The scene's controllers: containers outermost first, then the content controller, then
    /// the embedded ones.
    var controllers: [SceneController] = []
    /// Controller classes met: class name → superclass.
    var controllerClasses: [String: String] = [:]

    /// Records the classes of `info` (an app subclass of a UIKit controller, or a framework
    /// controller class) in `controllerClasses`.
    mutating func register(_ info: ControllerInfo) {
      if info.className != info.uikitClass, UIKitClasses.superclass[info.className] == nil {
        controllerClasses[info.className] = info.uikitClass
      }
      if UIKitClasses.superclass[info.uikitClass] == nil,
        let superclass = ElementClasses.frameworkSuperclasses[info.uikitClass]
      {
        controllerClasses[info.uikitClass] = superclass
      }
    }
  }

  /// The content controller's containers: its parent and the bars they put around it.
  struct ContainerBars {
    /// The id of the innermost container (the content controller's parent), if any.
    var parent: String?
    /// The outermost container's key (the controller a modal segue presents), if any.
    var outermost: String?
    /// Whether a navigation bar shows (a navigation controller's, or a simulated one).
    var showsNavigationBar = false
    /// True when the bar is only simulated (no navigation controller holds the controller).
    var simulatedOnly = false
    /// The navigation controller's stored bar height.
    var storedBarHeight: Double?
    /// Whether the bar is opaque (`translucent="NO"`).
    var opaqueNavigationBar = false
    /// The navigation bar's bottom in the window, once placed.
    var navigationBarBottom: Double?
    /// Whether a tab bar controller contains the controller.
    var inTabBar = false
    /// Whether the innermost tab bar controller's bar is opaque.
    var opaqueTabBar = false
    /// The split view column holding the controller (or its containers), if any.
    var splitColumn: RootPlacement.SplitColumn?
  }

  /// Lists the container ancestors of `controller` (outermost first) and finds the bars they show:
  /// the navigation bar (or, with no navigation controller, a simulated one, with a note) and the
  /// tab bar.
  private func addContainers(of controller: ControllerInfo, to parts: inout Parts) -> ContainerBars
  {
    let ancestors = graph.ancestors(of: controller.key).compactMap { controllers[$0] }
    var bars = ContainerBars(parent: ancestors.first?.id, outermost: ancestors.last?.key)
    // The column: the split view's child on the way up from the controller.
    var below = controller.key
    for ancestor in ancestors {
      if ancestor.uikitClass == "UISplitViewController" {
        bars.splitColumn = graph.splitColumns[below]
        break
      }
      below = ancestor.key
    }
    for ancestor in ancestors.reversed() {
      parts.register(ancestor)
      parts.controllers.append(
        SceneController(
          id: ancestor.id, className: ancestor.className,
          parent: graph.ancestors(of: ancestor.key).first.flatMap { controllers[$0]?.id },
          navigationBarHidden: ancestor.uikitClass == "UINavigationController"
            && ancestor.navigationBarHidden ? true : nil))
      if ancestor.uikitClass == "UITabBarController" {
        bars.inTabBar = true
        bars.opaqueTabBar = ancestor.layout.opaqueTabBar
      }
    }
    if let navigation = ancestors.first(where: { $0.uikitClass == "UINavigationController" }) {
      bars.showsNavigationBar = !navigation.navigationBarHidden
      bars.storedBarHeight = navigation.navigationBarHeight
      bars.opaqueNavigationBar = navigation.layout.opaqueNavigationBar
    } else if controller.simulatesNavigationBar {
      bars.showsNavigationBar = true
      bars.simulatedOnly = true
      bars.opaqueNavigationBar = controller.layout.opaqueSimulatedBar
    }
    return bars
  }

  /// Sets the root view's safe area from the device and the bars, lists `controller` with its
  /// navigation bar, embeds its child controllers, and applies UIKit's automatic scroll view
  /// insets when the controller asks for them.
  private func addContent(
    of controller: ControllerInfo, rootView: inout SceneView, bars: ContainerBars,
    safeArea: Insets, to parts: inout Parts
  ) {
    rootView.safeAreaInsets = safeArea
    parts.register(controller)
    var main = SceneController(
      id: controller.id, className: controller.className, view: rootView.id,
      parent: bars.parent)
    main.navigationBarBottom = bars.navigationBarBottom
    parts.controllers.append(main)
    embedChildren(of: controller, into: &rootView, parts: &parts, depth: 1)
    if controller.adjustsScrollViewInsets {
      rootView = Self.adjustInsets(
        rootView, origin: Point(x: 0, y: 0),
        topGuide: rootView.frame.minY + rootView.safeAreaInsets.top,
        adjusted: parts.builder.insetAdjusted)
    }
  }

  /// Ids: a unique accessibility identifier becomes the view's id; the controllers' root view ids
  /// follow the renames.
  private static func adoptIdentifiers(
    _ rootView: SceneView, controllers: inout [SceneController]
  ) -> SceneView {
    var renames: [String: String] = [:]
    let renamed = renameToIdentifiers(rootView, renames: &renames)
    for index in controllers.indices {
      if let view = controllers[index].view, let new = renames[view] {
        controllers[index].view = new
      }
    }
    return renamed
  }

  /// Puts each controller embedded in a container view of `controller` inside that container view
  /// (its root view filling the container) and lists it with `controller` as its parent.
  private func embedChildren(
    of controller: ControllerInfo, into view: inout SceneView, parts: inout Parts, depth: Int
  ) {
    guard depth <= Self.maximumEmbedDepth else { return }
    for (childKey, containerID) in graph.embedded(in: controller.key) {
      guard let child = controllers[childKey], let root = child.rootView,
        !parts.controllers.contains(where: { $0.id == child.id }),
        var childView = parts.builder.view(root.node, path: root.path, depth: 2)
      else { continue }
      parts.register(child)
      embedChildren(of: child, into: &childView, parts: &parts, depth: depth + 1)
      var placed = false
      view = Self.insert(childView, into: view, containerID: containerID, placed: &placed)
      if placed {
        parts.controllers.append(
          SceneController(
            id: child.id, className: child.className, view: childView.id, parent: controller.id))
      }
    }
  }

  private static func insert(
    _ child: SceneView, into view: SceneView, containerID: String, placed: inout Bool
  ) -> SceneView {
    var view = view
    if view.id == containerID, !placed {
      var child = child
      child.frame = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
      view.subviews.append(child)
      placed = true
      return view
    }
    for index in view.subviews.indices where !placed {
      view.subviews[index] = insert(
        child, into: view.subviews[index], containerID: containerID, placed: &placed)
    }
    return view
  }

  /// UIKit's automatic content inset: a scroll view reaching above the top guide (navigation bar
  /// bottom, else the top safe area) gets the overlap (the part of the safe area's top inset it
  /// covers, at most its own height) added to `contentInset.top` and rests at
  /// `contentOffset.y = −contentInset.top` (unless an offset was stored).
  static func adjustInsets(
    _ view: SceneView, origin: Point, topGuide: Double, adjusted: [String: Bool]
  ) -> SceneView {
    var view = view
    let frameInWindow = view.frame.offsetBy(dx: origin.x, dy: origin.y)
    if var scroll = view.scroll, let offsetStored = adjusted[view.id] {
      let overlap = min(topGuide - frameInWindow.minY, frameInWindow.height)
      if overlap > 0 {
        scroll.contentInset.top += overlap
        if !offsetStored { scroll.contentOffset.y = -scroll.contentInset.top }
        view.scroll = scroll
      }
    }
    let offset = view.scroll?.contentOffset ?? .zero
    let childOrigin = Point(x: frameInWindow.minX - offset.x, y: frameInWindow.minY - offset.y)
    view.subviews = view.subviews.map {
      adjustInsets($0, origin: childOrigin, topGuide: topGuide, adjusted: adjusted)
    }
    return view
  }

  /// Renames views whose accessibility identifier is unique in the tree (and names no other view)
  /// to that identifier; records old id → new id.
  static func renameToIdentifiers(_ root: SceneView, renames: inout [String: String]) -> SceneView {
    var counts: [String: Int] = [:]
    var ids: Set<String> = []
    func count(_ view: SceneView) {
      ids.insert(view.id)
      if let identifier = view.accessibilityIdentifier { counts[identifier, default: 0] += 1 }
      view.subviews.forEach(count)
    }
    count(root)
    func rename(_ view: SceneView) -> SceneView {
      var view = view
      if let identifier = view.accessibilityIdentifier, counts[identifier] == 1,
        identifier == view.id || !ids.contains(identifier)
      {
        if identifier != view.id { renames[view.id] = identifier }
        view.id = identifier
      }
      view.subviews = view.subviews.map(rename)
      return view
    }
    return rename(root)
  }

  /// The first text input in document order (depth first, subviews in order).
  static func firstTextInput(_ view: SceneView, hierarchy: ClassHierarchy) -> String? {
    if view.textInput ?? TextInputKind.derived(fromClassChain: hierarchy.chain(of: view.className))
      != nil
    {
      return view.id
    }
    for subview in view.subviews {
      if let found = firstTextInput(subview, hierarchy: hierarchy) { return found }
    }
    return nil
  }
}
