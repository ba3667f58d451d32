extension SourceReading {
  /// The reading without what only reading the file needed: the file's bytes, tokens, comments,
  /// line starts and `#define`s are dropped, and of the statements only those an IQ statement
  /// sits in are kept (each IQ statement's `statement` renumbered to match). What stays is what
  /// migrating a whole app asks of a file once it is read: its types, its functions with their
  /// calls, its IQ statements, identifiers, comment mentions and imports. `kbpolicy migrate`
  /// keeps this of each file, so its memory is the reader's for one file at a time plus this.
  ///
  /// The outline's token-based accessors (`text(at:)`, `source`, `isWord`) have no tokens to
  /// read on the result; the kept statements' `first` and `end` still index the file's tokens.
  public func compacted() -> SourceReading {
    var kept = self
    var renumbered: [Int: Int] = [:]
    var statements: [SourceOutline.Statement] = []
    for (index, found) in self.statements.enumerated() {
      if let existing = renumbered[found.statement] {
        kept.statements[index].statement = existing
        continue
      }
      guard found.statement >= 0, found.statement < outline.statements.count else { continue }
      renumbered[found.statement] = statements.count
      kept.statements[index].statement = statements.count
      statements.append(outline.statements[found.statement])
    }
    kept.outline.statements = statements
    kept.outline.bytes = []
    kept.outline.tokens = []
    kept.outline.comments = []
    kept.outline.lineStarts = []
    kept.outline.defines = [:]
    return kept
  }
}
