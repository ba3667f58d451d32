import Foundation

/// Reads test fixtures next to this file (`Fixtures/...`) and shipped files of the repository.
enum Fixtures {
  /// `Tests/AvoidanceEngineTests/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  /// The repository root.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The text of `Fixtures/<path>`.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
  }

  /// The text of a repository file such as `rules/examples/checkout.scene.json`.
  static func repositoryText(_ path: String) throws -> String {
    try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
  }
}
