import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// Captures a live window as a `Scene`: the views the engine and the field order need, named with
/// stable ids, with the controllers that own them and the app classes they use.
///
/// Only the window's subviews that hold a view the runtime needs (the focused field, the field an
/// event names, every view the engine changed or measured in the current keyboard session) are
/// captured, each with its whole subtree: the field's ancestors (controllers, scroll views, the
/// moved root view) and every candidate for previous/next (siblings, deep-container contents) are
/// in that subtree. A field that is itself a window subview brings every window subview (its
/// siblings). Views nested deeper than the scene format allows are left out, as the decoder does.
///
/// Each snapshot reuses the previous one (`CapturedView`): every captured view is still read and
/// compared, but only a view whose values or subviews changed gets a new scene view, and only its
/// ancestors get new subview arrays. A keyboard show after a hide therefore allocates for the
/// path of the views the hide put back, not for the whole tree, and hands the engine a scene that
/// shares the unchanged subtrees' storage with the last one (the engine skips those when it checks
/// that the structure is the same).
final class LiveSnapshotter {
  /// The deepest view nesting a scene may hold (the scene format's limit).
  static let maximumDepth = 100
  /// Stable view ids.
  let views = LiveIDRegistry()
  /// Stable controller ids.
  let controllers = LiveIDRegistry()
  /// App classes met so far (class → superclass), for the scene's `classes`.
  private(set) var appClasses: [String: String] = [:]
  private var seenClasses: Set<String> = []

  private var capturedControllers: [SceneController] = []
  private var controllerSlots: [ObjectIdentifier: Int] = [:]
  private var searchBars: [(slot: Int, view: any LiveView)] = []
  private var capturedRoots: Set<ObjectIdentifier> = []
  /// The last snapshot's captures of the window subviews it held, reused by the next one; empty
  /// when the snapshot needed no view (nothing focused, no keyboard session).
  private var previousCaptures: [ObjectIdentifier: CapturedView] = [:]

  /// The scene of `window` as it is now, holding every view of `needed` (and everything when
  /// `everything` is true), with `focus` and `keyboard` as the runtime knows them.
  func snapshot(
    window: any LiveWindow, needed: [any LiveView], everything: Bool = false,
    focus: (any LiveView)?, keyboard: Keyboard?
  ) -> Scene {
    capturedControllers = []
    controllerSlots = [:]
    searchBars = []
    let topLevel = window.liveSubviews
    var included: [Bool]
    if everything {
      included = Array(repeating: true, count: topLevel.count)
    } else {
      included = Array(repeating: false, count: topLevel.count)
      var wanted: Set<ObjectIdentifier> = []
      for view in needed {
        let top = Self.topLevelAncestor(of: view)
        if top === view {
          return snapshot(
            window: window, needed: [], everything: true, focus: focus, keyboard: keyboard)
        }
        wanted.insert(ObjectIdentifier(top))
      }
      for (i, view) in topLevel.enumerated() where wanted.contains(ObjectIdentifier(view)) {
        included[i] = true
      }
    }
    capturedRoots = Set(
      topLevel.indices.filter { included[$0] }.map { ObjectIdentifier(topLevel[$0]) })
    var scenes: [SceneView] = []
    scenes.reserveCapacity(included.count)
    var captured: [ObjectIdentifier: CapturedView] = [:]
    for (i, view) in topLevel.enumerated() where included[i] {
      let key = ObjectIdentifier(view)
      let node = capture(view, cached: previousCaptures[key], depth: 1).captured
      captured[key] = node
      scenes.append(node.scene)
    }
    // Captures hold their views: keep them only while the runtime needs views (a focused field,
    // the field of an event, a keyboard session).
    previousCaptures = focus == nil && needed.isEmpty ? [:] : captured
    for (slot, bar) in searchBars where isCaptured(bar) {
      capturedControllers[slot].navigationSearchBar = id(of: bar)
    }
    let focusID = focus.flatMap { isCaptured($0) ? id(of: $0) : nil }
    return Scene(
      window: window.liveSize, statusBarHeight: window.liveStatusBarHeight,
      orientation: window.liveOrientation, keyboard: keyboard, views: scenes,
      controllers: capturedControllers, classes: appClasses, focus: focusID)
  }

