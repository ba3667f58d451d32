import SourceReader

extension FuzzTargets {
  /// Swift and Objective-C source (any bytes, as both languages): tokens, comments, statements
  /// and IQ statements stay inside the input, in order, with valid indexes and 1-based lines.
  static func sourceReader(_ bytes: [UInt8]) {
    for language in [SourceLanguage.swift, .objectiveC] {
      let reading = SourceReader.read(path: "fuzz", bytes: bytes, language: language)
      let outline = reading.outline
      var previousEnd = 0
      for token in outline.tokens {
        fuzzCheck(
          token.start >= previousEnd && token.end > token.start && token.end <= bytes.count,
          "token \(token.start)..<\(token.end) out of order or bounds (\(bytes.count) bytes)")
        fuzzCheck(
          token.line >= 1 && token.line <= outline.lineStarts.count
            && Int(outline.lineStarts[token.line - 1]) <= token.start
            && outline.column(of: token) >= 1,
          "token position is 1-based and on its line")
        previousEnd = token.end
      }
      var breaks = 0
      for b in bytes where b == 0x0A { breaks += 1 }
      fuzzCheck(
        outline.lineStarts.count == breaks + 1 && outline.lineStarts.first == 0
          && zip(outline.lineStarts, outline.lineStarts.dropFirst()).allSatisfy { $0 < $1 },
        "one line start a line, in order")
      for comment in outline.comments {
        fuzzCheck(
          comment.start < comment.end && comment.end <= bytes.count, "comment out of bounds")
      }
      for statement in outline.statements {
        fuzzCheck(
          statement.first < statement.end && statement.end <= outline.tokens.count,
          "statement tokens \(statement.first)..<\(statement.end) out of bounds")
        fuzzCheck(statement.type.map { $0 < outline.types.count } ?? true, "statement type index")
        fuzzCheck(
          statement.function.map { $0 < outline.functions.count } ?? true,
          "statement function index")
      }
      for function in outline.functions {
        fuzzCheck(function.type.map { $0 < outline.types.count } ?? true, "function type index")
      }
      for found in reading.statements {
        fuzzCheck(
          found.start < found.end && found.end <= bytes.count && found.line >= 1
            && found.endLine >= found.line && found.statement < outline.statements.count,
          "IQ statement range out of bounds")
      }
    }
  }
}
