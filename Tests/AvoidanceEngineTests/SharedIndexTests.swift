import PolicyLanguage
import SceneModel
import Testing

@testable import AvoidanceEngine

/// What `explain --all` reads through one index of a scene answers as a fresh index per field:
/// shared previous/next lists (`fieldOrders`) against `fieldOrder` per field, the plan laid over
/// the index (`after`) against indexing the planned scene, and the engine's reused index against
/// a fresh engine. Differential, over the generated scenes of the invariant tests.
@Suite struct SharedIndexTests {
  @Test func sharedAnswersEqualFreshOnes() {
    var random = SplitMix64(seed: 0x5348_4152_4544)
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
}
