import PolicyLanguage
import SceneModel

/// A scene flattened for queries: views by id, parents, class chains, window rects, controllers.
///
/// Build one per scene (O(views)) and ask it everything: `SceneIndex(scene, policy: policy)`.
/// Queries on ids the scene does not have return `nil` or empty results, never trap.
public struct SceneIndex: Sendable {
  /// One view in the flattened tree.
  struct Node: Sendable {
    /// The view, with `subviews` emptied (children are `children`).
    var view: SceneView
    /// The superview's node index; `nil` for the window's subviews.
    var parent: Int?
    /// Subview node indices in subview order.
    var children: [Int]
    /// The index in the superview's `subviews` (or in `scene.views`): the last step of its tree
    /// path (`treePath(ofNode:)`), for writing changes back.
    var position: Int
    /// The length of its tree path: 1 for the window's subviews.
    var depth: Int
    /// The position in a depth-first walk (ties in field order break on it).
    var order: Int
  }

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
  var nodes: [Node] = []
  var byID: [String: Int] = [:]
  var controllerByID: [String: Int] = [:]
  var controllerByRootView: [String: Int] = [:]
  var topLevel: [Int] = []
  /// Each node's class chain (parallel to `nodes`), computed once per distinct class.
  var chains: [[String]] = []
  /// Each node's text-input kind (parallel to `nodes`): stated, or implied by its class chain.
  var inputKinds: [TextInputKind?] = []
  /// Every class chain computed while indexing (views' and controllers' classes).
  var chainByClass: [String: [String]] = [:]
  /// Each node's canonical node (parallel to `nodes`): the node `byID` gives for its id (the first
  /// view with that id), which every id-keyed query answers about.
  var canonical: [Int] = []
  /// Each node's controller (parallel to `nodes`): the index in `scene.controllers` of the
  /// controller whose root view has this node's id, if any.
  var rootController: [Int?] = []
  /// Each node's scroll-view flag (parallel to `nodes`): its class is a `UIScrollView`.
  var scrollViewFlags: [Bool] = []
  /// Each node's search-bar flag (parallel to `nodes`): a search bar by its stated or derived
  /// text-input kind, or by class (`searchBar(of:)`'s test for ancestors).
  var searchBarFlags: [Bool] = []
  /// Each node's superview node, -1 for the window's subviews (parallel to `nodes`, compact for walks).
  var parentOf: [Int] = []
  /// Subviews of every node, flat: node i's are `childList[childStart[i]..<childStart[i + 1]]`.
  var childList: [Int] = []
  var childStart: [Int] = []
  /// Each node's depth (`treePath.count`).
  var depthOf: [Int] = []
  /// Each node's policy controller (`policyControllerIndex(ofNode:)`), -1 for none.
  var policyControllerOf: [Int] = []
  /// The ids of every controller's `navigationSearchBar`, whichever controller names it (the
  /// navigation controller or the child whose `navigationItem` holds the search controller).
  var navigationSearchBars: Set<String> = []
  /// Each node's answer to the search-bar walk from it upwards (`searchBarNode(ofNode:)` of a
  /// child of this node), -1 for none.
  var searchBarAbove: [Int] = []
  /// Each node's frame and scroll offset (`scroll?.contentOffset ?? .zero`), kept in step with
  /// `nodes` by `update` and `rebase`: what window rects read.
  var frames: [Rect] = []
  var offsets: [Point] = []
  /// Each node's flags: 1 enabled, 2 interactive, 4 hidden, 8 alpha > 0; kept in step by `rebase`
  /// (`update` changes geometry only).
  var flags: [UInt8] = []

  static func flags(of view: SceneView) -> UInt8 {
    (view.isEnabled ? 1 : 0) | (view.isUserInteractionEnabled ? 2 : 0) | (view.isHidden ? 4 : 0)
      | (view.alpha > 0 ? 8 : 0)
  }

