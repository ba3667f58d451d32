import SceneModel
import Foundation
import PolicyLanguage
import Testing
@testable import PolicyLint

/// Fixture paths and helpers shared by the lint tests.
enum LintFixtures {
  /// `Tests/PolicyLintTests/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  /// The repository root.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The text of `Fixtures/<name>`.
  static func text(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  /// Every `.kbpolicy` file below `url`, sorted (empty when the folder does not exist).
  static func policies(under url: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
    var result: [URL] = []
    while let item = enumerator.nextObject() as? String {
      if item.hasSuffix(".kbpolicy") { result.append(url.appendingPathComponent(item)) }
    }
    return result.sorted { $0.path < $1.path }
  }

  /// Every policy fixture of this test target and of the language tests, plus the shipped
  /// `rules/` files.
  static var allPolicies: [URL] {
    policies(under: directory)
      + policies(under: repository.appendingPathComponent("Tests/PolicyLanguageTests/Fixtures"))
      + policies(under: repository.appendingPathComponent("rules"))
  }

  /// The shipped `rules/` files.
  static var shippedPolicies: [URL] {
    policies(under: repository.appendingPathComponent("rules"))
  }

  /// The repository-relative path of a URL, for readable test names.
  static func relative(_ url: URL) -> String {
    let root = repository.path
    return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count + 1)) : url.path
  }
}

/// Decodes example scenes; records an issue for each scene that does not decode.
func decodeScenes(_ texts: [String], sourceLocation: Testing.SourceLocation) -> [Scene] {
  texts.compactMap { text in
    let result = Scene.decode(json: text)
    if result.scene == nil {
      Issue.record(
        "example scene does not decode: \(result.issues)", sourceLocation: sourceLocation)
    }
    return result.scene
  }
}

extension Array where Element == Diagnostic {
  /// `code@line:column` for each diagnostic, for compact assertions.
  var summary: [String] { map { "\($0.code)@\($0.range.start.line):\($0.range.start.column)" } }
}
