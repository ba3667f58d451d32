import Foundation
import AvoidanceEngine
import CHeapStats
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel

/// The in-app runtime: one keyboard show on a live tree of 2,000 views (snapshot of the live
/// tree, decide, engine, apply through the host's animation closure), beside the engine alone on
/// the same scene; the same show with a `keep-visible` companion; the snapshot alone and its
/// allocation count; the focused field's controls after a show.
@MainActor enum RuntimeBench {
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
    let show = showTime(runtime, keyboard, animation, repetitions) * 1e6
    let companionShow = companionShowTime(
      scene, focus: focus, policy: policy, keyboard, animation, repetitions)
    var samples: [Double] = []

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

    if let loops = ProcessInfo.processInfo.environment["KBPOLICY_BENCH_PROFILE_RUNTIME"].flatMap(
      Int.init)
    {
      // For profilers: a show and the focused field's controls, `loops` times.
      for _ in 0..<loops {
        blackHole(runtime.keyboardWillShow(keyboard, animation: animation))
        blackHole(runtime.controls(for: field))
        runtime.keyboardWillHide(animation: animation)
      }
    }

    // The snapshot alone, as a show takes it (after a hide put the moved views back: only their
    // path is captured anew), beside the whole window (what every event captured before events
    // captured only the paths they need), and what it allocates.
    let snapshot = median(repetitions) {
      runtime.keyboardWillShow(keyboard, animation: animation)
      runtime.keyboardWillHide(animation: animation)
    } timing: {
      blackHole(runtime.eventSnapshot(of: window))
    }
    let wholeWindow = median(repetitions) {
    } timing: {
      blackHole(runtime.snapshot(of: window))
    }
    runtime.keyboardWillShow(keyboard, animation: animation)
    runtime.keyboardWillHide(animation: animation)
    kbpolicy_count_allocations(1)
    let before = kbpolicy_allocation_count()
    let captured = runtime.eventSnapshot(of: window)
    let allocations = kbpolicy_allocation_count() - before
    kbpolicy_count_allocations(0)
    let capturedViews = countViews(captured.views)
    let counts = kbpolicy_counts_allocations() != 0

    // The focused field's controls after a show (toolbar, previous/next, return key): the
    // controls' snapshot (paths and candidates) over the index kept for it, beside what each call
    // cost before (a fresh index of the whole window and its field order).
    let controls = median(repetitions) {
      runtime.keyboardWillShow(keyboard, animation: animation)
    } timing: {
      blackHole(runtime.controls(for: field))
    }
    runtime.keyboardWillHide(animation: animation)
    let candidateViews = runtime.controlsSnapshot(of: field).map { countViews($0.views) } ?? 0
    let freshIndex = median(quick ? 11 : 51) {
    } timing: {
      let index = SceneIndex(runtime.snapshot(of: window), policy: policy)
      blackHole(index.fieldOrder(for: focus, policy: policy))
    }

    return [
      BenchRow(
        section: "runtime",
        name:
          "keyboard show on a live tree (snapshot + decide + engine + apply), \(views) views",
        value: show, unit: "µs", baselineName: "engine alone on the same scene",
        baseline: engineShow, ratio: engineShow / show, goal: "< 200 µs", met: show < 200),
      BenchRow(
        section: "runtime",
        name:
          "keyboard show with a keep-visible companion (the next row's label, set in code), \(views) views",
        value: companionShow, unit: "µs", baselineName: "the same show without a companion",
        baseline: show, ratio: show / companionShow, goal: "< 200 µs", met: companionShow < 200),
      BenchRow(
        section: "runtime",
        name:
          "snapshot as a show takes it (\(capturedViews) of \(views) views: the paths it needs)",
        value: snapshot * 1e6, unit: "µs", baselineName: "the whole window's snapshot",
        baseline: wholeWindow * 1e6, ratio: wholeWindow / snapshot),
      BenchRow(
        section: "runtime", name: "allocations per snapshot, as a show takes it, \(views) views",
        value: counts ? Double(allocations) : .nan, unit: "allocs",
        baselineName: counts ? "views in the window" : nil, baseline: counts ? Double(views) : nil,
        ratio: counts ? Double(views) / Double(max(allocations, 1)) : nil),
      BenchRow(
        section: "runtime",
        name:
          "controls(for:) after a show (\(candidateViews) of \(views) views: paths and candidates)",
        value: controls * 1e6, unit: "µs",
        baselineName: "a fresh index of the whole window and its field order",
        baseline: freshIndex * 1e6, ratio: freshIndex / controls),
    ]
  }

  /// The median time of a keyboard show on `runtime`'s focused field; a hide (not timed) after
  /// each, so every show starts from the same tree.
  static func showTime(
    _ runtime: KeyboardRuntime, _ keyboard: Keyboard, _ animation: KeyboardAnimation,
    _ repetitions: Int
  ) -> Double {
    median(repetitions) {
    } timing: {
      blackHole(runtime.keyboardWillShow(keyboard, animation: animation))
    } after: {
      runtime.keyboardWillHide(animation: animation)
    }
  }

  /// A show as `showTime` measures it, on the same scene with the focused field keeping the
  /// next row's label visible (`keep-visible` in code): the snapshot also captures the label's
  /// path, and the engine makes room for it. In µs; NaN when the companion is not kept.
  static func companionShowTime(
    _ scene: Scene, focus: String, policy: Policy, _ keyboard: Keyboard,
    _ animation: KeyboardAnimation, _ repetitions: Int
  ) -> Double {
    var scene = scene
    let row = Int(focus.dropFirst("field-".count)) ?? 0
    let companion = "label-\(row + 1)"
    guard scene.updateView(focus, { $0.code.keepVisible = [companion] }) else { return .nan }
    let window = SceneLiveWindow(scene)
    guard let field = window.view(focus) else { return .nan }
    let runtime = KeyboardRuntime(policy: policy) { _, changes in changes() }
    runtime.beginEditing(field)
    let kept = runtime.keyboardWillShow(keyboard, animation: animation).map {
      $0.step.outcome?.companions.contains { $0.id == companion && $0.ignored == nil } ?? false
    }
    runtime.keyboardWillHide(animation: animation)
    guard kept == true else {
      progress("runtime: the companion '\(companion)' is not kept; no figure")
      return .nan
    }
    return showTime(runtime, keyboard, animation, repetitions) * 1e6
  }

  /// The median time of `body` over `repetitions` runs, each after `prepare` and before `after`
  /// (neither timed).
  static func median(
    _ repetitions: Int, prepare: () -> Void, timing body: () -> Void, after: () -> Void
  ) -> Double {
    var samples: [Double] = []
    for _ in 0..<repetitions {
      prepare()
      let start = Bench.clock.now
      body()
      samples.append(Bench.seconds(Bench.clock.now - start))
      after()
    }
    return Bench.medianOf(samples)
  }

  /// The median time of `body` over `repetitions` runs, each after `prepare` (not timed).
  static func median(_ repetitions: Int, prepare: () -> Void, timing body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<repetitions {
      prepare()
      let start = Bench.clock.now
      body()
      samples.append(Bench.seconds(Bench.clock.now - start))
    }
    return Bench.medianOf(samples)
  }

  static func countViews(_ views: [SceneView]) -> Int {
    views.reduce(0) { $0 + 1 + countViews($1.subviews) }
  }
}
