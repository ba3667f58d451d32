import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// The focused field's companions as live views: the views its `keep-visible` names (by
/// accessibility identifier or stable name), found once per field and keyboard show, so every
/// event snapshot that adjusts for the field holds their paths (the engine measures them), and
/// no snapshot pays for them when the field has none.
struct LiveCompanions {
  /// The field they were found for.
  private(set) var field: ObjectIdentifier?
  /// The views found, weakly (a companion removed from the screen is simply gone).
  private(set) var views: [WeakLiveView] = []

  /// Whether the companions were found for `field`.
  func isFound(for field: any LiveView) -> Bool { self.field == ObjectIdentifier(field) }

  /// The live companions found for `field`.
  var liveViews: [any LiveView] { views.compactMap(\.view) }

  /// Remembers `views` as `field`'s companions.
  mutating func remember(_ views: [any LiveView], for field: any LiveView) {
    self.field = ObjectIdentifier(field)
    self.views = views.map { WeakLiveView(view: $0) }
  }

  /// Forgets them (editing ended).
  mutating func forget() {
    field = nil
    views = []
  }

  /// The views of `field`'s screen named by `names`, in the names' order: each name is looked
  /// up among the views already named (`registered`), then in one walk of the subtree of the
  /// root view of the field's nearest controller (the engine leaves out views of other
  /// controllers), at most `limit` views; a name that matches nothing is left out.
  static func find(
    _ names: [String], for field: any LiveView, registered: (String) -> (any LiveView)?,
    limit: Int = 100_000
  ) -> [any LiveView] {
    var found: [String: any LiveView] = [:]
    var pending = Set<String>()
    for name in names {
      if let view = registered(name), view !== field {
        found[name] = view
      } else {
        pending.insert(name)
      }
    }
    if !pending.isEmpty {
      var root: any LiveView = field
      var steps = 0
      while root.liveViewController == nil, let parent = root.liveSuperview, steps < 10_000 {
        root = parent
        steps += 1
      }
      var stack: [any LiveView] = [root]
      var visited = 0
      while let view = stack.popLast(), !pending.isEmpty, visited < limit {
        visited += 1
        let names = [view.liveStableName, view.liveAttributes.accessibilityIdentifier]
        for case let name? in names where pending.contains(name) && view !== field {
          found[name] = view
          pending.remove(name)
        }
        stack.append(contentsOf: view.liveSubviews.reversed())
      }
    }
    return names.compactMap { found[$0] }
  }
}
