/// What validation needs of every controller's chain of parents, worked out in one pass: whether
/// following `parent`s from it comes back to a controller already passed (a loop), and how many
/// parents it has. Only first declarations of an id are walked (`controllerIndex`); each
/// controller is entered once, and a walk stops at a controller an earlier walk settled.
struct ControllerChains {
  /// By index in `controllers`: the chain reaches a loop.
  private(set) var loops: [Bool]
  /// By index in `controllers`: the number of parents (0 for a root; meaningless when `loops`).
  private(set) var parents: [Int]

  init(_ controllers: [SceneController], controllerIndex: [String: Int]) {
    enum State { case unvisited, onWalk, settled }
    var state = [State](repeating: .unvisited, count: controllers.count)
    loops = [Bool](repeating: false, count: controllers.count)
    parents = [Int](repeating: 0, count: controllers.count)
    var walk: [Int] = []
    for start in controllers.indices where state[start] == .unvisited {
      guard controllerIndex[controllers[start].id] == start else { continue }
      var current: Int? = start
      // What the walk ends on: a loop, or the parents of the controller past its last step.
      var endsInLoop = false
      var parentsBeyond = -1
      walking: while let index = current {
        switch state[index] {
        case .unvisited:
          state[index] = .onWalk
          walk.append(index)
          current = controllers[index].parent.flatMap { controllerIndex[$0] }
        case .onWalk:
          endsInLoop = true
          break walking
        case .settled:
          endsInLoop = loops[index]
          parentsBeyond = parents[index]
          break walking
        }
      }
      // Settle the walk from its far end: each controller has one parent more than the next.
      for index in walk.reversed() {
        state[index] = .settled
        loops[index] = endsInLoop
        parentsBeyond += 1
        parents[index] = parentsBeyond
      }
      walk.removeAll(keepingCapacity: true)
    }
  }
}
