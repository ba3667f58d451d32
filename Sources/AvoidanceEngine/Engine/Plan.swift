import SceneModel

/// What one event changes: the property changes to make (root view origin, scroll views'
/// offset and insets, text view insets) and the scene's environment (focus, keyboard, rotation).
///
/// `apply(to:)` turns the scene before the event into the scene after it.
public struct Plan: Hashable, Sendable {
  /// Property changes in the order the engine made them (one entry per view and property; the
  /// `from` is the value before the event).
  public var changes: [PropertyChange]
  /// The new focus, when the event changes it (`.some(nil)`: nothing focused).
  public var focus: String??
  /// The new keyboard, when the event changes it (`.some(nil)`: hidden).
  public var keyboard: Keyboard??
  /// The new window size and orientation, when the event rotates the interface.
  public var rotation: Rotation?

  /// Creates a plan.
  public init(
    changes: [PropertyChange] = [], focus: String?? = nil, keyboard: Keyboard?? = nil,
    rotation: Rotation? = nil
  ) {
    self.changes = changes
    self.focus = focus
    self.keyboard = keyboard
    self.rotation = rotation
  }

  /// A rotation: the window's new size and orientation.
  public struct Rotation: Hashable, Sendable {
    /// The new orientation.
    public var orientation: Orientation
    /// The new window size.
    public var window: Size

    /// Creates a rotation.
    public init(orientation: Orientation, window: Size) {
      self.orientation = orientation
      self.window = window
    }
  }

  /// Whether the plan moves nothing.
  public var isEmpty: Bool { changes.isEmpty }

  /// The change of `property` of `view`, if the plan has one.
  public func change(_ view: String, _ property: ViewProperty) -> PropertyChange? {
    changes.first { $0.view == view && $0.property == property }
  }

  /// The root view's origin change, if any.
  public var rootChange: PropertyChange? { changes.first { $0.property == .originY } }
}
