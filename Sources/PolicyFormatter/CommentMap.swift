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

  /// Places every comment of `file`.
  init(file: PolicyFile) {
    for comment in file.comments {
      place(comment, in: file)
    }
  }

  private mutating func place(_ comment: Comment, in file: PolicyFile) {
    let line = comment.range.start.line
    let offset = comment.range.start.offset
    if comment.isTrailing,
      let statement = file.statements.first(where: {
        $0.range.start.line <= line && line <= $0.range.end.line
      })
    {
      let start = statement.range.start.offset
      guard let block = Formatter.block(statement) else {
        addTrailing(comment, to: start)
        return
      }
      if line == block.headerLine, header[start] == nil {
        header[start] = comment
        return
      }
      if let item = block.items.first(where: { $0.start.line <= line && line <= $0.end.line }) {
        addTrailing(comment, to: item.start.offset)
        return
      }
      if line == statement.range.end.line, close[start] == nil {
        close[start] = comment
        return
      }
      placeOwnLine(comment, offset: offset, in: file)
      return
    }
    placeOwnLine(comment, offset: offset, in: file)
  }

  private mutating func placeOwnLine(_ comment: Comment, offset: Int, in file: PolicyFile) {
    for statement in file.statements {
      guard let block = Formatter.block(statement),
        statement.range.start.offset < offset, offset < statement.range.end.offset
      else { continue }
      if let item = block.items.first(where: { $0.end.offset > offset }) {
        leading[item.start.offset, default: []].append(comment)
      } else {
        blockEnd[statement.range.start.offset, default: []].append(comment)
      }
      return
    }
    if let next = file.statements.first(where: { $0.range.start.offset > offset }) {
      leading[next.range.start.offset, default: []].append(comment)
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
