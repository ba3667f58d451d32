import AvoidanceEngine
import PolicyLanguage

/// The scene's views by the `ignore-touches-in` entry that keeps a tap in them from resigning
/// the focused field, worked out once per scene for every field's explanation.
///
/// A view belongs to the first entry of `Policy.ignoreTouchesIn` its own class chain holds (the
/// runtime checks the touched view's chain against the list in order). Linear: one walk of each
/// view's class chain against a table of the listed classes.
struct IgnoredTouchIndex: Sendable {
  /// By entry (position in `Policy.ignoreTouchesIn`): its views, in subview order.
  private var views: [Int: [String]] = [:]
  /// The entries that hold some view, in list order.
  private var entries: [Int] = []
  /// Each view's entry, for the views some entry holds.
  private var entryOfView: [String: Int] = [:]

  /// The index of `index`'s views under `policy`'s `ignore-touches-in` list.
  init(index: SceneIndex, policy: Policy) {
    let listed = policy.ignoreTouchesIn
    guard !listed.isEmpty else { return }
    var position: [String: Int] = [:]
    for (at, className) in listed.enumerated() where position[className] == nil {
      position[className] = at
    }
    for id in index.allViewIDs {
      var first: Int?
      for className in index.classChain(of: id) {
        if let at = position[className], at < (first ?? Int.max) { first = at }
      }
      if let first {
        views[first, default: []].append(id)
        entryOfView[id] = first
      }
    }
    entries = views.keys.sorted()
  }

  /// The entries that keep taps from resigning `field` (its own and its subviews' taps never
  /// resign it, so they are left out), each with its views' count and the first few ids.
  func ignored(field: String, index: SceneIndex, policy: Policy) -> [IgnoredTouches] {
    guard !entries.isEmpty else { return [] }
    // The field and its subviews (a small subtree: a text input's own parts).
    var inside: Set<String> = [field]
    var pending = [field]
    while let id = pending.popLast() {
      for child in index.subviewIDs(of: id) where inside.insert(child).inserted {
        pending.append(child)
      }
    }
    // The subtree's views, subtracted from their entries' counts (one pass over the subtree).
    var inSubtree: [Int: Int] = [:]
    for id in inside {
      if let entry = entryOfView[id] { inSubtree[entry, default: 0] += 1 }
    }
    return entries.compactMap { entry -> IgnoredTouches? in
      let all = views[entry] ?? []
      let count = all.count - (inSubtree[entry] ?? 0)
      guard count > 0 else { return nil }
      // At most the examples plus the subtree's views are read.
      var examples: [String] = []
      for id in all where !inside.contains(id) {
        examples.append(id)
        if examples.count == IgnoredTouches.exampleLimit { break }
      }
      return IgnoredTouches(
        entry: ExplainedListEntry(policy.ignoreTouchesInEntry(at: entry)), views: count,
        examples: examples)
    }
  }
}
