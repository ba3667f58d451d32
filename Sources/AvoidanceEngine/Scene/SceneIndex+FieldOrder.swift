import PolicyLanguage
import SceneModel

extension SceneIndex {
  /// The previous/next list for the focused field `id` (grammar.md, "Field order").
  ///
  /// A field under a deep container (`policy.deepContainers`, in list order: the first class
  /// found among the ancestors wins, not the nearest) lists every eligible field under that
  /// container, sorted top to bottom then left to right in window coordinates. Otherwise its
  /// eligible siblings, in the focused field's `toolbar.order`. Eligible: a text input that is
  /// enabled, interactive, not hidden, alpha > 0, not in an alert or a search bar, and not skipped
  /// (`skip-in-order`); the focused field is kept even when skipped. Sorting is stable: ties keep
  /// subview (depth-first) order.
  ///
  /// Deliberate differences from IQ: the deep walk descends only into subviews that are
  /// themselves interactive, visible and opaque (IQ checks the container's flags, so a hidden
  /// subview's direct fields stay navigable); the focused field is never dropped from its own deep
  /// list; ties are broken deterministically.
  public func fieldOrder(for id: String, policy: some DecisionSource) -> FieldOrderResult {
    fieldOrder(for: id, policy: policy, skips: nil)
  }

  /// `fieldOrder(for:policy:)`; `skips` (optional) remembers `skipsInOrder` answers by canonical
  /// node, for callers that keep them across calls on the same structure and policy.
  func fieldOrder(for id: String, policy: some DecisionSource, skips: PolicyMemo?)
    -> FieldOrderResult
  {
    var skipped: Set<Int> = []
    return fieldOrder(
      for: id, policy: policy, skips: skips, focusOverride: nil, order: nil, skipped: &skipped)
  }

  /// The first ancestor of a node that is a deep container (the first class of
  /// `policy.deepContainers` found among the ancestors wins, not the nearest), with the position
  /// in `policy.deepContainers` of the entry that matched it (the entry that decides the order).
  func deepContainerMatch(ofNode focusNode: Int, policy: some DecisionSource)
    -> (node: Int, entry: Int)?
  {
    let ancestorNodes = tree.ancestors(ofNode: focusNode)
    for (entry, className) in policy.deepContainers.enumerated() {
      if let found = ancestorNodes.first(where: {
        classes.chains[tree.canonical[$0]].contains(className)
      }) {
        return (found, entry)
      }
    }
    return nil
  }

  /// `fieldOrder(for:policy:skips:)`, with the node whose skip is excused given (`focusOverride`,
  /// -1 for none; nil: the focused field's), the siblings' order when already decided, and the
  /// eligible fields left out as skipped gathered in `skipped`.
  func fieldOrder(
    for id: String, policy: some DecisionSource, skips: PolicyMemo?, focusOverride: Int?,
    order decidedOrder: FieldOrder?, skipped: inout Set<Int>
  ) -> FieldOrderResult {
    guard let focusNode = tree.byID[id] else {
      return FieldOrderResult(fields: [], container: nil, order: nil, index: nil)
    }
    let excused = focusOverride ?? focusNode
    let match = deepContainerMatch(ofNode: focusNode, policy: policy)
    let container = match.map { tree.views[$0.node].id }
    let containerNode = match.map { tree.canonical[$0.node] }
    // Keep: eligible, and (the focused field, or not skipped). Candidates are asked by their
    // canonical node, as the id-keyed queries do.
    var left: [Int] = []
    func keep(_ candidate: Int) -> Bool {
      let k = tree.canonical[candidate]
      guard classes.inputKinds[k] != nil else { return false }
      guard geometry.flags[k] == ViewGeometry.usable else { return false }
      guard searchBarNode(ofNode: k) == nil else { return false }
      if let controller = controllers.policyController(ofNode: k),
        controllers.info[controller].isAlert
      {
        return false
      }
      if k == excused { return true }
      let skip: Bool
      if !policy.rulesCanSkipInOrder {
        skip = tree.views[k].code.skipInOrder ?? false
      } else if let skips {
        skip = skips.skip(k) { policy.skipsInOrder(fieldContext(forNode: k)) }
      } else {
        skip = policy.skipsInOrder(fieldContext(forNode: k))
      }
      if skip { left.append(k) }
      return !skip
    }
    let fields: [String]
    var order: FieldOrder?
    if let containerNode {
      var found: [Int] = []
      collectDeep(under: containerNode, into: &found, keep: keep)
      fields = sortedByPosition(found)
    } else {
      let parent = tree.parent[focusNode]
      let siblings = (parent >= 0 ? tree.children(of: parent) : tree.topLevel[...])
        .filter { classes.inputKinds[tree.canonical[$0]] != nil && keep($0) }
      // Only the focused field's `order` is needed: resolve the whole decision once.
      let sorting =
        decidedOrder ?? policy.decide(for: fieldContext(forNode: focusNode)).values.order
      order = sorting
      switch sorting {
      case .subviews: fields = siblings.map { tree.views[$0].id }
      case .tag:
        fields = siblings.enumerated().sorted { a, b in
          // A SwiftUI field's `order` stands in for its tag.
          let (va, vb) = (tree.views[a.element], tree.views[b.element])
          let (ta, tb) = (va.order ?? va.tag, vb.order ?? vb.tag)
          return ta != tb ? ta < tb : a.offset < b.offset
        }.map { tree.views[$0.element].id }
      case .position:
        fields = siblings.enumerated().sorted { a, b in
          let (fa, fb) = (tree.views[a.element].frame, tree.views[b.element].frame)
          if fa.minY != fb.minY { return fa.minY < fb.minY }
          if fa.minX != fb.minX { return fa.minX < fb.minX }
          return a.offset < b.offset
        }.map { tree.views[$0.element].id }
      }
    }
    skipped.formUnion(left)
    var result = FieldOrderResult(
      fields: fields, container: container, order: order,
      index: focusOverride == nil ? fields.firstIndex(of: id) : nil)
    result.containerEntry = match?.entry
    return result
  }

