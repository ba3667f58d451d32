import SceneModel

/// The geometry of a flattened view tree in compact arrays, by node: what window rects and field
/// eligibility read on every event, kept in step with the tree's views as the engine changes them.
///
/// The engine changes a few views during one event (`SceneIndex.update`); the geometry keeps each
/// changed view's value from before its first change (`originals`), so an event can read the
/// scene it started from and the next event can start from a clean index.
struct ViewGeometry: Sendable {
  /// Each node's frame, in its superview's content coordinates.
  private(set) var frames: [Rect] = []
  /// Each node's recorded scroll offset (`scroll?.contentOffset`, zero for views without one):
  /// what its subviews are drawn shifted by.
  private(set) var offsets: [Point] = []
  /// Each node's flags: 1 enabled, 2 interactive, 4 hidden, 8 alpha > 0.
  private(set) var flags: [UInt8] = []
  /// The views changed since the last `restoreOriginals`, as they were before, by node.
  private(set) var originals: [Int: SceneView] = [:]

  /// Enabled, interactive, not hidden, alpha > 0 (`flags`).
  static let usable: UInt8 = 0b1011

  /// The geometry of `views` (a `ViewTree`'s, by node).
  init(_ views: [SceneView]) {
    frames.reserveCapacity(views.count)
    offsets.reserveCapacity(views.count)
    flags.reserveCapacity(views.count)
    for view in views {
      frames.append(view.frame)
      offsets.append(view.scroll?.contentOffset ?? .zero)
      flags.append(Self.flags(of: view))
    }
  }

  /// A view's flags (see `flags`).
  static func flags(of view: SceneView) -> UInt8 {
    (view.isEnabled ? 1 : 0) | (view.isUserInteractionEnabled ? 2 : 0) | (view.isHidden ? 4 : 0)
      | (view.alpha > 0 ? 8 : 0)
  }

  /// Reads a node's geometry and flags again from its view.
  mutating func refresh(_ node: Int, from view: SceneView) {
    frames[node] = view.frame
    offsets[node] = view.scroll?.contentOffset ?? .zero
    flags[node] = Self.flags(of: view)
  }

  /// Keeps `view` as node's value before a change, unless an earlier change kept one.
  mutating func keepOriginal(_ node: Int, _ view: SceneView) {
    if originals[node] == nil { originals[node] = view }
  }

  /// Puts every changed view back in `views` (and the geometry with it), and forgets them.
  mutating func restoreOriginals(in views: inout [SceneView]) {
    for (node, view) in originals {
      views[node] = view
      refresh(node, from: view)
    }
    originals = [:]
  }

  /// The node's frame in window coordinates: its frame shifted by every ancestor's frame origin,
  /// less that ancestor's scroll offset (a subview of a scroll view is drawn at
  /// `frame.origin − contentOffset`). An ancestor's offset is its canonical node's.
  @inline(__always)
  func windowRect(ofNode node: Int, in tree: ViewTree) -> Rect {
    Self.windowRect(ofNode: node, in: tree, frame: { frames[$0] }, offset: { offsets[$0] })
  }

  /// `windowRect(ofNode:in:)` as it was before any change since the last `restoreOriginals`.
  func originalWindowRect(ofNode node: Int, in tree: ViewTree) -> Rect {
    Self.windowRect(
      ofNode: node, in: tree, frame: { originals[$0]?.frame ?? frames[$0] },
      offset: { originals[$0].map { $0.scroll?.contentOffset ?? .zero } ?? offsets[$0] })
  }

  /// The window rect sums over `tree`, reading frames by node and offsets by canonical node
  /// from `frame` and `offset` (the current geometry, the original one, or a plan's).
  @inline(__always)
  static func windowRect(
    ofNode node: Int, in tree: ViewTree, frame: (Int) -> Rect, offset: (Int) -> Point
  ) -> Rect {
    var rect = frame(node)
    var parent = tree.parent[node]
    while parent >= 0 {
      let parentFrame = frame(parent)
      let shift = offset(tree.canonical[parent])
      rect = rect.offsetBy(dx: parentFrame.minX - shift.x, dy: parentFrame.minY - shift.y)
      parent = tree.parent[parent]
    }
    return rect
  }
}
