import AutoLayout
import SceneModel

/// The Auto Layout solver (`kbpolicy-bench --only=layout`): one form screen as Interface Builder
/// documents have them, and three scaling rows, each the time at 4 × the size against 4 × the
/// time at the size (the linear expectation): views each pinned to the root and one chain of
/// labels each placed below the one before, both with the goal of growth at most 6 (a ratio of at
/// least 4/6; every constraint can hold, so the exact try solves them in rows that stay short),
/// and the same chain held between the top and a bottom edge its sizes must give to, solved by
/// priority, where every later row holds every earlier label's size (work grows with views ×
/// chain length; `ConstraintSolver.updateLimit` bounds it), reported without a goal.
enum LayoutBench {
  static func run(quick: Bool) -> [BenchRow] {
    let repetitions = quick ? 5 : 21
    var rows: [BenchRow] = []
    let form = Self.form(fields: 12)
    let seconds = Bench.median(repetitions: repetitions) { blackHole(form.layout()) }
    rows.append(
      BenchRow(
        section: "layout", name: "solve a form screen (12 labelled fields in a stack, 52 views)",
        value: seconds * 1e6, unit: "µs", baselineName: nil, baseline: nil, ratio: nil, goal: nil,
        met: nil))
    let base = quick ? 100 : 250
    rows.append(
      scaling(
        "views each pinned to the root", base: base, repetitions: repetitions, goal: true,
        Self.pinned))
    rows.append(
      scaling(
        "one chain of views, each below the one before", base: base / 2,
        repetitions: quick ? 3 : 7, goal: true, { Self.chain($0) }))
    rows.append(
      scaling(
        "one chain of views whose sizes give to a bottom edge", base: base / 2,
        repetitions: quick ? 3 : 7, goal: false, { Self.chain($0, bottom: true) }))
    return rows
  }

  /// The row for `shape` at `base` and 4 × `base` views.
  static func scaling(
    _ shape: String, base: Int, repetitions: Int, goal: Bool, _ make: (Int) -> LayoutDocument
  ) -> BenchRow {
    let small = make(base)
    let large = make(4 * base)
    let smallTime = Bench.median(repetitions: repetitions) { blackHole(small.layout()) }
    let largeTime = Bench.median(repetitions: repetitions) { blackHole(large.layout()) }
    let ratio = 4 * smallTime / largeTime
    return BenchRow(
      section: "layout", name: "solve \(shape), \(base) → \(4 * base) views",
      value: largeTime * 1e3, unit: "ms", baselineName: "4 × the time at \(base) views",
      baseline: 4 * smallTime * 1e3, ratio: ratio,
      goal: goal ? "growth at most 6 for 4 × the views" : nil, met: goal ? ratio >= 4.0 / 6 : nil,
      ratioGoal: goal ? 4.0 / 6 : nil)
  }

  /// A root with its safe area (items 0 and 1) on a 393 × 852 window.
  static func root() -> [LayoutItem] {
    [
      LayoutItem(name: "root", parent: nil, storedFrame: Rect(x: 0, y: 0, width: 393, height: 852)),
      LayoutItem(
        name: "safe", kind: .guide(.inset(Insets(top: 59, bottom: 34))), parent: 0,
        storedFrame: .zero),
    ]
  }

  /// A label (intrinsic 20.5 tall) and a field (34) per row, the rows in a vertical stack pinned
  /// to the safe area's top and the root's margins.
  static func form(fields: Int) -> LayoutDocument {
    var items = root()
    items.append(LayoutItem(name: "stack", parent: 0, storedFrame: .zero))
    var arranged: [Int] = []
    for k in 0..<fields {
      for (name, height) in [("label\(k)", 20.5), ("field\(k)", 34.0)] {
        arranged.append(items.count)
        items.append(
          LayoutItem(
            name: name, parent: 2, storedFrame: .zero,
            intrinsicSize: IntrinsicSize(width: 120, height: height, hugging: (251, 251))))
      }
    }
    items[2].stack = StackArrangement(isHorizontal: false, spacing: 8, arranged: arranged)
    return LayoutDocument(
      items: items,
      constraints: [
        AnchorConstraint(name: "t", first: 2, .top, second: 1, constant: 20),
        AnchorConstraint(name: "l", first: 2, .leading, second: 0, .leadingMargin),
        AnchorConstraint(name: "r", first: 0, .trailingMargin, second: 2, .trailing),
      ])
  }

  /// `n` views, each at its own constant place in the root.
  static func pinned(_ n: Int) -> LayoutDocument {
    var items = root()
    var constraints: [AnchorConstraint] = []
    for k in 0..<n {
      let item = items.count
      items.append(LayoutItem(name: "v\(k)", parent: 0, storedFrame: .zero))
      constraints += [
        AnchorConstraint(name: "x\(k)", first: item, .leading, second: 0, constant: 16),
        AnchorConstraint(name: "y\(k)", first: item, .top, second: 1, constant: Double(k)),
        AnchorConstraint(name: "w\(k)", first: item, .width, constant: 100),
        AnchorConstraint(name: "h\(k)", first: item, .height, constant: 20),
      ]
    }
    return LayoutDocument(items: items, constraints: constraints)
  }

  /// `n` labels (intrinsic sizes), each 8 below the one before; with `bottom`, the last one's
  /// bottom 8 above the safe area's, which the labels' heights must give to (a 393 × 852 window
  /// holds 28 labels of 20.5 + 8, so their hugging gives on a short chain, their compression
  /// resistance on a long one).
  static func chain(_ n: Int, bottom: Bool = false) -> LayoutDocument {
    var items = root()
    var constraints: [AnchorConstraint] = []
    for k in 0..<n {
      let item = items.count
      items.append(
        LayoutItem(
          name: "v\(k)", parent: 0, storedFrame: .zero,
          intrinsicSize: IntrinsicSize(width: 100, height: 20.5, hugging: (251, 251))))
      constraints.append(
        AnchorConstraint(name: "l\(k)", first: item, .leading, second: 0, constant: 16))
      constraints.append(
        k == 0
          ? AnchorConstraint(name: "t\(k)", first: item, .top, second: 1, constant: 8)
          : AnchorConstraint(
            name: "t\(k)", first: item, .top, second: item - 1, .bottom, constant: 8))
    }
    if bottom {
      constraints.append(
        AnchorConstraint(
          name: "b", first: 1, .bottom, second: items.count - 1, .bottom, constant: 8))
    }
    return LayoutDocument(items: items, constraints: constraints)
  }
}
