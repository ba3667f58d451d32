extension DiagnosticRenderer {
  /// The source line of `range.start` with carets under the range (one line only). A line wider
  /// than `maximumLineWidth` is cut to a window around the caret, `...` marking each cut; the
  /// work done is bounded by the window, not the line.
  func snippet(source: SourceFile, range: SourceRange, label: String?, pad: String? = nil) -> String
  {
    let line = range.start.line
    let utf8 = source.lineText(line).utf8
    let gutter = String(line)
    let pad = pad ?? String(repeating: " ", count: gutter.count)
    let gutterText = String(repeating: " ", count: max(0, pad.count - gutter.count)) + gutter
    // Columns are UTF-8 based. Only bytes near the caret are decoded: a window of at most
    // 4 bytes per shown character on each side.
    let count = utf8.count
    let start = max(0, min(range.start.column - 1, count))
    let end = range.end.line == line ? max(range.end.column - 1, start) : count
    let budget = Self.maximumLineWidth * 4
    let windowStart = Self.boundary(utf8, max(0, start - budget))
    let windowEnd = Self.boundary(utf8, min(count, max(end, start + 1) + budget))
    func text(_ from: Int, _ to: Int) -> [Character] {
      let a = utf8.index(utf8.startIndex, offsetBy: Self.boundary(utf8, from))
      let b = utf8.index(utf8.startIndex, offsetBy: Self.boundary(utf8, max(from, to)))
      return Array(String(decoding: utf8[a..<b], as: UTF8.self))
    }
    var before = text(windowStart, start)
    var span = text(start, min(end, windowEnd))
    var after = text(min(end, windowEnd), windowEnd)
    var cutBefore = windowStart > 0
    var cutAfter = windowEnd < count || end > windowEnd
    // Fit the shown characters into the width: some context before the caret, the span, then
    // whatever room is left after it.
    let width = Self.maximumLineWidth
    if before.count + span.count + after.count > width {
      let context = width / 3
      if before.count > context {
        before = Array(before.suffix(context))
        cutBefore = true
      }
      if span.count > width - before.count {
        span = Array(span.prefix(width - before.count))
        after = []
        cutAfter = true
      } else if before.count + span.count + after.count > width {
        after = Array(after.prefix(width - before.count - span.count))
        cutAfter = true
      }
    }
    let shownBefore = before.map(Self.displayed).joined()
    let shownSpan = span.map(Self.displayed).joined()
    let lead = cutBefore ? "..." : ""
    let lineText =
      lead + shownBefore + shownSpan + after.map(Self.displayed).joined()
      + (cutAfter ? "..." : "")
    let indent = String((lead + shownBefore).map { $0 == "\t" ? "\t" : " " })
    let carets = String(repeating: "^", count: max(1, shownSpan.count))
    var result = "\(pad) |\n"
    result += "\(gutterText) | \(lineText)\n"
    result += "\(pad) | \(indent)\(carets)\(label.map { " \($0)" } ?? "")\n"
    return result
  }

  /// `offset` moved back to the start of a UTF-8 sequence.
  static func boundary(_ utf8: Substring.UTF8View, _ offset: Int) -> Int {
    var offset = max(0, min(offset, utf8.count))
    while offset > 0, offset < utf8.count,
      utf8[utf8.index(utf8.startIndex, offsetBy: offset)] & 0xC0 == 0x80
    {
      offset -= 1
    }
    return offset
  }

  /// A source character as shown: itself, or escaped when it is a control character (tabs stay).
  static func displayed(_ character: Character) -> String {
    character == "\t" ? "\t" : escaped(String(character))
  }
}
