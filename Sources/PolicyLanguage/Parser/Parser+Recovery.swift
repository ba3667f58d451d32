extension Parser {
  // MARK: - Recovery

  /// Skips the rest of a top-level statement: to the end of the line (consumed), jumping over
  /// brace groups that start on it.
  mutating func skipStatement(blockName: String?) {
    while true {
      switch token.kind {
      case .endOfFile: return
      case .newline:
        advance()
        return
      case .leftBrace: skipGroup(blockName: blockName)
      default: advance()
      }
    }
  }

  /// Skips the rest of a block item: to the end of the line (consumed) or to the block's `}` /
  /// the end of the file (not consumed), jumping over brace groups.
  mutating func skipItem() {
    while true {
      switch token.kind {
      case .endOfFile, .rightBrace: return
      case .newline:
        advance()
        return
      case .leftBrace: skipGroup(blockName: nil)
      default: advance()
      }
    }
  }

  /// Skips a balanced `{ ... }` group starting at the current `{`, iteratively (any depth, no
  /// recursion). Reports nesting deeper than `maximumDepth` once; stops early (reporting the
  /// missing `}`) at the end of the file or at a line that starts a top-level statement.
  mutating func skipGroup(blockName: String?) {
    let open = tokenRange
    var depth = 0
    var reportedDepth = false
    while true {
      switch token.kind {
      case .endOfFile:
        if depth > 0 { reportMissingCloseBrace(name: blockName ?? "{", open: open) }
        return
      case .leftBrace:
        depth += 1
        if depth > Parser.maximumDepth, !reportedDepth {
          reportedDepth = true
          reportAtToken(.nestingTooDeep, notes: [.blocksNestOneLevel])
        }
        advance()
      case .rightBrace:
        depth -= 1
        advance()
        if depth <= 0 { return }
      case .newline:
        advance()
        if depth > 0, looksLikeStatementStart() {
          reportMissingCloseBrace(name: blockName ?? "{", open: open)
          return
        }
      default:
        advance()
      }
    }
  }

  /// Whether the current token begins a top-level statement at the start of a line (used to
  /// end an unclosed block instead of swallowing the rest of the file).
  mutating func looksLikeStatementStart() -> Bool {
    guard token.kind == .word, previousKind == .newline else { return false }
    let keyword = token.keyword
    guard keyword.startsStatement else { return false }
    let next = peek()
    switch keyword {
    case .avoidance, .toolbar, .resignOnTouch: return next.kind == .leftBrace
    case .controller, .class: return next.kind == .word
    case .field, .scrollView, .screen: return next.kind == .word || next.kind == .string
    case .version: return next.kind == .number
    default:
      return next.kind == .word && (next.keyword == .noneWord || next.keyword == .defaultWord)
    }
  }
}
