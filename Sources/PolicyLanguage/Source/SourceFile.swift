/// The text of one policy file and a table of line starts, for turning offsets into lines.
public struct SourceFile: Hashable, Sendable {
  /// The path shown in diagnostics.
  public let path: String
  /// The whole text.
  public let text: String
  /// UTF-8 byte offset of the first byte of each line; `lineStarts[0] == 0`.
  public let lineStarts: [Int]

  /// Creates a source file and indexes its lines.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
    self.lineStarts = Self.lineStarts(of: text)
  }

  /// Offsets just past each line feed, after a leading 0. Scans contiguous UTF-8 storage directly
  /// (iterating `String.UTF8View` costs about 30 instructions a byte; this loop, a few).
  static func lineStarts(of text: String) -> [Int] {
    var starts = [0]
    let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { buffer in
      for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
        starts.append(index + 1)
      }
    }
    if scanned == nil {
      var offset = 0
      for byte in text.utf8 {
        offset += 1
        if byte == UInt8(ascii: "\n") { starts.append(offset) }
      }
    }
    return starts
  }

  /// The location of a UTF-8 byte offset (clamped to the file).
  public func location(ofOffset offset: Int) -> SourceLocation {
    let clamped = max(0, min(offset, text.utf8.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    return SourceLocation(
      file: path, line: low + 1, column: clamped - lineStarts[low] + 1, offset: clamped)
  }

  /// The text of a 1-based line, without its newline; empty when out of range.
  public func lineText(_ line: Int) -> Substring {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let utf8 = text.utf8
    let startIndex = utf8.index(utf8.startIndex, offsetBy: lineStarts[line - 1])
    var endIndex =
      line < lineStarts.count
      ? utf8.index(utf8.startIndex, offsetBy: lineStarts[line] - 1) : utf8.endIndex
    if endIndex > startIndex, utf8[utf8.index(before: endIndex)] == UInt8(ascii: "\r") {
      endIndex = utf8.index(before: endIndex)
    }
    return text[startIndex..<endIndex]
  }
}
