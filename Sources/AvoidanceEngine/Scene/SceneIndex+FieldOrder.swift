import PolicyLanguage

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
    guard byID[id] != nil, let context = fieldContext(for: id) else {
      return FieldOrderResult(fields: [], container: nil, order: nil, index: nil)
    }
    let decision = policy.decide(for: context)
    let ancestorIDs = superviewChain(of: id)
    var container: String?
    for className in policy.deepContainers {
      if let found = ancestorIDs.first(where: { isKind($0, of: className) }) {
        container = found
        break
      }
    }
    func keep(_ candidate: String) -> Bool {
      guard isEligible(candidate) else { return false }
      if candidate == id { return true }
      guard let candidateContext = fieldContext(for: candidate) else { return false }
      return !policy.decide(for: candidateContext).skipInOrder
    }
    let fields: [String]
    var order: FieldOrder?
    if let container, let containerIndex = byID[container] {
      var found: [Int] = []
      collectDeep(under: containerIndex, into: &found, keep: keep)
      fields = sortedByPosition(found)
    } else {
      let siblings = (byID[id].flatMap { nodes[$0].parent }.map { nodes[$0].children } ?? topLevel)
        .filter { isTextInputNode($0) && keep(nodes[$0].view.id) }
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
    return FieldOrderResult(fields: fields, container: container, order: order, index: fields.firstIndex(of: id))
  }

  private func isTextInputNode(_ index: Int) -> Bool { textInputKind(of: nodes[index].view.id) != nil }

  /// IQ `canBecomeFirstResponder` on the view's own flags, plus: not in an alert, not a search field.
  private func isEligible(_ id: String) -> Bool {
    guard let view = view(id), textInputKind(of: id) != nil else { return false }
    guard view.isEnabled, view.isUserInteractionEnabled, !view.isHidden, view.alpha > 0 else { return false }
    guard searchBar(of: id) == nil, let context = fieldContext(for: id), !context.isInsideAlertController else { return false }
    return true
  }

  private func collectDeep(under index: Int, into found: inout [Int], keep: (String) -> Bool) {
    for child in nodes[index].children {
      let view = nodes[child].view
      if isTextInputNode(child) {
        if keep(view.id) { found.append(child) }
      } else if !nodes[child].children.isEmpty, view.isUserInteractionEnabled, !view.isHidden, view.alpha > 0,
        nodes[child].treePath.count < SceneDecoder.maximumViewDepth
      {
        collectDeep(under: child, into: &found, keep: keep)
      }
    }
  }

  private func sortedByPosition(_ indices: [Int]) -> [String] {
    let rects = indices.map { windowRect(of: nodes[$0].view.id) ?? .zero }
    return indices.indices.sorted { a, b in
      if rects[a].minY != rects[b].minY { return rects[a].minY < rects[b].minY }
      if rects[a].minX != rects[b].minX { return rects[a].minX < rects[b].minX }
      return nodes[indices[a]].order < nodes[indices[b]].order
    }.map { nodes[indices[$0]].view.id }
  }
}
