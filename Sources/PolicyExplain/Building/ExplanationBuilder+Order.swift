import AvoidanceEngine
import PolicyLanguage

extension ExplanationBuilder {
  /// The previous/next list (SceneIndex.fieldOrder) and why it is in that order.
  func explainOrder(_ id: String, decision: Decision, result: FieldOrderResult)
    -> FieldOrderExplanation
  {
    let returnKey = result.focusedReturnKey?.rawValue
    guard result.index != nil else {
      return FieldOrderExplanation(
        fields: result.fields, index: nil, basis: "none", container: nil, containerClass: nil,
        sortedBy: "-",
        reason:
          "not navigable: search fields, alert fields and disabled or hidden fields never take part in previous/next",
        previous: nil, next: nil, returnKey: nil)
    }
    if let container = result.container {
      // The entry the engine matched (the first class of the list found among the ancestors);
      // a result worked out under another source's list names no entry of this policy.
      let entry = result.containerEntry.flatMap { at in
        at < policy.deepContainers.count
          ? ExplainedListEntry(policy.deepContainerEntry(at: at)) : nil
      }
      let className = entry?.className ?? index.view(container)?.className ?? "?"
      let location = entry.map { " at \($0.location)" } ?? ""
      var explained = FieldOrderExplanation(
        fields: result.fields, index: result.index, basis: "deep-container", container: container,
        containerClass: className, sortedBy: FieldOrder.position.rawValue,
        reason:
          "deep container '\(container)' (\(className), in deep-containers\(location)): every field under it, top to bottom, then left to right; toolbar.order does not apply",
        previous: result.previous, next: result.next, returnKey: returnKey)
      explained.containerEntry = entry
      return explained
    }
    let order = result.order ?? decision.values.order
    let source = ExplainedSource(decision[.toolbarOrder].source)
    let parent = index.superviewID(of: id).map { "'\($0)'" } ?? "the window"
    let swiftUIOrder = result.fields.contains { index.view($0)?.order != nil }
    let how: String =
      switch order {
      case .subviews: "in subview order"
      case .tag where swiftUIOrder: "by tag (a SwiftUI field's order modifier where it has one)"
      case .tag: "by tag"
      case .position: "by position, top to bottom, then left to right"
      }
    // A lazy SwiftUI container (`List`, `LazyVStack`) holds rows the snapshot does not.
    let lazy =
      index.superviewID(of: id).flatMap { index.view($0)?.isLazy == true ? $0 : nil }.map {
        "; '\($0)' is lazy: rows outside the snapshot are not listed"
      } ?? ""
    return FieldOrderExplanation(
      fields: result.fields, index: result.index, basis: "siblings", container: nil,
      containerClass: nil,
      sortedBy: order.rawValue,
      reason:
        "the field's siblings in \(parent), \(how) (toolbar.order = \(order.rawValue) from \(Self.origin(source)))\(lazy)",
      previous: result.previous, next: result.next, returnKey: returnKey)
  }

  /// Where a value comes from, briefly: `rules/default.kbpolicy:20:5 (default policy)`.
  static func origin(_ source: ExplainedSource) -> String {
    switch source.kind {
    case .builtin: return "a built-in default"
    case .code: return "app code"
    case .default: return "the default policy at \(source.location ?? Policy.defaultPolicyPath)"
    case .rule: return source.location ?? source.rule
    }
  }
}
