/// A position without its file: 1-based line and column and 0-based byte offset, stored in 32
/// bits each (policies are capped at 16 MiB, so nothing real is clamped).
///
/// The compact building block of `SourceLocation` and `SourceRange`: a range stores its file once
/// and two points, 40 bytes instead of 80, which halves most syntax-tree nodes.
struct SourcePoint: Hashable, Sendable {
  /// 1-based line number.
  var line: Int32
  /// 1-based column, in UTF-8 bytes.
  var column: Int32
  /// 0-based UTF-8 byte offset.
  var offset: Int32

  /// A point from 32-bit fields.
  @inline(__always)
  init(line: Int32, column: Int32, offset: Int32) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// A point from full-width integers, clamped to 32 bits.
  @inline(__always)
  init(line: Int, column: Int, offset: Int) {
    self.line = Int32(clamping: line)
    self.column = Int32(clamping: column)
    self.offset = Int32(clamping: offset)
  }

  /// The start of a file: line 1, column 1, offset 0.
  static let fileStart = SourcePoint(line: 1 as Int32, column: 1, offset: 0)
}
