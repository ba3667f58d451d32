import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// A live window built from a scene: its views (`SceneLiveView`) and controllers
/// (`SceneLiveController`), linked as in the scene.
public final class SceneLiveWindow: LiveWindow, LiveWindowAccess {
  /// The window size (tests rotate it as the system would).
  public var liveSize: Size
  /// The status bar height.
  public var liveStatusBarHeight: Double
  /// The orientation.
  public var orientation: Orientation
  /// The window subviews.
  public var views: [SceneLiveView] = []
  /// The controllers, in the scene's order.
  public var controllers: [SceneLiveController] = []
  /// Where the window's origin is on the screen (a Stage Manager or Slide Over window).
  public var screenOrigin = Point(x: 0, y: 0)
  /// The scene's app classes.
  public let classes: [String: String]
  /// Whether this is the app's window: false when every view of the scene is marked
  /// `placement: foreignWindow` (a scene recorded from another window); tests may set it.
  public var isAppWindow: Bool
  /// The scene's `horizontalSizeClass`.
  public var horizontalSizeClass: SizeClass?
  private var byID: [String: SceneLiveView] = [:]

  /// Builds the tree.
  public init(_ scene: Scene) {
    liveSize = scene.window
    liveStatusBarHeight = scene.statusBarHeight
    orientation = scene.orientation
    classes = scene.classes
    isAppWindow = scene.views.isEmpty || !scene.views.allSatisfy { $0.placement == .foreignWindow }
    horizontalSizeClass = scene.horizontalSizeClass
    let hierarchy = ClassHierarchy(custom: scene.classes)
    func build(_ view: SceneView, parent: SceneLiveView?) -> SceneLiveView {
      let memory = SceneLiveView(view, hierarchy: hierarchy)
      memory.superview = parent
      memory.window = self
      byID[view.id] = memory
      memory.subviews = view.subviews.map { build($0, parent: memory) }
      return memory
    }
    views = scene.views.map { build($0, parent: nil) }
    controllers = scene.controllers.map { SceneLiveController($0, hierarchy: hierarchy) }
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

  /// `orientation`.
  public var liveOrientation: Orientation? { orientation }
  /// `subviews`.
  public var liveSubviews: [any LiveView] { views }
  /// `isAppWindow`.
  public var liveIsAppWindow: Bool { isAppWindow }
  /// `horizontalSizeClass`.
  public var liveHorizontalSizeClass: SizeClass? { horizontalSizeClass }

  /// `rect` moved by `screenOrigin`.
  public func liveConvertFromScreen(_ rect: Rect) -> Rect {
    Rect(
      x: rect.origin.x - screenOrigin.x, y: rect.origin.y - screenOrigin.y,
      width: rect.size.width, height: rect.size.height)
  }

  /// The view with scene id `id`.
  public func view(_ id: String) -> SceneLiveView? { byID[id] }

  /// The window as a scene again (controllers and classes as built), with `focus` and `keyboard`.
  public func scene(focus: String?, keyboard: Keyboard?) -> Scene {
    Scene(
      window: liveSize, statusBarHeight: liveStatusBarHeight, orientation: orientation,
      keyboard: keyboard, views: views.map(\.sceneView),
      controllers: controllers.map(\.scene), classes: classes, focus: focus)
  }
}
