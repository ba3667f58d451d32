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

  /// Child IB id → (parent IB id, link).
  private(set) var parent: [String: (id: String, link: Link)] = [:]
  /// Notes about segues whose destination does not exist.
  private(set) var issues: [ImportIssue] = []

  /// Builds the graph of `controllers` (in document order).
  init(_ controllers: [ControllerInfo]) {
    let byID = Dictionary(controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for controller in controllers {
      for segue in controller.segues {
        guard byID[segue.destination] != nil else {
          issues.append(
            ImportIssue(
              code: .brokenReference, severity: .note, path: segue.path, line: segue.line,
              column: segue.column,
              message:
                "segue destination '\(segue.destination)' is not a controller in this document; ignored"
            ))
          continue
        }
        guard parent[segue.destination] == nil, segue.destination != controller.id else { continue }
        if segue.kind == "relationship", controller.isContainer {
          parent[segue.destination] = (controller.id, .relationship)
        } else if segue.kind == "embed", let container = segue.containerView {
          parent[segue.destination] = (controller.id, .embedded(containerView: container))
        }
      }
    }
    // Navigation stacks: breadth-first over show / push segues from every stack member.
    for navigation in controllers where navigation.uikitClass == "UINavigationController" {
      var queue = controllers.filter { parent[$0.id]?.id == navigation.id }.map(\.id)
      var visited = Set(queue)
      while !queue.isEmpty {
        let id = queue.removeFirst()
        guard let member = byID[id] else { continue }
        for segue in member.segues where segue.kind == "show" || segue.kind == "push" {
          guard let destination = byID[segue.destination], !destination.isContainer,
            parent[destination.id] == nil, visited.insert(destination.id).inserted
          else { continue }
          parent[destination.id] = (navigation.id, .pushed)
          queue.append(destination.id)
        }
      }
    }
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
    parent.compactMap { child, value in
      guard value.id == id, case .embedded(let container) = value.link else { return nil }
      return (child, container)
    }.sorted { $0.child < $1.child }
  }

  /// Whether `id` is only shown inside a parent's container view.
  func isEmbedded(_ id: String) -> Bool {
    if case .embedded = parent[id]?.link { return true }
    return false
  }
}
