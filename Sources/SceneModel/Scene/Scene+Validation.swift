import PolicyLanguage

extension Scene {
  /// Checks what the JSON shape cannot: unique ids, references that resolve, no cycles, a focus
  /// on a text input, finite numbers, a non-empty window. The decoder runs this; so should anyone
  /// who builds a scene in code (the Interface Builder importer) before querying it.
  ///
  /// - Returns: every problem found, in document order; empty for a valid scene.
  public func validate() -> [SceneIssue] {
    var issues = SceneIssueList()
    validateWindow(into: &issues)
    issues.issues += redeclaredUIKitClasses()
    let hierarchy = ClassHierarchy(custom: classes)
    for name in hierarchy.cyclicClasses() {
      issues.add(.classCycle(name), "classes.\(name)")
    }
    for name in hierarchy.classesPastChainLimit() {
      issues.add(.classChainTooLong(name), "classes.\(name)")
    }
    let declared = validateViews(hierarchy: hierarchy, into: &issues)
    let controllerIndex = validateControllers(declared: declared, into: &issues)
    validateControllerParents(controllerIndex: controllerIndex, into: &issues)
    validateFocus(declared: declared, into: &issues)
    return issues.issues
  }

  /// The window's size, the status bar and the keyboard: finite lengths and a non-empty window.
  private func validateWindow(into issues: inout SceneIssueList) {
    issues.lengths([window.width, window.height], "window")
    if window.width <= 0 || window.height <= 0 {
      issues.add(.emptyWindow, "window")
    }
    issues.lengths([statusBarHeight], "statusBarHeight")
    if case .height(let h) = keyboard { issues.lengths([h], "keyboard.height") }
    if case .frame(let f) = keyboard { issues.lengths(f.components, "keyboard.frame") }
  }

  /// Views: ids, depth, numbers. Iterative walk so a deep tree cannot exhaust the stack.
  ///
  /// - Returns: where each view id was first declared, and which views are text inputs.
  private func validateViews(
    hierarchy: ClassHierarchy, into issues: inout SceneIssueList
  ) -> ValidatedViews {
    var result = ValidatedViews()
    var stack: [(view: SceneView, path: String, depth: Int)] = views.enumerated().reversed().map {
      ($1, "views[\($0)]", 1)
    }
    while let (view, path, depth) = stack.popLast() {
      if depth > SceneDecoder.maximumViewDepth {
        issues.add(.tooDeep, path)
        continue
      }
      if view.id.isEmpty {
        issues.add(.emptyViewID, "\(path).id")
      } else if let first = result.firstPath[view.id] {
        issues.add(.duplicateViewID(view.id, firstAt: first), "\(path).id")
      } else {
        result.firstPath[view.id] = path
      }
      validateNumbers(of: view, path: path, into: &issues)
      let kind =
        view.textInput ?? TextInputKind.derived(fromClassChain: hierarchy.chain(of: view.className))
      if kind != nil { result.textInputs.insert(view.id) }
      for (index, subview) in view.subviews.enumerated().reversed() {
        stack.append((subview, "\(path).subviews[\(index)]", depth + 1))
      }
    }
    return result
  }

  /// One view's lengths (frame, insets, margins, scroll state, code distance) and its alpha.
  private func validateNumbers(
    of view: SceneView, path: String, into issues: inout SceneIssueList
  ) {
    issues.lengths(view.frame.components, "\(path).frame")
    issues.lengths(Self.components(view.safeAreaInsets), "\(path).safeAreaInsets")
    issues.lengths(Self.components(view.layoutMargins), "\(path).layoutMargins")
    issues.finite([view.alpha], "\(path).alpha")
    if let scroll = view.scroll {
      issues.lengths(
        [
          scroll.contentOffset.x, scroll.contentOffset.y, scroll.contentSize.width,
          scroll.contentSize.height,
        ] + Self.components(scroll.contentInset) + Self.components(scroll.indicatorInsets),
        "\(path).scroll")
    }
    if let distance = view.code.distance { issues.lengths([distance], "\(path).code.distance") }
  }

