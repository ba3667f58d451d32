import AvoidanceEngine
import PolicyLanguage
import SceneModel

// The runtime's own spelling of the reads and writes: `view.liveAttributes` for
// `view.keyboardPolicyLive.liveAttributes`. Internal, so none of it reaches an app's `UIView`,
// `UIWindow` or `UIViewController`: they show `keyboardPolicyLive` (and `keyboardPolicyLiveWindow`)
// alone.

extension LiveView {
  var liveClassName: String { keyboardPolicyLive.liveClassName }
  var liveClassChain: [String] { keyboardPolicyLive.liveClassChain }
  var liveStableName: String? { keyboardPolicyLive.liveStableName }
  var liveAttributes: SceneView { keyboardPolicyLive.liveAttributes }
  var liveToolbarTitle: String? { keyboardPolicyLive.liveToolbarTitle }
  var liveSuperview: (any LiveView)? { keyboardPolicyLive.liveSuperview }
  var liveSubviews: [any LiveView] { keyboardPolicyLive.liveSubviews }
  var liveViewController: (any LiveViewController)? { keyboardPolicyLive.liveViewController }
  var liveWindow: (any LiveWindow)? { keyboardPolicyLive.liveWindow }
  func setLiveValue(_ property: ViewProperty, to value: Double) {
    keyboardPolicyLive.setLiveValue(property, to: value)
  }
  var liveReturnKey: ReturnKeyType? { keyboardPolicyLive.liveReturnKey }
  func setLiveReturnKey(_ key: ReturnKeyType) { keyboardPolicyLive.setLiveReturnKey(key) }
  var liveReturnsThroughDelegate: Bool { keyboardPolicyLive.liveReturnsThroughDelegate }
  var liveDelegate: AnyObject? { keyboardPolicyLive.liveDelegate }
  func setLiveDelegate(_ delegate: AnyObject?) { keyboardPolicyLive.setLiveDelegate(delegate) }
  var liveInputAccessory: InputAccessory { keyboardPolicyLive.liveInputAccessory }
  var liveIsInputAccessoryView: Bool { keyboardPolicyLive.liveIsInputAccessoryView }
  var liveShowsFindNavigator: Bool { keyboardPolicyLive.liveShowsFindNavigator }
  var liveUsesFindInteraction: Bool { keyboardPolicyLive.liveUsesFindInteraction }
  func scrollLive(toOffsetY value: Double, animated: Bool) {
    keyboardPolicyLive.scrollLive(toOffsetY: value, animated: animated)
  }
  func layoutLiveIfNeeded() { keyboardPolicyLive.layoutLiveIfNeeded() }
  func liveBecomeFirstResponder() -> Bool { keyboardPolicyLive.liveBecomeFirstResponder() }
  func liveResignFirstResponder() -> Bool { keyboardPolicyLive.liveResignFirstResponder() }
}

extension LiveViewController {
  var liveClassName: String { keyboardPolicyLive.liveClassName }
  var liveClassChain: [String] { keyboardPolicyLive.liveClassChain }
  var liveStableName: String? { keyboardPolicyLive.liveStableName }
  var liveParent: (any LiveViewController)? { keyboardPolicyLive.liveParent }
  var liveRootView: (any LiveView)? { keyboardPolicyLive.liveRootView }
  var liveNavigationBarBottom: Double? { keyboardPolicyLive.liveNavigationBarBottom }
  var liveNavigationBarHidden: Bool? { keyboardPolicyLive.liveNavigationBarHidden }
  var liveModalPresentationStyle: ModalPresentationStyle? {
    keyboardPolicyLive.liveModalPresentationStyle
  }
  var liveFollowsKeyboardLayoutGuide: Bool { keyboardPolicyLive.liveFollowsKeyboardLayoutGuide }
  var liveContainer: ContainerKind? { keyboardPolicyLive.liveContainer }
  var liveNavigationSearchBar: (any LiveView)? { keyboardPolicyLive.liveNavigationSearchBar }
  var liveCodeSettings: CodeSettings? { keyboardPolicyLive.liveCodeSettings }
}

extension LiveWindow {
  var liveIsAppWindow: Bool { keyboardPolicyLiveWindow.liveIsAppWindow }
  var liveHorizontalSizeClass: SizeClass? { keyboardPolicyLiveWindow.liveHorizontalSizeClass }
  var liveSize: Size { keyboardPolicyLiveWindow.liveSize }
  var liveStatusBarHeight: Double { keyboardPolicyLiveWindow.liveStatusBarHeight }
  var liveOrientation: Orientation? { keyboardPolicyLiveWindow.liveOrientation }
  var liveSubviews: [any LiveView] { keyboardPolicyLiveWindow.liveSubviews }
  func liveConvertFromScreen(_ rect: Rect) -> Rect {
    keyboardPolicyLiveWindow.liveConvertFromScreen(rect)
  }
}
