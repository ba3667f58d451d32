import AvoidanceEngine
import SceneModel
import Foundation
import PolicyLanguage

/// Generates the engine benchmark's scenes: a form of table cells (cell, content view, label,
/// text field) in a `UITableView` inside a `UIScrollView`, under one view controller.
enum SceneGenerator {
  static let window = Size(width: 393, height: 852)
  static let rowHeight = 44.0

  /// A scene of about `views` views (3 + 4 per row), a quarter of them text fields; the focused
  /// field is the one on the row nearest the bottom of the screen. Returns the scene (focus set,
  /// keyboard hidden) and the focused field's id.
  static func scene(views: Int) -> (scene: Scene, focus: String) {
    let rows = max(1, (views - 3) / 4)
    let tableHeight = Double(rows) * rowHeight
    // Scroll the outer scroll view so the focused row sits near the bottom of the window.
    let focusRow = rows / 2
    let offsetY = max(0, Double(focusRow) * rowHeight + 100 - 780)
    var cells: [SceneView] = []
    cells.reserveCapacity(rows)
    for row in 0..<rows {
      let field = SceneView(
        id: "field-\(row)", className: "UITextField",
        frame: Rect(x: 120, y: 6, width: 257, height: 32),
        tag: row, accessibilityIdentifier: "row-\(row)", placeholder: "Value \(row)",
        textInput: .textField)
      let label = SceneView(
        id: "label-\(row)", className: "UILabel", frame: Rect(x: 16, y: 6, width: 96, height: 32))
      let content = SceneView(
        id: "content-\(row)", frame: Rect(x: 0, y: 0, width: 393, height: rowHeight),
        subviews: [label, field])
      cells.append(
        SceneView(
          id: "cell-\(row)", className: "UITableViewCell",
          frame: Rect(x: 0, y: Double(row) * rowHeight, width: 393, height: rowHeight),
          subviews: [content]))
    }
    let table = SceneView(
      id: "table", className: "UITableView",
      frame: Rect(x: 0, y: 100, width: 393, height: tableHeight),
      scroll: ScrollState(contentSize: Size(width: 393, height: tableHeight), scrollEnabled: false),
      subviews: cells)
    let scroll = SceneView(
      id: "scroll", className: "UIScrollView", frame: Rect(x: 0, y: 0, width: 393, height: 852),
      scroll: ScrollState(
        contentOffset: Point(x: 0, y: offsetY),
        contentSize: Size(width: 393, height: tableHeight + 200)),
      subviews: [table])
    let root = SceneView(
      id: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852), subviews: [scroll])
    let scene = Scene(
      window: window, statusBarHeight: 59, views: [root],
      controllers: [
        SceneController(id: "form", className: "CheckoutFormViewController", view: "root")
      ],
      classes: ["CheckoutFormViewController": "UIViewController"],
      focus: "field-\(focusRow)")
    return (scene, "field-\(focusRow)")
  }
}

/// The engine baseline: what IQKeyboardManager does on a keyboard show, written straightforwardly
/// over the view tree with no index: find the field by a depth-first search, compute its window
/// frame from its ancestors, find the deep container, collect and sort every eligible field under
/// it, decide once, compute the move and the innermost scroll view's new offset.
struct NaiveEngine {
  struct Result {
    var move: Double
    var offset: Double
    var order: [String]
  }

  let policy: Policy

