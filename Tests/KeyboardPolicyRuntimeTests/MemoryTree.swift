import AvoidanceEngine
import SceneModel
import KeyboardPolicyRuntime
import PolicyLanguage
import Testing

/// An in-memory view hierarchy implementing the runtime's live-view protocols, built from any
/// scene: what the runtime sees of a UIKit window, on Linux.
final class MemoryView: LiveView {
  let sceneID: String
  let liveClassName: String
  let liveClassChain: [String]
  var liveAttributes: LiveViewAttributes
  weak var superview: MemoryView?
  var subviews: [MemoryView] = []
  weak var controller: MemoryController?
  weak var window: MemoryWindow?
  /// Whether the view reports its scene id as its stable name (off: the runtime names it).
  var reportsStableName = true
  /// Every write, in order.
  var writes: [(ViewProperty, Double)] = []

  init(_ view: SceneView, hierarchy: ClassHierarchy) {
    sceneID = view.id
    liveClassName = view.className
    liveClassChain = hierarchy.chain(of: view.className)
    liveAttributes = LiveViewAttributes(
      frame: view.frame, tag: view.tag, accessibilityIdentifier: view.accessibilityIdentifier,
      isHidden: view.isHidden, alpha: view.alpha, isEnabled: view.isEnabled,
      isUserInteractionEnabled: view.isUserInteractionEnabled, placeholder: view.placeholder,
      textInput: view.textInput, scroll: view.scroll, safeAreaInsets: view.safeAreaInsets,
      layoutMargins: view.layoutMargins, code: view.code, scrollCode: view.scrollCode)
  }

  var liveStableName: String? { reportsStableName ? sceneID : nil }
  var liveSuperview: (any LiveView)? { superview }
  var liveSubviews: [any LiveView] { subviews }
  var liveViewController: (any LiveViewController)? { controller }
  var liveWindow: (any LiveWindow)? { window }

  func setLiveValue(_ property: ViewProperty, to value: Double) {
    writes.append((property, value))
    // A scroll view without recorded state has UIKit's defaults (content size = frame size).
    var scroll = liveAttributes.scroll ?? ScrollState(contentSize: liveAttributes.frame.size)
    switch property {
    case .originY:
      liveAttributes.frame.origin.y = value
      return
    case .contentOffsetY: scroll.contentOffset.y = value
    case .contentInsetBottom: scroll.contentInset.bottom = value
    case .indicatorInsetBottom: scroll.indicatorInsets.bottom = value
    }
    liveAttributes.scroll = scroll
  }

  /// The view as a scene view again, with its subviews.
  var sceneView: SceneView {
    let a = liveAttributes
    return SceneView(
      id: sceneID, className: liveClassName, frame: a.frame, tag: a.tag,
      accessibilityIdentifier: a.accessibilityIdentifier, isHidden: a.isHidden, alpha: a.alpha,
      isEnabled: a.isEnabled, isUserInteractionEnabled: a.isUserInteractionEnabled,
      placeholder: a.placeholder, textInput: a.textInput, scroll: a.scroll,
      safeAreaInsets: a.safeAreaInsets, layoutMargins: a.layoutMargins, code: a.code,
      scrollCode: a.scrollCode, subviews: subviews.map(\.sceneView))
  }

  /// This view and every view below it, depth first.
  var allViews: [MemoryView] { [self] + subviews.flatMap(\.allViews) }
}

/// An in-memory view controller.
final class MemoryController: LiveViewController {
  let scene: SceneController
  let liveClassChain: [String]
  weak var parent: MemoryController?
  weak var rootView: MemoryView?
  weak var searchBar: MemoryView?
  var reportsStableName = true

  init(_ controller: SceneController, hierarchy: ClassHierarchy) {
    scene = controller
    liveClassChain = hierarchy.chain(of: controller.className)
  }

  var liveClassName: String { scene.className }
  var liveStableName: String? { reportsStableName ? scene.id : nil }
  var liveParent: (any LiveViewController)? { parent }
  var liveRootView: (any LiveView)? { rootView }
  var liveNavigationBarBottom: Double? { scene.navigationBarBottom }
  var liveContainer: ContainerKind? { scene.container }
  var liveNavigationSearchBar: (any LiveView)? { searchBar }
}

/// An in-memory window holding a scene's views and controllers.
final class MemoryWindow: LiveWindow {
  var liveSize: Size
  var liveStatusBarHeight: Double
  var orientation: Orientation
  var views: [MemoryView] = []
  var controllers: [MemoryController] = []
  let classes: [String: String]
  private var byID: [String: MemoryView] = [:]

  init(_ scene: Scene) {
    liveSize = scene.window
    liveStatusBarHeight = scene.statusBarHeight
    orientation = scene.orientation
    classes = scene.classes
    let hierarchy = ClassHierarchy(custom: scene.classes)
    func build(_ view: SceneView, parent: MemoryView?) -> MemoryView {
      let memory = MemoryView(view, hierarchy: hierarchy)
      memory.superview = parent
      memory.window = self
      byID[view.id] = memory
      memory.subviews = view.subviews.map { build($0, parent: memory) }
      return memory
    }
    views = scene.views.map { build($0, parent: nil) }
    controllers = scene.controllers.map { MemoryController($0, hierarchy: hierarchy) }
    let controllerByID = Dictionary(
      controllers.map { ($0.scene.id, $0) }, uniquingKeysWith: { first, _ in first })
    for controller in controllers {
      controller.parent = controller.scene.parent.flatMap { controllerByID[$0] }
      controller.searchBar = controller.scene.navigationSearchBar.flatMap { byID[$0] }
      if let root = controller.scene.view.flatMap({ byID[$0] }) {
        controller.rootView = root
        root.controller = controller
      }
    }
  }

  var liveOrientation: Orientation? { orientation }
  var liveSubviews: [any LiveView] { views }

  /// The view with scene id `id`.
  func view(_ id: String) -> MemoryView? { byID[id] }

  /// The window as a scene again (controllers and classes as built), with `focus` and `keyboard`.
  func scene(focus: String?, keyboard: Keyboard?) -> Scene {
    Scene(
      window: liveSize, statusBarHeight: liveStatusBarHeight, orientation: orientation,
      keyboard: keyboard, views: views.map(\.sceneView),
      controllers: controllers.map(\.scene), classes: classes, focus: focus)
  }
}

extension MemoryWindow {
  /// The view with scene id `id`, or a test failure.
  func required(_ id: String) throws -> MemoryView {
    try #require(view(id), "no view '\(id)'")
  }
}