  /// Refreshes a node's compact geometry and flags from `nodes`.
  mutating func refresh(_ index: Int) {
    let view = nodes[index].view
    frames[index] = view.frame
    offsets[index] = view.scroll?.contentOffset ?? .zero
    flags[index] = Self.flags(of: view)
  }

  /// The original values of the views `update` changed, by node (for the "before" of an event).
  var originalViews: [Int: SceneView] = [:]
  /// What a field context needs of each controller as the policy controller (parallel to
  /// `scene.controllers`), worked out once per index.
  var controllerInfo: [ControllerInfo] = []

  /// A policy controller's facts for field contexts.
  struct ControllerInfo: Sendable {
    /// The controller and its parents, nearest first.
    var chain: [SceneController]
    /// The controller's class chain.
    var classChain: [String]
    /// Whether a controller of `chain` is an alert controller.
    var isAlert: Bool
    /// Whether a controller of `chain` has a navigation-bar search bar.
    var hasNavigationSearchBar: Bool
  }

  /// Indexes `scene`. Class chains use UIKit's classes, `policyClasses` (a policy's declared
  /// classes, usually `policy.classHierarchy`), then the scene's own `classes`, which win.
  public init(_ scene: Scene, policyClasses: ClassHierarchy? = nil) {
    self.scene = scene
    self.policyClasses = policyClasses ?? ClassHierarchy()
    // Room for every view up front (iteratively: hand-built scenes may nest without limit).
    var total = 0
    var pending = [scene.views]
    while let level = pending.popLast() {
      total += level.count
      for view in level where !view.subviews.isEmpty { pending.append(view.subviews) }
    }
    nodes.reserveCapacity(total)
    byID.reserveCapacity(total)
    // Depth-first, subviews in order: a stack of subview arrays and the next position in each.
    var walk: [(views: [SceneView], next: Int, parent: Int?, depth: Int)] = [
      (scene.views, 0, nil, 1)
    ]
    while !walk.isEmpty {
      let top = walk.count - 1
      let position = walk[top].next
      guard position < walk[top].views.count else {
        walk.removeLast()
        continue
      }
      walk[top].next = position + 1
      let parent = walk[top].parent
      let depth = walk[top].depth
      var flat = walk[top].views[position]
      let subviews = flat.subviews
      flat.subviews = []
      let index = nodes.count
      if let first = byID[flat.id] {
        canonical.append(first)
      } else {
        byID[flat.id] = index
        canonical.append(index)
      }
      nodes.append(
        Node(
          view: flat, parent: parent, children: [], position: position, depth: depth, order: index))
      if let parent { nodes[parent].children.append(index) } else { topLevel.append(index) }
      guard depth < SceneDecoder.maximumViewDepth, !subviews.isEmpty else { continue }
      walk.append((subviews, 0, index, depth + 1))
    }
    for (index, controller) in scene.controllers.enumerated() {
      if controllerByID[controller.id] == nil { controllerByID[controller.id] = index }
      if let view = controller.view, controllerByRootView[view] == nil {
        controllerByRootView[view] = index
      }
    }
    // Class chains are asked for on every query (is-kind-of, text-input kind, field contexts):
    // compute each distinct class's chain, and what it implies, once, here.
    struct ClassFacts {
      var chain: [String]
      var inputKind: TextInputKind?
      var isScrollView: Bool
      var isSearchBar: Bool
    }
    var facts: [ClassFacts] = []
    var factsByClass: [String: Int] = [:]
    func classFacts(_ name: String) -> Int {
      if let known = factsByClass[name] { return known }
      let computed = self.chain(of: name)
      facts.append(
        ClassFacts(
          chain: computed, inputKind: TextInputKind.derived(fromClassChain: computed),
          isScrollView: computed.contains("UIScrollView"),
          isSearchBar: computed.contains("UISearchBar")))
      factsByClass[name] = facts.count - 1
      return facts.count - 1
    }
    chains.reserveCapacity(nodes.count)
    inputKinds.reserveCapacity(nodes.count)
    rootController.reserveCapacity(nodes.count)
    scrollViewFlags.reserveCapacity(nodes.count)
    searchBarFlags.reserveCapacity(nodes.count)
    for node in nodes.indices {
      let known = facts[classFacts(nodes[node].view.className)]
      let kind = nodes[node].view.textInput ?? known.inputKind
      chains.append(known.chain)
      inputKinds.append(kind)
      scrollViewFlags.append(known.isScrollView)
      searchBarFlags.append(kind == .searchBar || known.isSearchBar)
      rootController.append(
        controllerByRootView.isEmpty ? nil : controllerByRootView[nodes[node].view.id])
    }
    parentOf.reserveCapacity(nodes.count)
    policyControllerOf.reserveCapacity(nodes.count)
    searchBarAbove.reserveCapacity(nodes.count)
    frames.reserveCapacity(nodes.count)
    offsets.reserveCapacity(nodes.count)
    flags.reserveCapacity(nodes.count)
    childStart.reserveCapacity(nodes.count + 1)
    childList.reserveCapacity(nodes.count)
    depthOf.reserveCapacity(nodes.count)
    // Depth-first order: a parent comes before its subviews.
    for index in nodes.indices {
      childStart.append(childList.count)
      childList.append(contentsOf: nodes[index].children)
      depthOf.append(nodes[index].depth)
      let parent = nodes[index].parent ?? -1
      parentOf.append(parent)
      policyControllerOf.append(
        rootController[index] ?? (parent >= 0 ? policyControllerOf[parent] : -1))
      let k = canonical[index]
      searchBarAbove.append(
        searchBarFlags[k]
          ? k : rootController[index] != nil ? -1 : parent >= 0 ? searchBarAbove[parent] : -1)
      frames.append(nodes[index].view.frame)
      offsets.append(nodes[index].view.scroll?.contentOffset ?? .zero)
      flags.append(Self.flags(of: nodes[index].view))
    }
    childStart.append(childList.count)
    for controller in scene.controllers { _ = classFacts(controller.className) }
    var cache: [String: [String]] = [:]
    cache.reserveCapacity(factsByClass.count)
    for (name, position) in factsByClass { cache[name] = facts[position].chain }
    chainByClass = cache
    navigationSearchBars = Set(scene.controllers.compactMap(\.navigationSearchBar))
    let hasNavigationSearchBar = !navigationSearchBars.isEmpty
    controllerInfo = scene.controllers.map { controller in
      let controllers = controllerChain(from: controller)
      let isAlert = controllers.contains { controller in
        let chain = classChain(ofController: controller)
        return chain.contains(BuiltinExemption.alertControllerClass)
          || BuiltinExemption.isAlertTextFieldController(controller.className)
      }
      return ControllerInfo(
        chain: controllers, classChain: classChain(ofController: controller), isAlert: isAlert,
        hasNavigationSearchBar: hasNavigationSearchBar)
    }
  }

