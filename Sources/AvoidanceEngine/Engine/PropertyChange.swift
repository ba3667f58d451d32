/// One property change of a plan: which view, which property, from what to what, and why.
public struct PropertyChange: Hashable, Sendable {
  /// The view's id.
  public var view: String
  /// The property.
  public var property: ViewProperty
  /// The value before the event.
  public var from: Double
  /// The value after the event.
  public var to: Double
  /// Why it changes.
  public var reason: Reason

  /// Creates a change.
  public init(view: String, property: ViewProperty, from: Double, to: Double, reason: Reason) {
    self.view = view
    self.property = property
    self.from = from
    self.to = to
    self.reason = reason
  }

  /// Why a property changes.
  public enum Reason: String, Hashable, Sendable {
    /// Moving the field clear of the keyboard.
    case adjust
    /// Putting a saved starting value back.
    case restore
    /// IQ's over-scroll clamp: the offset goes back into the scrollable range.
    case clamp
  }
}
