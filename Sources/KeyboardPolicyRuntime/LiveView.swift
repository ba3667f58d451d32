import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// One view of a running app's hierarchy as the runtime knows it (a `UIView` on iOS, an
/// in-memory view in tests): an identity (the runtime tells views apart with `===` and holds them
/// weakly) and one member, `keyboardPolicyLive`, through which it reads and writes the view.
///
/// The reads and writes (`LiveViewAccess`) sit behind that one member so that a `UIView`, which
/// conforms, shows one name in an app's code completion instead of twenty `live…` members. (A
/// leading underscore would not hide them: Swift's code completion hides underscored names of
/// system modules only.)
public protocol LiveView: AnyObject {
  /// How the runtime reads and writes this view. A `UIView` returns a small value over itself,
  /// allocating nothing; an in-memory view (`SceneLiveView`) returns itself.
  var keyboardPolicyLive: any LiveViewAccess { get }
}

extension LiveView where Self: LiveViewAccess {
  /// The view itself, which implements the reads and writes.
  public var keyboardPolicyLive: any LiveViewAccess { self }
}

/// What the runtime reads and writes of one live view (`LiveView.keyboardPolicyLive`).
///
/// Reads are cheap and side-effect free; `setLiveValue(_:to:)`, `scrollLive(toOffsetY:animated:)`
/// and `layoutLiveIfNeeded()` are the only writes to geometry, and the runtime calls them only
/// inside the host's animation closure. Every requirement has a `live` prefix so an in-memory view
/// can implement them beside its own `frame`, `superview` or `subviews`.
public protocol LiveViewAccess {
  /// The most derived class name (`EmailField`, `UITextField`). Read on every snapshot.
  var liveClassName: String { get }
  /// The class chain, nearest first: `["EmailField", "UITextField", "UIControl", "UIView",
  /// "UIResponder", "NSObject"]`. Asked once per class name a runtime meets.
  var liveClassChain: [String] { get }
  /// A name that identifies the view across events when the app gives it one (default `nil`):
  /// the runtime's id for the view, if no other live view holds it.
  var liveStableName: String? { get }
  /// The view's values as a scene view without subviews, in one read: frame (in the superview's
  /// coordinates; for a scroll view's subview, content coordinates, as UIKit's `frame`), tag,
  /// identifier, flags (`isEnabled`: `isEnabled` for controls and search bars, `isEditable` for
  /// text views), placeholder, text-input kind (`nil` derives it from the class chain), scroll
  /// state (`nil`: UIKit's defaults, the content size equal to the frame's size), safe area,
  /// layout margins and the settings made in code. Its `id`, `className` and `subviews` are not
  /// read: the runtime names views itself, and reads `liveClassName` and `liveSubviews`.
  var liveAttributes: SceneView { get }
  /// The toolbar title set in code for this field (IQ `iq.placeholder`), beating its placeholder;
  /// default `nil`.
  var liveToolbarTitle: String? { get }
  /// The superview; `nil` for a window's direct subview (and for the window itself).
  var liveSuperview: (any LiveView)? { get }
  /// The subviews, back to front.
  var liveSubviews: [any LiveView] { get }
  /// The view controller whose root view this is (`next as? UIViewController` with
  /// `viewController.view === self`), if any.
  var liveViewController: (any LiveViewController)? { get }
  /// The window the view is in, if any.
  var liveWindow: (any LiveWindow)? { get }
  /// Writes one property the engine changes: `frame.origin.y` (in the superview's coordinates),
  /// `contentOffset.y`, `contentInset.bottom` or `verticalScrollIndicatorInsets.bottom`.
  func setLiveValue(_ property: ViewProperty, to value: Double)
  /// The return key the field shows (`returnKeyType`); `nil` for a view without one (default).
  var liveReturnKey: ReturnKeyType? { get }
  /// Sets the return key (`returnKeyType`); called only on a view with a `liveReturnKey`, when
  /// the policy turns `toolbar.return-keys` on (default: nothing).
  func setLiveReturnKey(_ key: ReturnKeyType)
  /// Whether return in this view reaches the app only through its delegate: a text view, whose
  /// return UIKit gives no action of its own, only `textView(_:shouldChangeTextIn:replacementText:)`
  /// with a line break (default `false`: a text field's return is its `editingDidEndOnExit`).
  var liveReturnsThroughDelegate: Bool { get }
  /// The view's delegate (a text view's `delegate`), held weakly by the view; default `nil`.
  var liveDelegate: AnyObject? { get }
  /// Sets the delegate (a text view's `delegate`); called only on a view that
  /// `liveReturnsThroughDelegate`, to put the runtime's proxy in front of the app's delegate and
  /// the app's back (default: nothing).
  func setLiveDelegate(_ delegate: AnyObject?)
  /// What the field's input accessory view is now (default `.none`).
  var liveInputAccessory: InputAccessory { get }
  /// Whether this view is installed as a responder's `inputAccessoryView` (a chat composer):
  /// UIKit shows it, and every view in it, on top of the keyboard (default `false`). The
  /// snapshot marks it `placement: inputAccessory` (`LiveSnapshotter.placement`).
  var liveIsInputAccessoryView: Bool { get }
  /// Whether this text view shows its find navigator (iOS 16 `UIFindInteraction`); default
  /// `false`.
  var liveShowsFindNavigator: Bool { get }
  /// Whether this text view has a find interaction (iOS 16 `isFindInteractionEnabled`): its end
  /// of editing may be its find navigator taking the keyboard; default `false`.
  var liveUsesFindInteraction: Bool { get }
  /// Scrolls to the content offset `value` (y; x unchanged) with the scroll view's own call,
  /// `setContentOffset(_:animated:)` on iOS: the runtime uses it for tables, collection views and
  /// scroll views with a stack view above the field. Default: `setLiveValue(.contentOffsetY, to:)`.
  func scrollLive(toOffsetY value: Double, animated: Bool)
  /// Lays the view out now (`layoutIfNeeded()`), after a content inset write, and after
  /// Previous / Next scrolled a list (a table or collection view realises the cells the scroll
  /// revealed). Default: nothing.
  func layoutLiveIfNeeded()
  /// Makes the view first responder (`becomeFirstResponder()`); whether it did (a delegate may
  /// refuse). Default: `false`, nothing happens.
  func liveBecomeFirstResponder() -> Bool
  /// Resigns first responder (`resignFirstResponder()`); whether it did (a delegate may refuse).
  /// Default: `false`, nothing happens.
  func liveResignFirstResponder() -> Bool
}

