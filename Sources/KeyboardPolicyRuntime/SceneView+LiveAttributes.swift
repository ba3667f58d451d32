import SceneModel

extension SceneView {
  /// The scene view of a live view with `attributes` (everything but the toolbar title, which the
  /// runtime reads from the live view itself).
  init(id: String, className: String, attributes a: LiveViewAttributes, subviews: [SceneView]) {
    self.init(
      id: id, className: className, frame: a.frame, tag: a.tag,
      accessibilityIdentifier: a.accessibilityIdentifier, isHidden: a.isHidden, alpha: a.alpha,
      isEnabled: a.isEnabled, isUserInteractionEnabled: a.isUserInteractionEnabled,
      placeholder: a.placeholder, textInput: a.textInput, scroll: a.scroll,
      safeAreaInsets: a.safeAreaInsets, layoutMargins: a.layoutMargins, code: a.code,
      scrollCode: a.scrollCode, subviews: subviews)
  }

}
