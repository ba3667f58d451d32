import AvoidanceEngine
import CHeapStats
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel

/// The in-app runtime: one keyboard show on a live tree of 2,000 views (snapshot of the live
/// tree, decide, engine, apply through the host's animation closure), beside the engine alone on
/// the same scene; the snapshot alone and its allocation count.
enum RuntimeBench {
  static func run(quick: Bool, policy: Policy) -> [BenchRow] {
    let (scene, focus) = SceneGenerator.scene(views: 2_000)
    let views = countViews(scene.views)
    let window = SceneLiveWindow(scene)
    guard let field = window.view(focus) else {
      progress("runtime: no field '\(focus)'")
      return []
    }
    let runtime = KeyboardRuntime(policy: policy) { _, changes in changes() }
    let keyboard = Keyboard.height(336)
    let animation = KeyboardAnimation.keyboardDefault
    runtime.beginEditing(field)
    guard let first = runtime.keyboardWillShow(keyboard, animation: animation),
      !first.step.plan.changes.isEmpty
    else {
      progress("runtime: the keyboard show moves nothing; no figure")
      return []
    }
    runtime.keyboardWillHide(animation: animation)
    let repetitions = quick ? 31 : 201

    // The runtime: show (timed), then hide (not timed) so every show starts from the same tree.
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let start = Bench.clock.now
      let step = runtime.keyboardWillShow(keyboard, animation: animation)
      let end = Bench.clock.now
      blackHole(step)
      runtime.keyboardWillHide(animation: animation)
      samples.append(Bench.seconds(end - start))
    }
    let show = Bench.medianOf(samples) * 1e6

    // The baseline: the engine alone, handed the scene (no live tree, nothing written back).
    var engine = AvoidanceEngine()
    var current = engine.handle(.beginEditing(field: focus), scene: scene, policy: policy).plan
      .apply(to: scene)
    samples = []
    for _ in 0..<repetitions {
      let start = Bench.clock.now
      let step = engine.handle(.keyboardWillShow(keyboard), scene: current, policy: policy)
      let end = Bench.clock.now
      let shown = step.plan.apply(to: current)
      current = engine.handle(.keyboardWillHide, scene: shown, policy: policy).plan.apply(to: shown)
      samples.append(Bench.seconds(end - start))
    }
    let engineShow = Bench.medianOf(samples) * 1e6

    // The snapshot alone, and what it allocates.
    let snapshot = Bench.median(repetitions: repetitions) {
      blackHole(runtime.snapshot(of: window))
    }
    kbpolicy_count_allocations(1)
    let before = kbpolicy_allocation_count()
    let captured = runtime.snapshot(of: window)
    let allocations = kbpolicy_allocation_count() - before
    kbpolicy_count_allocations(0)
    blackHole(captured)
    let counts = kbpolicy_counts_allocations() != 0

    return [
      BenchRow(
        section: "runtime",
        name:
          "keyboard show on a live tree (snapshot + decide + engine + apply), \(views) views",
        value: show, unit: "µs", baselineName: "engine alone on the same scene",
        baseline: engineShow, ratio: engineShow / show, goal: "< 200 µs", met: show < 200),
      BenchRow(
        section: "runtime", name: "snapshot of the live tree alone, \(views) views",
        value: snapshot * 1e6, unit: "µs"),
      BenchRow(
        section: "runtime", name: "allocations per snapshot, \(views) views",
        value: counts ? Double(allocations) : .nan, unit: "allocs",
        baselineName: counts ? "views captured" : nil, baseline: counts ? Double(views) : nil,
        ratio: counts ? Double(views) / Double(max(allocations, 1)) : nil),
    ]
  }

  static func countViews(_ views: [SceneView]) -> Int {
    views.reduce(0) { $0 + 1 + countViews($1.subviews) }
  }
}
