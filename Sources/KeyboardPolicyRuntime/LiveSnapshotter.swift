import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// Captures a live window as a `Scene`: the views the engine and the field order need, named with
/// stable ids, with the controllers that own them and the app classes they use.
///
/// What a snapshot holds depends on what it is for (`Scope`):
/// - an event (`.event`): the paths to the views the event needs (the focused field, the field
///   the event names, every view the keyboard session changed), the lists above their scroll
///   views and their controllers (`CaptureSelection`); everything else is left out. A path
///   through a search bar brings its whole window subview instead: the controller that names a
///   navigation-bar search bar is not on the field's controller chain.
/// - a field's controls (`.controls`): the same, plus the candidates of the field's previous/next
///   order.
/// - everything (`.everything`, for explanations and tools): every window subview, whole.
///
/// Views nested deeper than the scene format allows are left out, as the decoder does.
///
/// Each snapshot reuses the previous one of its scope (`CapturedView`): every captured view is
/// still read and compared, but only a view whose values or captured subviews changed gets a new
/// scene view, and only its ancestors get new subview arrays. A keyboard show after a hide
/// therefore allocates for the path of the views the hide put back, not for the whole tree, and
/// hands the engine a scene that shares the unchanged subtrees' storage with the last one (the
/// engine skips those when it checks that the structure is the same).
final class LiveSnapshotter {
  /// What a snapshot is for.
  enum Scope {
    /// An engine event.
    case event
    /// The controls (previous/next, return key, toolbar) of a field.
    case controls(any LiveView)
    /// Every window subview, whole.
    case everything

    var slot: Int {
      switch self {
      case .event: 0
      case .controls: 1
      case .everything: 2
      }
    }
  }

  /// The deepest view nesting a scene may hold (the scene format's limit).
  static let maximumDepth = 100
  /// Stable view ids.
  let views = LiveIDRegistry()
  /// Stable controller ids.
  let controllers = LiveIDRegistry()
  /// The classes met so far.
  let classes: LiveClassTable
  /// The policy's deep containers, in its order (the field order's candidates).
  private let deepContainers: [String]

  private var capturedControllers: [SceneController] = []
  private var controllerSlots: [ObjectIdentifier: Int] = [:]
  private var searchBars: [(slot: Int, view: any LiveView)] = []
  /// The current snapshot's selection, and the views it captured outside whole window subviews.
  private var selection = CaptureSelection()
  /// The last snapshot's captures of window subviews (for `isCaptured`).
  private var lastCaptures: [ObjectIdentifier: CapturedView] = [:]
  private var wholeTops: Set<ObjectIdentifier> = []
  private var whole = false
  private var pathThroughSearchBar = false
  /// Each scope's last captures of the window subviews it held, reused by its next snapshot;
  /// empty when the snapshot needed no view (nothing focused, no keyboard session).
  private var previousCaptures: [[ObjectIdentifier: CapturedView]] = [[:], [:], [:]]

  /// A snapshotter for a policy with `policyClasses` and `deepContainers`.
  init(policyClasses: ClassHierarchy, deepContainers: [String]) {
    classes = LiveClassTable(policyClasses: policyClasses)
    self.deepContainers = deepContainers
  }

  /// The scene of `window` as it is now, holding every view of `needed` (and what `scope` adds),
  /// with `focus` and `keyboard` as the runtime knows them.
  func snapshot(
    window: any LiveWindow, needed: [any LiveView], scope: Scope, focus: (any LiveView)?,
    keyboard: Keyboard?
  ) -> Scene {
    capturedControllers = []
    controllerSlots = [:]
    searchBars = []
    pathThroughSearchBar = false
    whole = false
    var candidatesOf: (any LiveView)?
    switch scope {
    case .event: break
    case .controls(let field): candidatesOf = field
    case .everything: whole = true
    }
    selection.select(
      needed: whole ? [] : needed, candidatesOf: candidatesOf, deepContainers: deepContainers,
      classes: classes)
    wholeTops = []
    // Captures hold their views: keep them only while the runtime needs views (a focused field,
    // the field of an event, a keyboard session).
    let keeps = focus != nil || !needed.isEmpty
    var views = captureWindow(window, slot: scope.slot, keeps: keeps)
    if pathThroughSearchBar {
      // Whole window subviews for every path, as the navigation search bar needs.
      capturedControllers = []
      controllerSlots = [:]
      searchBars = []
      wholeTops = selection.tops
      views = captureWindow(window, slot: scope.slot, keeps: keeps)
    }
    for (slot, bar) in searchBars where isCaptured(bar) {
      capturedControllers[slot].navigationSearchBar = id(of: bar)
    }
    let focusID = focus.flatMap { isCaptured($0) ? id(of: $0) : nil }
    return Scene(
      window: window.liveSize, statusBarHeight: window.liveStatusBarHeight,
      orientation: window.liveOrientation, keyboard: keyboard, views: views,
      controllers: capturedControllers, classes: classes.appClasses, focus: focusID)
  }

  /// Drops every scope's captures (and the views they hold): editing ended.
  func forgetCaptures() {
    for slot in previousCaptures.indices { previousCaptures[slot] = [:] }
  }

