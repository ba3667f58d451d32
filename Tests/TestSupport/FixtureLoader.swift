import Foundation
import Testing

/// Reads one test target's fixtures, `Tests/<Target>/Fixtures/...`.
public struct FixtureLoader: Sendable {
  /// `Tests/<Target>/Fixtures`.
  public let directory: URL

  /// The loader of the test target named `target` (`"PolicyLintTests"`).
  public init(target: String) {
    directory = Repository.url("Tests/\(target)/Fixtures")
  }

  /// The URL of `Fixtures/<name>`.
  public func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

  /// The UTF-8 text of `Fixtures/<name>`.
  public func text(_ name: String) throws -> String {
    try String(contentsOf: url(name), encoding: .utf8)
  }

  /// The files directly in `Fixtures/<folder>` whose names end in `suffix`, as `folder/name`,
  /// sorted. Throws when the folder cannot be read.
  public func files(in folder: String, suffix: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url(folder).path)
      .filter { $0.hasSuffix(suffix) }.sorted().map { "\(folder)/\($0)" }
  }

  /// Every file below `directory` (at any depth) whose name ends in `suffix`, sorted by path;
  /// empty when the directory does not exist.
  public static func files(under directory: URL, suffix: String) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else {
      return []
    }
    var result: [URL] = []
    while let item = enumerator.nextObject() as? String {
      if item.hasSuffix(suffix) { result.append(directory.appendingPathComponent(item)) }
    }
    return result.sorted { $0.path < $1.path }
  }

  /// Compares `actual` with the golden file `Fixtures/<name>` (`Golden.check`).
  public func checkGolden(
    _ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    Golden.check(actual, against: url(name), name: name, sourceLocation: sourceLocation)
  }
}
