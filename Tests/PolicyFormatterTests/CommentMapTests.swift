import PolicyLanguage
import TestSupport
import Testing

@testable import PolicyFormatter

/// `CommentMap` finds each comment's statement and block item by binary search; it places every
/// comment as the plain scan over all statements does (written here), over the formatter
/// property test's generated policies (comments on their own lines, after code, in one-line
/// blocks).
@Suite struct CommentMapTests {
  struct Placed: Equatable {
    var leading: [Int: [PolicyLanguage.Comment]] = [:]
    var trailing: [Int: PolicyLanguage.Comment] = [:]
    var header: [Int: PolicyLanguage.Comment] = [:]
    var close: [Int: PolicyLanguage.Comment] = [:]
    var blockEnd: [Int: [PolicyLanguage.Comment]] = [:]
    var fileEnd: [PolicyLanguage.Comment] = []
  }

  /// The scan: every statement (and every item) asked for each comment.
  static func scan(_ file: PolicyFile) -> Placed {
    var placed = Placed()
    func addTrailing(_ comment: PolicyLanguage.Comment, _ offset: Int) {
      if placed.trailing[offset] == nil {
        placed.trailing[offset] = comment
      } else {
        placed.leading[offset, default: []].append(comment)
      }
    }
    func ownLine(_ comment: PolicyLanguage.Comment, _ offset: Int) {
      for statement in file.statements {
        guard let block = Formatter.block(statement),
          statement.range.start.offset < offset, offset < statement.range.end.offset
        else { continue }
        if let item = block.items.first(where: { $0.end.offset > offset }) {
          placed.leading[item.start.offset, default: []].append(comment)
        } else {
          placed.blockEnd[statement.range.start.offset, default: []].append(comment)
        }
        return
      }
      if let next = file.statements.first(where: { $0.range.start.offset > offset }) {
        placed.leading[next.range.start.offset, default: []].append(comment)
      } else {
        placed.fileEnd.append(comment)
      }
    }
    for comment in file.comments {
      let line = comment.range.start.line
      let offset = comment.range.start.offset
      guard comment.isTrailing,
        let statement = file.statements.first(where: {
          $0.range.start.line <= line && line <= $0.range.end.line
        })
      else {
        ownLine(comment, offset)
        continue
      }
      let start = statement.range.start.offset
      guard let block = Formatter.block(statement) else {
        addTrailing(comment, start)
        continue
      }
      if offset >= statement.range.end.offset {
        if line == block.headerLine,
          let item = block.items.last(where: { $0.start.line <= line && line <= $0.end.line })
        {
          addTrailing(comment, item.start.offset)
          continue
        }
        if placed.close[start] == nil {
          placed.close[start] = comment
          continue
        }
      }
      if let item = block.items.last(where: {
        $0.start.line <= line && line <= $0.end.line && $0.start.offset < offset
      }) {
        addTrailing(comment, item.start.offset)
      } else if line == block.headerLine, placed.header[start] == nil {
        placed.header[start] = comment
      } else if let item = block.items.first(where: { $0.start.line <= line && line <= $0.end.line }
      ) {
        addTrailing(comment, item.start.offset)
      } else if line == statement.range.end.line, placed.close[start] == nil {
        placed.close[start] = comment
      } else {
        ownLine(comment, offset)
      }
    }
    return placed
  }

  @Test func binarySearchPlacesAsTheScan() {
    var random = SeededRandom(seed: FormatterPropertyTests.seed)
    var comments = 0
    for _ in 0..<200 {
      var generator = SeededRandom(seed: random.next())
      let text = PolicyTextGenerator.policy(&generator)
      let (file, diagnostics) = Parser.parse(SourceFile(path: "p.kbpolicy", text: text))
      guard !diagnostics.contains(where: { $0.severity == .error }) else { continue }
      let map = CommentMap(file: file)
      let expected = Self.scan(file)
      comments += file.comments.count
      #expect(
        Placed(
          leading: map.leading, trailing: map.trailing, header: map.header, close: map.close,
          blockEnd: map.blockEnd, fileEnd: map.fileEnd) == expected, "\(text)")
    }
    #expect(comments > 200, "the generated policies hold only \(comments) comments")
  }
}
