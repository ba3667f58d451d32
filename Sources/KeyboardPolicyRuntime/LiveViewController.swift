import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// A view controller of a running app as the runtime knows it: an identity and one member,
/// `keyboardPolicyLive`, behind which its reads sit (as `LiveView`'s, so a `UIViewController`
/// shows one name in code completion).
public protocol LiveViewController: AnyObject {
  /// How the runtime reads this controller. A `UIViewController` returns a small value over
  /// itself; an in-memory controller (`SceneLiveController`) returns itself.
  var keyboardPolicyLive: any LiveViewControllerAccess { get }
}

extension LiveViewController where Self: LiveViewControllerAccess {
  /// The controller itself, which implements the reads.
  public var keyboardPolicyLive: any LiveViewControllerAccess { self }
}

/// What the runtime needs from a view controller (`LiveViewController.keyboardPolicyLive`): its
/// class, its parent, its root view and its navigation bar.
public protocol LiveViewControllerAccess {
  /// The most derived class name.
  var liveClassName: String { get }
  /// The class chain, nearest first. Asked once per class name a runtime meets.
  var liveClassChain: [String] { get }
  /// A name that identifies the controller across events (default `nil`: named from its class).
  var liveStableName: String? { get }
  /// `parent` (a navigation, tab bar, split or custom container).
  var liveParent: (any LiveViewController)? { get }
  /// The root view when it is loaded (`viewIfLoaded`).
  var liveRootView: (any LiveView)? { get }
  /// `navigationBar.frame.maxY` in window coordinates when this controller shows a navigation bar
  /// (a navigation controller with a visible bar); `nil` otherwise.
  var liveNavigationBarBottom: Double? { get }
  /// True for a navigation controller that hides its bar (`isNavigationBarHidden`), so the top
  /// guide below it is the status bar alone; default `nil` (not stated).
  var liveNavigationBarHidden: Bool? { get }
  /// The container kind when the class chain does not tell (a custom container); default `nil`.
  var liveContainer: ContainerKind? { get }
  /// The search bar of `navigationItem.searchController`, if any.
  var liveNavigationSearchBar: (any LiveView)? { get }
  /// Settings made in code for every field of this controller's screen
  /// (`LiveControllerSettings.code`); default `nil`.
  var liveCodeSettings: CodeSettings? { get }
  /// `modalPresentationStyle` of a presented controller (`presentingViewController != nil`);
  /// default `nil` (not presented, or not read).
  var liveModalPresentationStyle: ModalPresentationStyle? { get }
  /// Whether views of the screen are pinned to its root view's `keyboardLayoutGuide` (iOS 15),
  /// so Auto Layout moves them with the keyboard and the engine leaves the screen to UIKit
  /// unless a `field` rule, an `enable in` entry or code turns avoidance on for it (grammar.md,
  /// "One mover"). Read without creating the guide. Default `false`.
  var liveFollowsKeyboardLayoutGuide: Bool { get }
}

extension LiveViewControllerAccess {
  /// No stable name.
  public var liveStableName: String? { nil }
  /// Not stated.
  public var liveNavigationBarHidden: Bool? { nil }
  /// Derived from the class chain.
  public var liveContainer: ContainerKind? { nil }
  /// No navigation-bar search controller.
  public var liveNavigationSearchBar: (any LiveView)? { nil }
  /// No settings made in code.
  public var liveCodeSettings: CodeSettings? { nil }
  /// Not presented.
  public var liveModalPresentationStyle: ModalPresentationStyle? { nil }
  /// No view pinned to the keyboard layout guide.
  public var liveFollowsKeyboardLayoutGuide: Bool { false }
}

/// A window of a running app as the runtime knows it: an identity and one member,
/// `keyboardPolicyLiveWindow`, behind which its reads sit (a `UIWindow`, being a `UIView`, also has
/// `keyboardPolicyLive`).
public protocol LiveWindow: AnyObject {
  /// How the runtime reads this window. A `UIWindow` returns a small value over itself; an
  /// in-memory window (`SceneLiveWindow`) returns itself.
  var keyboardPolicyLiveWindow: any LiveWindowAccess { get }
}

extension LiveWindow where Self: LiveWindowAccess {
  /// The window itself, which implements the reads.
  public var keyboardPolicyLiveWindow: any LiveWindowAccess { self }
}

/// What the runtime needs from a window (`LiveWindow.keyboardPolicyLiveWindow`): its size, status
/// bar and subviews.
public protocol LiveWindowAccess {
  /// `bounds.size`.
  var liveSize: Size { get }
  /// The top guide's height when no navigation bar is shown: on iOS the larger of
  /// `windowScene.statusBarManager.statusBarFrame.height` and `safeAreaInsets.top`.
  var liveStatusBarHeight: Double { get }
  /// The interface orientation; `nil` derives it from the size.
  var liveOrientation: Orientation? { get }
  /// The window's subviews, back to front.
  var liveSubviews: [any LiveView] { get }
  /// `rect`, in screen coordinates, in this window's (UIKit's keyboard frames are in screen
  /// coordinates; a window in Stage Manager or Slide Over is not at the screen's origin).
  /// Default: unchanged.
  func liveConvertFromScreen(_ rect: Rect) -> Rect
  /// Whether this is the app's own window (on iOS the window its scene delegate holds), not
  /// the keyboard's or another one; default `true`. The snapshot marks the subviews of any
  /// other window `placement: foreignWindow` (`LiveSnapshotter.placement`).
  var liveIsAppWindow: Bool { get }
  /// `traitCollection.horizontalSizeClass`; default `nil` (not read: compact unless the
  /// window's size is an iPad's, `Scene.effectiveHorizontalSizeClass`).
  var liveHorizontalSizeClass: SizeClass? { get }
}

extension LiveWindowAccess {
  /// A window at the screen's origin.
  public func liveConvertFromScreen(_ rect: Rect) -> Rect { rect }
  /// The app's window.
  public var liveIsAppWindow: Bool { true }
  /// Not read.
  public var liveHorizontalSizeClass: SizeClass? { nil }
}
