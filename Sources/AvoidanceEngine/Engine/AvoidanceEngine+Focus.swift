import PolicyLanguage
import SceneModel

extension AvoidanceEngine {
  /// Why UIKit never makes `field` first responder in the scene `index` describes, or `nil` when
  /// it can: it is disabled (a text view: not editable), hidden, does not take touches or has
  /// alpha 0, or a superview is hidden or does not take touches. The engine skips such a field
  /// (`EngineSkip.cannotFocus`) and `explain` reports it; this is the one place the rule lives.
  public static func focusBlocker(of field: String, in index: SceneIndex) -> FocusBlocker? {
    guard let view = index.view(field) else { return nil }
    if !view.isEnabled {
      return index.textInputKind(of: field) == .textView ? .notEditable : .disabled
    }
    if view.isHidden { return .hidden }
    if !view.isUserInteractionEnabled { return .interactionOff }
    if view.alpha <= 0 { return .transparent }
    for ancestor in index.superviewChain(of: field) {
      guard let superview = index.view(ancestor) else { continue }
      if superview.isHidden { return .hiddenSuperview(ancestor) }
      if !superview.isUserInteractionEnabled { return .superviewInteractionOff(ancestor) }
    }
    return nil
  }

  /// Whether `field` cannot become first responder; if so, records the skip and says so in the
  /// trace (nothing is adjusted for it, and a focus event leaves the focus where it was). Never
  /// when `focusIsProven`.
  func skipsUnfocusable(_ field: String, _ context: inout EngineContext) -> Bool {
    guard !focusIsProven, let blocker = Self.focusBlocker(of: field, in: context.index) else {
      return false
    }
    context.facts.skip = .cannotFocus(field: field, blocker)
    context.trace(
      .note,
      "'\(field)' cannot become first responder (\(blocker.description)): UIKit never focuses it, so the keyboard never shows for it and nothing moves",
      view: field)
    return true
  }
}
