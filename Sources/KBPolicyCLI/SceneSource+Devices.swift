import Foundation
import InterfaceBuilder
import PolicyLanguage
import SceneModel

/// `--device all`: the input imported once per supported device class.
extension SceneSource {
  /// The word `--device` takes for every class.
  static let allDevices = "all"

  /// The usage error for a device id neither `DeviceProfile` nor `all` names, with a
  /// did-you-mean.
  static func unknownDevice(_ id: String) -> UsageError {
    let known = DeviceProfile.all.map(\.id)
    let hint = Suggestions.closest(to: id, in: known + [allDevices]).map {
      "; did you mean '\($0)'?"
    }
    return UsageError(
      "unknown device '\(id)' (known: \(allDevices), \(known.joined(separator: ", ")))\(hint ?? "")"
    )
  }

  /// One device class's scenes.
  struct DeviceScenes: Sendable {
    /// The class.
    var device: DeviceClass
    /// Its scenes, in the order `load` gives them.
    var scenes: [Loaded]
  }

  /// What loading every class produced.
  enum SweepOutcome: Sendable {
    /// Every class's scenes, in `DeviceClass.supported` order.
    case devices([DeviceScenes])
    /// The input has errors; they were printed (exit 1).
    case inputErrors
    /// No screen holds a text input; the note was printed (exit 0).
    case noTextInput
  }

  /// Loads the input on every supported class (`load(all:console:)` each time). A note or error
  /// is printed once: the same line from another class's import is dropped.
  func loadDevices(all: Bool = false, console: Console) throws(UsageError) -> SweepOutcome {
    let quiet = console.printingEachLineOnce()
    var result: [DeviceScenes] = []
    for device in DeviceClass.supported {
      var source = self
      source.sweep = nil
      if case .interfaceBuilder(let paths, let controller, var options) = input {
        let suffix = sweep.map { $0.isEmpty ? "" : ":" + $0 } ?? ""
        options.device = device.id + suffix
        source.input = .interfaceBuilder(paths: paths, controller: controller, options: options)
      }
      switch try source.load(all: all, console: quiet) {
      case .scenes(let scenes): result.append(DeviceScenes(device: device, scenes: scenes))
      case .inputErrors: return .inputErrors
      case .noTextInput: return .noTextInput
      }
    }
    return .devices(result)
  }
}
