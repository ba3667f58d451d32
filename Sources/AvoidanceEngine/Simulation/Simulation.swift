import PolicyLanguage
import SceneModel

/// Runs an event script over a scene with a fresh engine: `kbpolicy simulate`'s library half.
public enum Simulation {
  /// Checks the script's `focus` ids against the scene, then runs every event, applying each
  /// plan to get the next scene.
  public static func run(scene: Scene, events: [ScriptedEvent], policy: some DecisionSource)
    -> SimulationResult
  {
    var steps: [SimulationStep] = []
    var result = stream(scene: scene, events: events, policy: policy) { steps.append($0) }
    result.steps = steps
    return result
  }

  /// Runs as `run` does, but hands each step to `step` as soon as it is made and keeps none
  /// (the result's `steps` is empty): a caller that writes each step out holds one at a time.
  public static func stream(
    scene: Scene, events: [ScriptedEvent], policy: some DecisionSource,
    step handle: (SimulationStep) -> Void
  ) -> SimulationResult {
    var runner = SimulationRunner(scene: scene, policy: policy)
    let diagnostics = events.compactMap { runner.check($0) }
    guard diagnostics.isEmpty else {
      return SimulationResult(steps: [], finalScene: scene, diagnostics: diagnostics)
    }
    for scripted in events {
      for step in runner.steps(scripted) { handle(step) }
    }
    return SimulationResult(steps: [], finalScene: runner.scene, diagnostics: [])
  }
}