  /// Indexes `scene` with the classes `policy` declares.
  public init(_ scene: Scene, policy: some DecisionSource) {
    self.init(scene, policyClasses: policy.classHierarchy)
  }

  /// `hierarchy.chain(of:)` without building the merged hierarchy: the scene's classes, then the
  /// policy's, then UIKit's; cycles cut, at most 256 long (as `ClassHierarchy.chain(of:)`).
  func chain(of name: String) -> [String] {
    var result = [name]
    var current = name
    while let next = scene.classes[current] ?? policyClasses.superclass(of: current),
      !result.contains(next),
      result.count < 256
    {
      result.append(next)
      current = next
    }
    return result
  }

  // MARK: - Views

  /// The view with `id` (its `subviews` are empty; use `subviewIDs(of:)`).
  public func view(_ id: String) -> SceneView? { byID[id].map { nodes[$0].view } }

  /// The ids of the view's subviews, in subview order.
  public func subviewIDs(of id: String) -> [String] {
    guard let index = byID[id] else { return [] }
    return nodes[index].children.map { nodes[$0].view.id }
  }

  /// The view's superview id, `nil` for the window's subviews.
  public func superviewID(of id: String) -> String? {
    guard let index = byID[id], let parent = nodes[index].parent else { return nil }
    return nodes[parent].view.id
  }

