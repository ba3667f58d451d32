import PolicyLanguage

extension CodeSettings {
  /// These settings, with each one left unset taken from `outer` (a screen's settings made in
  /// code, under a field's own).
  func filling(from outer: CodeSettings?) -> CodeSettings {
    guard let outer else { return self }
    var filled = self
    filled.avoidance = avoidance ?? outer.avoidance
    filled.toolbar = toolbar ?? outer.toolbar
    filled.resignOnTouch = resignOnTouch ?? outer.resignOnTouch
    filled.distance = distance ?? outer.distance
    filled.skipInOrder = skipInOrder ?? outer.skipInOrder
    filled.placeholder = placeholder ?? outer.placeholder
    filled.lastReturnKey = lastReturnKey ?? outer.lastReturnKey
    filled.dismissOnReturn = dismissOnReturn ?? outer.dismissOnReturn
    return filled
  }
}
