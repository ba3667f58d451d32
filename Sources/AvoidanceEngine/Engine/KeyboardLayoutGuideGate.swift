import PolicyLanguage
import SceneModel

/// One mover for screens pinned to `view.keyboardLayoutGuide` (iOS 15): Auto Layout moves the
/// views pinned to the guide with the keyboard, so the screen follows the keyboard itself. A
/// screen is such a screen when its field's policy controller, or one of that controller's
/// parents, records `followsKeyboardLayoutGuide`. The engine leaves its fields to UIKit even with
/// avoidance on, unless the avoidance that is on comes from something aimed at the screen: code
/// (`keyboardPolicy.avoidance = true`), a `field` rule or an `enable in` entry of the app's policy.
/// Avoidance on from the app-wide switch (`avoidance { enabled = true }`) or the default layer
/// does not count. The one place this rule is written: the engine, explain and lint ask it.
public enum KeyboardLayoutGuideGate {
  /// The controller on `field`'s chain (its policy controller, then that controller's parents)
  /// whose screen follows the keyboard layout guide; nil when none does.
  public static func follower(of field: String, in index: SceneIndex) -> SceneController? {
    guard let controller = index.policyController(of: field) else { return nil }
    return index.controllerChain(from: controller).first(where: \.followsKeyboardLayoutGuide)
  }

  /// Whether `source`, the winner of avoidance, is aimed at the screen rather than app-wide:
  /// code, or a `field` rule or `enable in` entry of the app's policy (not the default layer's).
  public static func isExplicit(_ source: ValueSource) -> Bool {
    switch source.kind {
    case .code: return true
    case .rule:
      return source.step == .code || source.step == .fieldRule || source.step == .enableList
    case .default, .builtin: return false
    }
  }

  /// The controller whose keyboard layout guide moves `field` instead of the engine: the
  /// follower on its chain, when avoidance is on from an app-wide or default rule (`decision`'s
  /// winner is not explicit); nil when the engine decides as on any screen (avoidance off, no
  /// follower, or avoidance turned on explicitly, which moves the field twice).
  public static func leavesToUIKit(
    field: String, decision: Decision, in index: SceneIndex
  ) -> SceneController? {
    let avoidance = decision[.avoidance]
    guard avoidance.value == .bool(true), !isExplicit(avoidance.source) else { return nil }
    return follower(of: field, in: index)
  }
}