  /// The superview chain, nearest first (the view itself excluded).
  public func superviewChain(of id: String) -> [String] {
    ancestors(of: id).map { nodes[$0].view.id }
  }

  func ancestors(of id: String) -> [Int] {
    guard var index = byID[id] else { return [] }
    var result: [Int] = []
    while let parent = nodes[index].parent {
      result.append(parent)
      index = parent
    }
    return result
  }

  /// The view's class chain, nearest first: `["PromoCodeField", "UITextField", "UIControl", ...]`.
  public func classChain(of id: String) -> [String] {
    guard let index = byID[id] else { return [] }
    return chains[index]
  }

  /// Whether the view's class is `className` or inherits from it.
  public func isKind(_ id: String, of className: String) -> Bool {
    guard let index = byID[id] else { return false }
    return chains[index].contains(className)
  }

  /// The view's text-input kind: stated in the scene, else implied by its class chain.
  public func textInputKind(of id: String) -> TextInputKind? {
    guard let index = byID[id] else { return nil }
    return inputKinds[index]
  }

  /// Whether the view is a `UIScrollView` (table, collection and text views included).
  public func isScrollView(_ id: String) -> Bool { isKind(id, of: "UIScrollView") }

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
    guard let index = byID[id] else { return nil }
    return windowRect(ofNode: index)
  }

  /// The scroll offset a node's subviews are drawn with: its canonical node's recorded offset (a
  /// scroll view with no recorded state, and any other view, has none).
  @inline(__always) func contentOffset(ofNode index: Int, original: Bool = false) -> Point? {
    let k = canonical[index]
    let view = original ? (originalViews[k] ?? nodes[k].view) : nodes[k].view
    if let scroll = view.scroll { return scroll.contentOffset }
    return scrollViewFlags[k] ? .zero : nil
  }

  /// `windowRect(of:)` for a node (the node's own frame; scroll offsets of the ancestors' ids).
  /// `original`: the values before any `update`.
  func windowRect(ofNode index: Int, original: Bool = false) -> Rect {
    if !original {
      // The same sums in the same order over the compact arrays (an offset of zero for views
      // without one: subtracting 0 changes nothing).
      var rect = frames[index]
      var parent = parentOf[index]
      while parent >= 0 {
        let offset = offsets[canonical[parent]]
        let parentFrame = frames[parent]
        rect = rect.offsetBy(dx: parentFrame.minX - offset.x, dy: parentFrame.minY - offset.y)
        parent = parentOf[parent]
      }
      return rect
    }
    func frame(_ i: Int) -> Rect {
      original ? (originalViews[i]?.frame ?? nodes[i].view.frame) : nodes[i].view.frame
    }
    var rect = frame(index)
    var current = index
    while let parent = nodes[current].parent {
      let parentFrame = frame(parent)
      var dx = parentFrame.minX
      var dy = parentFrame.minY
      if let offset = contentOffset(ofNode: parent, original: original) {
        dx -= offset.x
        dy -= offset.y
      }
      rect = rect.offsetBy(dx: dx, dy: dy)
      current = parent
    }
    return rect
  }

  /// The view's window rect as it was before any `update` (the scene the index was built on).
  func originalWindowRect(of id: String) -> Rect? {
    guard let index = byID[id] else { return nil }
    return windowRect(ofNode: index, original: true)
  }

  /// The view's frame in the content (bounds) coordinates of its ancestor `ancestor`, what
  /// `convert(view.frame, from: view.superview, to: ancestor)` gives; `nil` if it is not an ancestor.
  public func rect(of id: String, inContentOf ancestor: String) -> Rect? {
    guard let index = byID[id], let target = byID[ancestor], ancestors(of: id).contains(target)
    else { return nil }
    var rect = nodes[index].view.frame
    var current = index
    while let parent = nodes[current].parent, parent != target {
      let parentView = nodes[parent].view
      let offset = scrollState(of: parentView.id)?.contentOffset ?? .zero
      rect = rect.offsetBy(
        dx: parentView.frame.minX - offset.x, dy: parentView.frame.minY - offset.y)
      current = parent
    }
    return rect
  }

  /// Every view id in depth-first (subview) order.
  public var allViewIDs: [String] { nodes.map(\.view.id) }

  /// The scroll views around the view, nearest first (every `UIScrollView` ancestor).
  public func scrollViews(around id: String) -> [String] {
    ancestors(of: id).map { nodes[$0].view.id }.filter(isScrollView)
  }

  /// The nearest ancestor of `id` whose class is (or inherits from) `className`.
  public func nearestAncestor(of id: String, kindOf className: String) -> String? {
    ancestors(of: id).map { nodes[$0].view.id }.first { isKind($0, of: className) }
  }

  /// IQ's `superviewOf(UIScrollView)`: the nearest scroll view ancestor,
  /// skipping scroll views whose superview is a `UITableView` or `UITableViewCell` (UIKit's private
  /// wrapper scroll views).
  func scrollViewAncestor(of id: String) -> String? {
    for ancestor in ancestors(of: id) {
      let candidate = nodes[ancestor].view.id
      guard isScrollView(candidate) else { continue }
      if let parent = nodes[ancestor].parent,
        isKind(nodes[parent].view.id, of: "UITableView")
          || isKind(nodes[parent].view.id, of: "UITableViewCell")
      {
        continue
      }
      return candidate
    }
    return nil
  }

  // MARK: - Writing back

  /// The tree path (indices from `scene.views`) of the view with `id`.
  func treePath(of id: String) -> [Int]? {
    guard var index = byID[id] else { return nil }
    var path = [nodes[index].position]
    while let parent = nodes[index].parent {
      path.append(nodes[parent].position)
      index = parent
    }
    path.reverse()
    return path
  }
}

