/// What the SVG picture draws: the scene before the keyboard shows and after the engine's plan,
/// in window coordinates, with each view's role. Built by `ExplanationBuilder.picture(for:)`.
public struct ScenePicture: Hashable, Sendable, Codable {
  /// The window's width.
  public var windowWidth: Double
  /// The window's height.
  public var windowHeight: Double
  /// The status bar's height.
  public var statusBarHeight: Double
  /// The navigation bar's frame, when the moved controller shows one.
  public var navigationBar: ExplainedRect?
  /// The keyboard's frame, when it shows.
  public var keyboard: ExplainedRect?
  /// The views before the keyboard shows, back to front.
  public var before: [PictureElement]
  /// The views after the plan, back to front.
  public var after: [PictureElement]

  /// Creates a picture.
  public init(
    windowWidth: Double, windowHeight: Double, statusBarHeight: Double,
    navigationBar: ExplainedRect?,
    keyboard: ExplainedRect?, before: [PictureElement], after: [PictureElement]
  ) {
    self.windowWidth = windowWidth
    self.windowHeight = windowHeight
    self.statusBarHeight = statusBarHeight
    self.navigationBar = navigationBar
    self.keyboard = keyboard
    self.before = before
    self.after = after
  }
}

/// One view of a picture.
public struct PictureElement: Hashable, Sendable, Codable {
  /// The view's id.
  public var id: String
  /// How it is drawn.
  public var role: Role
  /// Its frame in window coordinates.
  public var frame: ExplainedRect
  /// The part of the window it can show in (its scroll views' visible frames), if clipped.
  public var clip: ExplainedRect?
  /// A short label: a field's identifier, a scroll view's offset.
  public var label: String

  /// Creates an element.
  public init(id: String, role: Role, frame: ExplainedRect, clip: ExplainedRect?, label: String) {
    self.id = id
    self.role = role
    self.frame = frame
    self.clip = clip
    self.label = label
  }

  /// How a view is drawn.
  public enum Role: String, Hashable, Sendable, Codable {
    /// The moved controller's root view.
    case root
    /// A scroll view (its visible frame).
    case scrollView = "scroll-view"
    /// A text input.
    case textInput = "text-input"
    /// The explained field.
    case focused
    /// Any other view worth drawing (buttons, labels, images).
    case other
  }
}
