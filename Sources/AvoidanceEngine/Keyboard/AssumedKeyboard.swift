import PolicyLanguage
import SceneModel

/// The keyboard the desk assumes for a focused field when the scene records none: the frame
/// UIKit would report, composed of the system keyboard for the device, orientation and the
/// field's keyboard type, plus the accessory the field shows (the policy's toolbar when the
/// policy turns it on for the field, at the runtime toolbar's height; or the app's own accessory,
/// as the scene records its height). grammar.md Part 3, "The assumed keyboard".
public struct AssumedKeyboard: Hashable, Sendable {
  /// The parts, system keyboard first.
  public var parts: [KeyboardPart]

  /// The whole height: the sum of the parts.
  public var height: Double { parts.reduce(0) { $0 + $1.height } }

  /// The docked keyboard of `height`.
  public var keyboard: Keyboard { .height(height) }

  /// Creates a keyboard from its parts.
  public init(parts: [KeyboardPart]) { self.parts = parts }

  /// The keyboard for the field `field` of `scene` (its keyboard type and accessory), with the
  /// toolbar when `toolbar` is true (the policy's decision for the field).
  public static func compose(scene: Scene, field: SceneView?, toolbar: Bool) -> AssumedKeyboard {
    let (device, deviceSource) = device(of: scene)
    let orientation = scene.orientation
    let type = field?.keyboardType ?? .default
    let full = device.keyboardHeight(orientation)
    let height = device.systemKeyboard(orientation, type: type)
    let what: String
    if device.isPad {
      what = "\(type.rawValue): the iPad's full keyboard, whatever the type"
    } else if type.isPad {
      what =
        "\(type.rawValue): a keypad, \(PointsFormat.exact(full)) less the "
        + "\(PointsFormat.exact(device.predictiveBarHeight(orientation))) pt predictive bar"
    } else {
      what = "\(type.rawValue): with the predictive bar"
    }
    var parts = [
      KeyboardPart(
        kind: .system, height: height,
        source: "\(device.id) \(deviceSource), \(orientation.rawValue), keyboardType \(what)")
    ]
    if let accessory = field?.inputAccessoryHeight {
      parts.append(
        KeyboardPart(
          kind: .accessory, height: accessory,
          source: "the app's input accessory view, as the scene records it (inputAccessoryHeight)"))
    } else if toolbar {
      let design = scene.design ?? ToolbarDesign.assumed
      parts.append(
        KeyboardPart(
          kind: .toolbar, height: design.toolbarHeight,
          source:
            "the policy's toolbar (on for this field), the runtime's bar: " + design.summary
            + (scene.design == nil ? "; the scene records no design, iOS 26's is assumed" : "")))
    }
    return AssumedKeyboard(parts: parts)
  }

  /// The keyboard for the field `id` of the indexed scene under `policy`.
  public static func compose(
    scene: Scene, index: SceneIndex, field id: String, policy: some DecisionSource
  ) -> AssumedKeyboard {
    let view = index.view(id)
    let toolbar = index.fieldContext(for: id).map { policy.decide(for: $0).values.toolbar } ?? false
    return compose(scene: scene, field: view, toolbar: toolbar)
  }

  /// The device whose keyboard the scene assumes, and how it was picked: the scene's `device`,
  /// else the first device of the table whose window has the scene's size, else the default.
  static func device(of scene: Scene) -> (DeviceProfile, String) {
    if let id = scene.device, let device = DeviceProfile.named(id) {
      return (device, "(the scene's device)")
    }
    if let device = DeviceProfile.matching(scene.window) {
      return (device, "(the device with this window size)")
    }
    let fallback = DeviceProfile.fallback
    return (
      fallback,
      "(no device has a \(PointsFormat.exact(scene.window.width))×\(PointsFormat.exact(scene.window.height)) window: the default device's)"
    )
  }
}
