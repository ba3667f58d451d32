import PolicyLanguage

/// An inline suppression comment: `# kbpolicy: ignore RULE-ID -- reason`.
///
/// On a line of its own it applies to the next line with code; at the end of a line, to that line.
/// A class list written over several lines counts as one line: a comment that applies to any of
/// its lines applies to all of them, so `kbpolicy fmt` re-wrapping the list (which moves entries
/// between lines, and a trailing comment to the last line) never changes what it silences.
/// Several rules may be listed, separated by commas. The reason after ` -- ` is required.
struct Suppression: Hashable, Sendable {
  /// One rule named in the comment.
  struct Entry: Hashable, Sendable {
    /// The name as written (an id or a code).
    var name: String
    /// Where it is written.
    var range: SourceRange
    /// The rule it names; nil when no rule has that id or code.
    var rule: RuleDescription?
  }

  /// The comment.
  var comment: Comment
  /// The rules named, in order.
  var entries: [Entry]
  /// The reason after ` -- `, trimmed; empty when missing.
  var reason: String
  /// The line whose findings it suppresses.
  var targetLine: Int
  /// Every line it covers: `targetLine`, or all the lines of the class list that spans it.
  var coveredLines: ClosedRange<Int>
  /// A problem with the comment's form (not its rule names or reason), if any.
  var malformed: String?

  /// The prefix that marks a suppression comment.
  static let prefix = "kbpolicy:"

  /// Every suppression comment of a file, with its target line resolved.
  static func all(in file: PolicyFile, source: SourceFile, rules: [RuleDescription])
    -> [Suppression]
  {
    let lists = classListLines(in: file)
    return file.comments.compactMap { comment in
      guard var suppression = parse(comment, source: source, rules: rules) else { return nil }
      suppression.coveredLines = lines(covering: suppression.targetLine, lists: lists)
      return suppression
    }
  }

  /// The lines that count as one with `line`: the class list spanning it (`lists` in source
  /// order, disjoint; a binary search), else `line` alone.
  static func lines(covering line: Int, lists: [ClosedRange<Int>]) -> ClosedRange<Int> {
    var low = 0
    var high = lists.count
    while low < high {
      let middle = (low + high) / 2
      if lists[middle].upperBound < line { low = middle + 1 } else { high = middle }
    }
    return low < lists.count && lists[low].contains(line) ? lists[low] : line...line
  }

  /// The lines of every class list written over more than one line, in source order.
  static func classListLines(in file: PolicyFile) -> [ClosedRange<Int>] {
    var lines: [ClosedRange<Int>] = []
    for statement in file.statements {
      guard case .feature(let block) = statement else { continue }
      for case .classList(let list) in block.items
      where list.range.end.line > list.range.start.line {
        lines.append(list.range.start.line...list.range.end.line)
      }
    }
    return lines
  }

  /// Reads one comment; nil when it is not a `kbpolicy:` comment.
  static func parse(_ comment: Comment, source: SourceFile, rules: [RuleDescription])
    -> Suppression?
  {
    let bytes = Array(comment.text.utf8)
    var index = 0
    func skipSpaces() {
      while index < bytes.count,
        bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
      {
        index += 1
      }
    }
    skipSpaces()
    let prefixBytes = Array(prefix.utf8)
    guard bytes.count - index >= prefixBytes.count,
      Array(bytes[index..<(index + prefixBytes.count)]) == prefixBytes
    else { return nil }
    index += prefixBytes.count
    // Offsets in `bytes` are one past the comment start (the `#`).
    let base = comment.range.start.offset + 1
    func range(_ start: Int, _ end: Int) -> SourceRange {
      SourceRange(
        start: source.location(ofOffset: base + start), end: source.location(ofOffset: base + end))
    }
    let targetLine =
      comment.isTrailing
      ? comment.range.start.line : nextCodeLine(after: comment.range.start.line, in: source)
    var suppression = Suppression(
      comment: comment, entries: [], reason: "", targetLine: targetLine,
      coveredLines: targetLine...targetLine, malformed: nil)
    skipSpaces()
    let directiveStart = index
    while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "\t")
    { index += 1 }
    let directive = String(decoding: bytes[directiveStart..<index], as: UTF8.self)
    guard directive == "ignore" else {
      suppression.malformed =
        directive.isEmpty
        ? "expected 'ignore' after 'kbpolicy:'"
        : "unknown directive '\(directive)' (expected 'kbpolicy: ignore RULE-ID -- reason')"
      return suppression
    }
    // Split at the first `--`.
    var separator: Int?
    var scan = index
    while scan + 1 < bytes.count {
      if bytes[scan] == UInt8(ascii: "-"), bytes[scan + 1] == UInt8(ascii: "-") {
        separator = scan
        break
      }
      scan += 1
    }
    let listEnd = separator ?? bytes.count
    if let separator {
      let reason = String(decoding: bytes[(separator + 2)...], as: UTF8.self)
      suppression.reason = reason.trimmingSpaces
    }
    // Rule names: separated by commas and/or spaces.
    var position = index
    while position < listEnd {
      let byte = bytes[position]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",") {
        position += 1
        continue
      }
      let start = position
      while position < listEnd, bytes[position] != UInt8(ascii: " "),
        bytes[position] != UInt8(ascii: "\t"),
        bytes[position] != UInt8(ascii: ",")
      {
        position += 1
      }
      let name = String(decoding: bytes[start..<position], as: UTF8.self)
      let rule = rules.first { $0.id == name || $0.code == name }
      suppression.entries.append(Entry(name: name, range: range(start, position), rule: rule))
    }
    if suppression.entries.isEmpty {
      suppression.malformed = "expected a rule id after 'kbpolicy: ignore'"
    }
    return suppression
  }

  /// The first line after `line` that holds code (not blank, not only a comment); `line + 1` when
  /// there is none.
  static func nextCodeLine(after line: Int, in source: SourceFile) -> Int {
    var candidate = line + 1
    while candidate <= source.lineStarts.count {
      let text = source.lineText(candidate).trimmingSpaces
      if !text.isEmpty, !text.hasPrefix("#") { return candidate }
      candidate += 1
    }
    return line + 1
  }

  /// Whether this suppression silences `diagnostic` (on a line it covers, rule named).
  func covers(_ diagnostic: Diagnostic) -> Bool {
    coveredLines.contains(diagnostic.range.start.line)
      && entries.contains { $0.rule?.code == diagnostic.code }
  }
}
