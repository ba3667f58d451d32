import Foundation
import TestSupport

/// This target's fixtures (`Tests/SceneModelTests/Fixtures`).
enum Fixtures {
  /// `Tests/SceneModelTests/Fixtures`.
  static let loader = FixtureLoader(target: "SceneModelTests")
  /// The fixtures directory.
  static var directory: URL { loader.directory }

  /// The text of `Fixtures/<path>`.
  static func text(_ path: String) throws -> String { try loader.text(path) }
}
