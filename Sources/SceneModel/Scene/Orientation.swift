/// The interface orientation of a scene.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape

  /// The orientation a window of `size` has: landscape when wider than tall.
  public static func of(_ size: Size) -> Orientation {
    size.width > size.height ? .landscape : .portrait
  }
}
