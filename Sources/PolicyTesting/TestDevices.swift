import PolicyLanguage
import SceneModel

/// A test's `device` line: which device ids it accepts and the import options it stands for.
enum TestDevices {
  /// The word for every supported class.
  static let all = "all"

  /// What is wrong with `device WORD`, if anything: an unknown id (with a did-you-mean among
  /// the ids and `all`) or orientation.
  static func problem(_ word: String) -> (
    message: TestMessage, fixIts: (SourceRange) -> [Diagnostic.FixIt]
  )? {
    let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(
      String.init)
    let id = parts[0]
    if id != all, DeviceProfile.named(id) == nil {
      let suggestion = Suggestions.closest(to: id, in: DeviceProfile.all.map(\.id) + [all])
      let replacement = suggestion.map { $0 + (parts.count == 2 ? ":" + parts[1] : "") }
      return (
        .unknownDevice(id, suggestion: suggestion),
        { range in replacement.map { [.replacing(range, word, with: $0)] } ?? [] }
      )
    }
    if parts.count == 2, Orientation(rawValue: parts[1]) == nil {
      return (.unknownOrientation(parts[1]), { _ in [] })
    }
    return nil
  }

  /// The classes `device WORD` runs on, each with its import option (`retina4_0:landscape`):
  /// every supported class for `all`, else the one device (with no class when the id is a
  /// document-only device such as `retina3_5`).
  static func runs(_ word: String) -> [(device: DeviceClass?, option: String)] {
    let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.first == all else { return [(DeviceClass.named(parts.first ?? ""), word)] }
    let suffix = parts.count == 2 ? ":" + parts[1] : ""
    return DeviceClass.supported.map { ($0, $0.id + suffix) }
  }
}
