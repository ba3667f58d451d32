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
    let index = SceneIndex(scene, policy: policy)
    var diagnostics: [Diagnostic] = []
    var known: SuggestionIndex?
    for scripted in events {
      guard case .beginEditing(let field) = scripted.event, index.textInputKind(of: field) == nil
      else { continue }
      let range = scripted.argumentRange ?? SourceRange(at: scripted.location)
      // The scene's text inputs, indexed once for every unknown id of the script.
      if known == nil {
        known = SuggestionIndex(index.allViewIDs.filter { index.textInputKind(of: $0) != nil })
      }
      let message: EventScriptMessage =
        index.view(field) == nil
        ? .noSuchView(field, suggestion: known?.closest(to: field)) : .notTextInput(field)
      diagnostics.append(Diagnostic(message, at: range))
    }
    guard diagnostics.isEmpty else {
      return SimulationResult(steps: [], finalScene: scene, diagnostics: diagnostics)
    }
    var engine = AvoidanceEngine()
    var current = scene
    // Tree paths for writing plans back, worked out once (plans never change structure).
    let structure = SceneIndex(scene)
    for scripted in events {
      let step = engine.handle(scripted.event, scene: current, policy: policy)
      current = step.plan.apply(to: current, index: structure)
      handle(SimulationStep(event: scripted, step: step))
    }
    return SimulationResult(steps: [], finalScene: current, diagnostics: [])
  }
}