  func handleShow(scene: Scene, focus: String, keyboardHeight: Double) -> Result? {
    guard let path = Self.path(to: focus, in: scene.views) else { return nil }
    // Window frame of every view on the path.
    var origins: [Point] = []
    var x = 0.0
    var y = 0.0
    for (i, view) in path.enumerated() {
      x += view.frame.minX
      y += view.frame.minY
      origins.append(Point(x: x, y: y))
      if i < path.count - 1, let scroll = view.scroll {
        x -= scroll.contentOffset.x
        y -= scroll.contentOffset.y
      }
    }
    let fieldView = path[path.count - 1]
    let fieldTop = origins[origins.count - 1].y
    let fieldBottom = fieldTop + fieldView.frame.height
    let hierarchy = ClassHierarchy(custom: scene.classes)
    // Deep container: the first class of the list found among the ancestors.
    var containerIndex: Int?
    for className in policy.deepContainers {
      if let index = path.dropLast().lastIndex(where: {
        hierarchy.isKind($0.className, of: className)
      }) {
        containerIndex = index
        break
      }
    }
    var order: [(id: String, x: Double, y: Double, seq: Int)] = []
    if let containerIndex {
      let container = path[containerIndex]
      let base = origins[containerIndex]
      let scrollOffset = container.scroll?.contentOffset ?? .zero
      Self.collect(
        container.subviews, x: base.x - scrollOffset.x, y: base.y - scrollOffset.y, into: &order)
    }
    order.sort { ($0.y, $0.x, $0.seq) < ($1.y, $1.x, $1.seq) }
    // Decide for the field (its controller: the nearest ancestor that is a controller's root view).
    let controllerClass = path.reversed().lazy.compactMap { view in
      scene.controllers.first { $0.view == view.id }?.className
    }.first
    let decision = policy.decide(
      for: FieldContext(
        identifier: fieldView.accessibilityIdentifier,
        classChain: hierarchy.chain(of: fieldView.className),
        controllerChain: controllerClass.map { hierarchy.chain(of: $0) } ?? [])
    ).values
    let keyboardTop = scene.window.height - keyboardHeight
    var move = min(
      fieldTop - scene.statusBarHeight, fieldBottom - (keyboardTop - decision.distance))
    if !decision.avoidance { move = 0 }
    // Innermost scroll view on the path takes the move.
    var offset = 0.0
    if move > 0,
      let scrollIndex = path.dropLast().lastIndex(where: { $0.scroll?.scrollEnabled == true })
    {
      let scroll = path[scrollIndex].scroll!
      let maxOffset =
        max(scroll.contentSize.height + keyboardHeight, path[scrollIndex].frame.height)
        - path[scrollIndex].frame.height
      offset = min(scroll.contentOffset.y + move, maxOffset)
    }
    return Result(move: move, offset: offset, order: order.map(\.id))
  }

  static func path(to id: String, in views: [SceneView]) -> [SceneView]? {
    for view in views {
      if view.id == id { return [view] }
      if let rest = path(to: id, in: view.subviews) { return [view] + rest }
    }
    return nil
  }

  static func collect(
    _ views: [SceneView], x: Double, y: Double,
    into result: inout [(id: String, x: Double, y: Double, seq: Int)]
  ) {
    for view in views where !view.isHidden && view.alpha > 0 && view.isUserInteractionEnabled {
      let vx = x + view.frame.minX
      let vy = y + view.frame.minY
      if view.textInput != nil, view.isEnabled {
        result.append((view.id, vx, vy, result.count))
      }
      let offset = view.scroll?.contentOffset ?? .zero
      collect(view.subviews, x: vx - offset.x, y: vy - offset.y, into: &result)
    }
  }
}

/// engine: one keyboard show for a field near the bottom, with its previous/next list.
///
/// The engine keeps its scene index (and a compiled policy's answers) across the events of one
/// screen, so three figures per size: the one-time index build ("once per screen"), the first
/// keyboard show after `beginEditing` (index reused, policy answers not yet remembered: 2,000
/// views only) and the per-event figure, a keyboard show in steady state (an engine that has
/// already handled `beginEditing` and a show on that screen), next to the naive baseline.
enum EngineBench {
  static let keyboard = Keyboard.height(336)