extension SceneIndex {
  /// Changes one view of the index in place (the engine's working copy during one event).
  /// `scene` itself is not updated; `Plan.apply(to:)` writes the final values. The engine changes
  /// geometry only: a view's class and text-input kind (cached at init) must stay as they are.
  mutating func update(_ id: String, _ body: (inout SceneView) -> Void) {
    guard let index = byID[id] else { return }
    if originalViews[index] == nil { originalViews[index] = nodes[index].view }
    body(&nodes[index].view)
    refresh(index)
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
    for (index, view) in originalViews {
      nodes[index].view = view
      refresh(index)
    }
    originalViews = [:]
    guard classes == policyClasses, next.classes == scene.classes,
      next.controllers == scene.controllers
    else { return .rebuild }
    var newFacts = false
    func same(_ a: [SceneView], _ b: [SceneView]) -> Bool {
      a.withUnsafeBufferPointer { pa in
        b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress }
      }
    }
    func walk(_ old: [SceneView], _ new: [SceneView], _ indices: [Int]) -> Bool {
      guard old.count == new.count, indices.count == new.count else { return false }
      if same(old, new) { return true }
      for (position, view) in new.enumerated() {
        let before = old[position]
        let index = indices[position]
        guard view.id == before.id, view.className == before.className,
          view.textInput == before.textInput,
          view.subviews.count == before.subviews.count
        else { return false }
        if view.accessibilityIdentifier != before.accessibilityIdentifier || view.tag != before.tag
          || view.code != before.code
          || view.scrollCode != before.scrollCode
        {
          newFacts = true
        }
        var flat = view
        flat.subviews = []
        nodes[index].view = flat
        refresh(index)
        if nodes[index].depth < SceneDecoder.maximumViewDepth {
          guard walk(before.subviews, view.subviews, nodes[index].children) else { return false }
        }
      }
      return true
    }
    guard walk(scene.views, next.views, topLevel) else { return .rebuild }
    scene = next
    return newFacts ? .sameStructureNewFacts : .sameStructure
  }
}
