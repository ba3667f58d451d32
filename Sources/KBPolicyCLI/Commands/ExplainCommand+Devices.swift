import PolicyExplain
import PolicyLanguage
import SceneModel

/// `explain --device all`: the field (or, with `--all`, every field) on every supported device
/// class, worst first.
extension ExplainCommand {
  /// Explains on every class; `builder` makes the explanation builder for one loaded scene.
  func runDevices(
    _ devices: [SceneSource.DeviceScenes], console: Console,
    builder: (SceneSource.Loaded) -> ExplanationBuilder
  ) throws(UsageError) -> ExitCode {
    let renderer = DeviceSweepRenderer()
    if all {
      // One row per field of the first class, in its order; the same field on the others.
      var order: [String] = []
      var byField: [String: [(device: DeviceClass, explanation: Explanation)]] = [:]
      for device in devices {
        for loaded in device.scenes {
          for explanation in builder(loaded).explainAll() {
            let key = loaded.label + "\n" + explanation.field.id
            if byField[key] == nil { order.append(key) }
            byField[key, default: []].append((device.device, explanation))
          }
        }
      }
      let fields = order.map { DeviceSweepRenderer.Field(byField[$0] ?? []) }
      console.out(
        json ? renderer.renderJSON(all: fields) : TerminalText.safe(renderer.render(all: fields)))
      return .success
    }
    var explanations: [(device: DeviceClass, explanation: Explanation)] = []
    for device in devices {
      guard let loaded = device.scenes.first else { continue }
      switch builder(loaded).explain(field: field) {
      case .success(let value): explanations.append((device.device, value))
      case .failure(let error): throw UsageError(error.message)
      }
    }
    let swept = DeviceSweepRenderer.Field(explanations)
    console.out(
      json ? renderer.renderJSON(swept) : TerminalText.safe(renderer.render(swept, trace: trace)))
    return .success
  }
}
