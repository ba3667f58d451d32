import KeyboardPolicyRuntime
import Testing

/// The tests' names for the library's scene-backed live tree.
typealias MemoryView = SceneLiveView
typealias MemoryController = SceneLiveController
typealias MemoryWindow = SceneLiveWindow

extension SceneLiveWindow {
  /// The view with scene id `id`, or a test failure.
  func required(_ id: String) throws -> SceneLiveView {
    try #require(view(id), "no view '\(id)'")
  }
}
