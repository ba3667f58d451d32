import AvoidanceEngine
import SceneModel
import PolicyExplain
import PolicyLanguage

extension KeyboardRuntime {
  /// The explanation `kbpolicy explain` gives for `field`, from the live screen: the whole window
  /// is captured, every change the engine made in this keyboard session is put back first (so the
  /// scene is the screen as laid out, what an exported scene records), the return keys set in code
  /// are recorded on the fields (`code.lastReturnKey`, `code.dismissOnReturn`), and the same
  /// `ExplanationBuilder` runs over it. `keyboard` overrides the keyboard the runtime knows (with
  /// neither, 336 pt is assumed, as on the command line).
  public func explanation(
    for field: any LiveView, keyboard: Keyboard? = nil, includesWhatIfs: Bool = true
  ) -> Explanation? {
    guard let window = field.liveWindow else { return nil }
    var scene = snapshotter.snapshot(
      window: window, needed: [], scope: .everything, focus: focusedField,
      keyboard: keyboard ?? self.keyboard)
    var undo: [PropertyChange] = []
    for (view, properties) in sessionOriginals {
      for (property, value) in properties {
        undo.append(
          PropertyChange(view: view, property: property, from: value, to: value, reason: .restore))
      }
    }
    if !undo.isEmpty { scene = Plan(changes: undo).apply(to: scene) }
    scene = recordingReturnKeys(in: scene)
    var builder = ExplanationBuilder(
      policy: policy, source: loaded.source, syntax: loaded.syntax, scene: scene)
    builder.includesWhatIfs = includesWhatIfs
    return try? builder.explain(field: snapshotter.id(of: field)).get()
  }

  /// `explanation(for:)` as `kbpolicy explain` prints it (text, or JSON with `json: true`).
  public func explanationText(
    for field: any LiveView, keyboard: Keyboard? = nil, json: Bool = false
  )
    -> String?
  {
    explanation(for: field, keyboard: keyboard).map { explanation in
      json
        ? ExplanationJSONRenderer().render(explanation)
        : ExplanationTextRenderer().render(explanation)
    }
  }
}
