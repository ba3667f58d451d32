import PolicyLanguage

/// A replacement of a byte range of a policy's text (an insertion when the range is empty).
struct PolicyTextEdit: Hashable, Sendable {
  /// The first byte replaced (UTF-8 offset).
  var start: Int
  /// One past the last byte replaced.
  var end: Int
  /// The new text.
  var replacement: String

  /// Applies non-overlapping edits to `text` (later edits first, so offsets stay valid).
  static func apply(_ edits: [PolicyTextEdit], to text: String) -> String {
    var bytes = Array(text.utf8)
    for edit in edits.sorted(by: { $0.start > $1.start }) {
      let start = max(0, min(edit.start, bytes.count))
      let end = max(start, min(edit.end, bytes.count))
      bytes.replaceSubrange(start..<end, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension SourceFile {
  /// The byte range of the line holding `offset`, including its newline.
  func lineByteRange(containing offset: Int) -> Range<Int> {
    let line = location(ofOffset: offset).line
    let start = lineStarts[line - 1]
    let end = line < lineStarts.count ? lineStarts[line] : text.utf8.count
    return start..<end
  }

  /// The text between two byte offsets.
  func slice(_ start: Int, _ end: Int) -> String {
    let bytes = Array(text.utf8)
    let lower = max(0, min(start, bytes.count))
    let upper = max(lower, min(end, bytes.count))
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// Whether the bytes of the line around `range`, outside `range`, are blank or a comment.
  func isAloneOnLine(_ start: Int, _ end: Int) -> Bool {
    let line = lineByteRange(containing: start)
    let before = slice(line.lowerBound, start)
    let after = slice(end, line.upperBound)
    let afterCode =
      after.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    return before.allSatisfy(\.isWhitespace) && afterCode.allSatisfy(\.isWhitespace)
  }
}
