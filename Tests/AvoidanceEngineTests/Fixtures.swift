import Foundation
import TestSupport

/// This target's fixtures (`Tests/AvoidanceEngineTests/Fixtures`) and the repository's files.
enum Fixtures {
  /// `Tests/AvoidanceEngineTests/Fixtures`.
  static let loader = FixtureLoader(target: "AvoidanceEngineTests")
  /// The fixtures directory.
  static var directory: URL { loader.directory }

  /// The text of `Fixtures/<path>`.
  static func text(_ path: String) throws -> String { try loader.text(path) }

  /// The text of a repository file such as `rules/examples/checkout.scene.json`.
  static func repositoryText(_ path: String) throws -> String { try Repository.text(path) }
}
