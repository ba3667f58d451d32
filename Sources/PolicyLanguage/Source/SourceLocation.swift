/// A position in a source file: 1-based line and column (in UTF-8 bytes), plus the byte offset.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable {
  /// The file path as given by the user (or `<stdin>`, or `<default>` for the embedded default layer).
  public var file: String
  /// 1-based line number.
  public var line: Int
  /// 1-based column, counted in UTF-8 bytes from the start of the line.
  public var column: Int
  /// 0-based UTF-8 byte offset from the start of the file.
  public var offset: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int, offset: Int) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// Orders locations by file, then offset.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.offset) < (rhs.file, rhs.offset)
  }
}

extension SourceLocation: CustomStringConvertible {
  /// `file:line:column`, the form Xcode and every editor understand.
  public var description: String { "\(file):\(line):\(column)" }
}
