import Foundation
import TestSupport
@testable import PolicyLanguage

/// Test fixtures, read from `Tests/PolicyLanguageTests/Fixtures` and the repository's `rules/`.
enum Fixtures {
  /// `Tests/PolicyLanguageTests/Fixtures`.
  static let loader = FixtureLoader(target: "PolicyLanguageTests")
  /// The fixtures directory.
  static var directory: URL { loader.directory }
  /// The repository root.
  static let repository = Repository.root

  /// The text of `Fixtures/<name>`.
  static func text(_ name: String) throws -> String { try loader.text(name) }

  /// `Fixtures/<name>` as a source file whose path is `name`.
  static func source(_ name: String) throws -> SourceFile {
    SourceFile(path: name, text: try text(name))
  }

  /// The `.kbpolicy` files directly in `Fixtures/<folder>`, sorted.
  static func files(in folder: String) throws -> [String] {
    try loader.files(in: folder, suffix: ".kbpolicy")
  }
}

extension Array where Element == Diagnostic {
  /// `code@line:column` for each diagnostic, for compact assertions.
  var summary: [String] { map { "\($0.code)@\($0.range.start.line):\($0.range.start.column)" } }
}
