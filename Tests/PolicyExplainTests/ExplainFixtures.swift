import SceneModel
import Foundation
import PolicyLanguage
import TestSupport
import Testing

@testable import PolicyExplain

/// Fixtures for the explain tests: the repository's shipped examples and the focused cases in
/// `Tests/PolicyExplainTests/Fixtures/cases`, plus golden files (re-record with RECORD_SNAPSHOTS=1).
enum ExplainFixtures {
  /// `Tests/PolicyExplainTests/Fixtures`.
  static let loader = FixtureLoader(target: "PolicyExplainTests")

  /// A file relative to the repository root.
  static func text(_ relative: String) throws -> String { try Repository.text(relative) }

  /// A builder for a policy and a scene, both given relative to the repository root (the policy
  /// keeps its relative path, so locations in goldens do not depend on the checkout).
  static func builder(policy: String, scene: String, includesWhatIfs: Bool = true) throws
    -> ExplanationBuilder
  {
    let source = SourceFile(path: policy, text: try text(policy))
    let compiled = Policy.compile(source)
    let compiledPolicy = try #require(
      compiled.policy, "policy \(policy) has errors: \(compiled.diagnostics.map(\.message))")
    let decoded = Scene.decode(json: try text(scene))
    let decodedScene = try #require(decoded.scene, "scene \(scene) has errors: \(decoded.issues)")
    return ExplanationBuilder(
      policy: compiledPolicy, source: source, syntax: compiled.file, scene: decodedScene,
      includesWhatIfs: includesWhatIfs)
  }

  /// The explanation of `field` (nil: the scene's focus).
  static func explain(policy: String, scene: String, field: String? = nil) throws -> Explanation {
    try builder(policy: policy, scene: scene).explain(field: field).get()
  }

  /// A focused case's policy path.
  static func casePolicy(_ name: String) -> String {
    "Tests/PolicyExplainTests/Fixtures/cases/\(name).kbpolicy"
  }
  /// A focused case's scene path (`form` is shared).
  static func caseScene(_ name: String) -> String {
    "Tests/PolicyExplainTests/Fixtures/cases/\(name).scene.json"
  }

  /// Compares `actual` with `Fixtures/golden/<name>` (`Golden.check`: recording fails the test).
  static func assertGolden(
    _ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    loader.checkGolden(actual, "golden/\(name)", sourceLocation: sourceLocation)
  }
}
