import SceneModel
import Foundation
import PolicyLanguage
import TestSupport
import Testing
@testable import PolicyLint

/// Fixture paths and helpers shared by the lint tests.
enum LintFixtures {
  /// `Tests/PolicyLintTests/Fixtures`.
  static let loader = FixtureLoader(target: "PolicyLintTests")

  /// The text of `Fixtures/<name>`.
  static func text(_ name: String) throws -> String { try loader.text(name) }

  /// Every policy fixture of this test target and of the language tests, plus the shipped
  /// `rules/` files.
  static var allPolicies: [URL] {
    FixtureLoader.files(under: loader.directory, suffix: ".kbpolicy")
      + FixtureLoader.files(
        under: FixtureLoader(target: "PolicyLanguageTests").directory, suffix: ".kbpolicy")
      + shippedPolicies
  }

  /// The shipped `rules/` files.
  static var shippedPolicies: [URL] {
    FixtureLoader.files(under: Repository.url("rules"), suffix: ".kbpolicy")
  }

  /// The repository-relative path of a URL, for readable test names.
  static func relative(_ url: URL) -> String { Repository.relativePath(of: url) }
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
