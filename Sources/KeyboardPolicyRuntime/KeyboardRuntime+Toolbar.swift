import AvoidanceEngine

/// The toolbar's life around the field: its buttons (acting only when the responder change
/// happened), its removal at end of editing, and when its controls are worked out again.
extension KeyboardRuntime {
  /// A tap on `button` of the focused field's toolbar: Previous / Next make the neighbour in
  /// policy order first responder (`neighbour(_:of:)`), Done resigns the focused field. Returns
  /// the field that was focused when the responder change happened, `nil` when nothing happened
  /// (no field is focused, there is no neighbour, or the neighbour or the field refused): the UI
  /// layer then tells the app (`onToolbarButton`) only when a move or resign was accepted, as IQ
  /// invokes the field's action only then.
  public func tap(_ button: ToolbarButton) -> (any LiveView)? {
    guard let field = focusedField else { return nil }
    switch button {
    case .previous, .next:
      let direction: FieldDirection = button == .next ? .next : .previous
      guard let target = neighbour(direction, of: field), target.liveBecomeFirstResponder() else {
        return nil
      }
    case .done:
      guard field.liveResignFirstResponder() else { return nil }
    }
    return field
  }

  /// What to do with `field`'s accessory when its editing ends (every end of editing, the
  /// focused field's or not): the runtime's own toolbar is removed, so a field edited once never
  /// keeps a stale bar whose buttons still act (after `isEnabled = false` too); the app's
  /// accessory, or none, stays (IQ removes its toolbar at each end of editing).
  public func accessoryChangeAtEndOfEditing(of field: any LiveView) -> AccessoryChange {
    if case .runtimeToolbar = field.liveInputAccessory { return .remove }
    return .keep
  }

  /// The field whose controls the UI layer works out again right after `step`, if any: a plan
  /// that scrolled without animation (a list may have realised other cells) refreshes them at
  /// once; an animated scroll waits for its animation to finish (`planAnimationFinished()`), as
  /// the cells are realised during it (IQ reloads in the animation's completion).
  public func fieldToRefresh(after step: RuntimeStep?) -> (any LiveView)? {
    guard let step, isEnabled, step.scrolled else { return nil }
    if step.animation.duration > 0 {
      refreshesControlsAfterAnimation = true
      return nil
    }
    return focusedField
  }

  /// The host's animation of a plan finished (`UIView.animate`'s completion): the focused field
  /// whose controls to work out again when an animated scroll was waiting for it, else `nil`.
  public func planAnimationFinished() -> (any LiveView)? {
    guard refreshesControlsAfterAnimation else { return nil }
    refreshesControlsAfterAnimation = false
    guard isEnabled else { return nil }
    cachedControls = nil
    return focusedField
  }

  /// The app became active (`didBecomeActive`): adjusts the screen as it is (`isAppActive`), and
  /// returns the focused field whose toolbar the UI layer rebuilds, if the runtime is on: iOS 26
  /// drops a SwiftUI field's input accessory after a trip to the background (IQ rebuilds its
  /// toolbar there too).
  public func appDidBecomeActive() -> (any LiveView)? {
    isAppActive = true
    guard isEnabled else { return nil }
    cachedControls = nil
    return focusedField
  }
}
