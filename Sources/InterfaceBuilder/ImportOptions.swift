import SceneModel

/// Options for importing an Interface Builder document.
public struct ImportOptions: Hashable, Sendable {
  /// A device id from `DeviceProfile.all` (`retina6_1`), optionally with `:portrait` or
  /// `:landscape`; `nil` uses the document's `<device>`.
  public var device: String?
  /// The keyboard height in points; `nil` uses the device's typical height.
  public var keyboardHeight: Double?
  /// Cells and views loaded in code to put in tables of the screens (`--mount VIEW@TABLE`).
  public var mounts: [Mount] = []
  /// Whether each screen's constraints are also solved on the canvas
  /// (`ImportedScene.canvasLayout`), for the test that compares the solution with the stored
  /// frames.
  package var checksCanvasLayout = false

  /// Creates options; both default to the document's values.
  public init(device: String? = nil, keyboardHeight: Double? = nil) {
    self.device = device
    self.keyboardHeight = keyboardHeight
  }
}
