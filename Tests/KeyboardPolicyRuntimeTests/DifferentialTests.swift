import AvoidanceEngine
import SceneModel
import Foundation
import PolicyLanguage
import Testing

/// The runtime over a live (in-memory) tree ends exactly where `kbpolicy simulate` ends, on every
/// shipped example, every fixture scene and a few hundred generated ones.
@Suite @MainActor struct DifferentialTests {
  /// The shipped examples with their shipped event scripts (as `.ci/run` simulates them).
  @Test(arguments: [
    (
      "rules/examples/checkout.kbpolicy", "rules/examples/checkout.scene.json",
      "rules/examples/checkout.events"
    ),
    (
      "rules/examples/chat.kbpolicy", "rules/examples/chat.scene.json", "rules/examples/chat.events"
    ),
    (
      "rules/examples/chat.kbpolicy", "rules/examples/signup.scene.json",
      "rules/examples/signup.events"
    ),
  ])
  func shippedExampleMatchesSimulate(policy: String, scene: String, events: String) throws {
    let outcome = Differential.run(
      scene: try Corpus.scene(scene), events: try Corpus.events(events),
      policy: try Corpus.policy(policy))
    #expect(outcome.differences == [])
    #expect(outcome.animations == outcome.expectedAnimations)
  }

  /// Every shipped example scene with a whole session over all its fields, under every shipped
  /// policy.
  @Test(arguments: [
    "rules/examples/checkout.scene.json", "rules/examples/chat.scene.json",
    "rules/examples/signup.scene.json",
  ])
  func shippedSceneSessionMatchesSimulate(scene path: String) throws {
    let scene = try Corpus.scene(path)
    for policy in ["rules/examples/checkout.kbpolicy", "rules/examples/chat.kbpolicy", nil] {
      let outcome = Differential.run(
        scene: scene, events: Corpus.session(for: scene), policy: try Corpus.policy(policy))
      #expect(outcome.differences == [], "\(policy ?? "default layer")")
      #expect(outcome.animations == outcome.expectedAnimations)
    }
  }

  /// The shipped storyboard through the Interface Builder importer: every controller scene, the
  /// whole session and the shipped checkout script.
  @Test func shippedStoryboardMatchesSimulate() throws {
    let policy = try Corpus.policy("rules/examples/checkout.kbpolicy")
    let scenes = try Corpus.storyboardScenes("rules/examples/Checkout.storyboard", policy: policy)
    #expect(scenes.count == 2)
    for (name, scene) in scenes {
      let outcome = Differential.run(
        scene: scene, events: Corpus.session(for: scene), policy: policy)
      #expect(outcome.differences == [], "\(name)")
      #expect(!outcome.animations.isEmpty, "\(name) moves something")
      #expect(outcome.animations == outcome.expectedAnimations)
    }
    let checkout = try #require(scenes.first { $0.0.hasSuffix("CheckoutViewController") }?.1)
    let outcome = Differential.run(
      scene: checkout, events: try Corpus.events("rules/examples/checkout.events"), policy: policy)
    #expect(outcome.differences == [])
  }

  /// The test fixtures' scenes: explain's case scenes under their policies, and the Interface
  /// Builder fixtures under the default layer.
  @Test func fixtureScenesMatchSimulate() throws {
    let cases = "Tests/PolicyExplainTests/Fixtures/cases/"
    let pairs: [(String, String?)] = [
      ("form", "superclass-disable"), ("form", "field-rule-enable"),
      ("form", "controller-distance"), ("form", "near-miss"),
      ("alert-exemption", "alert-exemption"), ("too-tall", "too-tall"), ("form", nil),
    ]
    for (scene, policy) in pairs {
      let decoded = try Corpus.scene("\(cases)\(scene).scene.json")
      let outcome = Differential.run(
        scene: decoded, events: Corpus.session(for: decoded),
        policy: try Corpus.policy(policy.map { "\(cases)\($0).kbpolicy" }))
      #expect(outcome.differences == [], "\(scene) under \(policy ?? "default layer")")
    }
    let policy = try Corpus.policy(nil)
    var count = 0
    for document in ["NavForm.storyboard", "Forms.storyboard", "Lists.storyboard", "Login.xib"] {
      for (name, scene) in try Corpus.storyboardScenes(
        "Tests/InterfaceBuilderTests/Fixtures/\(document)", policy: policy)
      {
        count += 1
        let outcome = Differential.run(
          scene: scene, events: Corpus.session(for: scene), policy: policy)
        #expect(outcome.differences == [], "\(name)")
      }
    }
    #expect(count >= 4)
  }
}

/// A few hundred generated scenes and event sequences from a fixed seed.
@Suite @MainActor struct GeneratedDifferentialTests {
  static let seed: UInt64 = 0x4C49_5645_5452_4545  // "LIVETREE"

  @Test func generatedScenesMatchSimulate() throws {
    let policies = try SceneGenerator.compiledPolicies()
    var failures = 0
    var moved = 0
    for (number, (caseSeed, scene, events)) in SceneGenerator.cases(400, seed: Self.seed)
      .enumerated()
    {
      #expect(scene.validate().isEmpty, "case \(number) generates a valid scene")
      let outcome = Differential.run(
        scene: scene, events: events, policy: policies[number % policies.count])
      if !outcome.animations.isEmpty { moved += 1 }
      #expect(outcome.animations == outcome.expectedAnimations, "case \(number)")
      guard !outcome.differences.isEmpty else { continue }
      failures += 1
      Issue.record(
        """
        case \(number) (seed \(caseSeed)), \(outcome.differences.count) differences:
        \(outcome.differences.prefix(5).joined(separator: "\n"))
        events: \(events.map(\.description).joined(separator: "; "))
        \(scene.jsonText())
        """)
      if failures >= 3 { break }
    }
    // The generator reaches the engine: most cases move something.
    #expect(moved > 200)
  }
}