  /// The stable id of a live view (naming it if it is new).
  func id(of view: any LiveView) -> String {
    let className = view.liveClassName
    let (id, isNew) = views.lookup(
      view, preferred: (view.liveStableName, view.liveAttributes.accessibilityIdentifier),
      className: className)
    if isNew { classes.note(className) { view.liveClassChain } }
    return id
  }

  /// The live view named `id`, if it is still alive.
  func view(_ id: String) -> (any LiveView)? { views.object(id) as? any LiveView }

  /// The window subview that holds `view` (the view itself when it is one).
  static func topLevelAncestor(of view: any LiveView) -> any LiveView {
    var current = view
    var steps = 0
    while let parent = current.liveSuperview, steps < 10_000 {
      current = parent
      steps += 1
    }
    return current
  }

  /// How one view is captured.
  private struct Visit {
    /// Every subview, whole.
    var whole = false
    /// Inside the field order's deep walk: its text inputs and the views on the way are captured.
    var inputs = false
    /// Captured even when none of its subviews is (else left out).
    var required = true
    /// Its marks (views on paths only).
    var marks: CaptureSelection.Marks = []
    /// How many of its subviews are on paths (0, 1, or 2 for two or more).
    var pathChildren = 0
    /// Its one subview on a path, if it has exactly one.
    var pathChild: ObjectIdentifier?

    /// A visit of a view with `entry` (on a path).
    mutating func take(_ entry: CaptureSelection.Entry?) {
      guard let entry else { return }
      marks = entry.marks
      pathChildren = entry.pathChildren
      pathChild = entry.pathChildKey
    }
  }

  /// The window subviews the selection holds, each captured as far as it says; the captures are
  /// kept for the scope's next snapshot when `keeps`.
  private func captureWindow(_ window: any LiveWindow, slot: Int, keeps: Bool) -> [SceneView] {
    var captured: [ObjectIdentifier: CapturedView] = [:]
    var scenes: [SceneView] = []
    let previous = previousCaptures[slot]
    for view in window.liveSubviews {
      let key = ObjectIdentifier(view)
      var visit = Visit(whole: whole || wholeTops.contains(key))
      let cached = previous[key]
      if visit.whole {
        wholeTops.insert(key)
      } else {
        visit.take(selection.entries[key])
        guard visit.marks.contains(.path) || selection.topLevelInputs else { continue }
      }
      let attributes = view.liveAttributes
      guard visit.whole || visit.marks.contains(.path) || isTextInput(view, attributes, cached),
        let node = capture(view, attributes, cached: cached, depth: 1, visit)?.captured
      else { continue }
      captured[key] = node
      scenes.append(node.scene)
    }
    previousCaptures[slot] = keeps ? captured : [:]
    lastCaptures = captured
    return scenes
  }

  /// Whether the last snapshot holds `view`: a view on a path or in a whole window subview when
  /// it is not nested too deep; any other by a search of the captures.
  private func isCaptured(_ view: any LiveView) -> Bool {
    var current = view
    var depth = 1
    while let parent = current.liveSuperview, depth <= Self.maximumDepth + 1 {
      current = parent
      depth += 1
    }
    guard depth <= Self.maximumDepth, let top = lastCaptures[ObjectIdentifier(current)] else {
      return false
    }
    if wholeTops.contains(top.key)
      || selection.entries[ObjectIdentifier(view)]?.marks.contains(.path) == true
    {
      return true
    }
    var pending = [top]
    while let node = pending.popLast() {
      if node.key == ObjectIdentifier(view) { return true }
      pending += node.children
    }
    return false
  }

  /// Whether `view` is a text input: its stated kind, else its class's (`cached` remembers it).
  private func isTextInput(
    _ view: any LiveView, _ attributes: SceneView, _ cached: CapturedView?
  ) -> Bool {
    if attributes.textInput != nil { return true }
    if let cached, cached.captures(view) { return cached.classInputKind != nil }
    return classes.facts(of: view).inputKind != nil
  }

  /// The capture of `view` at `depth`, reusing `cached` (the previous snapshot's capture of the
  /// same view, if it is one) for whatever did not change; `nil` when the visit does not require
  /// it and none of its subviews is captured. `changed` is false when the returned capture's
  /// scene view is exactly the one the previous snapshot gave.
  private func capture(
    _ view: any LiveView, _ attributes: SceneView, cached: CapturedView?, depth: Int,
    _ visit: Visit
  ) -> (captured: CapturedView, changed: Bool)? {
    let previous = cached.flatMap { $0.captures(view) ? $0 : nil }
    var children: [CapturedView]?
    var childChanged = false
    if depth < Self.maximumDepth {
      (children, childChanged) = captureSubviews(
        of: view, previous: previous?.children ?? [], depth: depth, visit)
    }
    guard visit.required || !(children ?? previous?.children ?? []).isEmpty else { return nil }
    if visit.marks.contains(.path), !pathThroughSearchBar,
      attributes.textInput == .searchBar
        || (previous?.isSearchBar ?? classes.facts(of: view).isSearchBar)
    {
      pathThroughSearchBar = true
    }
    let node = previous ?? fresh(view, attributes)
    var changed = previous == nil || !node.holds(attributes)
    if let children { node.children = children }
    if children != nil || childChanged {
      node.scene.subviews = node.children.map(\.scene)
      changed = true
    }
    if changed { node.take(attributes) }
    if let controller = view.liveViewController {
      let slot = self.slot(of: controller)
      capturedControllers[slot].view = node.id
    }
    return (node, changed)
  }

