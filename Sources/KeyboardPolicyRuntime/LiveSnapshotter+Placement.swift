import PolicyLanguage

extension LiveSnapshotter {
  /// The `placement` a captured view gets (grammar.md "One mover"): an installed input
  /// accessory view is `inputAccessory`; a window subview of a window that is not the app's is
  /// `foreignWindow`; any other view none (its fields inherit their nearest superview's).
  static func placement(
    isInputAccessoryView: Bool, isWindowSubview: Bool, inAppWindow: Bool
  ) -> FieldPlacement? {
    if isInputAccessoryView { return .inputAccessory }
    return isWindowSubview && !inAppWindow ? .foreignWindow : nil
  }
}