  private func collectDeep(under node: Int, into found: inout [Int], keep: (Int) -> Bool) {
    // By index over the flat lists: a slice per node would retain the list each time.
    for at in tree.childStart[node]..<tree.childStart[node + 1] {
      let child = tree.childList[at]
      if classes.inputKinds[tree.canonical[child]] != nil {
        if keep(child) { found.append(child) }
      } else if geometry.flags[child] & 0b1110 == 0b1010,
        tree.childStart[child + 1] > tree.childStart[child],
        tree.depth[child] < SceneDecoder.maximumViewDepth
      {
        collectDeep(under: child, into: &found, keep: keep)
      }
    }
  }

  private func sortedByPosition(_ indices: [Int]) -> [String] {
    struct Key {
      var minY: Double
      var minX: Double
      var order: Int
      var node: Int
    }
    var keys = indices.map { index in
      let rect = windowRect(ofNode: tree.canonical[index])
      return Key(minY: rect.minY, minX: rect.minX, order: index, node: index)
    }
    keys.sort { a, b in
      if a.minY != b.minY { return a.minY < b.minY }
      if a.minX != b.minX { return a.minX < b.minX }
      return a.order < b.order
    }
    return keys.map { tree.views[$0.node].id }
  }
}

extension SceneIndex {
  /// `fieldOrder(for:policy:)` of each of `ids`, in order, working out each list once: the fields
  /// under one deep container (or the siblings in one order) share one list, so asking for every
  /// field of a long form costs about as much as asking for one (`explain --all`).
  public func fieldOrders(for ids: [String], policy: some DecisionSource) -> [FieldOrderResult] {
    var lists: [Int: SharedFieldOrder] = [:]
    let memo = PolicyMemo(key: PolicyMemo.key(of: policy), views: tree.count)
    return ids.map { id in
      guard let focusNode = tree.byID[id] else {
        return FieldOrderResult(fields: [], container: nil, order: nil, index: nil)
      }
      // The group: a deep container (by node), else the siblings in the field's order.
      let match = deepContainerMatch(ofNode: focusNode, policy: policy)
      var key: Int
      var order: FieldOrder?
      if let match {
        key = match.node << 2
      } else {
        let decided = memo.field(focusNode) { policy.decide(for: fieldContext(forNode: focusNode)) }
        order = decided.values.order
        let parent = tree.parent[focusNode]
        key = (parent + 1) << 4 | 2 | (order == .subviews ? 0 : order == .tag ? 4 : 8)
      }
      if lists[key] == nil {
        // Worked out for a field of the group that is not focused (-1), so no skip is excused.
        var skipped: Set<Int> = []
        let result = fieldOrder(
          for: id, policy: policy, skips: memo, focusOverride: -1, order: order,
          skipped: &skipped)
        var positions: [String: Int] = [:]
        positions.reserveCapacity(result.fields.count)
        for (position, field) in result.fields.enumerated() where positions[field] == nil {
          positions[field] = position
        }
        lists[key] = SharedFieldOrder(
          fields: result.fields, positions: positions, container: result.container,
          containerEntry: result.containerEntry, order: result.order, skipped: skipped)
      }
      let shared = lists[key]!
      if shared.skipped.contains(focusNode) {
        return fieldOrder(for: id, policy: policy, skips: memo)
      }
      var result = FieldOrderResult(
        fields: shared.fields, container: shared.container, order: shared.order,
        index: shared.positions[id])
      result.containerEntry = shared.containerEntry
      return result
    }
  }
}

/// One previous/next list shared by the fields of a group (see `SceneIndex.fieldOrders`).
private struct SharedFieldOrder {
  var fields: [String]
  var positions: [String: Int]
  var container: String?
  var containerEntry: Int?
  var order: FieldOrder?
  /// Eligible fields left out because they are skipped: focused, each is listed after all.
  var skipped: Set<Int>
}
