/// Everything `Policy.decide(for:)` needs to know about one focused field, taken from a scene
/// (or, on device, from the live view hierarchy).
public struct FieldContext: Hashable, Sendable {
  /// The field's accessibility identifier, if it has one.
  public var identifier: String?
  /// The field's `tag` (a SwiftUI field's `order`, `.keyboardPolicyField("email", order: 2)`).
  public var tag: Int
  /// The field's class chain, nearest first: `["EmailField", "UITextField", "UIControl", ...]`.
  public var classChain: [String]
  /// The SwiftUI screen the field is on, by the name `.keyboardPolicyScreen("SignUp")` gives it
  /// (a scene's controller says it as `screen`); nil for a UIKit screen. `screen "SignUp"`
  /// rules and `enable in` / `disable in screen "SignUp"` entries match it, nearer than any
  /// class of `controllerChain` (the hosting controller's). A SwiftUI field's policy name
  /// (`.keyboardPolicyField("email")`) is its `identifier`.
  public var screen: String?
  /// The policy controller's class chain (the nearest view controller owning the field), nearest
  /// first; empty when no controller owns the field.
  public var controllerChain: [String]
  /// Class chains of the field's ancestor views, nearest ancestor first (for deep containers).
  public var ancestorChains: [[String]]
  /// Per-view settings made in code on the field itself (IQ's `enableMode`, ...).
  public var code: CodeSettings
  /// The enclosing search bar, when the field is a search bar's text field.
  public var searchBar: SearchBarContext?
  /// True when the field lives inside a `UIAlertController` (any owning controller in the chain).
  public var isInsideAlertController: Bool
  /// True when the field is the search field of a navigation-bar search controller.
  public var isNavigationBarSearchField: Bool
  /// Where the field lives when not in the app's window (an input accessory view, a foreign
  /// window): it moves with the keyboard, and its avoidance and resign-on-touch are off unless
  /// code or a `field` rule turns them on (`FieldPlacement`); nil in the app's window.
  public var placement: FieldPlacement?

  /// Creates a field context; only the class chain is required.
  public init(
    identifier: String? = nil, tag: Int = 0, classChain: [String],
    controllerChain: [String] = [], ancestorChains: [[String]] = [],
    code: CodeSettings = CodeSettings(), searchBar: SearchBarContext? = nil,
    isInsideAlertController: Bool = false, isNavigationBarSearchField: Bool = false,
    placement: FieldPlacement? = nil, screen: String? = nil
  ) {
    self.identifier = identifier
    self.tag = tag
    self.classChain = classChain
    self.controllerChain = controllerChain
    self.ancestorChains = ancestorChains
    self.code = code
    self.searchBar = searchBar
    self.isInsideAlertController = isInsideAlertController
    self.isNavigationBarSearchField = isNavigationBarSearchField
    self.placement = placement
    self.screen = screen
  }
}
