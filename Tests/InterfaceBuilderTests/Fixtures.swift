import AvoidanceEngine
import SceneModel
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// Reads the Interface Builder fixtures next to this file and shipped repository files.
enum Fixtures {
  /// `Tests/InterfaceBuilderTests/Fixtures`.
  static let loader = FixtureLoader(target: "InterfaceBuilderTests")
  /// The fixtures directory.
  static var directory: URL { loader.directory }
  /// The repository root.
  static let repository = Repository.root

  /// The text of `Fixtures/<name>`.
  static func text(_ name: String) throws -> String { try loader.text(name) }

  /// Imports `Fixtures/<name>` with `options`.
  static func importFixture(_ name: String, options: ImportOptions = ImportOptions()) throws
    -> ImportResult
  {
    InterfaceBuilderImporter(options: options).importDocument(text: try text(name))
  }

  /// The scene of `controller` in `result`, or a test failure.
  static func scene(
    _ result: ImportResult, _ controller: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ImportedScene {
    guard case .scene(let imported) = result.select(controller: controller) else {
      Issue.record("no single scene for '\(controller)'", sourceLocation: sourceLocation)
      throw CancellationError()
    }
    return imported
  }

  /// The window rectangle of view `id` (frames summed, scroll offsets subtracted).
  static func windowRect(_ scene: Scene, _ id: String) -> Rect? {
    SceneIndex(scene).windowRect(of: id)
  }
}
