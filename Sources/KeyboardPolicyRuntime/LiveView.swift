import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// What the runtime needs from one view of a running app's hierarchy (a `UIView` on iOS, an
/// in-memory view in tests).
///
/// Reads are cheap and side-effect free; `setLiveValue(_:to:)` is the only write, and the runtime
/// calls it only inside the host's animation closure. Every requirement has a `live` prefix so a
/// `UIView` can conform without clashing with its own `frame`, `superview` or `subviews`.
public protocol LiveView: AnyObject {
  /// The most derived class name (`EmailField`, `UITextField`). Read on every snapshot.
  var liveClassName: String { get }
  /// The class chain, nearest first: `["EmailField", "UITextField", "UIControl", "UIView",
  /// "UIResponder", "NSObject"]`. Asked once per class name a runtime meets.
  var liveClassChain: [String] { get }
  /// A name that identifies the view across events when the app gives it one (default `nil`):
  /// the runtime's id for the view, if no other live view holds it.
  var liveStableName: String? { get }
  /// Everything but the tree: frame (in the superview's coordinates; for a scroll view's subview,
  /// content coordinates, as UIKit's `frame`), identifier, flags, text-input kind, scroll state,
  /// safe area, and the settings made in code.
  var liveAttributes: LiveViewAttributes { get }
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
}

extension LiveView {
  /// No stable name: the runtime names the view from its identifier or its class.
  public var liveStableName: String? { nil }
}

/// The values of one live view the engine reads, in one struct (one protocol call per view).
public struct LiveViewAttributes: Hashable, Sendable {
  /// `frame`, in the superview's coordinates (content coordinates under a scroll view).
  public var frame: Rect
  /// `tag`.
  public var tag: Int
  /// `accessibilityIdentifier`.
  public var accessibilityIdentifier: String?
  /// `isHidden`.
  public var isHidden: Bool
  /// `alpha`.
  public var alpha: Double
  /// `isEnabled` (controls, search bars) or `isEditable` (text views).
  public var isEnabled: Bool
  /// `isUserInteractionEnabled`.
  public var isUserInteractionEnabled: Bool
  /// The placeholder (the toolbar title).
  public var placeholder: String?
  /// The text-input kind, when the view is one (`nil` derives it from the class chain).
  public var textInput: TextInputKind?
  /// Offset, content inset, indicator insets, content size and scroll enabled, for scroll views
  /// (`nil`: UIKit's defaults with the content size equal to the frame's size).
  public var scroll: ScrollState?
  /// `safeAreaInsets`.
  public var safeAreaInsets: Insets
  /// `layoutMargins`.
  public var layoutMargins: Insets
  /// Per-field settings made in code (`view.keyboardPolicy.distance = 30`).
  public var code: CodeSettings
  /// Per-scroll-view flags made in code.
  public var scrollCode: ScrollViewCodeSettings
  /// The toolbar title set in code for this field (IQ `iq.placeholder`); beats the placeholder.
  public var toolbarTitle: String?

  /// Creates attributes; everything but the frame has UIKit's default.
  public init(
    frame: Rect, tag: Int = 0, accessibilityIdentifier: String? = nil, isHidden: Bool = false,
    alpha: Double = 1, isEnabled: Bool = true, isUserInteractionEnabled: Bool = true,
    placeholder: String? = nil, textInput: TextInputKind? = nil, scroll: ScrollState? = nil,
    safeAreaInsets: Insets = .zero, layoutMargins: Insets = .zero,
    code: CodeSettings = CodeSettings(),
    scrollCode: ScrollViewCodeSettings = ScrollViewCodeSettings(),
    toolbarTitle: String? = nil
  ) {
    self.frame = frame
    self.tag = tag
    self.accessibilityIdentifier = accessibilityIdentifier
    self.isHidden = isHidden
    self.alpha = alpha
    self.isEnabled = isEnabled
    self.isUserInteractionEnabled = isUserInteractionEnabled
    self.placeholder = placeholder
    self.textInput = textInput
    self.scroll = scroll
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.code = code
    self.scrollCode = scrollCode
    self.toolbarTitle = toolbarTitle
  }
}
