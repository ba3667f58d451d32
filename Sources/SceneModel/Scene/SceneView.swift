import PolicyLanguage

/// One view of a scene snapshot, with its subviews.
///
/// Field names follow UIKit. Every property but `id` and `frame` has UIKit's default. Views form a
/// tree (`subviews`), so a superview cycle cannot be expressed.
public struct SceneView: Hashable, Sendable {
  /// The scene-unique id other parts of the scene (controllers, `focus`) and event scripts use.
  public var id: String
  /// The view's class name, UIKit's (`UITextField`) or one declared in the scene's `classes`.
  public var className: String
  /// `frame`, in the superview's coordinates (for a subview of a scroll view: content coordinates).
  public var frame: Rect
  /// `tag`.
  public var tag: Int
  /// `accessibilityIdentifier`: what `field "..."` and `scroll-view "..."` rules match.
  public var accessibilityIdentifier: String?
  /// A SwiftUI field's policy name (`.keyboardPolicyField("email")`, `policyName`): what
  /// `field "email"` rules match, over the accessibility identifier.
  public var policyName: String?
  /// A SwiftUI field's order (`.keyboardPolicyField("email", order: 2)`, `order`): its place
  /// under `toolbar.order = tag`, over `tag`.
  public var order: Int?
  /// True on a lazy SwiftUI container (`LazyVStack`, `List`): rows may exist outside the
  /// snapshot, so the fields it records need not be all of its fields (`lazy`).
  public var isLazy = false
  /// `isHidden`.
  public var isHidden: Bool
  /// `alpha`.
  public var alpha: Double
  /// `isEnabled` for controls and search bars, `isEditable` for text views.
  public var isEnabled: Bool
  /// `isUserInteractionEnabled`.
  public var isUserInteractionEnabled: Bool
  /// The field's placeholder (the toolbar title).
  public var placeholder: String?
  /// The text-input kind when stated explicitly; `nil` derives it from the class chain.
  public var textInput: TextInputKind?
  /// `keyboardType` of a text input, when recorded; `nil` is `.default`.
  public var keyboardType: KeyboardType?
  /// The height of the app's own `inputAccessoryView` on this field, when recorded: part of the
  /// keyboard UIKit reports while the field is focused, and the runtime never puts its toolbar
  /// over it.
  public var inputAccessoryHeight: Double?
  /// Where the view (and everything under it) lives when not in the app's own window: inside a
  /// responder's `inputAccessoryView`, or in a window that is not the app's. Its fields move with
  /// the keyboard (grammar.md "One mover"); `nil`: the app's window (or as its superview says).
  public var placement: FieldPlacement?
  /// Scroll state; `nil` for a scroll view means UIKit's defaults with `contentSize = frame.size`.
  public var scroll: ScrollState?
  /// `safeAreaInsets`.
  public var safeAreaInsets: Insets
  /// `layoutMargins` (recorded for tools; the engine's top guide ignores them).
  public var layoutMargins: Insets
  /// Per-field settings made in app code (IQ `enableMode`, `distanceFromKeyboard`, ...). On a
  /// search bar, `distance` is the search bar's distance, which beats its text field's.
  public var code: CodeSettings
  /// Per-scroll-view flags made in app code (IQ `ignoreScrollingAdjustment`, ...).
  public var scrollCode: ScrollViewCodeSettings
  /// Subviews in `subviews` (z) order, back to front.
  public var subviews: [SceneView]

  /// Creates a view; everything but `id` and `frame` defaults as in UIKit.
  public init(
    id: String, className: String = "UIView", frame: Rect, tag: Int = 0,
    accessibilityIdentifier: String? = nil, isHidden: Bool = false, alpha: Double = 1,
    isEnabled: Bool = true, isUserInteractionEnabled: Bool = true, placeholder: String? = nil,
    textInput: TextInputKind? = nil, scroll: ScrollState? = nil, safeAreaInsets: Insets = .zero,
    layoutMargins: Insets = .zero, code: CodeSettings = CodeSettings(),
    scrollCode: ScrollViewCodeSettings = ScrollViewCodeSettings(), subviews: [SceneView] = []
  ) {
    self.id = id
    self.className = className
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
    self.subviews = subviews
  }
}
