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

  /// The current snapshot's controllers, parents after their children (`slot(of:)`).
  var capturedControllers: [SceneController] = []
  /// The SwiftUI screens' names by their hosts' root views (`KeyboardRuntime
  /// .registerSwiftUIScreen(_:host:)`): a controller whose root view is one records it (`screen`).
  var swiftUIScreenNames: [ObjectIdentifier: String] = [:]
  private var controllerSlots: [ObjectIdentifier: Int] = [:]
  private var searchBars: [(slot: Int, view: any LiveView)] = []
  /// The current snapshot's selection, and the views it captured outside whole window subviews.
  var selection = CaptureSelection()
  /// The current snapshot's captures of window subviews (for `isCaptured`; emptied when the
  /// snapshot is done, as they hold views).
  var lastCaptures: [ObjectIdentifier: CapturedView] = [:]
  /// The window subviews the current snapshot captures whole.
  var wholeTops: Set<ObjectIdentifier> = []
  /// Whether the current snapshot captures every window subview whole (`.everything`).
  var whole = false
  /// Whether a path of the current snapshot goes through a search bar (its window subviews are
  /// then captured whole).
  var pathThroughSearchBar = false
  /// Whether the window being captured is the app's (`LiveWindow.liveIsAppWindow`).
  var capturesAppWindow = true
  /// Each scope's last captures of the window subviews it held, reused by its next snapshot;
  /// empty when the snapshot needed no view (nothing focused, no keyboard session).
  var previousCaptures: [[ObjectIdentifier: CapturedView]] = [[:], [:], [:]]
  /// Settings made in code for every screen of a controller class and its subclasses, by class
  /// name (`KeyboardRuntime.settingsByController`).
  var codeByControllerClass: [String: CodeSettings] = [:] {
    didSet { classCode = [:] }
  }
  /// Each controller class's entry of `codeByControllerClass` (its nearest class's), found once.
  private var classCode: [String: CodeSettings?] = [:]

  /// The settings made in code for `controller`'s screen: its own (`liveCodeSettings`), each one
  /// it leaves unset taken from the nearest class of its chain in `codeByControllerClass`.
  func screenCode(of controller: any LiveViewController) -> CodeSettings? {
    let own = controller.liveCodeSettings
    guard !codeByControllerClass.isEmpty else { return own }
    let name = controller.liveClassName
    let forClass: CodeSettings?
    if let known = classCode[name] {
      forClass = known
    } else {
      forClass = controller.liveClassChain.lazy.compactMap { self.codeByControllerClass[$0] }.first
      classCode[name] = .some(forClass)
    }
    guard let forClass else { return own }
    return (own ?? CodeSettings()).filling(from: forClass)
  }

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
    // What only this walk needed holds views: never keep it past the snapshot.
    lastCaptures = [:]
    selection.clear()
    searchBars = []
    var scene = Scene(
      window: window.liveSize, statusBarHeight: window.liveStatusBarHeight,
      orientation: window.liveOrientation, keyboard: keyboard, views: views,
      controllers: capturedControllers, classes: classes.appClasses, focus: focusID)
    scene.horizontalSizeClass = window.liveHorizontalSizeClass
    return scene
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

  /// The controller's index in `capturedControllers`, adding it (and its parents) when new.
  func slot(of controller: any LiveViewController) -> Int {
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
        container: controller.liveContainer,
        navigationBarHidden: controller.liveNavigationBarHidden,
        followsKeyboardLayoutGuide: controller.liveFollowsKeyboardLayoutGuide))
    capturedControllers[slot].modalPresentationStyle = controller.liveModalPresentationStyle
    if !swiftUIScreenNames.isEmpty, let root = controller.liveRootView {
      capturedControllers[slot].screen = swiftUIScreenNames[ObjectIdentifier(root)]
    }
    if let bar = controller.liveNavigationSearchBar { searchBars.append((slot, bar)) }
    if let parent = controller.liveParent {
      let parentSlot = self.slot(of: parent)
      capturedControllers[slot].parent = capturedControllers[parentSlot].id
    }
    return slot
  }
}
