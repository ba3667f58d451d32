import Foundation
import PolicyLanguage
import TestSupport
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

/// The engine's invariants with `keep-visible` (ARCHITECTURE.md, the companion clause), over the
/// generated scenes of `InvariantPropertyTests` with buttons added (in the root view and in the
/// scroll views) and every field keeping some of them, a missing id and hidden buttons among
/// them. The five invariants still hold, and:
///
/// - the field wins: a field whose top starts at or under the top guide never ends above it;
/// - with no scroll view, when the union of the field and its companions fits (its bottom move
///   is at most the field's top move and the root's room), every companion ends at least
///   `distance` above the keyboard; when it does not, the field still does (invariant 1).
@Suite struct CompanionInvariantTests {
  static let seed: UInt64 = 0x4B45_4550_5649_5349  // "KEEPVISI"

  @Test func companionClauseHoldsAfterEveryEvent() {
    let cases =
      ProcessInfo.processInfo.environment["KBPOLICY_SOAK_CASES"].flatMap(Int.init) ?? 500
    var random = SeededRandom(seed: Self.seed)
    var failures = 0
    var withCompanions = 0
    for number in 0..<cases {
      let caseSeed = random.next()
      var generator = SeededRandom(seed: caseSeed)
      let (plain, events) = InvariantPropertyTests.generate(&generator)
      let scene = Self.addCompanions(to: plain, &generator)
      let failure =
        InvariantPropertyTests.check(scene, events) ?? Self.clause(scene, events, &withCompanions)
      guard let failure else { continue }
      failures += 1
      Issue.record(
        """
        companion clause violated in case \(number) (case seed \(caseSeed)): \(failure)
        events: \(events.map(\.description).joined(separator: "; "))
        scene:
        \(scene.jsonText())
        """)
      if failures >= 3 { break }
    }
    // The generator does give fields companions the engine makes room for.
    #expect(withCompanions > cases / 4)
  }

  // MARK: - Generation

  /// Buttons `b0`, `b1`, ... in the root view and in each scroll view, some hidden; every field
  /// keeps a few of them (and sometimes an id no view has).
  static func addCompanions(to scene: Scene, _ random: inout SeededRandom) -> Scene {
    var buttons: [String] = []
    func button(in height: Double) -> SceneView {
      let id = "b\(buttons.count)"
      buttons.append(id)
      return SceneView(
        id: id, className: "UIButton",
        frame: Rect(x: 16, y: random.points(0...max(0, Int(height) - 50)), width: 361, height: 50),
        accessibilityIdentifier: id, isHidden: random.chance(10))
    }
    func adding(_ view: SceneView) -> SceneView {
      var copy = view
      copy.subviews = view.subviews.map(adding)
      if view.id == "root" || view.className == "UIScrollView" {
        let height = view.scroll?.contentSize.height ?? view.frame.height
        for _ in 0..<random.int(0...2) { copy.subviews.append(button(in: height)) }
      }
      return copy
    }
    var result = scene
    result.views = scene.views.map(adding)
    guard !buttons.isEmpty else { return result }
    func keeping(_ view: SceneView) -> SceneView {
      var copy = view
      copy.subviews = view.subviews.map(keeping)
      if view.className == "UITextField", random.chance(80) {
        var ids = (0..<random.int(1...2)).map { _ in buttons[random.below(buttons.count)] }
        if random.chance(10) { ids.append("missing") }
        var seen: Set<String> = []
        copy.code.keepVisible = ids.filter { seen.insert($0).inserted }
      }
      return copy
    }
    result.views = result.views.map(keeping)
    return result
  }

  // MARK: - The clause