  static func run(quick: Bool, policy: Policy) -> [BenchRow] {
    var rows: [BenchRow] = []
    var perView: [Int: Double] = [:]
    for views in [100, 1_000, 2_000, 10_000] {
      let (scene, focus) = SceneGenerator.scene(views: views)
      let count = countViews(scene.views)
      // The engine after `beginEditing` (the root captured), as it is when the keyboard shows.
      var engine = AvoidanceEngine()
      let begin = engine.handle(.beginEditing(field: focus), scene: scene, policy: policy)
      let ready = begin.plan.apply(to: scene)
      let started = engine
      var check = started
      let step = check.handle(.keyboardWillShow(keyboard), scene: ready, policy: policy)
      let order = check.fieldOrder(for: focus, scene: ready, policy: policy)
      let fresh = SceneIndex(ready, policy: policy).fieldOrder(for: focus, policy: policy)
      var disagrees = false
      if order != fresh {
        progress("engine: the engine's previous/next list differs from a fresh index's")
        disagrees = true
      }
      var fromScratch = AvoidanceEngine()
      _ = fromScratch.handle(.beginEditing(field: focus), scene: scene, policy: policy)
      if fromScratch.handle(.keyboardWillShow(keyboard), scene: ready, policy: policy) != step {
        progress("engine: a cached keyboard show differs from a fresh engine's")
        disagrees = true
      }
      let naive = NaiveEngine(policy: policy)
      let baselineResult = naive.handleShow(scene: ready, focus: focus, keyboardHeight: 336)
      if views == 2_000 {
        progress(
          "engine: \(count) views, \(order.fields.count) fields in previous/next (baseline \(baselineResult?.order.count ?? -1)), "
            + "\(step.plan.changes.count) property changes")
        if order.fields != baselineResult?.order {
          progress("engine: the previous/next list differs from the baseline's")
          disagrees = true
        }
      }
      let environment = ProcessInfo.processInfo.environment
      if views == environment["KBPOLICY_BENCH_PROFILE_VIEWS"].flatMap(Int.init) ?? 2_000,
        let loops = environment["KBPOLICY_BENCH_PROFILE_ENGINE"].flatMap(Int.init)
      {
        // For profilers: only the steady-state event at 2,000 views (or
        // KBPOLICY_BENCH_PROFILE_VIEWS: 100, 1000, 2000, 10000), `loops` times.
        for _ in 0..<loops {
          var engine = started
          blackHole(engine.handle(.keyboardWillShow(keyboard), scene: ready, policy: policy))
          blackHole(engine.fieldOrder(for: focus, scene: ready, policy: policy))
        }
        return []
      }
      let repetitions = quick ? 5 : (views >= 10_000 ? 15 : 31)
      let inner = views <= 100 ? 50 : views <= 2_000 ? 5 : 1
      let build =
        Bench.median(repetitions: repetitions) {
          for _ in 0..<inner { blackHole(SceneIndex(ready, policy: policy)) }
        } / Double(inner)
      // Steady state: every copy of `started` shares its index cache, warmed by the first run.
      // The goal's ratio (`--check`): ours and the naive walk alternate, so noise falls on both.
      let (oursTotal, theirsTotal) = Bench.interleavedMedians(repetitions: repetitions) {
        for _ in 0..<inner {
          var engine = started
          blackHole(engine.handle(.keyboardWillShow(keyboard), scene: ready, policy: policy))
          blackHole(engine.fieldOrder(for: focus, scene: ready, policy: policy))
        }
      } against: {
        for _ in 0..<inner {
          blackHole(naive.handleShow(scene: ready, focus: focus, keyboardHeight: 336))
        }
      }
      let ours = oursTotal / Double(inner)
      let theirs = theirsTotal / Double(inner)
      perView[views] = ours / Double(count)
      let us = ours * 1e6
      let baseUs = theirs * 1e6
      let perViewNs = ours / Double(count) * 1e9
      rows.append(
        BenchRow(
          section: "engine", name: "SceneIndex build, once per screen, \(count) views",
          value: build * 1e6, unit: "µs"))
      if views == 2_000 {
        // The first show after `beginEditing`: the index built at `beginEditing` is reused, the
        // policy's answers (the field's decision, skip-in-order of every candidate) are computed.
        var samples: [Double] = []
        for _ in 0..<(repetitions + 1) {
          var engine = AvoidanceEngine()
          _ = engine.handle(.beginEditing(field: focus), scene: scene, policy: policy)
          let start = Bench.clock.now
          blackHole(engine.handle(.keyboardWillShow(keyboard), scene: ready, policy: policy))
          blackHole(engine.fieldOrder(for: focus, scene: ready, policy: policy))
          samples.append(Bench.seconds(Bench.clock.now - start))
        }
        let first = Bench.medianOf(Array(samples.dropFirst())) * 1e6
        rows.append(
          BenchRow(
            section: "engine",
            name: "first keyboard show + previous/next after beginEditing, \(count) views",
            value: first,
            unit: "µs", baselineName: "naive tree walk", baseline: baseUs, ratio: baseUs / first,
            goal: "no slower than the naive walk", met: first <= baseUs, ratioGoal: 1,
            disagrees: disagrees))
      }
      rows.append(
        BenchRow(
          section: "engine",
          name:
            "keyboard show + previous/next (per event, steady state), \(count) views (\(order.fields.count) fields), \(formatFigure(perViewNs)) ns/view",
          value: us, unit: "µs", baselineName: "naive tree walk", baseline: baseUs,
          ratio: baseUs / us,
          goal: views == 2_000 ? "< 100 µs and >= 1x" : ">= 1x",
          met: baseUs / us >= 1 && (views != 2_000 || us < 100), ratioGoal: 1,
          disagrees: disagrees))
    }
    if let small = perView[1_000], let large = perView[10_000] {
      let growth = large / small
      rows.append(
        BenchRow(
          section: "engine", name: "per-view cost at 10,000 views / at 1,000 views (per event)",
          value: growth, unit: "x",
          goal: "near-linear (<= 2x)", met: growth <= 2))
    }
    return rows
  }

  static func countViews(_ views: [SceneView]) -> Int {
    views.reduce(0) { $0 + 1 + countViews($1.subviews) }
  }
}
