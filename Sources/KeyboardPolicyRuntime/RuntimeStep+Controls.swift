import AvoidanceEngine

extension RuntimeStep {
  /// Whether the plan scrolled a scroll view (a table or collection view may have realised other
  /// cells): the UI layer then works the focused field's controls out again (the arrows' states,
  /// the return key).
  public var scrolled: Bool {
    step.plan.changes.contains { $0.property == .contentOffsetY }
  }
}
