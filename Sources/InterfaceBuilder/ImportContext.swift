import SceneModel

/// The device metrics every scene of one import is built for.
struct ImportContext {
  /// The device scenes are built for (the document's, or `--device`).
  var device: DeviceProfile
  /// The orientation scenes are built for.
  var orientation: Orientation
  /// The window size the document's frames were stored for (full-screen root views of this size
  /// are resized to the target window).
  var documentWindow: Size
  /// The device and orientation the document was designed for (before `--device`).
  var documentDevice: DeviceProfile
  var documentOrientation: Orientation
  /// True for a xib (its canvas may have no status bar).
  var isXib = false
  /// The keyboard height given (`--keyboard-height`); `nil`: the scenes record no keyboard, and
  /// the desk assumes each field's (`AssumedKeyboard`, from the scene's `device`).
  var keyboardHeight: Double?
  /// Whether each screen's constraints are solved on the canvas too
  /// (`ImportOptions.checksCanvasLayout`).
  var checksCanvasLayout = false

  /// The target window size.
  var window: Size { device.window(orientation) }
}
