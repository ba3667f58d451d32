import AvoidanceEngine
import SceneModel

/// Writes an engine `Plan` back to live views: every property change, inside one call of the
/// host's animation closure with the keyboard notification's duration and curve.
struct PlanApplier {
  /// The host's animation.
  var animator: KeyboardAnimator

  /// Applies `plan`'s changes to the views `lookup` finds by id; returns the views written.
  /// An empty plan does not call the animator. Changes naming views that are gone are skipped.
  @discardableResult
  func apply(
    _ plan: Plan, animation: KeyboardAnimation, lookup: (String) -> (any LiveView)?
  ) -> [any LiveView] {
    guard !plan.changes.isEmpty else { return [] }
    var written: [(any LiveView, PropertyChange)] = []
    written.reserveCapacity(plan.changes.count)
    for change in plan.changes {
      if let view = lookup(change.view) { written.append((view, change)) }
    }
    guard !written.isEmpty else { return [] }
    animator(animation) {
      for (view, change) in written { view.setLiveValue(change.property, to: change.to) }
    }
    return written.map(\.0)
  }
}
