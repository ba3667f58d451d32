import PolicyLanguage
import SceneModel

extension SceneIndex {
  /// The previous/next list for the focused field `id` (SPEC.md §2.3, research §d).
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
    guard let focusNode = byID[id] else {
      return FieldOrderResult(fields: [], container: nil, order: nil, index: nil)
    }
    var ancestorNodes: [Int] = []
    var current = nodes[focusNode].parent
    while let parent = current {
      ancestorNodes.append(parent)
      current = nodes[parent].parent
    }
    var container: String?
    var containerNode: Int?
    for className in policy.deepContainers {
      if let found = ancestorNodes.first(where: { chains[canonical[$0]].contains(className) }) {
        container = nodes[found].view.id
        containerNode = canonical[found]
        break
      }
    }
    // Keep: eligible, and (the focused field, or not skipped). Candidates are asked by their
    // canonical node, as the id-keyed queries do.
    func keep(_ candidate: Int) -> Bool {
      let k = canonical[candidate]
      guard inputKinds[k] != nil else { return false }
      // Enabled, interactive, not hidden, alpha > 0.
      guard flags[k] == 0b1011 else { return false }
      guard searchBarNode(ofNode: k) == nil else { return false }
      if let controller = policyControllerIndex(ofNode: k), controllerInfo[controller].isAlert {
        return false
      }
      if k == focusNode { return true }
      if let skips { return !skips.skip(k) { policy.skipsInOrder(fieldContext(forNode: k)) } }
      return !policy.skipsInOrder(fieldContext(forNode: k))
    }
    let fields: [String]
    var order: FieldOrder?
    if let containerNode {
      var found: [Int] = []
      collectDeep(under: containerNode, into: &found, keep: keep)
      fields = sortedByPosition(found)
    } else {
      let siblings = (nodes[focusNode].parent.map { nodes[$0].children } ?? topLevel)
        .filter { inputKinds[canonical[$0]] != nil && keep($0) }
      // Only the focused field's `order` is needed: resolve the whole decision once.
      let decision = policy.decide(for: fieldContext(forNode: focusNode))
      order = decision.order
      switch decision.order {
      case .subviews: fields = siblings.map { nodes[$0].view.id }
      case .tag:
        fields = siblings.enumerated().sorted { a, b in
          let (ta, tb) = (nodes[a.element].view.tag, nodes[b.element].view.tag)
          return ta != tb ? ta < tb : a.offset < b.offset
        }.map { nodes[$0.element].view.id }
      case .position:
        fields = siblings.enumerated().sorted { a, b in
          let (fa, fb) = (nodes[a.element].view.frame, nodes[b.element].view.frame)
          if fa.minY != fb.minY { return fa.minY < fb.minY }
          if fa.minX != fb.minX { return fa.minX < fb.minX }
          return a.offset < b.offset
        }.map { nodes[$0.element].view.id }
      }
    }
    return FieldOrderResult(
      fields: fields, container: container, order: order, index: fields.firstIndex(of: id))
  }

  private func collectDeep(under index: Int, into found: inout [Int], keep: (Int) -> Bool) {
    for position in childStart[index]..<childStart[index + 1] {
      let child = childList[position]
      if inputKinds[canonical[child]] != nil {
        if keep(child) { found.append(child) }
      } else if flags[child] & 0b1110 == 0b1010, childStart[child + 1] > childStart[child],
        depthOf[child] < SceneDecoder.maximumViewDepth
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
      let rect = windowRect(ofNode: canonical[index])
      return Key(minY: rect.minY, minX: rect.minX, order: nodes[index].order, node: index)
    }
    keys.sort { a, b in
      if a.minY != b.minY { return a.minY < b.minY }
      if a.minX != b.minX { return a.minX < b.minX }
      return a.order < b.order
    }
    return keys.map { nodes[$0.node].view.id }
  }
}
