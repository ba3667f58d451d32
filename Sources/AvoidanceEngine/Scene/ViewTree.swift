import SceneModel

/// A scene's view tree, flattened: one node per view, numbered in depth-first (subview) order, so
/// a parent comes before its subviews and a node's number is its place in that walk (ties in
/// field order break on it).
///
/// Node `i`'s superview is `parent[i]` (-1 for the window's subviews) and its subviews are
/// `children(of: i)`, in subview order. Ids need not be unique: every id-keyed question is
/// answered about the first view with that id (`canonical`).
struct ViewTree: Sendable {
  /// Each node's view, with `subviews` emptied (they are `children(of:)`). Its geometry follows
  /// `SceneIndex.update`; its id, class and stated text-input kind never change.
  var views: [SceneView] = []
  /// Each node's superview node, -1 for the window's subviews.
  private(set) var parent: [Int] = []
  /// Each node's depth: the length of its tree path, 1 for the window's subviews.
  private(set) var depth: [Int] = []
  /// Each node's index in its superview's `subviews` (or in `scene.views`): the last step of its
  /// tree path.
  private(set) var position: [Int] = []
  /// Each node's canonical node: the first node with its id.
  private(set) var canonical: [Int] = []
  /// The first node of every id.
  private(set) var byID: [String: Int] = [:]
  /// The window's subviews, in order.
  private(set) var topLevel: [Int] = []
  /// Subviews of every node, flat: node `i`'s are `childList[childStart[i]..<childStart[i + 1]]`.
  private(set) var childList: [Int] = []
  private(set) var childStart: [Int] = []

  /// Flattens the tree under `roots` (the window's subviews). Views deeper than
  /// `SceneDecoder.maximumViewDepth` are left out; hand-built scenes may nest without limit, so
  /// the walk is iterative.
  init(_ roots: [SceneView]) {
    var total = 0
    var pending = [roots]
    while let level = pending.popLast() {
      total += level.count
      for view in level where !view.subviews.isEmpty { pending.append(view.subviews) }
    }
    views.reserveCapacity(total)
    parent.reserveCapacity(total)
    depth.reserveCapacity(total)
    position.reserveCapacity(total)
    canonical.reserveCapacity(total)
    byID.reserveCapacity(total)
    // Each node's number of subviews first (in `childStart`), then their places.
    var childCount: [Int] = []
    childCount.reserveCapacity(total)
    // Depth-first, subviews in order: a stack of subview arrays and the next position in each.
    var walk: [(views: [SceneView], next: Int, parent: Int, depth: Int)] = [(roots, 0, -1, 1)]
    while !walk.isEmpty {
      let top = walk.count - 1
      let at = walk[top].next
      guard at < walk[top].views.count else {
        walk.removeLast()
        continue
      }
      walk[top].next = at + 1
      let (up, level) = (walk[top].parent, walk[top].depth)
      var flat = walk[top].views[at]
      let subviews = flat.subviews
      flat.subviews = []
      let index = views.count
      if let first = byID[flat.id] {
        canonical.append(first)
      } else {
        byID[flat.id] = index
        canonical.append(index)
      }
      views.append(flat)
      parent.append(up)
      depth.append(level)
      position.append(at)
      if up < 0 { topLevel.append(index) }
      let descends = level < SceneDecoder.maximumViewDepth && !subviews.isEmpty
      childCount.append(descends ? subviews.count : 0)
      if descends { walk.append((subviews, 0, index, level + 1)) }
    }
    childStart.reserveCapacity(views.count + 1)
    var sum = 0
    for count in childCount {
      childStart.append(sum)
      sum += count
    }
    childStart.append(sum)
    // Subviews were numbered in order, so filling each parent's run in node order keeps it.
    childList = [Int](repeating: 0, count: sum)
    var next = childStart
    for node in views.indices where parent[node] >= 0 {
      childList[next[parent[node]]] = node
      next[parent[node]] += 1
    }
  }

  /// The number of nodes.
  var count: Int { views.count }

  /// The subviews of `node`, in subview order.
  @inline(__always) func children(of node: Int) -> ArraySlice<Int> {
    childList[childStart[node]..<childStart[node + 1]]
  }

  /// The superview nodes of `node`, nearest first (the node itself excluded).
  func ancestors(ofNode node: Int) -> [Int] {
    var result: [Int] = []
    var current = parent[node]
    while current >= 0 {
      result.append(current)
      current = parent[current]
    }
    return result
  }

  /// The tree path of `node`: its index in `scene.views`, then in each subview array down to it.
  func treePath(ofNode node: Int) -> [Int] {
    var path = [position[node]]
    var current = parent[node]
    while current >= 0 {
      path.append(position[current])
      current = parent[current]
    }
    path.reverse()
    return path
  }

  /// Makes the tree describe `new`, a tree of the same structure as `old` (the views this tree
  /// was built or last rebased on): the same ids, classes, stated text-input kinds and numbers of
  /// subviews, node for node. Subview arrays the two share (a plan's `apply(to:)` copies only the
  /// paths to changed views) are skipped; `rewrite` is called with each node read again, with its
  /// view before and after, after the tree holds the new one.
  ///
  /// Returns false (and leaves the tree partly rewritten: rebuild it) when the structure differs.
  mutating func rebase(
    from old: [SceneView], to new: [SceneView],
    rewrite: (_ node: Int, _ before: SceneView, _ after: SceneView) -> Void
  ) -> Bool {
    rebase(old, new, nodes: topLevel[...], rewrite: rewrite)
  }

  private mutating func rebase(
    _ old: [SceneView], _ new: [SceneView], nodes: ArraySlice<Int>,
    rewrite: (Int, SceneView, SceneView) -> Void
  ) -> Bool {
    guard old.count == new.count, nodes.count == new.count else { return false }
    let shared = old.withUnsafeBufferPointer { a in
      new.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
    }
    if shared { return true }
    for (offset, view) in new.enumerated() {
      let before = old[offset]
      let node = nodes[nodes.startIndex + offset]
      guard view.id == before.id, view.className == before.className,
        view.textInput == before.textInput, view.subviews.count == before.subviews.count
      else { return false }
      var flat = view
      flat.subviews = []
      views[node] = flat
      rewrite(node, before, view)
      if depth[node] < SceneDecoder.maximumViewDepth {
        guard rebase(before.subviews, view.subviews, nodes: children(of: node), rewrite: rewrite)
        else { return false }
      }
    }
    return true
  }
}
