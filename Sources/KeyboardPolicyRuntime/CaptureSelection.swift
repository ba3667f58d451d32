/// Which live views one snapshot captures, worked out from the views it must hold before the tree
/// is walked (`LiveSnapshotter`).
///
/// - **Paths.** Every view the snapshot must hold (the focused field, the field of the event, the
///   views the keyboard session changed) with its superview chain: the engine's geometry (window
///   rects, scroll offsets and insets), the scroll views it adjusts and the controllers reached
///   from it. The root view of every controller met on a path is held too, when it is in a window
///   subview the snapshot holds (the moved root view is a controller's).
/// - **Lists.** The nearest `UITableView` and `UICollectionView` above each scroll view on a path
///   bring their subviews, without theirs (the engine's previous-cell rule reads the cells).
/// - **Candidates** (controls only): the field order's candidates, each without its subviews. Under
///   a deep container, every text input the field order's walk reaches from it (through views that
///   are interactive, visible and opaque), with the views on the way; otherwise the field's
///   sibling text inputs.
///
/// Everything else (labels, images, subtrees without a text input, other window subviews) is left
/// out: the engine and the field order never read it.
struct CaptureSelection {
  /// What a view is in this snapshot.
  struct Marks: OptionSet {
    let rawValue: UInt8
    /// On a path: captured, with the children on paths.
    static let path = Marks(rawValue: 1)
    /// Its subviews are captured (a list above a scroll view on a path).
    static let listChildren = Marks(rawValue: 2)
    /// Its text-input subviews are captured (the focused field's superview, no deep container).
    static let inputSiblings = Marks(rawValue: 4)
    /// The field order's deep container: the text inputs it reaches are captured.
    static let deepContainer = Marks(rawValue: 8)
  }

  /// The marks, by view; a view without marks is captured only as a candidate or a list's child.
  var marks: [ObjectIdentifier: Marks] = [:]
  /// The window subviews that hold a path.
  var tops: Set<ObjectIdentifier> = []
  /// The focused field is a window subview with no deep container: the window's text-input
  /// subviews are its candidates.
  var topLevelInputs = false

  /// Selects nothing.
  init() {}

  /// The selection for `needed` views, and, with `field`, the candidates of its field order
  /// under `deepContainers` (the policy's, in its order).
  init(
    needed: [any LiveView], candidatesOf field: (any LiveView)?, deepContainers: [String],
    classes: LiveClassTable
  ) {
    var queue = needed
    var controllersSeen: Set<ObjectIdentifier> = []
    var roots: [any LiveView] = []
    while !queue.isEmpty {
      while let view = queue.popLast() {
        guard marks[ObjectIdentifier(view)]?.contains(.path) != true else { continue }
        tops.insert(ObjectIdentifier(markPath(of: view, classes, &controllersSeen, &roots)))
      }
      // Controllers' root views, in window subviews already held.
      queue = roots.filter {
        marks[ObjectIdentifier($0)]?.contains(.path) != true
          && tops.contains(ObjectIdentifier(LiveSnapshotter.topLevelAncestor(of: $0)))
      }
      roots = []
    }
    if let field { markCandidates(of: field, deepContainers: deepContainers, classes) }
  }

  /// Marks `view` and its superviews as a path (and the lists above its scroll views); collects
  /// the root views of the controllers met. Returns the window subview at the top.
  private mutating func markPath(
    of view: any LiveView, _ classes: LiveClassTable,
    _ controllersSeen: inout Set<ObjectIdentifier>, _ roots: inout [any LiveView]
  ) -> any LiveView {
    var wantsTable = false
    var wantsCollection = false
    var current = view
    var steps = 0
    while true {
      let key = ObjectIdentifier(current)
      var mark = marks[key] ?? []
      mark.insert(.path)
      let facts = classes.facts(of: current)
      // The engine's `nearestAncestor(of: scroll, kindOf:)`: strictly above the scroll view.
      if wantsTable && facts.isTableView {
        mark.insert(.listChildren)
        wantsTable = false
      }
      if wantsCollection && facts.isCollectionView {
        mark.insert(.listChildren)
        wantsCollection = false
      }
      if facts.isScrollView {
        wantsTable = true
        wantsCollection = true
      }
      marks[key] = mark
      var controller = current.liveViewController
      while let next = controller, controllersSeen.insert(ObjectIdentifier(next)).inserted {
        if let root = next.liveRootView { roots.append(root) }
        controller = next.liveParent
      }
      guard let parent = current.liveSuperview, steps < 10_000 else { return current }
      current = parent
      steps += 1
    }
  }

  /// Marks where the field order of `field` finds its candidates: the first ancestor of a class
  /// of `deepContainers` (list order wins, not nearness), else the field's superview.
  private mutating func markCandidates(
    of field: any LiveView, deepContainers: [String], _ classes: LiveClassTable
  ) {
    var ancestors: [any LiveView] = []
    var current = field.liveSuperview
    while let view = current, ancestors.count < 10_000 {
      ancestors.append(view)
      current = view.liveSuperview
    }
    for className in deepContainers {
      if let found = ancestors.first(where: { classes.facts(of: $0).chain.contains(className) }) {
        marks[ObjectIdentifier(found), default: []].insert(.deepContainer)
        return
      }
    }
    if let parent = ancestors.first {
      marks[ObjectIdentifier(parent), default: []].insert(.inputSiblings)
    } else {
      topLevelInputs = true
    }
  }
}
