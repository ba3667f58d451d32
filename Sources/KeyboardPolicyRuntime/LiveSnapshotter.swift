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
    for (i, view) in topLevel.enumerated() where included[i] {
      scenes.append(capture(view, depth: 1))
    }
    for (slot, bar) in searchBars where isCaptured(bar) {
      capturedControllers[slot].navigationSearchBar = id(of: bar)
    }
    let focusID = focus.flatMap { isCaptured($0) ? id(of: $0) : nil }
    return Scene(
      window: window.liveSize, statusBarHeight: window.liveStatusBarHeight,
      orientation: window.liveOrientation, keyboard: keyboard, views: scenes,
      controllers: capturedControllers, classes: appClasses, focus: focusID)
  }

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

  private func capture(_ view: any LiveView, depth: Int) -> SceneView {
    let attributes = view.liveAttributes
    let className = view.liveClassName
    let (id, isNew) = views.lookup(
      view, preferred: (view.liveStableName, attributes.accessibilityIdentifier),
      className: className)
    // An object's class never changes: its chain is read when the object is first seen.
    if isNew { note(className) { view.liveClassChain } }
    var subviews: [SceneView] = []
    if depth < Self.maximumDepth {
      let live = view.liveSubviews
      if !live.isEmpty {
        subviews.reserveCapacity(live.count)
        for subview in live { subviews.append(capture(subview, depth: depth + 1)) }
      }
    }
    if let controller = view.liveViewController {
      let slot = self.slot(of: controller)
      capturedControllers[slot].view = id
    }
    return SceneView(
      id: id, className: className, frame: attributes.frame, tag: attributes.tag,
      accessibilityIdentifier: attributes.accessibilityIdentifier, isHidden: attributes.isHidden,
      alpha: attributes.alpha, isEnabled: attributes.isEnabled,
      isUserInteractionEnabled: attributes.isUserInteractionEnabled,
      placeholder: attributes.placeholder, textInput: attributes.textInput,
      scroll: attributes.scroll, safeAreaInsets: attributes.safeAreaInsets,
      layoutMargins: attributes.layoutMargins, code: attributes.code,
      scrollCode: attributes.scrollCode, subviews: subviews)
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
