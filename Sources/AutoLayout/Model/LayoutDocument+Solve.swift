import SceneModel

extension LayoutDocument {
  /// Lays the screen out as Auto Layout would, the root at `rootFrame` (its stored frame, the
  /// canvas, unless given; autoresizing masks grow from the canvas): the system of `system()`
  /// solved by the `ConstraintSolver`; the stored frames, with the reason, when it is
  /// unsatisfiable, ambiguous (a constraint solution left open, or an item's edge or size no
  /// constraint names) or beyond the work bound.
  public func layout(rootFrame: Rect? = nil) -> DocumentLayout {
    let system = system(rootFrame: rootFrame)
    var named: Set<LayoutVariable> = []
    for (constraint, _) in system { named.formUnion(constraint.expression.terms.keys) }
    let unnamed = items.indices.filter { item in
      !items[item].isGuide && (0..<4).contains { !named.contains(Self.variable(item, $0)) }
    }
    var outcome = ConstraintSolver(system.map(\.0)).solve()
    // Only views count: a guide left open (a scroll view's content no constraint sizes) places
    // nothing, and a view tied to it is open itself.
    if case .ambiguous(let variables, let solution) = outcome {
      let open = variables.filter { !items[$0.id / 4].isGuide }
      outcome = open.isEmpty ? .solved(solution) : .ambiguous(variables: open, solution: solution)
    }
    if !unnamed.isEmpty {
      let open = unnamed.map { Self.variable($0, 0) }
      switch outcome {
      case .solved(let solution): outcome = .ambiguous(variables: open, solution: solution)
      case .ambiguous(let variables, let solution):
        outcome = .ambiguous(variables: variables + open, solution: solution)
      default: break
      }
    }
    switch outcome {
    case .solved(let solution):
      let window = items.indices.map { item in
        Rect(
          x: solution.value(of: Self.variable(item, 0)),
          y: solution.value(of: Self.variable(item, 1)),
          width: solution.value(of: Self.variable(item, 2)),
          height: solution.value(of: Self.variable(item, 3)))
      }
      let local = items.indices.map { item -> Rect in
        guard let parent = items[item].parent else { return window[item] }
        var frame = window[item]
        frame.origin.x -= window[parent].minX
        frame.origin.y -= window[parent].minY
        return frame
      }
      return DocumentLayout(frames: local, windowFrames: window, fallback: nil)
    case .ambiguous(let variables, _):
      let names = Set(variables.map { $0.id / 4 }).sorted().map { items[$0].name }
      return stored(.ambiguous(items: names))
    case .unsatisfiable(let conflict, let isMinimal):
      return stored(
        .unsatisfiable(constraints: conflict.map { describe(system[$0].1) }, isMinimal: isMinimal))
    case .tooMuchWork(let pivots):
      return stored(.tooMuchWork(pivots: pivots))
    case .inexact(let missed):
      return stored(.inexact(constraints: missed.map { describe(system[$0].1) }))
    }
  }

  /// The stored frames, and why they are used.
  func stored(_ fallback: DocumentLayout.Fallback) -> DocumentLayout {
    DocumentLayout(
      frames: items.map(\.storedFrame), windowFrames: storedWindowFrames(), fallback: fallback)
  }

  /// Every item's stored frame in the window's coordinates (superviews come before their
  /// subviews in `items`; a guide's stored frame is its owner's origin).
  public func storedWindowFrames() -> [Rect] {
    var window = items.map(\.storedFrame)
    for index in items.indices {
      guard let parent = items[index].parent, parent < index else { continue }
      window[index].origin.x += window[parent].minX
      window[index].origin.y += window[parent].minY
    }
    return window
  }

  /// A constraint's name in a note.
  func describe(_ origin: Origin) -> String {
    switch origin {
    case .constraint(let index): return constraints[index].name
    case .generated(let item, let what): return "\(what) of \(items[item].name)"
    }
  }
}
