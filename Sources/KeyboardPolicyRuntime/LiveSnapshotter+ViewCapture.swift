import PolicyLanguage
import SceneModel

/// The walk of the live view tree: which views a snapshot captures (the selection's paths, the
/// field order's inputs, whole window subviews), and how each capture reuses the scope's last one.
extension LiveSnapshotter {
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
    /// The settings made in code for the screen it is on (its nearest controller's that has
    /// some), which its own settings fill in.
    var screenCode: CodeSettings?

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
  func captureWindow(_ window: any LiveWindow, slot: Int, keeps: Bool) -> [SceneView] {
    var captured: [ObjectIdentifier: CapturedView] = [:]
    var scenes: [SceneView] = []
    let previous = previousCaptures[slot]
    capturesAppWindow = window.liveIsAppWindow
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
  func isCaptured(_ view: any LiveView) -> Bool {
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
    var visit = visit
    var attributes = attributes
    attributes.placement = Self.placement(
      isInputAccessoryView: view.liveIsInputAccessoryView, isWindowSubview: depth == 1,
      inAppWindow: capturesAppWindow)
    if let controller = view.liveViewController, let code = screenCode(of: controller) {
      visit.screenCode = code.filling(from: visit.screenCode)
    }
    if let screenCode = visit.screenCode, isTextInput(view, attributes, cached) {
      attributes.code = attributes.code.filling(from: screenCode)
    }
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
      childVisit.screenCode = visit.screenCode
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
    } else if !allChildren, !readsKinds, !visit.whole {
      // Only its subviews on paths are captured (a marked view is on a path), in subview order:
      // look each one up, not every subview of a long list through `take`.
      for child in view.liveSubviews where selection.entries[ObjectIdentifier(child)] != nil {
        take(child)
      }
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
}
