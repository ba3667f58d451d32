import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyExplain
import PolicyLanguage
import SceneModel

// On-device explain, its own product (`KeyboardPolicyExplain`) so that an app's release build
// need not link PolicyExplain: add the product to a debug-only target, or import it behind
// `#if DEBUG`.

extension KeyboardRuntime {
  /// The explanation `kbpolicy explain` gives for `field`, from the live screen: the scene is
  /// `screenScene(of:keyboard:)` (the whole window as laid out, this keyboard session's changes put
  /// back, the return keys set in code recorded on the fields, so the scene is what an exported
  /// scene records), and the same `ExplanationBuilder` runs over it. `keyboard` overrides the
  /// keyboard the runtime knows (with neither, 336 pt is assumed, as on the command line).
  public func explanation(
    for field: any LiveView, keyboard: Keyboard? = nil, includesWhatIfs: Bool = true
  ) -> Explanation? {
    guard let window = field.keyboardPolicyLive.liveWindow else { return nil }
    let scene = screenScene(of: window, keyboard: keyboard)
    var builder = ExplanationBuilder(
      policy: policy, source: loaded.source, syntax: loaded.syntax, scene: scene)
    builder.includesWhatIfs = includesWhatIfs
    return try? builder.explain(field: id(of: field)).get()
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
