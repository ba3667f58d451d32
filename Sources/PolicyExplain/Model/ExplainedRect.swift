import SceneModel

/// A rectangle in window coordinates, in points (a `Codable` twin of the engine's `Rect`).
public struct ExplainedRect: Hashable, Sendable, Codable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Copies an engine rectangle.
  public init(_ rect: Rect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// The bottom edge.
  public var maxY: Double { y + height }
  /// `[x, y, width, height]`, the form scenes and JSON output use.
  public var components: [Double] { [x, y, width, height] }
  /// The engine's `Rect`.
  public var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}