  /// The first violation of the companion clause over `events`, if any.
  static func clause(_ start: Scene, _ events: [EngineEvent], _ counted: inout Int) -> String? {
    let policy = TestPolicy()
    var engine = AvoidanceEngine()
    var scene = start
    for (number, event) in events.enumerated() {
      let before = SceneIndex(scene)
      let step = engine.handle(event, scene: scene, policy: policy)
      scene = step.plan.apply(to: scene)
      guard let outcome = step.outcome, !outcome.companions.isEmpty else { continue }
      if outcome.companions.contains(where: { $0.ignored == nil }) { counted += 1 }
      let label = "after event \(number + 1) '\(event)'"
      let guide = outcome.topGuide
      // The field wins: its top never ends above the guide it started under.
      if let was = before.windowRect(of: outcome.field), was.minY >= guide - 1e-6,
        outcome.fieldFrame.minY < guide - 1e-6
      {
        return
          "\(label): '\(outcome.field)' top \(outcome.fieldFrame.minY) above the guide \(guide)"
      }
      if let message = unionReached(outcome, before: before, scene: scene) {
        return "\(label): \(message)"
      }
    }
    return nil
  }

  /// With no scroll view: when the union fits, every companion ends `distance` above the keyboard.
  static func unionReached(_ outcome: EngineOutcome, before: SceneIndex, scene: Scene) -> String? {
    guard !before.allViewIDs.contains(where: before.isScrollView) else { return nil }
    let kept = outcome.companions.filter { $0.ignored == nil }
    guard let was = before.windowRect(of: outcome.field), !kept.isEmpty else { return nil }
    let bottom = kept.compactMap { $0.frameBefore?.maxY }.max() ?? was.maxY
    let limit = outcome.keyboardTop - outcome.distance
    let unionMove = max(was.maxY, bottom) - limit
    let rootY = before.view("root")?.frame.minY ?? 0
    let room = rootY + outcome.measurement.keyboardHeight
    guard unionMove <= was.minY - outcome.topGuide + 1e-6, unionMove <= room + 1e-6 else {
      return nil
    }
    for companion in kept where (companion.gap ?? 0) < outcome.distance - 1e-6 {
      return
        "companion '\(companion.id)' gap \(companion.gap ?? .nan) < distance \(outcome.distance) though the union fits"
    }
    return nil
  }
}

/// `CompanionResolver.ignoreReason(_:field:policy:)`, which lint's `companion-never-acts` asks,
/// against the engine itself: on the generated scenes of `CompanionInvariantTests`, at the first
/// event that adjusts a field with companions (nothing has moved yet), the resolver's reason for
/// each named view is the one the engine's outcome gives.
@Suite struct CompanionResolverDifferentialTests {
  @Test func theResolverLeavesOutWhatTheEngineLeavesOut() {
    var random = SeededRandom(seed: CompanionInvariantTests.seed ^ 0x5245_534F_4C56_4552)
    var compared = 0
    var reasons: Set<String> = []
    for _ in 0..<300 {
      var generator = SeededRandom(seed: random.next())
      let (plain, events) = InvariantPropertyTests.generate(&generator)
      let scene = CompanionInvariantTests.addCompanions(to: plain, &generator)
      let policy = TestPolicy()
      var engine = AvoidanceEngine()
      var current = scene
      for event in events {
        let step = engine.handle(event, scene: current, policy: policy)
        if let outcome = step.outcome, !outcome.companions.isEmpty {
          let resolver = CompanionResolver(
            outcome.companions.map(\.id), in: SceneIndex(current, policy: policy))
          for companion in outcome.companions {
            let reason = resolver.ignoreReason(companion.id, field: outcome.field, policy: policy)
            #expect(
              reason == companion.ignored,
              "'\(companion.id)' of '\(outcome.field)': resolver \(String(describing: reason)), engine \(String(describing: companion.ignored))"
            )
            reasons.insert(reason?.code ?? "kept")
            compared += 1
          }
          break
        }
        // The resolver answers for the scene before anything moves.
        guard step.plan.changes.isEmpty else { break }
        current = step.plan.apply(to: current)
      }
    }
    // The scenes reach every kind of answer, so the comparison covers each branch.
    #expect(compared > 100)
    #expect(reasons.isSuperset(of: ["kept", "missing", "hidden", "above-field"]), "\(reasons)")
  }
}
