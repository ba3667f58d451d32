import PolicyLanguage
import SceneModel
import TestSupport
import Testing

@testable import AvoidanceEngine

/// What `explain --all` reads through one index of a scene answers as a fresh index per field:
/// shared previous/next lists (`fieldOrders`) against `fieldOrder` per field, the plan laid over
/// the index (`after`) against indexing the planned scene, and the engine's reused index against
/// a fresh engine. Differential, over the generated scenes of the invariant tests.
@Suite struct SharedIndexTests {
  @Test func sharedAnswersEqualFreshOnes() {
    var random = SeededRandom(seed: 0x5348_4152_4544)
    let keyboard = Keyboard.height(300)
    var compared = 0
    for _ in 0..<60 {
      let (scene, _) = InvariantPropertyTests.generate(&random)
      let index = SceneIndex(scene)
      let fields = index.allViewIDs.filter { index.textInputKind(of: $0) != nil }
      for policy in [TestPolicy(order: .subviews), TestPolicy(order: .tag), TestPolicy()] {
        let shared = index.fieldOrders(for: fields, policy: policy)
        #expect(shared == fields.map { index.fieldOrder(for: $0, policy: policy) })
      }
      let engine = AvoidanceEngine()
      for field in fields {
        var focused = scene
        focused.focus = field
        focused.keyboard = keyboard
        let fresh = AvoidanceEngine.adjustment(for: focused, policy: TestPolicy())
        #expect(engine.adjustment(reusingIndexFor: focused, policy: TestPolicy()) == fresh)
        let planned = index.after(fresh.plan)
        compared += fresh.plan.changes.count
        let applied = SceneIndex(fresh.plan.apply(to: focused))
        for id in index.allViewIDs {
          #expect(planned.view(id) == applied.view(id), "\(id)")
          #expect(planned.scrollState(of: id) == applied.scrollState(of: id), "\(id)")
          #expect(planned.windowRect(of: id) == applied.windowRect(of: id), "\(id)")
        }
      }
    }
    #expect(compared > 100, "the plans changed only \(compared) properties")
  }

  /// A policy without `skip-in-order = true` is not asked about every candidate field; the lists
  /// are those of asking every field (a wrapper that says it must be asked).
  @Test func fieldOrderWithoutSkipRulesEqualsAskingEveryField() {
    struct AskEveryField: DecisionSource {
      let policy: Policy
      func decide(for field: FieldContext) -> Decision { policy.decide(for: field) }
      func decide(scrollView: ScrollViewContext) -> ScrollViewDecision {
        policy.decide(scrollView: scrollView)
      }
      var deepContainers: [String] { policy.deepContainers }
      var classHierarchy: ClassHierarchy { policy.classHierarchy }
      func skipsInOrder(_ field: FieldContext) -> Bool { policy.skipsInOrder(field) }
      var rulesCanSkipInOrder: Bool { true }
    }
    func compile(_ text: String) -> Policy {
      Policy.compile(SourceFile(path: "p.kbpolicy", text: "version 1\n" + text)).policy!
    }
    let quiet = compile("field \"f1\" { skip-in-order = false }\nfield UITextView { distance = 4 }")
    let skipping = compile("field \"f1\" { skip-in-order = true }")
    #expect(!quiet.rulesCanSkipInOrder)
    #expect(skipping.rulesCanSkipInOrder)
    var random = SeededRandom(seed: 0x534B_4950)
    var listed = 0
    for _ in 0..<40 {
      let (scene, _) = InvariantPropertyTests.generate(&random)
      let index = SceneIndex(scene, policy: quiet)
      for id in index.allViewIDs where index.textInputKind(of: id) != nil {
        let fast = index.fieldOrder(for: id, policy: quiet)
        #expect(fast == index.fieldOrder(for: id, policy: AskEveryField(policy: quiet)))
        listed += fast.fields.count
      }
    }
    #expect(listed > 100)
  }

  /// A simulation writes every plan back through one index of the first scene; each scene it
  /// reaches is the one `apply(to:)` (which indexes the scene it is given) reaches.
  @Test func plansAppliedThroughTheFirstIndexEqualFreshOnes() {
    var random = SeededRandom(seed: 0x504C_414E)
    var changed = 0
    for _ in 0..<60 {
      let (scene, events) = InvariantPropertyTests.generate(&random)
      let structure = SceneIndex(scene)
      var engine = AvoidanceEngine()
      var current = scene
      for event in events {
        let step = engine.handle(event, scene: current, policy: TestPolicy())
        let fresh = step.plan.apply(to: current)
        #expect(step.plan.apply(to: current, index: structure) == fresh)
        changed += step.plan.changes.count
        current = fresh
      }
    }
    #expect(changed > 100)
  }
}
