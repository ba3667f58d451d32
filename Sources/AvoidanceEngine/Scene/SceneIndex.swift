import PolicyLanguage
import SceneModel

/// A scene flattened for queries: views by id, parents, class chains, window rects, controllers.
///
/// Build one per scene (O(views)) and ask it everything: `SceneIndex(scene, policy: policy)`.
/// Queries on ids the scene does not have return `nil` or empty results, never trap.
///
/// The index is four tables over one numbering of the views (depth-first, `ViewTree`): the tree's
/// structure (`tree`), what each view's class says (`classes`), the controllers (`controllers`)
/// and the geometry the engine changes during an event (`geometry`).
public struct SceneIndex: Sendable {
  /// The scene this index describes.
  public private(set) var scene: Scene
  /// UIKit's classes, the policy's declared classes, and the scene's `classes` (the scene wins).
  /// Built on demand: the index itself walks the two layers without copying the policy's classes.
  public var hierarchy: ClassHierarchy {
    var merged = policyClasses
    merged.merge(scene.classes)
    return merged
  }
  /// The policy's classes over UIKit's (shared, not copied; the scene's `classes` win over them).
  let policyClasses: ClassHierarchy
  /// The views, flattened: structure, ids, and each view's current value.
  var tree: ViewTree
  /// Each view's class chain and what it implies.
  let classes: ClassFacts
  /// The controllers, and each view's policy controller.
  let controllers: ControllerTable
  /// Each view's frame, scroll offset and flags, and the values before the engine's changes.
  var geometry: ViewGeometry

  /// Indexes `scene`. Class chains use UIKit's classes, `policyClasses` (a policy's declared
  /// classes, usually `policy.classHierarchy`), then the scene's own `classes`, which win.
  public init(_ scene: Scene, policyClasses: ClassHierarchy? = nil) {
    self.scene = scene
    let policyClasses = policyClasses ?? ClassHierarchy()
    self.policyClasses = policyClasses
    tree = ViewTree(scene.views)
    classes = ClassFacts(
      views: tree.views, otherClasses: scene.controllers.map(\.className),
      sceneClasses: scene.classes, policyClasses: policyClasses)
    controllers = ControllerTable(scene.controllers, tree: tree, classes: classes)
    geometry = ViewGeometry(tree.views)
  }

  /// Indexes `scene` with the classes `policy` declares.
  public init(_ scene: Scene, policy: some DecisionSource) {
    self.init(scene, policyClasses: policy.classHierarchy)
  }

  /// `hierarchy.chain(of:)` without building the merged hierarchy: the scene's classes, then the
  /// policy's, then UIKit's; cycles cut, at most 256 long (as `ClassHierarchy.chain(of:)`).
  func chain(of name: String) -> [String] {
    ClassFacts.chain(of: name, sceneClasses: scene.classes, policyClasses: policyClasses)
  }

  // MARK: - Views

  /// The view with `id` (its `subviews` are empty; use `subviewIDs(of:)`).
  public func view(_ id: String) -> SceneView? { tree.byID[id].map { tree.views[$0] } }

  /// The ids of the view's subviews, in subview order.
  public func subviewIDs(of id: String) -> [String] {
    guard let node = tree.byID[id] else { return [] }
    return tree.children(of: node).map { tree.views[$0].id }
  }

  /// The view's superview id, `nil` for the window's subviews.
  public func superviewID(of id: String) -> String? {
    guard let node = tree.byID[id], tree.parent[node] >= 0 else { return nil }
    return tree.views[tree.parent[node]].id
  }

  /// The superview chain, nearest first (the view itself excluded).
  public func superviewChain(of id: String) -> [String] {
    ancestors(of: id).map { tree.views[$0].id }
  }

  /// The superview nodes of the view with `id`, nearest first.
  func ancestors(of id: String) -> [Int] {
    guard let node = tree.byID[id] else { return [] }
    return tree.ancestors(ofNode: node)
  }

  /// The view's class chain, nearest first: `["PromoCodeField", "UITextField", "UIControl", ...]`.
  public func classChain(of id: String) -> [String] {
    guard let node = tree.byID[id] else { return [] }
    return classes.chains[node]
  }

  /// Whether the view's class is `className` or inherits from it.
  public func isKind(_ id: String, of className: String) -> Bool {
    guard let node = tree.byID[id] else { return false }
    return classes.chains[node].contains(className)
  }

  /// The view's text-input kind: stated in the scene, else implied by its class chain.
  public func textInputKind(of id: String) -> TextInputKind? {
    guard let node = tree.byID[id] else { return nil }
    return classes.inputKinds[node]
  }

  /// Whether the view is a `UIScrollView` (table, collection and text views included).
  public func isScrollView(_ id: String) -> Bool {
    guard let node = tree.byID[id] else { return false }
    return classes.isScrollView[node]
  }

  /// The view's scroll state: as recorded, or UIKit's defaults (content size = frame size) for a
  /// scroll view that records none; `nil` for views that are not scroll views.
  public func scrollState(of id: String) -> ScrollState? {
    guard let view = view(id) else { return nil }
    if let scroll = view.scroll { return scroll }
    guard isScrollView(id) else { return nil }
    return ScrollState(contentSize: view.frame.size)
  }

  /// Whether the view is a scrollable text view (`UITextView` with scrolling on).
  public func isScrollableTextView(_ id: String) -> Bool {
    textInputKind(of: id) == .textView && (scrollState(of: id)?.scrollEnabled ?? true)
  }

