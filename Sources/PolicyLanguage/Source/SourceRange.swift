/// A half-open range of source text, `start ..< end`, in one file.
///
/// Stored compactly: the file once and two 32-bit points (40 bytes). A range lies in one file, so
/// `end.file` is always `start.file` (setting `start` sets the file; an `end` from another file
/// keeps the range's file). Equality, hashing and the `Codable` form (`start`, `end`) are those of
/// the two public locations.
public struct SourceRange: Hashable, Sendable {
  /// The file of both ends.
  var file: String
  /// Line, column and offset of `start`.
  var startPoint: SourcePoint
  /// Line, column and offset of `end`.
  var endPoint: SourcePoint

  /// The first byte of the range.
  public var start: SourceLocation {
    get { SourceLocation(file: file, point: startPoint) }
    set {
      file = newValue.file
      startPoint = newValue.point
    }
  }
  /// The byte just past the range (equal to `start` for an empty range).
  public var end: SourceLocation {
    get { SourceLocation(file: file, point: endPoint) }
    set { endPoint = newValue.point }
  }

  /// Creates a range.
  public init(start: SourceLocation, end: SourceLocation) {
    self.file = start.file
    self.startPoint = start.point
    self.endPoint = end.point
  }

  /// An empty range at `location`.
  public init(at location: SourceLocation) {
    self.file = location.file
    self.startPoint = location.point
    self.endPoint = location.point
  }

  /// A range from its file and two points.
  @inline(__always)
  init(file: String, start: SourcePoint, end: SourcePoint) {
    self.file = file
    self.startPoint = start
    self.endPoint = end
  }

  /// The smallest range covering both `self` and `other`.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }
}

extension SourceRange: Codable {
  private enum CodingKeys: String, CodingKey {
    case start, end
  }

  /// Decodes `{"start", "end"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      start: try container.decode(SourceLocation.self, forKey: .start),
      end: try container.decode(SourceLocation.self, forKey: .end))
  }

  /// Encodes `{"start", "end"}`, in that order.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(start, forKey: .start)
    try container.encode(end, forKey: .end)
  }
}
