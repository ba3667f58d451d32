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

  /// A marked view: its marks, and its subviews on paths (the one, or how many).
  struct Entry {
    var marks: Marks = []
    /// Its subview on a path, when it has exactly one.
    var pathChild: (any LiveView)?
    /// That subview's identity.
    var pathChildKey: ObjectIdentifier?
    /// How many of its subviews are on paths (0, 1, or 2 for two or more).
    var pathChildren = 0
  }

  /// The marked views (every one is on a path); a view without an entry is captured only as a
  /// candidate or a list's child.
  var entries: [ObjectIdentifier: Entry] = [:]
  /// The window subviews that hold a path.
  var tops: Set<ObjectIdentifier> = []
  /// The focused field is a window subview with no deep container: the window's text-input
  /// subviews are its candidates.
  var topLevelInputs = false

  /// Controllers met while marking (scratch, kept for its storage).
  private var controllersSeen: Set<ObjectIdentifier> = []
  /// Controllers' root views met while marking (scratch, kept for its storage).
  private var roots: [any LiveView] = []

  /// Selects nothing.
  init() {}

  /// Forgets the selection (its entries hold views), keeping its storage.
  mutating func clear() {
    entries.removeAll(keepingCapacity: true)
    tops.removeAll(keepingCapacity: true)
    topLevelInputs = false
  }

  /// Selects, in place of the last selection (its storage reused), the paths to `needed` views
  /// and, with `field`, the candidates of its field order under `deepContainers` (the policy's,
  /// in its order).
  mutating func select(
    needed: [any LiveView], candidatesOf field: (any LiveView)?, deepContainers: [String],
    classes: LiveClassTable
  ) {
    entries.removeAll(keepingCapacity: true)
    tops.removeAll(keepingCapacity: true)
    controllersSeen.removeAll(keepingCapacity: true)
    topLevelInputs = false
    var queue = needed
    while !queue.isEmpty {
      while let view = queue.popLast() {
        guard entries[ObjectIdentifier(view)]?.marks.contains(.path) != true else { continue }
        tops.insert(ObjectIdentifier(markPath(of: view, classes)))
      }
      // Controllers' root views, in window subviews already held.
      for root in roots
      where entries[ObjectIdentifier(root)]?.marks.contains(.path) != true
        && tops.contains(ObjectIdentifier(LiveSnapshotter.topLevelAncestor(of: root)))
      {
        queue.append(root)
      }
      roots.removeAll(keepingCapacity: true)
    }
    if let field { markCandidates(of: field, deepContainers: deepContainers, classes) }
  }

  /// Marks `view` and its superviews as a path (and the lists above its scroll views); collects
  /// the root views of the controllers met. Returns the window subview at the top.
  private mutating func markPath(of view: any LiveView, _ classes: LiveClassTable) -> any LiveView {
    var wantsTable = false
    var wantsCollection = false
    var current = view
    var below: (any LiveView)?
    var steps = 0
    while true {
      let key = ObjectIdentifier(current)
      var entry = entries[key] ?? Entry()
      entry.marks.insert(.path)
      if let below, entry.pathChildKey != ObjectIdentifier(below) {
        entry.pathChild = entry.pathChildren == 0 ? below : nil
        entry.pathChildKey = entry.pathChild.map(ObjectIdentifier.init)
        entry.pathChildren = min(entry.pathChildren + 1, 2)
      }
      let facts = classes.facts(of: current)
      // The engine's `nearestAncestor(of: scroll, kindOf:)`: strictly above the scroll view.
      if wantsTable && facts.isTableView {
        entry.marks.insert(.listChildren)
        wantsTable = false
      }
      if wantsCollection && facts.isCollectionView {
        entry.marks.insert(.listChildren)
        wantsCollection = false
      }
      if facts.isScrollView {
        wantsTable = true
        wantsCollection = true
      }
      entries[key] = entry
      var controller = current.liveViewController
      while let next = controller, controllersSeen.insert(ObjectIdentifier(next)).inserted {
        if let root = next.liveRootView { roots.append(root) }
        controller = next.liveParent
      }
      guard let parent = current.liveSuperview, steps < 10_000 else { return current }
      below = current
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
        entries[ObjectIdentifier(found), default: Entry()].marks.insert(.deepContainer)
        return
      }
    }
    if let parent = ancestors.first {
      entries[ObjectIdentifier(parent), default: Entry()].marks.insert(.inputSiblings)
    } else {
      topLevelInputs = true
    }
  }
}
