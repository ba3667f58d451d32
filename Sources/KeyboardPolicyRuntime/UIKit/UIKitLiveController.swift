#if canImport(UIKit) && os(iOS)
  import AvoidanceEngine
  import PolicyLanguage
  import SceneModel
  import UIKit

  /// A `UIViewController` as the runtime reads it (`UIViewController.keyboardPolicyLive`): a
  /// value over the controller, made per read and never kept.
  @MainActor
  struct UIKitLiveController: @preconcurrency LiveViewControllerAccess {
    /// The controller.
    let controller: UIViewController

    /// The class name (past a KVO subclass).
    var liveClassName: String { String(describing: unobservedClass(of: controller)) }
    /// The class chain, nearest first.
    var liveClassChain: [String] { liveClassNames(of: unobservedClass(of: controller)) }
    /// `parent`.
    var liveParent: (any LiveViewController)? { controller.parent }
    /// `viewIfLoaded`.
    var liveRootView: (any LiveView)? { controller.viewIfLoaded }
    /// The stable name set in code (`keyboardPolicy.stableName`), for every subclass.
    var liveStableName: String? { controller.existingKeyboardPolicy?.stableName }
    /// The container kind set in code (`keyboardPolicy.container`: a custom container such as a
    /// side menu), for every subclass; `nil` derives it from the class chain.
    var liveContainer: ContainerKind? { controller.existingKeyboardPolicy?.container }
    /// The screen's settings made in code (`keyboardPolicy`).
    var liveCodeSettings: CodeSettings? { controller.existingKeyboardPolicy?.code }

    /// A navigation controller's visible bar's bottom edge in window coordinates.
    var liveNavigationBarBottom: Double? {
      guard let navigation = controller as? UINavigationController,
        !navigation.isNavigationBarHidden
      else { return nil }
      let bar = navigation.navigationBar
      return Double(bar.convert(bar.bounds, to: nil).maxY)
    }

    /// True for a navigation controller whose bar is hidden.
    var liveNavigationBarHidden: Bool? {
      (controller as? UINavigationController)?.isNavigationBarHidden == true ? true : nil
    }

    /// `navigationItem.searchController?.searchBar`.
    var liveNavigationSearchBar: (any LiveView)? {
      controller.navigationItem.searchController?.searchBar
    }
  }
#endif