  /// The view's frame in window coordinates. A subview of a scroll view is drawn at
  /// `frame.origin − contentOffset` of that scroll view.
  public func windowRect(of id: String) -> Rect? {
    guard let node = tree.byID[id] else { return nil }
    return geometry.windowRect(ofNode: node, in: tree)
  }

  /// `windowRect(of:)` for a node (the node's own frame; scroll offsets of the ancestors' ids).
  @inline(__always) func windowRect(ofNode node: Int) -> Rect {
    geometry.windowRect(ofNode: node, in: tree)
  }

  /// The view's window rect as it was before any `update` (the scene the index was built on).
  func originalWindowRect(of id: String) -> Rect? {
    guard let node = tree.byID[id] else { return nil }
    return geometry.originalWindowRect(ofNode: node, in: tree)
  }

  /// The view's frame in the content (bounds) coordinates of its ancestor `ancestor`, what
  /// `convert(view.frame, from: view.superview, to: ancestor)` gives; `nil` if it is not an ancestor.
  public func rect(of id: String, inContentOf ancestor: String) -> Rect? {
    guard let node = tree.byID[id], let target = tree.byID[ancestor],
      tree.ancestors(ofNode: node).contains(target)
    else { return nil }
    var rect = tree.views[node].frame
    var parent = tree.parent[node]
    while parent >= 0, parent != target {
      let parentView = tree.views[parent]
      let offset = scrollState(of: parentView.id)?.contentOffset ?? .zero
      rect = rect.offsetBy(
        dx: parentView.frame.minX - offset.x, dy: parentView.frame.minY - offset.y)
      parent = tree.parent[parent]
    }
    return rect
  }

  /// Every view id in depth-first (subview) order.
  public var allViewIDs: [String] { tree.views.map(\.id) }

  /// The scroll views around the view, nearest first (every `UIScrollView` ancestor).
  public func scrollViews(around id: String) -> [String] {
    ancestors(of: id).map { tree.views[$0].id }.filter(isScrollView)
  }

  /// The nearest ancestor of `id` whose class is (or inherits from) `className`.
  public func nearestAncestor(of id: String, kindOf className: String) -> String? {
    ancestors(of: id).map { tree.views[$0].id }.first { isKind($0, of: className) }
  }

  /// IQ's `superviewOf(UIScrollView)`: the nearest scroll view ancestor,
  /// skipping scroll views whose superview is a `UITableView` or `UITableViewCell` (UIKit's private
  /// wrapper scroll views).
  public func scrollViewAncestor(of id: String) -> String? {
    // By node (a view asked by id is its canonical node's view), no array of ancestors.
    guard let node = tree.byID[id] else { return nil }
    var ancestor = tree.parent[node]
    while ancestor >= 0 {
      defer { ancestor = tree.parent[ancestor] }
      guard classes.isScrollView[tree.canonical[ancestor]] else { continue }
      let parent = tree.parent[ancestor]
      if parent >= 0 {
        let chain = classes.chains[tree.canonical[parent]]
        if chain.contains("UITableView") || chain.contains("UITableViewCell") { continue }
      }
      return tree.views[ancestor].id
    }
    return nil
  }

  // MARK: - Writing back

  /// The tree path (indices from `scene.views`) of the view with `id`.
  func treePath(of id: String) -> [Int]? {
    tree.byID[id].map { tree.treePath(ofNode: $0) }
  }
}

extension SceneIndex {
  /// Changes one view of the index in place (the engine's working copy during one event).
  /// `scene` itself is not updated; `Plan.apply(to:)` writes the final values. The engine changes
  /// geometry only: a view's class and text-input kind (read at init) must stay as they are.
  mutating func update(_ id: String, _ body: (inout SceneView) -> Void) {
    guard let node = tree.byID[id] else { return }
    geometry.keepOriginal(node, tree.views[node])
    body(&tree.views[node])
    geometry.refresh(node, from: tree.views[node])
  }
}

extension SceneIndex {
  /// What `rebase(on:policyClasses:)` found.
  enum Rebase {
    /// The structure differs: build a new index.
    case rebuild
    /// Same structure; only geometry (frames, scroll state, flags) may have changed.
    case sameStructure
    /// Same structure, but what a policy decision reads (identifier, tag, code settings) changed.
    case sameStructureNewFacts
  }

  /// Makes this index describe `scene` without re-indexing, when `scene` has the structure this
  /// index was built for: the same views (ids, classes, stated text-input kinds, subviews), the
  /// same controllers and classes, the same policy classes. Only what changed is read: subview
  /// arrays the two scenes share (a plan's `apply(to:)` copies only the paths to changed views)
  /// are skipped. Values changed with `update` are put back first.
  ///
  /// Returns `.rebuild` (and leaves the index unusable) when the structure differs.
  mutating func rebase(on next: Scene, policyClasses classes: ClassHierarchy) -> Rebase {
    geometry.restoreOriginals(in: &tree.views)
    guard classes == policyClasses, next.classes == scene.classes,
      next.controllers == scene.controllers
    else { return .rebuild }
    var newFacts = false
    var rewritten: [Int] = []
    let same = tree.rebase(from: scene.views, to: next.views) { node, before, after in
      if after.accessibilityIdentifier != before.accessibilityIdentifier
        || after.tag != before.tag || after.code != before.code
        || after.policyName != before.policyName || after.order != before.order
        || after.scrollCode != before.scrollCode
      {
        newFacts = true
      }
      rewritten.append(node)
    }
    guard same else { return .rebuild }
    for node in rewritten { geometry.refresh(node, from: tree.views[node]) }
    scene = next
    return newFacts ? .sameStructureNewFacts : .sameStructure
  }
}
