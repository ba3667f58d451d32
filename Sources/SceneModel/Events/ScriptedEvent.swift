import PolicyLanguage

/// One event of an event script, with where it is written.
public struct ScriptedEvent: Hashable, Sendable {
  /// The event.
  public var event: EngineEvent
  /// Where the event's first word is.
  public var location: SourceLocation
  /// The range of the field id for `focus` events (for errors about the id).
  public var argumentRange: SourceRange?
  /// True for a `keyboard show` or `keyboard change` without a size: the keyboard UIKit would
  /// report for the focused field, which `SimulationRunner` composes (`AssumedKeyboard`) and puts
  /// in `event` in place of the placeholder (height 0) the script reader leaves there.
  public var assumesKeyboard = false

  /// Creates a scripted event.
  public init(event: EngineEvent, location: SourceLocation, argumentRange: SourceRange? = nil) {
    self.event = event
    self.location = location
    self.argumentRange = argumentRange
  }
}
