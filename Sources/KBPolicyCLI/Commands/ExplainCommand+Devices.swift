import PolicyExplain
import PolicyLanguage
import SceneModel

/// `explain --device all`: the field (or, with `--all`, every field) on every supported device
/// class, worst first.
extension ExplainCommand {
  /// Explains on every class; `builder` makes the explanation builder for one loaded scene,
  /// with or without what-if edits (only the worst class's explanation is shown in full, so only
  /// it gets them).
  func runDevices(
    _ devices: [SceneSource.DeviceScenes], console: Console,
    builder: (SceneSource.Loaded, _ whatIfs: Bool) -> ExplanationBuilder
  ) throws(UsageError) -> ExitCode {
    let renderer = DeviceSweepRenderer()
    if all {
      // One row per field of the first class, in its order; the same field on the others.
      var order: [String] = []
      var byField: [String: [(device: DeviceClass, explanation: Explanation)]] = [:]
      for device in devices {
        for loaded in device.scenes {
          for explanation in builder(loaded, false).explainAll() {
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
    let screens = devices.compactMap { d in d.scenes.first.map { (device: d.device, loaded: $0) } }
    var explanations: [(device: DeviceClass, explanation: Explanation)] = []
    for screen in screens {
      switch builder(screen.loaded, false).explain(field: field) {
      case .success(let value): explanations.append((screen.device, value))
      case .failure(let error): throw UsageError(error.message)
      }
    }
    var swept = DeviceSweepRenderer.Field(explanations)
    // The worst class again, with what would change it.
    let worst = swept.sweep.worst?.device
    if let at = screens.firstIndex(where: { $0.device.id == worst }),
      case .success(let full) = builder(screens[at].loaded, true).explain(field: field)
    {
      swept.explanations[at].explanation = full
    }
    console.out(
      json ? renderer.renderJSON(swept) : TerminalText.safe(renderer.render(swept, trace: trace)))
    return .success
  }
}
