import PolicyLanguage
import SceneModel

extension SceneIndex {
  /// The placement of the field `id` when it lives outside the app's window (its own
  /// `placement`, else its nearest superview's): it moves with the keyboard (grammar.md "One
  /// mover"); nil in the app's window.
  public func placement(of id: String) -> FieldPlacement? {
    guard let node = tree.byID[id] else { return nil }
    if let own = tree.views[node].placement { return own }
    for ancestor in ancestors(of: id) {
      if let placement = tree.views[ancestor].placement { return placement }
    }
    return nil
  }

  /// The presented form or page sheet UIKit raises above the keyboard for the field `id`: the
  /// outermost controller of its policy controller's chain, when that states a `formSheet` or
  /// `pageSheet` `modalPresentationStyle` and the window is regular-width
  /// (`Scene.effectiveHorizontalSizeClass`); nil otherwise.
  public func raisedSheet(of id: String) -> SceneController? {
    guard scene.effectiveHorizontalSizeClass == .regular,
      let controller = policyController(of: id),
      let presented = controllerChain(from: controller).last,
      presented.modalPresentationStyle?.isRaisedSheet == true
    else { return nil }
    return presented
  }
}
