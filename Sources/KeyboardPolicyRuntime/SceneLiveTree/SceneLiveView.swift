import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// A live view backed by a scene view: with `SceneLiveWindow`, an in-memory view hierarchy built
/// from any scene, implementing the live-view protocols (what the runtime sees of a UIKit window,
/// on any platform). For tests, benchmarks and tools; writes land in `liveAttributes`.
public final class SceneLiveView: LiveView, LiveViewAccess {
  /// The view's id in the scene it was built from.
  public let sceneID: String
  /// The class name.
  public let liveClassName: String
  /// The class chain from the scene's classes and UIKit's table.
  public let liveClassChain: [String]
  /// The view's current values, without subviews (the runtime's writes land here).
  public var liveAttributes: SceneView
  /// The toolbar title set in code.
  public var toolbarTitle: String?
  /// The superview (`nil` for a window subview).
  public weak var superview: SceneLiveView?
  /// The subviews, back to front.
  public var subviews: [SceneLiveView] = [] {
    didSet { liveSubviews = subviews }
  }
  /// The controller whose root view this is.
  public weak var controller: SceneLiveController?
  /// The window.
  public weak var window: SceneLiveWindow?
  /// Whether the view reports its scene id as its stable name (off: the runtime names it).
  public var reportsStableName = true
  /// Every write, in order.
  public var writes: [(ViewProperty, Double)] = []
  /// The return key (`default` for a text field or text view, `nil` for other views).
  public var returnKey: ReturnKeyType?
  /// The delegate (a text view's), held weakly as UIKit's `delegate` is.
  public weak var delegate: AnyObject?
  /// Whether return goes through the delegate: a text view (UIKit's `UITextView`).
  public let returnsThroughDelegate: Bool
  /// Every `setLiveDelegate(_:)` call's delegate, in order (`nil` for none), held weakly.
  public var delegateWrites: [WeakDelegate] = []
  /// The input accessory view.
  public var inputAccessory = InputAccessory.none
  /// Whether the view (a text view) shows its find navigator.
  public var showsFindNavigator = false
  /// Whether the view (a text view) has a find interaction (`isFindInteractionEnabled`).
  public var usesFindInteraction = false
  /// Called by `layoutLiveIfNeeded()` (a test realises cells there).
  public var onLayout: ((SceneLiveView) -> Void)?
  /// Every `scrollLive(toOffsetY:animated:)` call's `animated`, in order (the offset is also in
  /// `writes`).
  public var scrolls: [Bool] = []
  /// How many times `layoutLiveIfNeeded()` was called.
  public var layouts = 0
  /// Whether `liveBecomeFirstResponder()` and `liveResignFirstResponder()` are refused (a
  /// delegate that says no).
  public var refusesResponderChanges = false
  /// Whether `liveResignFirstResponder()` alone is refused (a delegate whose
  /// `textFieldShouldEndEditing(_:)` says no).
  public var refusesResigning = false
  /// Every accepted responder change, in order: `true` became first responder, `false` resigned.
  public var responderChanges: [Bool] = []

  /// Builds the tree.
  public init(_ view: SceneView, hierarchy: ClassHierarchy) {
    sceneID = view.id
    liveClassName = view.className
    liveClassChain = hierarchy.chain(of: view.className)
    liveAttributes = view
    liveAttributes.subviews = []
    let kind = view.textInput ?? TextInputKind.derived(fromClassChain: liveClassChain)
    returnKey = kind == .textField || kind == .textView ? .default : nil
    returnsThroughDelegate = kind == .textView
  }

  /// A weak reference to a delegate `setLiveDelegate(_:)` set.
  public struct WeakDelegate {
    /// The delegate, while it is alive.
    public weak var object: AnyObject?
    /// Whether `nil` was set.
    public let wasNil: Bool
  }

  /// The scene id, when `reportsStableName` is on.
  public var liveStableName: String? { reportsStableName ? sceneID : nil }
  /// `superview`.
  public var liveSuperview: (any LiveView)? { superview }
  /// `subviews`, kept as the protocol's array so reading it allocates nothing.
  public private(set) var liveSubviews: [any LiveView] = []
  /// `toolbarTitle`.
  public var liveToolbarTitle: String? { toolbarTitle }
  /// `controller`.
  public var liveViewController: (any LiveViewController)? { controller }
  /// `window`.
  public var liveWindow: (any LiveWindow)? { window }
  /// `returnKey`.
  public var liveReturnKey: ReturnKeyType? { returnKey }
  /// Sets `returnKey`.
  public func setLiveReturnKey(_ key: ReturnKeyType) { returnKey = key }
  /// `returnsThroughDelegate`.
  public var liveReturnsThroughDelegate: Bool { returnsThroughDelegate }
  /// `delegate`.
  public var liveDelegate: AnyObject? { delegate }
  /// Sets `delegate` (recorded in `delegateWrites`).
  public func setLiveDelegate(_ delegate: AnyObject?) {
    delegateWrites.append(WeakDelegate(object: delegate, wasNil: delegate == nil))
    self.delegate = delegate
  }
  /// `inputAccessory`.
  public var liveInputAccessory: InputAccessory { inputAccessory }
  /// Whether the scene view is marked `placement: inputAccessory`.
  public var liveIsInputAccessoryView: Bool { liveAttributes.placement == .inputAccessory }
  /// `showsFindNavigator`.
  public var liveShowsFindNavigator: Bool { showsFindNavigator }
  /// `usesFindInteraction`.
  public var liveUsesFindInteraction: Bool { usesFindInteraction }

  /// Writes a planned value, as UIKit would (a scroll view without recorded state gets UIKit's defaults, content size = frame size); every write is also kept in `writes`.
  public func setLiveValue(_ property: ViewProperty, to value: Double) {
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

  /// Scrolls as `setContentOffset(_:animated:)` would (recorded in `scrolls` and `writes`).
  public func scrollLive(toOffsetY value: Double, animated: Bool) {
    scrolls.append(animated)
    setLiveValue(.contentOffsetY, to: value)
  }

  /// Counts the call (`layouts`) and calls `onLayout`.
  public func layoutLiveIfNeeded() {
    layouts += 1
    onLayout?(self)
  }

  /// Becomes first responder unless `refusesResponderChanges` (recorded in `responderChanges`).
  public func liveBecomeFirstResponder() -> Bool {
    guard !refusesResponderChanges else { return false }
    responderChanges.append(true)
    return true
  }

  /// Resigns unless `refusesResponderChanges` or `refusesResigning` (recorded in
  /// `responderChanges`).
  public func liveResignFirstResponder() -> Bool {
    guard !refusesResponderChanges, !refusesResigning else { return false }
    responderChanges.append(false)
    return true
  }

  /// The view as a scene view again, with its subviews.
  public var sceneView: SceneView {
    var view = liveAttributes
    view.id = sceneID
    view.className = liveClassName
    view.subviews = subviews.map(\.sceneView)
    return view
  }

  /// This view and every view below it, depth first.
  public var allViews: [SceneLiveView] { [self] + subviews.flatMap(\.allViews) }
}
