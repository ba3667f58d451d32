/// A view's intrinsic content size (a label's text, a switch's size), with the priorities at
/// which it resists growing (hugging) and shrinking (compression resistance), per axis. A nil
/// length has no intrinsic size on that axis (`UIView.noIntrinsicMetric`).
public struct IntrinsicSize: Sendable, Equatable {
  /// The intrinsic width, or nil.
  public var width: Double?
  /// The intrinsic height, or nil.
  public var height: Double?
  /// The horizontal and vertical content hugging priorities (UIKit's default 250; Interface
  /// Builder writes 251 for labels and images).
  public var hugging: (horizontal: Double, vertical: Double)
  /// The horizontal and vertical compression resistance priorities (default 750).
  public var compressionResistance: (horizontal: Double, vertical: Double)

  /// An intrinsic size with UIKit's default priorities unless given.
  public init(
    width: Double?, height: Double?, hugging: (horizontal: Double, vertical: Double) = (250, 250),
    compressionResistance: (horizontal: Double, vertical: Double) = (750, 750)
  ) {
    self.width = width
    self.height = height
    self.hugging = hugging
    self.compressionResistance = compressionResistance
  }

  /// Whether the two sizes and every priority are equal (tuples are not `Equatable`).
  public static func == (lhs: IntrinsicSize, rhs: IntrinsicSize) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.hugging == rhs.hugging
      && lhs.compressionResistance == rhs.compressionResistance
  }
}
