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
  /// The field focused by the events so far.
  var focused: String?
  /// Whether the keyboard the script last showed or changed to is the assumed one.
  var keyboardAssumed = false
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

  /// Runs one event and applies its plan to the scene (an assumed keyboard filled in first).
  /// `steps(_:)` adds the keyboard change UIKit would post after it.
  public mutating func step(_ scripted: ScriptedEvent) -> SimulationStep {
    var scripted = scripted
    switch scripted.event {
    case .beginEditing(let field): focused = field
    case .endEditing: focused = nil
    case .keyboardWillShow, .keyboardWillChangeFrame:
      keyboardAssumed = scripted.assumesKeyboard
      if scripted.assumesKeyboard {
        let keyboard = assumedKeyboard().keyboard
        scripted.event =
          if case .keyboardWillShow = scripted.event {
            .keyboardWillShow(keyboard)
          } else {
            .keyboardWillChangeFrame(keyboard)
          }
      }
    default: break
    }
    let step = engine.handle(scripted.event, scene: scene, policy: policy)
    scene = step.plan.apply(to: scene, index: structure)
    return SimulationStep(event: scripted, step: step)
  }

  /// Runs one event as `step(_:)` does, then, while the keyboard showing is the assumed one,
  /// the keyboard change UIKit posts when focus moves to a field with another keyboard (another
  /// keyboard type, or the toolbar on for one and off for the other) or the interface rotates:
  /// one step, or two.
  public mutating func steps(_ scripted: ScriptedEvent) -> [SimulationStep] {
    var result = [step(scripted)]
    switch scripted.event {
    case .beginEditing, .orientationChange: break
    default: return result
    }
    guard keyboardAssumed, let current = scene.keyboard, current.height(in: scene.window) > 0
    else { return result }
    let next = assumedKeyboard()
    guard abs(next.height - current.height(in: scene.window)) > 1e-9 else { return result }
    let implied = ScriptedEvent(
      event: .keyboardWillChangeFrame(next.keyboard), location: scripted.location)
    var change = engine.handle(implied.event, scene: scene, policy: policy)
    let parts = next.parts.map { "\($0.kind.rawValue) \(PointsFormat.exact($0.height))" }
    change.trace.steps.insert(
      TraceStep(
        kind: .event,
        message:
          "the keyboard UIKit reports for \(focused.map { "'\($0)'" } ?? "no field") (assumed): "
          + parts.joined(separator: " + ")),
      at: 0)
    scene = change.plan.apply(to: scene, index: structure)
    result.append(SimulationStep(event: implied, step: change))
    return result
  }

  /// The keyboard UIKit would report for the focused field of the current scene.
  func assumedKeyboard() -> AssumedKeyboard {
    guard let focused else {
      return AssumedKeyboard.compose(scene: scene, field: nil, toolbar: false)
    }
    return AssumedKeyboard.compose(scene: scene, index: index, field: focused, policy: policy)
  }
}
