import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// A live view controller backed by a scene controller.
public final class SceneLiveController: LiveViewController, LiveViewControllerAccess {
  /// The scene controller it was built from.
  public let scene: SceneController
  /// The class chain from the scene's classes and UIKit's table.
  public let liveClassChain: [String]
  /// The parent controller.
  public weak var parent: SceneLiveController?
  /// The root view.
  public weak var rootView: SceneLiveView?
  /// The navigation-bar search controller's search bar.
  public weak var searchBar: SceneLiveView?
  public var reportsStableName = true
  /// The screen's settings made in code (`LiveControllerSettings`), if any.
  public var settings: LiveControllerSettings?
  /// Whether views of the screen are pinned to the keyboard layout guide (as a constraint
  /// added or removed on device changes it); starts as the scene controller's.
  public var followsKeyboardLayoutGuide: Bool

  /// Builds the tree.
  public init(_ controller: SceneController, hierarchy: ClassHierarchy) {
    scene = controller
    liveClassChain = hierarchy.chain(of: controller.className)
    followsKeyboardLayoutGuide = controller.followsKeyboardLayoutGuide
  }

  /// The class name.
  public var liveClassName: String { scene.className }
  /// The scene id, when `reportsStableName` is on.
  public var liveStableName: String? { reportsStableName ? scene.id : nil }
  /// `parent`.
  public var liveParent: (any LiveViewController)? { parent }
  /// `rootView`.
  public var liveRootView: (any LiveView)? { rootView }
  /// The scene controller's `navigationBarBottom`.
  public var liveNavigationBarBottom: Double? { scene.navigationBarBottom }
  /// The scene controller's `navigationBarHidden`.
  public var liveNavigationBarHidden: Bool? { scene.navigationBarHidden }
  /// The scene controller's `container`.
  public var liveContainer: ContainerKind? { scene.container }
  /// `searchBar`.
  public var liveNavigationSearchBar: (any LiveView)? { searchBar }
  /// `settings?.code`.
  public var liveCodeSettings: CodeSettings? { settings?.code }
  /// The scene controller's `modalPresentationStyle`.
  public var liveModalPresentationStyle: ModalPresentationStyle? { scene.modalPresentationStyle }
  /// `followsKeyboardLayoutGuide`.
  public var liveFollowsKeyboardLayoutGuide: Bool { followsKeyboardLayoutGuide }
}
