import PolicyLanguage

/// Where each comment of a file goes when the file is reprinted: before a statement or a block
/// item (leading), at the end of a line (trailing), or before a block's `}` or the end of the file.
///
/// Keys are the start offsets of the nodes the comments attach to.
struct CommentMap: Sendable {
  /// Own-line comments printed before the node starting at the key offset.
  var leading: [Int: [Comment]] = [:]
  /// The comment printed at the end of the node's (last) line.
  var trailing: [Int: Comment] = [:]
  /// The comment printed at the end of a block's opening line, by block start offset.
  var header: [Int: Comment] = [:]
  /// The comment printed after a block's `}`, by block start offset.
  var close: [Int: Comment] = [:]
  /// Own-line comments printed before a block's `}`, by block start offset.
  var blockEnd: [Int: [Comment]] = [:]
  /// Own-line comments after the last statement.
  var fileEnd: [Comment] = []

  /// Places every comment of `file`: each by binary search over the statements (sorted and
  /// disjoint) and over one block's items, so the cost grows with comments × log(statements).
  init(file: PolicyFile) {
    var shapes = Shapes()
    for comment in file.comments {
      place(comment, in: file, shapes: &shapes)
    }
  }

  /// Block shapes worked out once per statement that a comment falls in.
  private struct Shapes {
    var byStatement: [Int: Formatter.BlockShape?] = [:]

    mutating func shape(of index: Int, in file: PolicyFile) -> Formatter.BlockShape? {
      if let known = byStatement[index] { return known }
      let shape = Formatter.block(file.statements[index])
      byStatement[index] = shape
      return shape
    }
  }

  /// The first position in `0..<count` where `isAfter` holds, given that it holds from some
  /// position on (the statements and a block's items are in source order and do not overlap).
  static func firstPosition(_ count: Int, where isAfter: (Int) -> Bool) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  private mutating func place(_ comment: Comment, in file: PolicyFile, shapes: inout Shapes) {
    let line = comment.range.start.line
    let offset = comment.range.start.offset
    let statements = file.statements
    // The first statement ending on or after the comment's line, if it starts on or before it.
    let candidate = Self.firstPosition(statements.count) { statements[$0].range.end.line >= line }
    if comment.isTrailing, candidate < statements.count,
      statements[candidate].range.start.line <= line
    {
      let statement = statements[candidate]
      let start = statement.range.start.offset
      guard let block = shapes.shape(of: candidate, in: file) else {
        addTrailing(comment, to: start)
        return
      }
      // After the `}`: a one-line block's comment stays with its (last) setting, which keeps
      // its line when the block is opened up; otherwise it stays after the `}`.
      let items = block.items
      if offset >= statement.range.end.offset {
        // The last item starting on or before the line, if it reaches the line.
        let last = Self.firstPosition(items.count) { items[$0].start.line > line } - 1
        if line == block.headerLine, last >= 0, items[last].end.line >= line {
          addTrailing(comment, to: items[last].start.offset)
          return
        }
        if close[start] == nil {
          close[start] = comment
          return
        }
      }
      // The last item starting before the comment, if it reaches the comment's line.
      let before = Self.firstPosition(items.count) { items[$0].start.offset >= offset } - 1
      if before >= 0, items[before].start.line <= line, line <= items[before].end.line {
        addTrailing(comment, to: items[before].start.offset)
        return
      }
      if line == block.headerLine, header[start] == nil {
        header[start] = comment
        return
      }
      let item = Self.firstPosition(items.count) { items[$0].end.line >= line }
      if item < items.count, items[item].start.line <= line {
        addTrailing(comment, to: items[item].start.offset)
        return
      }
      if line == statement.range.end.line, close[start] == nil {
        close[start] = comment
        return
      }
    }
    placeOwnLine(comment, offset: offset, in: file, shapes: &shapes)
  }

  private mutating func placeOwnLine(
    _ comment: Comment, offset: Int, in file: PolicyFile, shapes: inout Shapes
  ) {
    let statements = file.statements
    // The only statement that can contain the comment: the first one ending after it.
    let containing = Self.firstPosition(statements.count) {
      statements[$0].range.end.offset > offset
    }
    if containing < statements.count, statements[containing].range.start.offset < offset,
      let block = shapes.shape(of: containing, in: file)
    {
      let items = block.items
      let item = Self.firstPosition(items.count) { items[$0].end.offset > offset }
      if item < items.count {
        leading[items[item].start.offset, default: []].append(comment)
      } else {
        blockEnd[statements[containing].range.start.offset, default: []].append(comment)
      }
      return
    }
    let next = Self.firstPosition(statements.count) { statements[$0].range.start.offset > offset }
    if next < statements.count {
      leading[statements[next].range.start.offset, default: []].append(comment)
    } else {
      fileEnd.append(comment)
    }
  }

  /// A second trailing comment on the same node becomes a leading one (two cannot share a line).
  private mutating func addTrailing(_ comment: Comment, to offset: Int) {
    if trailing[offset] == nil {
      trailing[offset] = comment
    } else {
      leading[offset, default: []].append(comment)
    }
  }
}
