import PolicyLanguage
import SceneModel

/// Runs a simulation one event at a time, for a caller that reads the script as a stream: first
/// `check` every event (a `focus` naming no text input is an error before anything runs), then
/// `step` through them again. Holds the engine and the current scene, nothing per event.
public struct SimulationRunner<Source: DecisionSource> {
  let policy: Source
  let index: SceneIndex
  /// Tree paths for writing plans back, worked out once (plans never change structure).
  let structure: SceneIndex
  var known: SuggestionIndex?
  var engine = AvoidanceEngine()
  /// The scene after the events stepped through so far.
  public private(set) var scene: Scene

  /// Creates a runner over `scene` with `policy`.
  public init(scene: Scene, policy: Source) {
    self.policy = policy
    self.scene = scene
    index = SceneIndex(scene, policy: policy)
    structure = SceneIndex(scene)
  }

  /// The error of an event whose `focus` names no text input of the scene; nil otherwise.
  public mutating func check(_ scripted: ScriptedEvent) -> Diagnostic? {
    guard case .beginEditing(let field) = scripted.event, index.textInputKind(of: field) == nil
    else { return nil }
    let range = scripted.argumentRange ?? SourceRange(at: scripted.location)
    // The scene's text inputs, indexed once for every unknown id of the script.
    if known == nil {
      known = SuggestionIndex(index.allViewIDs.filter { index.textInputKind(of: $0) != nil })
    }
    let message: EventScriptMessage =
      index.view(field) == nil
      ? .noSuchView(field, suggestion: known?.closest(to: field)) : .notTextInput(field)
    return Diagnostic(message, at: range)
  }

  /// Runs one event and applies its plan to the scene.
  public mutating func step(_ scripted: ScriptedEvent) -> SimulationStep {
    let step = engine.handle(scripted.event, scene: scene, policy: policy)
    scene = step.plan.apply(to: scene, index: structure)
    return SimulationStep(event: scripted, step: step)
  }
}
