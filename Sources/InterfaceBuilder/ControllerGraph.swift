/// How the document's controllers contain each other: relationship segues (navigation, tab bar,
/// split), pushes into a navigation stack (`show` / `push` segues from a stack member), and
/// container views (`embed` segues).
struct ControllerGraph {
  /// How a controller is held by its parent.
  enum Link: Equatable {
    /// A relationship segue (the root of a navigation controller, a tab, a split column).
    case relationship
    /// Pushed onto the parent navigation controller's stack by a `show` / `push` segue.
    case pushed
    /// Embedded in a container view of the parent (the container view's IB id).
    case embedded(containerView: String)
  }

  /// Child key → (parent key, link).
  private(set) var parent: [String: (id: String, link: Link)] = [:]
  /// Parent key → the controllers embedded in its container views.
  private var embeddedChildren: [String: [(child: String, containerView: String)]] = [:]
  /// Controller key → how a segue presents it modally (`presentation`, `modal`,
  /// `popoverPresentation`, `popover` segues; the first one wins).
  private(set) var presentations: [String: ControllerLayout.Presentation] = [:]
  /// Split view columns: the controller a split view controller's relationship segue holds
  /// (`masterViewController` / `primaryViewController`: the primary column;
  /// `detailViewController` / `secondaryViewController`: the secondary), by key.
  private(set) var splitColumns: [String: RootPlacement.SplitColumn] = [:]
  /// Notes about segues whose destination does not exist.
  private(set) var issues: [ImportIssue] = []

  /// Builds the graph of `controllers` (in document order, keyed by `ControllerInfo.key`).
  /// `targets` maps each resolved storyboard reference's key to its target's key: a segue to a
  /// reference leads to the target, so the target joins the referencing side's containers. A
  /// segue to an unresolved reference is dropped silently (the reference is reported once).
  /// `files` names each document for the notes (`nil` for a single document).
  init(_ controllers: [ControllerInfo], targets: [String: String] = [:], files: [String?] = []) {
    let byKey = Dictionary(
      controllers.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    /// The controller a segue of `controller` leads to, after following a reference.
    func destination(_ segue: ControllerInfo.Segue, of controller: ControllerInfo)
      -> ControllerInfo?
    {
      let key = "\(controller.document):\(segue.destination)"
      guard let target = byKey[key] else { return nil }
      guard target.reference != nil else { return target }
      return targets[key].flatMap { byKey[$0] }
    }
    var links: [(from: ControllerInfo, segue: ControllerInfo.Segue, to: ControllerInfo)] = []
    for controller in controllers {
      // An unwind segue leads back to a controller already shown, through the scene's Exit
      // placeholder: never a new parent, never a broken destination.
      for segue in controller.segues where segue.kind != "unwind" {
        if let target = destination(segue, of: controller) {
          links.append((controller, segue, target))
          continue
        }
        guard byKey["\(controller.document):\(segue.destination)"] == nil else { continue }
        issues.append(
          ImportIssue(
            .brokenSegue(segue.destination), path: segue.path, line: segue.line,
            column: segue.column,
            file: controller.document < files.count ? files[controller.document] : nil))
      }
    }
    var pushes: [String: [String]] = [:]
    for (controller, segue, target) in links {
      if let style = Self.presentation(of: segue, to: target), presentations[target.key] == nil {
        presentations[target.key] = style
      }
      if segue.kind == "show" || segue.kind == "push" {
        pushes[controller.key, default: []].append(target.key)
      }
      guard parent[target.key] == nil, target.key != controller.key else { continue }
      if segue.kind == "relationship", controller.isContainer {
        parent[target.key] = (controller.key, .relationship)
        if controller.uikitClass == "UISplitViewController",
          let column = RootPlacement.SplitColumn(relationship: segue.relationship)
        {
          splitColumns[target.key] = column
        }
      } else if segue.kind == "embed", let container = segue.containerView {
        parent[target.key] = (controller.key, .embedded(containerView: container))
      }
    }
    for (child, value) in parent {
      if case .embedded(let container) = value.link {
        embeddedChildren[value.id, default: []].append((child, container))
      }
    }
    // Navigation stacks: breadth-first over show / push segues from every stack member.
    var roots: [String: [String]] = [:]
    for controller in controllers {
      if let holder = parent[controller.key] {
        roots[holder.id, default: []].append(controller.key)
      }
    }
    for navigation in controllers where navigation.uikitClass == "UINavigationController" {
      var queue = roots[navigation.key] ?? []
      var visited = Set(queue)
      var head = 0
      while head < queue.count {
        let key = queue[head]
        head += 1
        for next in pushes[key] ?? [] {
          guard let destination = byKey[next], !destination.isContainer,
            parent[next] == nil, visited.insert(next).inserted
          else { continue }
          parent[next] = (navigation.key, .pushed)
          queue.append(next)
        }
      }
    }
  }

  /// How `segue` presents `target`: the segue's `modalPresentationStyle`, else a popover for a
  /// popover segue, else the target's own style, else a page sheet (`automatic` since iOS 13);
  /// `nil` for a segue that does not present modally.
  private static func presentation(of segue: ControllerInfo.Segue, to target: ControllerInfo)
    -> ControllerLayout.Presentation?
  {
    let popover = segue.kind == "popoverPresentation" || segue.kind == "popover"
    guard popover || segue.kind == "presentation" || segue.kind == "modal" else { return nil }
    return ControllerLayout.Presentation(attribute: segue.presentationStyle)
      ?? (popover ? .popover : target.layout.presentation ?? .pageSheet)
  }

  /// The ancestors of `id`, nearest first (cycles cut).
  func ancestors(of id: String) -> [String] {
    var result: [String] = []
    var seen: Set<String> = [id]
    var current = id
    while let next = parent[current]?.id, seen.insert(next).inserted {
      result.append(next)
      current = next
    }
    return result
  }

  /// The controllers embedded in `id`'s container views: (child id, container view id).
  func embedded(in id: String) -> [(child: String, containerView: String)] {
    (embeddedChildren[id] ?? []).sorted { $0.child < $1.child }
  }

  /// Whether `id` is only shown inside a parent's container view.
  func isEmbedded(_ id: String) -> Bool {
    if case .embedded = parent[id]?.link { return true }
    return false
  }
}