  /// Controllers: unique ids, root views that exist and belong to one controller, search bars
  /// that exist, finite navigation bar bottoms.
  ///
  /// - Returns: each controller id's index in `controllers` (its first declaration).
  private func validateControllers(
    declared: ValidatedViews, into issues: inout SceneIssueList
  ) -> [String: Int] {
    var controllerIndex: [String: Int] = [:]
    var rootOwner: [String: String] = [:]
    for (index, controller) in controllers.enumerated() {
      let path = "controllers[\(index)]"
      if controller.id.isEmpty {
        issues.add(.emptyControllerID, "\(path).id")
      } else if controllerIndex[controller.id] != nil {
        issues.add(.duplicateControllerID(controller.id), "\(path).id")
      } else {
        controllerIndex[controller.id] = index
      }
      if let view = controller.view {
        if declared.firstPath[view] == nil {
          issues.add(.unknownView(view), "\(path).view")
        } else if let owner = rootOwner[view] {
          issues.add(.sharedRootView(view, owner: owner), "\(path).view")
        } else {
          rootOwner[view] = controller.id
        }
      }
      if let bar = controller.navigationSearchBar, declared.firstPath[bar] == nil {
        issues.add(.unknownView(bar), "\(path).navigationSearchBar")
      }
      if let bottom = controller.navigationBarBottom {
        issues.lengths([bottom], "\(path).navigationBarBottom")
      }
    }
    return controllerIndex
  }

  /// Controller parents: each names a declared controller, no chain of parents loops, and none
  /// is longer than `Scene.maximumControllerDepth`.
  ///
  /// Linear: each declared controller's chain is walked once (`ControllerChains`). A controller
  /// whose id repeats an earlier one (S009) is judged by its parent's chain alone.
  private func validateControllerParents(
    controllerIndex: [String: Int], into issues: inout SceneIssueList
  ) {
    let chains = ControllerChains(controllers, controllerIndex: controllerIndex)
    for (index, controller) in controllers.enumerated() {
      guard let parent = controller.parent else { continue }
      guard let parentIndex = controllerIndex[parent] else {
        issues.add(.unknownController(parent), "controllers[\(index)].parent")
        continue
      }
      let declared = controllerIndex[controller.id] == index
      if declared ? chains.loops[index] : chains.loops[parentIndex] {
        issues.add(.controllerCycle(controller.id), "controllers[\(index)].parent")
      } else if chains.parents[parentIndex] == Scene.maximumControllerDepth {
        // Once a chain: at the controller whose parents first pass the limit.
        issues.add(.controllerChainTooLong(controller.id), "controllers[\(index)].parent")
      }
    }
  }

  /// The focus, when there is one: a declared view that is a text input.
  private func validateFocus(declared: ValidatedViews, into issues: inout SceneIssueList) {
    guard let focus else { return }
    if declared.firstPath[focus] == nil {
      issues.add(.unknownView(focus), "focus")
    } else if !declared.textInputs.contains(focus) {
      issues.add(.focusNotTextInput(focus), "focus")
    }
  }

  /// An inset's four lengths.
  static func components(_ insets: Insets) -> [Double] {
    [insets.top, insets.left, insets.bottom, insets.right]
  }
}

/// The problems `Scene.validate()` has found so far, in document order, with the number checks
/// every part of a scene shares.
private struct SceneIssueList {
  /// The problems found so far.
  var issues: [SceneIssue] = []

  /// Records one problem at `path`.
  mutating func add(_ message: SceneMessage, _ path: String) {
    issues.append(SceneIssue(message, path: path))
  }

  /// Records a problem at `path` when any of `values` is not finite.
  mutating func finite(_ values: [Double], _ path: String) {
    if values.contains(where: { !$0.isFinite }) { add(.notFinite, path) }
  }

  /// Lengths: finite and within `LengthRange` (as the decoder requires), so a scene built in
  /// code (an imported storyboard) always survives its own JSON.
  mutating func lengths(_ values: [Double], _ path: String) {
    if values.contains(where: { !$0.isFinite }) {
      add(.notFinite, path)
    } else if let value = values.first(where: { !LengthRange.contains($0) }) {
      add(.lengthOutOfRange(value), path)
    }
  }
}

/// What the view walk of `Scene.validate()` learns for the checks after it.
private struct ValidatedViews {
  /// View id → the path of its first declaration.
  var firstPath: [String: String] = [:]
  /// The ids of views that are text inputs (declared or derived from their class chain).
  var textInputs: Set<String> = []
}
