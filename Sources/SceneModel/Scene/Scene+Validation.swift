import PolicyLanguage

extension Scene {
  /// Checks what the JSON shape cannot: unique ids, references that resolve, no cycles, a focus
  /// on a text input, finite numbers, a non-empty window. The decoder runs this; so should anyone
  /// who builds a scene in code (the Interface Builder importer) before querying it.
  ///
  /// - Returns: every problem found, in document order; empty for a valid scene.
  public func validate() -> [SceneIssue] {
    var issues: [SceneIssue] = []
    func add(_ message: SceneMessage, _ path: String) {
      issues.append(SceneIssue(message, path: path))
    }
    func finite(_ values: [Double], _ path: String) {
      if values.contains(where: { !$0.isFinite }) { add(.notFinite, path) }
    }
    /// Lengths: finite and within `LengthRange` (as the decoder requires), so a scene built in
    /// code (an imported storyboard) always survives its own JSON.
    func lengths(_ values: [Double], _ path: String) {
      if values.contains(where: { !$0.isFinite }) {
        add(.notFinite, path)
      } else if let value = values.first(where: { !LengthRange.contains($0) }) {
        add(.lengthOutOfRange(value), path)
      }
    }
    lengths([window.width, window.height], "window")
    if window.width <= 0 || window.height <= 0 {
      add(.emptyWindow, "window")
    }
    lengths([statusBarHeight], "statusBarHeight")
    if case .height(let h) = keyboard { lengths([h], "keyboard.height") }
    if case .frame(let f) = keyboard { lengths(f.components, "keyboard.frame") }

    issues += redeclaredUIKitClasses()
    let hierarchy = ClassHierarchy(custom: classes)
    for name in hierarchy.cyclicClasses() {
      add(.classCycle(name), "classes.\(name)")
    }

    // Views: ids, depth, numbers. Iterative walk so a deep tree cannot exhaust the stack.
    var firstPath: [String: String] = [:]
    var textInputs: Set<String> = []
    var stack: [(view: SceneView, path: String, depth: Int)] = views.enumerated().reversed().map {
      ($1, "views[\($0)]", 1)
    }
    while let (view, path, depth) = stack.popLast() {
      if depth > SceneDecoder.maximumViewDepth {
        add(.tooDeep, path)
        continue
      }
      if view.id.isEmpty {
        add(.emptyViewID, "\(path).id")
      } else if let first = firstPath[view.id] {
        add(.duplicateViewID(view.id, firstAt: first), "\(path).id")
      } else {
        firstPath[view.id] = path
      }
      lengths(view.frame.components, "\(path).frame")
      lengths(Self.components(view.safeAreaInsets), "\(path).safeAreaInsets")
      lengths(Self.components(view.layoutMargins), "\(path).layoutMargins")
      finite([view.alpha], "\(path).alpha")
      if let scroll = view.scroll {
        lengths(
          [
            scroll.contentOffset.x, scroll.contentOffset.y, scroll.contentSize.width,
            scroll.contentSize.height,
          ] + Self.components(scroll.contentInset) + Self.components(scroll.indicatorInsets),
          "\(path).scroll")
      }
      if let distance = view.code.distance { lengths([distance], "\(path).code.distance") }
      let kind =
        view.textInput ?? TextInputKind.derived(fromClassChain: hierarchy.chain(of: view.className))
      if kind != nil { textInputs.insert(view.id) }
      for (index, subview) in view.subviews.enumerated().reversed() {
        stack.append((subview, "\(path).subviews[\(index)]", depth + 1))
      }
    }

    // Controllers.
    var controllerIndex: [String: Int] = [:]
    var rootOwner: [String: String] = [:]
    for (index, controller) in controllers.enumerated() {
      let path = "controllers[\(index)]"
      if controller.id.isEmpty {
        add(.emptyControllerID, "\(path).id")
      } else if controllerIndex[controller.id] != nil {
        add(.duplicateControllerID(controller.id), "\(path).id")
      } else {
        controllerIndex[controller.id] = index
      }
      if let view = controller.view {
        if firstPath[view] == nil {
          add(.unknownView(view), "\(path).view")
        } else if let owner = rootOwner[view] {
          add(.sharedRootView(view, owner: owner), "\(path).view")
        } else {
          rootOwner[view] = controller.id
        }
      }
      if let bar = controller.navigationSearchBar, firstPath[bar] == nil {
        add(.unknownView(bar), "\(path).navigationSearchBar")
      }
      if let bottom = controller.navigationBarBottom {
        lengths([bottom], "\(path).navigationBarBottom")
      }
    }
    for (index, controller) in controllers.enumerated() {
      guard let parent = controller.parent else { continue }
      guard controllerIndex[parent] != nil else {
        add(.unknownController(parent), "controllers[\(index)].parent")
        continue
      }
      var seen: Set<String> = [controller.id]
      var current: String? = parent
      while let id = current, let next = controllerIndex[id] {
        if !seen.insert(id).inserted {
          add(.controllerCycle(controller.id), "controllers[\(index)].parent")
          break
        }
        current = controllers[next].parent
      }
    }

    if let focus {
      if firstPath[focus] == nil {
        add(.unknownView(focus), "focus")
      } else if !textInputs.contains(focus) {
        add(.focusNotTextInput(focus), "focus")
      }
    }
    return issues
  }

  /// An inset's four lengths.
  static func components(_ insets: Insets) -> [Double] {
    [insets.top, insets.left, insets.bottom, insets.right]
  }
}
