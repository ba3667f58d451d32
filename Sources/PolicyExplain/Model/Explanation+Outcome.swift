extension Explanation {
  /// Whether the field's final place is UIKit's doing (verdict `uikit-scrolls`): its table view
  /// controller scrolled it, not the policy.
  public var uikitScrolled: Bool { verdict.kind == .uikitScrolls && tableController != nil }

  /// How far the field moved up on screen when the keyboard showed: the engine's move, or the
  /// table's scroll when UIKit's table view controller moved it; nil when the keyboard is hidden.
  public var movedBy: Double? {
    if uikitScrolled, let table = tableController { return table.scrolled }
    return adjustment.map { $0.adjusted ? $0.fieldMovedUp : 0 }
  }

  /// The field's window frame once the keyboard shows (engine's plan, or UIKit's scroll).
  public var finalFieldFrame: ExplainedRect? {
    if uikitScrolled, let table = tableController { return table.fieldFrame }
    return adjustment?.fieldFrame
  }

  /// `keyboardTop − finalFieldFrame.maxY`; nil when the keyboard is hidden.
  public var finalGap: Double? {
    if uikitScrolled, let table = tableController { return table.gap }
    return adjustment?.gap
  }

  /// Whether the field ends fully visible; nil when the keyboard is hidden.
  public var finalVisible: Bool? {
    if uikitScrolled, let table = tableController { return table.visible }
    return adjustment?.visible
  }
}
