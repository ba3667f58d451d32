/// A half-open range of source text, `start ..< end`, in one file.
public struct SourceRange: Hashable, Sendable, Codable {
  /// The first byte of the range.
  public var start: SourceLocation
  /// The byte just past the range (equal to `start` for an empty range).
  public var end: SourceLocation

  /// Creates a range.
  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// An empty range at `location`.
  public init(at location: SourceLocation) {
    self.init(start: location, end: location)
  }

  /// The smallest range covering both `self` and `other`.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }
}
