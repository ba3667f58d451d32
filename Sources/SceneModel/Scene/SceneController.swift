/// A view controller of a scene: which view is its root view and how it is contained.
public struct SceneController: Hashable, Sendable {
  /// The scene-unique controller id (`parent` refers to it).
  public var id: String
  /// The class name, UIKit's or declared in the scene's `classes`.
  public var className: String
  /// The id of its root view (`viewController.view`); `nil` when the scene omits the view (a
  /// container whose own view is not recorded).
  public var view: String?
  /// The id of its parent controller (`parent`: a navigation, tab bar, split or custom container).
  public var parent: String?
  /// The navigation bar's bottom edge in window coordinates (`navigationBar.frame.maxY`) when this
  /// controller shows one; children inherit it from the nearest ancestor that states it.
  public var navigationBarBottom: Double?
  /// True on a navigation controller that hides its bar (`isNavigationBarHidden`): the top
  /// guide of the controllers it holds is the status bar alone; `nil` means not stated (shown).
  public var navigationBarHidden: Bool?
  /// The container kind when stated explicitly; `nil` derives it from the class chain.
  public var container: ContainerKind?
  /// The id of the `UISearchBar` of `navigationItem.searchController`, if any: its field is the
  /// navigation-bar search field (no avoidance, no toolbar).
  public var navigationSearchBar: String?
  /// How the controller was presented (`modalPresentationStyle`), on a presented controller;
  /// `nil`: not presented, or not recorded.
  public var modalPresentationStyle: ModalPresentationStyle?
  /// True when views of this controller's screen are pinned to `view.keyboardLayoutGuide`
  /// (iOS 15): Auto Layout moves them with the keyboard, so the screen follows the keyboard
  /// itself and the engine leaves its fields to UIKit unless a `field` rule, an `enable in`
  /// entry or code turns avoidance on for them (grammar.md, "One mover"). Default `false`.
  public var followsKeyboardLayoutGuide = false
  /// The SwiftUI screen this controller hosts, by the name `.keyboardPolicyScreen("SignUp")`
  /// gives it (`screen`): what `screen "SignUp"` rules match for the fields of its screen
  /// (`FieldContext.screen`); `nil` for a UIKit screen.
  public var screen: String?
  /// On a SwiftUI host: whether SwiftUI's own keyboard avoidance is on for the screen
  /// (`keyboardSafeArea`; `false` after `.ignoresSafeArea(.keyboard)`); `nil`: not recorded.
  public var keyboardSafeArea: Bool?

  /// Creates a controller.
  public init(
    id: String, className: String, view: String? = nil, parent: String? = nil,
    navigationBarBottom: Double? = nil, container: ContainerKind? = nil,
    navigationSearchBar: String? = nil, navigationBarHidden: Bool? = nil,
    followsKeyboardLayoutGuide: Bool = false
  ) {
    self.id = id
    self.className = className
    self.view = view
    self.parent = parent
    self.navigationBarBottom = navigationBarBottom
    self.container = container
    self.navigationSearchBar = navigationSearchBar
    self.navigationBarHidden = navigationBarHidden
    self.followsKeyboardLayoutGuide = followsKeyboardLayoutGuide
  }
}
