import AvoidanceEngine
import SceneModel

/// Writes an engine `Plan` back to live views: every property change, inside one call of the
/// host's animation closure with the keyboard notification's duration and curve, each written the
/// way its view needs (`Write`).
struct PlanApplier {
  /// How one change is written.
  enum Write: Hashable {
    /// `setLiveValue(_:to:)`: the property is set inside the animation.
    case set
    /// `scrollLive(toOffsetY:animated:)`, UIKit's `setContentOffset(_:animated:)`: a table or
    /// collection view (cells a plain offset animation leaves unrealised disappear during the
    /// animation, IQKeyboardManager #1901), or a scroll view with a stack view between it and the
    /// focused field. Animated when the keyboard's animation has a duration.
    case scroll(animated: Bool)
    /// `setLiveValue(_:to:)`, then `layoutLiveIfNeeded()`: a content inset (a list lays out the
    /// rows the new inset reveals at once, IQKeyboardManager #1996).
    case setThenLayout
  }

  /// The host's animation.
  var animator: KeyboardAnimator
  /// Whether a scroll view's offset is written with its own scrolling call (`Write.scroll`).
  var scrollsItself: (any LiveView) -> Bool = { _ in false }

  /// How `change` is written to `view` under `animation`.
  func write(for change: PropertyChange, to view: any LiveView, animation: KeyboardAnimation)
    -> Write
  {
    switch change.property {
    case .contentOffsetY:
      scrollsItself(view) ? .scroll(animated: animation.duration > 0) : .set
    case .contentInsetBottom: .setThenLayout
    case .originY, .indicatorInsetBottom: .set
    }
  }

  /// Applies `plan`'s changes to the views `lookup` finds by id; returns the views written.
  /// An empty plan does not call the animator. Changes naming views that are gone are skipped.
  @discardableResult
  func apply(
    _ plan: Plan, animation: KeyboardAnimation, lookup: (String) -> (any LiveView)?
  ) -> [any LiveView] {
    guard !plan.changes.isEmpty else { return [] }
    var written: [(view: any LiveView, change: PropertyChange, write: Write)] = []
    written.reserveCapacity(plan.changes.count)
    for change in plan.changes {
      guard let view = lookup(change.view) else { continue }
      written.append((view, change, write(for: change, to: view, animation: animation)))
    }
    guard !written.isEmpty else { return [] }
    animator(animation) {
      for (view, change, write) in written {
        switch write {
        case .set: view.setLiveValue(change.property, to: change.to)
        case .scroll(let animated): view.scrollLive(toOffsetY: change.to, animated: animated)
        case .setThenLayout:
          view.setLiveValue(change.property, to: change.to)
          view.layoutLiveIfNeeded()
        }
      }
    }
    return written.map(\.view)
  }
}