  /// Drops the last snapshot's captures (and the views they hold): editing ended.
  func forgetCaptures() { previousCaptures = [:] }

  /// The stable id of a live view (naming it if it is new).
  func id(of view: any LiveView) -> String {
    let className = view.liveClassName
    let (id, isNew) = views.lookup(
      view, preferred: (view.liveStableName, view.liveAttributes.accessibilityIdentifier),
      className: className)
    if isNew { note(className) { view.liveClassChain } }
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

  private func isCaptured(_ view: any LiveView) -> Bool {
    capturedRoots.contains(ObjectIdentifier(Self.topLevelAncestor(of: view)))
  }

  /// The capture of `view` at `depth`, reusing `cached` (the previous snapshot's capture of the
  /// same position) for whatever did not change. `changed` is false when the returned capture's
  /// scene view is exactly the one the previous snapshot gave.
  private func capture(_ view: any LiveView, cached: CapturedView?, depth: Int) -> (
    captured: CapturedView, changed: Bool
  ) {
    let attributes = view.liveAttributes
    let node: CapturedView
    var changed: Bool
    if let cached, cached.captures(view) {
      node = cached
      changed = !node.holds(attributes)
    } else {
      node = fresh(view, attributes)
      changed = true
    }
    if depth < Self.maximumDepth {
      changed = captureSubviews(of: view, into: node, depth: depth) || changed
    }
    if changed {
      node.scene = SceneView(
        id: node.id, className: view.liveClassName, attributes: attributes,
        subviews: node.scene.subviews)
    }
    if let controller = view.liveViewController {
      let slot = self.slot(of: controller)
      capturedControllers[slot].view = node.id
    }
    return (node, changed)
  }

  /// Captures the subviews of `view` into `node` (its children and its scene view's subviews);
  /// returns whether they differ from the previous snapshot's. Unchanged subviews allocate nothing.
  private func captureSubviews(of view: any LiveView, into node: CapturedView, depth: Int) -> Bool {
    let live = view.liveSubviews
    let previous = node.children
    let sameCount = previous.count == live.count
    var children: [CapturedView] = sameCount ? previous : []
    var changed = !sameCount
    if !sameCount { children.reserveCapacity(live.count) }
    for i in live.indices {
      let cached = i < previous.count ? previous[i] : nil
      let (child, childChanged) = capture(live[i], cached: cached, depth: depth + 1)
      if !sameCount {
        children.append(child)
      } else if child !== cached {
        children[i] = child
        changed = true
      }
      if childChanged { changed = true }
    }
    guard changed else { return false }
    node.children = children
    node.scene.subviews = children.map(\.scene)
    return true
  }

  /// A new capture for a view the previous snapshot did not hold at this position (named on first
  /// sight; its scene view is filled in by `capture`).
  private func fresh(_ view: any LiveView, _ attributes: LiveViewAttributes) -> CapturedView {
    let className = view.liveClassName
    let (id, isNew) = views.lookup(
      view, preferred: (view.liveStableName, attributes.accessibilityIdentifier),
      className: className)
    // An object's class never changes: its chain is read when the object is first seen.
    if isNew { note(className) { view.liveClassChain } }
    return CapturedView(
      object: view, id: id,
      scene: SceneView(id: id, className: className, attributes: attributes, subviews: []),
      children: [])
  }

  /// The controller's index in `capturedControllers`, adding it (and its parents) when new.
  private func slot(of controller: any LiveViewController) -> Int {
    let key = ObjectIdentifier(controller)
    if let slot = controllerSlots[key] { return slot }
    note(controller.liveClassName) { controller.liveClassChain }
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

  /// Records an app class chain the first time its class name is met: every class up to the
  /// first one UIKit's table knows.
  private func note(_ className: String, chain: () -> [String]) {
    guard !seenClasses.contains(className) else { return }
    seenClasses.insert(className)
    guard UIKitClasses.superclass[className] == nil, className != "NSObject" else { return }
    let names = chain()
    for (name, superclass) in zip(names, names.dropFirst()) {
      if UIKitClasses.superclass[name] != nil || name == "NSObject" { break }
      if appClasses[name] == nil { appClasses[name] = superclass }
    }
  }
}
