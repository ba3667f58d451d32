/// A scene snapshot: what a running app's window looks like at one instant (grammar.md
/// Part 2 A documents the JSON form).
///
/// A value: the engine never mutates it; `Plan.apply(to:)` returns the next scene. Build one by
/// hand, decode one from JSON with `Scene.decode(json:)`, or import one from Interface Builder; write
/// one with `jsonText()`. Check a hand-built scene with `validate()` before trusting queries on it.
///
/// ```swift
/// let scene = Scene(
///   window: Size(width: 393, height: 852), statusBarHeight: 59,
///   views: [SceneView(id: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852), subviews: [
///     SceneView(id: "email", className: "UITextField", frame: Rect(x: 16, y: 700, width: 361, height: 44)),
///   ])],
///   controllers: [SceneController(id: "login", className: "LoginViewController", view: "root")],
///   classes: ["LoginViewController": "UIViewController"], focus: "email")
/// ```
public struct Scene: Hashable, Sendable {
  /// The scene format version; only 1 exists.
  public static let formatVersion = 1

  /// The window's size in points.
  public var window: Size
  /// The status bar's height (the top guide when no navigation bar is shown).
  public var statusBarHeight: Double
  /// The interface orientation.
  public var orientation: Orientation
  /// The keyboard's end frame, or `nil` when the keyboard is hidden.
  public var keyboard: Keyboard?
  /// The window's subviews, back to front.
  public var views: [SceneView]
  /// The view controllers, in any order (`parent` links nest them).
  public var controllers: [SceneController]
  /// App classes: class name → direct superclass name. UIKit's classes are built in.
  public var classes: [String: String]
  /// The id of the focused text input (the first responder), if any.
  public var focus: String?
  /// The Interface Builder id of the device the scene was made for (`retina6_12`), when known:
  /// the device whose system keyboard the desk assumes when the scene records no keyboard
  /// (`nil`: the device whose window has the scene's size, else `DeviceProfile.defaultID`).
  public var device: String?
  /// The design the app's bars have (the runtime's toolbar height), when known; `nil`:
  /// `ToolbarDesign.assumed`.
  public var design: ToolbarDesign?
  /// The window's horizontal size class (`traitCollection.horizontalSizeClass`), when recorded;
  /// `nil`: regular on an iPad `device` at full width, else compact (`effectiveHorizontalSizeClass`).
  public var horizontalSizeClass: SizeClass?

  /// Creates a scene. `orientation` defaults to what the window's size implies.
  public init(
    window: Size, statusBarHeight: Double = 0, orientation: Orientation? = nil,
    keyboard: Keyboard? = nil, views: [SceneView] = [], controllers: [SceneController] = [],
    classes: [String: String] = [:], focus: String? = nil, device: String? = nil,
    design: ToolbarDesign? = nil
  ) {
    self.window = window
    self.statusBarHeight = statusBarHeight
    self.orientation = orientation ?? .of(window)
    self.keyboard = keyboard
    self.views = views
    self.controllers = controllers
    self.classes = classes
    self.focus = focus
    self.device = device
    self.design = design
  }
}
