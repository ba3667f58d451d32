import PolicyLanguage

/// An event script written inside a test file: the block's lines as their own text, and where
/// they start, so that event diagnostics point into the test file.
public struct InlineEvents: Hashable, Sendable {
  /// The block's lines (between `events {` and `}`).
  public var text: SourceFile
  /// The test file line of the block's first line.
  public var firstLine: Int
  /// The test file byte offset of the block's first line.
  public var startOffset: Int

  /// Creates an inline script.
  public init(text: SourceFile, firstLine: Int, startOffset: Int) {
    self.text = text
    self.firstLine = firstLine
    self.startOffset = startOffset
  }

  /// A location in `text` moved to its place in the test file.
  public func place(_ location: SourceLocation) -> SourceLocation {
    SourceLocation(
      file: location.file, line: location.line + firstLine - 1,
      column: location.column, offset: location.offset + startOffset)
  }

  /// A diagnostic about `text` moved to its place in the test file.
  public func place(_ diagnostic: Diagnostic) -> Diagnostic {
    var moved = diagnostic
    moved.range = place(diagnostic.range)
    moved.notes = diagnostic.notes.map { note in
      var note = note
      note.range = note.range.map(place)
      return note
    }
    moved.fixIts = diagnostic.fixIts.map { fixIt in
      var fixIt = fixIt
      fixIt.range = place(fixIt.range)
      return fixIt
    }
    return moved
  }

  func place(_ range: SourceRange) -> SourceRange {
    SourceRange(start: place(range.start), end: place(range.end))
  }
}
