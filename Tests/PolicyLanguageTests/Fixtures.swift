import Foundation
@testable import PolicyLanguage

/// Test fixtures, read from `Tests/PolicyLanguageTests/Fixtures` and the repository's `rules/`.
enum Fixtures {
  /// `Tests/PolicyLanguageTests/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  /// The repository root.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The text of `Fixtures/<name>`.
  static func text(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  /// `Fixtures/<name>` as a source file whose path is `name`.
  static func source(_ name: String) throws -> SourceFile {
    SourceFile(path: name, text: try text(name))
  }

  /// The `.kbpolicy` files directly in `Fixtures/<folder>`, sorted.
  static func files(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent(folder).path
    )
    .filter { $0.hasSuffix(".kbpolicy") }.sorted().map { "\(folder)/\($0)" }
  }
}

extension Array where Element == Diagnostic {
  /// `code@line:column` for each diagnostic, for compact assertions.
  var summary: [String] { map { "\($0.code)@\($0.range.start.line):\($0.range.start.column)" } }
}
