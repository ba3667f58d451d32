import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// One event as the runtime handled it: the scene it captured, the engine's plan and trace, and
/// the animation the plan was applied with.
public struct RuntimeStep: Hashable, Sendable {
  /// The scene the engine was given (the live tree before the event).
  public var scene: Scene
  /// The engine's plan and trace.
  public var step: EngineStep
  /// The animation handed to the host's closure (when the plan changed anything).
  public var animation: KeyboardAnimation

  /// Creates a step.
  public init(scene: Scene, step: EngineStep, animation: KeyboardAnimation) {
    self.scene = scene
    self.step = step
    self.animation = animation
  }
}

/// One entry of the runtime's optional log: the event, the focused field's decision and the plan.
public struct RuntimeLogEntry: Hashable, Sendable {
  /// The event.
  public var event: EngineEvent
  /// The field the event concerns (its stable id), if any.
  public var field: String?
  /// The field's policy values, if there is a field.
  public var decision: ResolvedValues?
  /// What the engine changed.
  public var plan: Plan
  /// How it decided.
  public var trace: Trace
  /// The animation the plan was applied with.
  public var animation: KeyboardAnimation

  /// Creates an entry.
  public init(
    event: EngineEvent, field: String?, decision: ResolvedValues?, plan: Plan, trace: Trace,
    animation: KeyboardAnimation
  ) {
    self.event = event
    self.field = field
    self.decision = decision
    self.plan = plan
    self.trace = trace
    self.animation = animation
  }
}
