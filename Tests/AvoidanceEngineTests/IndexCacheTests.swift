import PolicyLanguage
import TestSupport
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

/// The engine keeps its scene index (and a compiled policy's answers) across events: every step
/// must be exactly what an engine with nothing cached computes.
@Suite struct IndexCacheTests {
  /// The same engine state with an empty cache.
  static func cold(_ engine: AvoidanceEngine) -> AvoidanceEngine {
    var copy = AvoidanceEngine()
    copy.root = engine.root
    copy.lastScroll = engine.lastScroll
    copy.originals = engine.originals
    copy.textView = engine.textView
    return copy
  }

  static func compare(_ scene: Scene, _ events: [EngineEvent], policy: some DecisionSource)
    -> String?
  {
    var engine = AvoidanceEngine()
    var scene = scene
    for (number, event) in events.enumerated() {
      var reference = cold(engine)
      let expected = reference.handle(event, scene: scene, policy: policy)
      let step = engine.handle(event, scene: scene, policy: policy)
      guard step == expected, engine == reference else {
        return "event \(number + 1) '\(event)': cached step differs"
      }
      scene = step.plan.apply(to: scene)
      if let focus = scene.focus {
        let order = engine.fieldOrder(for: focus, scene: scene, policy: policy)
        guard order == SceneIndex(scene, policy: policy).fieldOrder(for: focus, policy: policy)
        else {
          return "event \(number + 1) '\(event)': cached field order differs"
        }
      }
    }
    return nil
  }

  @Test func cachedStepsEqualFreshOnesOverGeneratedScenes() throws {
    let policy = try #require(
      Policy.compile(
        SourceFile(
          path: "cache.kbpolicy",
          text:
            "version 1\nfield \"f3\" {\n  skip-in-order = true\n}\nfield \"f1\" {\n  distance = 30\n}\n"
        )
      ).policy)
    var random = SeededRandom(seed: InvariantPropertyTests.seed ^ 0xCAC4E)
    for number in 0..<200 {
      var generator = SeededRandom(seed: random.next())
      let (scene, events) = InvariantPropertyTests.generate(&generator)
      if let failure = Self.compare(scene, events, policy: TestPolicy()) {
        Issue.record("case \(number), test policy: \(failure)")
      }
      if let failure = Self.compare(scene, events, policy: policy) {
        Issue.record("case \(number), compiled policy: \(failure)")
      }
    }
  }

  @Test func aStructureChangeBetweenEventsRebuildsTheIndex() throws {
    let policy = try #require(
      Policy.compile(SourceFile(path: "cache.kbpolicy", text: "version 1\n")).policy)
    func scene(fields: Int, identifierSuffix: String = "") -> Scene {
      Scene(
        window: Size(width: 393, height: 852), statusBarHeight: 59,
        views: [
          SceneView(
            id: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852),
            subviews: (0..<fields).map { i in
              SceneView(
                id: "f\(i)", className: "UITextField",
                frame: Rect(x: 16, y: 500 + Double(i) * 50, width: 300, height: 40),
                accessibilityIdentifier: "f\(i)\(identifierSuffix)")
            })
        ],
        controllers: [SceneController(id: "c", className: "UIViewController", view: "root")],
        focus: "f1")
    }
    let first = scene(fields: 4)
    var engine = AvoidanceEngine()
    var reference = AvoidanceEngine()
    for next in [
      first, scene(fields: 6), scene(fields: 6, identifierSuffix: "x"), scene(fields: 3), first,
    ] {
      let step = engine.handle(.keyboardWillShow(.height(336)), scene: next, policy: policy)
      let expected = reference.handle(.keyboardWillShow(.height(336)), scene: next, policy: policy)
      #expect(step == expected)
      #expect(
        engine.fieldOrder(for: "f1", scene: next, policy: policy)
          == SceneIndex(next, policy: policy).fieldOrder(for: "f1", policy: policy))
      reference = Self.cold(engine)
    }
  }
}
