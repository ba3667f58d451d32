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

  /// Offsets just past each line feed, after a leading 0. Scans contiguous UTF-8 storage eight
  /// bytes at a time (a word without a line feed costs a few instructions).
  static func lineStarts(of text: String) -> [Int] {
    let scanned = text.utf8.withContiguousStorageIfAvailable { buffer -> [Int] in
      let raw = UnsafeRawBufferPointer(buffer)
      let count = raw.count
      var starts = [0]
      starts.reserveCapacity(count / 32 + 1)
      var index = 0
      while index + 8 <= count {
        // A byte's high bit is set exactly when the byte is a line feed (no carries between bytes).
        let x = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
        var found = ~(((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x)
        found &= 0x8080_8080_8080_8080
        if found != 0 {
          found = found.littleEndian
          repeat {
            starts.append(index + found.trailingZeroBitCount / 8 + 1)
            found &= found &- 1
          } while found != 0
        }
        index += 8
      }
      while index < count {
        if raw[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
        index += 1
      }
      return starts
    }
    if let scanned { return scanned }
    var starts = [0]
    var offset = 0
    for byte in text.utf8 {
      offset += 1
      if byte == UInt8(ascii: "\n") { starts.append(offset) }
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
