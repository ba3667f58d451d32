/// A position in a source file: 1-based line and column (in UTF-8 bytes), plus the byte offset.
///
/// Line, column and offset are stored in 32 bits each (values outside `Int32` are clamped;
/// policies are capped at 16 MiB, far below). Equality, hashing, ordering and the `Codable` form
/// (`file`, `line`, `column`, `offset`) are those of the four public properties.
public struct SourceLocation: Hashable, Sendable, Comparable {
  /// The file path as given by the user (or `<stdin>`, or `<default>` for the embedded default layer).
  public var file: String
  /// Line, column and offset.
  var point: SourcePoint

  /// 1-based line number.
  public var line: Int {
    get { Int(point.line) }
    set { point.line = Int32(clamping: newValue) }
  }
  /// 1-based column, counted in UTF-8 bytes from the start of the line.
  public var column: Int {
    get { Int(point.column) }
    set { point.column = Int32(clamping: newValue) }
  }
  /// 0-based UTF-8 byte offset from the start of the file.
  public var offset: Int {
    get { Int(point.offset) }
    set { point.offset = Int32(clamping: newValue) }
  }

  /// Creates a location.
  public init(file: String, line: Int, column: Int, offset: Int) {
    self.file = file
    self.point = SourcePoint(line: line, column: column, offset: offset)
  }

  /// A location from a file and a point.
  @inline(__always)
  init(file: String, point: SourcePoint) {
    self.file = file
    self.point = point
  }

  /// Orders locations by file, then offset.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.point.offset) < (rhs.file, rhs.point.offset)
  }
}

extension SourceLocation: Codable {
  private enum CodingKeys: String, CodingKey {
    case file, line, column, offset
  }

  /// Decodes `{"file", "line", "column", "offset"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      file: try container.decode(String.self, forKey: .file),
      line: try container.decode(Int.self, forKey: .line),
      column: try container.decode(Int.self, forKey: .column),
      offset: try container.decode(Int.self, forKey: .offset))
  }

  /// Encodes `{"file", "line", "column", "offset"}`, in that order.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    try container.encode(offset, forKey: .offset)
  }
}

extension SourceLocation: CustomStringConvertible {
  /// `file:line:column`, the form Xcode and every editor understand; `file:line` when the column
  /// is unknown (0) and `file` alone when the line is too (`SourceLocation(file:)`).
  public var description: String {
    var parts = file.isEmpty ? [] : [file]
    if line > 0 {
      parts.append(String(line))
      if column > 0 { parts.append(String(column)) }
    }
    return parts.joined(separator: ":")
  }
}

extension SourceLocation {
  /// A file without a position in it (line and column 0): for problems a file's format names
  /// another way, such as a scene's JSON path.
  public init(file: String) {
    self.init(file: file, line: 0, column: 0, offset: 0)
  }

  /// Whether the location has a line (`SourceLocation(file:)` has none).
  public var hasPosition: Bool { line > 0 }
}