  /// Captures the subviews of `view` the visit asks for; returns the new list when it is not
  /// `previous` (the same captures in the same order), and whether a capture changed.
  /// Unchanged subviews allocate nothing.
  private func captureSubviews(
    of view: any LiveView, previous: [CapturedView], depth: Int, _ visit: Visit
  ) -> (children: [CapturedView]?, changed: Bool) {
    let marks = visit.marks
    let reachesInputs = visit.inputs || marks.contains(.deepContainer)
    let readsKinds = reachesInputs || marks.contains(.inputSiblings)
    let allChildren = visit.whole || marks.contains(.listChildren)
    let pathChildren = visit.pathChildren
    guard allChildren || readsKinds || pathChildren > 0 else {
      return (previous.isEmpty ? nil : [], false)
    }
    var children: [CapturedView]?
    var count = 0
    var changed = false
    var byKey: [ObjectIdentifier: CapturedView]?
    func take(_ child: any LiveView) {
      let childKey = ObjectIdentifier(child)
      // The previous capture at this place, else (when the captured subviews changed) by identity.
      var cached: CapturedView?
      if count < previous.count, previous[count].key == childKey {
        cached = previous[count]
      } else if !previous.isEmpty {
        if byKey == nil {
          byKey = Dictionary(previous.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        cached = byKey?[childKey]
      }
      var childVisit = Visit(whole: visit.whole)
      if !visit.whole {
        // Only a view on a path has an entry, and only its path children are on paths.
        if pathChildren > 1 || pathChildren == 1 && visit.pathChild == childKey {
          childVisit.take(selection.entries[childKey])
        }
        childVisit.required = childVisit.marks.contains(.path) || allChildren
        guard childVisit.required || readsKinds else { return }
      }
      let attributes = child.liveAttributes
      if readsKinds {
        if isTextInput(child, attributes, cached) {
          childVisit.required = true
        } else if reachesInputs, attributes.isUserInteractionEnabled, !attributes.isHidden,
          attributes.alpha > 0
        {
          childVisit.inputs = true
        }
        guard childVisit.required || childVisit.inputs else { return }
      }
      guard
        let (captured, childChanged) = capture(
          child, attributes, cached: cached, depth: depth + 1, childVisit)
      else { return }
      if children == nil, count >= previous.count || previous[count] !== captured {
        children = Array(previous[..<min(count, previous.count)])
      }
      children?.append(captured)
      count += 1
      if childChanged { changed = true }
    }
    if !allChildren, !readsKinds, visit.pathChild != nil,
      let only = selection.entries[ObjectIdentifier(view)]?.pathChild
    {
      // The view's one captured subview is its path's: no need to look at the others.
      take(only)
    } else {
      for child in view.liveSubviews { take(child) }
    }
    if children == nil, count != previous.count { children = Array(previous[..<count]) }
    return (children, changed)
  }

  /// A new capture for a view the previous snapshot did not hold at this position (named on first
  /// sight; its scene view is filled in by `capture`).
  private func fresh(_ view: any LiveView, _ attributes: SceneView) -> CapturedView {
    let className = view.liveClassName
    let (id, isNew) = views.lookup(
      view, preferred: (view.liveStableName, attributes.accessibilityIdentifier),
      className: className)
    // An object's class never changes: its chain and what it implies are read when the object is
    // first captured.
    if isNew { classes.note(className) { view.liveClassChain } }
    let facts = classes.facts(of: view)
    var scene = attributes
    scene.id = id
    scene.className = className
    scene.subviews = []
    return CapturedView(
      object: view, id: id, scene: scene, children: [], classInputKind: facts.inputKind,
      isSearchBar: facts.isSearchBar)
  }

  /// The controller's index in `capturedControllers`, adding it (and its parents) when new.
  private func slot(of controller: any LiveViewController) -> Int {
    let key = ObjectIdentifier(controller)
    if let slot = controllerSlots[key] { return slot }
    classes.note(controller.liveClassName) { controller.liveClassChain }
    let id = controllers.id(
      of: controller, preferred: (controller.liveStableName, nil),
      className: controller.liveClassName)
    let slot = capturedControllers.count
    controllerSlots[key] = slot
    capturedControllers.append(
      SceneController(
        id: id, className: controller.liveClassName,
        navigationBarBottom: controller.liveNavigationBarBottom,
        container: controller.liveContainer))
    if let bar = controller.liveNavigationSearchBar { searchBars.append((slot, bar)) }
    if let parent = controller.liveParent {
      let parentSlot = self.slot(of: parent)
      capturedControllers[slot].parent = capturedControllers[parentSlot].id
    }
    return slot
  }
}