extension LiveViewAccess {
  /// No stable name: the runtime names the view from its identifier or its class.
  public var liveStableName: String? { nil }
  /// No toolbar title set in code.
  public var liveToolbarTitle: String? { nil }
  /// No return key.
  public var liveReturnKey: ReturnKeyType? { nil }
  /// No return key to set.
  public func setLiveReturnKey(_ key: ReturnKeyType) {}
  /// Return is a text field's: no delegate to go through.
  public var liveReturnsThroughDelegate: Bool { false }
  /// No delegate.
  public var liveDelegate: AnyObject? { nil }
  /// No delegate to set.
  public func setLiveDelegate(_ delegate: AnyObject?) {}
  /// No accessory view.
  public var liveInputAccessory: InputAccessory { .none }
  /// Not an input accessory view.
  public var liveIsInputAccessoryView: Bool { false }
  /// No find navigator.
  public var liveShowsFindNavigator: Bool { false }
  /// No find interaction.
  public var liveUsesFindInteraction: Bool { false }
  /// Sets the offset like any other property.
  public func scrollLive(toOffsetY value: Double, animated: Bool) {
    setLiveValue(.contentOffsetY, to: value)
  }
  /// Nothing to lay out.
  public func layoutLiveIfNeeded() {}
  /// Cannot become first responder.
  public func liveBecomeFirstResponder() -> Bool { false }
  /// Cannot resign.
  public func liveResignFirstResponder() -> Bool { false }
}
