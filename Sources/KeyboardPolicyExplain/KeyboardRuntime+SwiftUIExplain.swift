import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyExplain
import PolicyLanguage
import SceneModel

extension KeyboardRuntime {
  /// The explanation `kbpolicy explain` gives for the field `field` of the registered SwiftUI
  /// screen `screen` (`registerSwiftUIScreen(_:host:)`), over the screen's scene
  /// (`SwiftUIScreen.scene(keyboard:focus:)`, what an exported SwiftUI screen records); `nil` when
  /// no registered screen has that name or field. `keyboard` overrides the keyboard the runtime
  /// knows.
  public func explanation(
    forSwiftUIField field: String, on screen: String, keyboard: Keyboard? = nil,
    includesWhatIfs: Bool = true
  ) -> Explanation? {
    guard let model = registeredSwiftUIScreens.first(where: { $0.name == screen }),
      model.field(named: field) != nil
    else { return nil }
    let scene = model.scene(keyboard: keyboard ?? self.keyboard, focus: field)
    var builder = ExplanationBuilder(
      policy: policy, source: loaded.source, syntax: loaded.syntax, scene: scene)
    builder.includesWhatIfs = includesWhatIfs
    return try? builder.explain(field: field).get()
  }
}
