import PolicyLanguage
import SceneModel

/// The outcome of running an event script over a scene.
public struct SimulationResult: Sendable {
  /// One entry per event, in order.
  public var steps: [SimulationStep]
  /// The scene after the last event.
  public var finalScene: Scene
  /// Errors found before running (a `focus` naming no text input); when present, nothing ran.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(steps: [SimulationStep], finalScene: Scene, diagnostics: [Diagnostic]) {
    self.steps = steps
    self.finalScene = finalScene
    self.diagnostics = diagnostics
  }
}

/// One event of a simulation: the event, its plan and trace.
public struct SimulationStep: Hashable, Sendable {
  /// The scripted event.
  public var event: ScriptedEvent
  /// The plan and trace.
  public var step: EngineStep

  /// Creates a step.
  public init(event: ScriptedEvent, step: EngineStep) {
    self.event = event
    self.step = step
  }
}
