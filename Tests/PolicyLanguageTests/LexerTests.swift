import Testing
@testable import PolicyLanguage

@Suite struct LexerTests {
  private func lex(_ text: String) -> (
    tokens: [Token], comments: [PolicyLanguage.Comment], diagnostics: [Diagnostic]
  ) {
    Lexer.tokenize(SourceFile(path: "t.kbpolicy", text: text))
  }

  @Test func punctuationWordsAndTrailingComment() {
    let result = lex("toolbar.order = position # why\n")
    #expect(
      result.tokens.map(\.kind) == [.word, .dot, .word, .equals, .word, .newline, .endOfFile])
    #expect(result.tokens.map(\.text).prefix(5) == ["toolbar", ".", "order", "=", "position"])
    #expect(result.comments.count == 1)
    #expect(result.comments[0].text == " why")
    #expect(result.comments[0].isTrailing)
    #expect(result.comments[0].range.start.column == 26)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func newlinesBlankLinesAndCommentLinesAreOneToken() {
    let result = lex("a\n\n  # own line\r\n\nb")
    #expect(result.tokens.map(\.kind) == [.word, .newline, .word, .endOfFile])
    #expect(result.comments.map(\.isTrailing) == [false])
    #expect(result.comments[0].text == " own line")
    #expect(result.tokens[2].range.start.line == 5)
    #expect(result.tokens[2].range.start.column == 1)
  }

  /// A lone carriage return inside a comment makes a terminal show the rest of the comment as
  /// if it were code (`# x\rdistance = 99` looks like a setting): an error at the return.
  /// A CRLF line ending is fine.
  @Test func aLoneCarriageReturnInACommentIsAnError() {
    let result = lex("version 1\navoidance {\n  # old\rdistance = 99\n  distance = 1\r\n}\r\n")
    #expect(result.diagnostics.map(\.code) == ["E001"])
    #expect(result.diagnostics.first?.range.start.line == 3)
    #expect(result.diagnostics.first?.range.start.column == 8)
    #expect(
      result.diagnostics.first?.message
        == "a carriage return without a line feed in a comment: a terminal shows the text after it as code"
    )
    #expect(lex("# crlf\r\nversion 1\r\n").diagnostics.isEmpty)
  }

  @Test func wordsKeepDashes() {
    let result = lex("resign-on-touch ignore-touches-in _Private2")
    #expect(
      result.tokens.map(\.text).prefix(3) == ["resign-on-touch", "ignore-touches-in", "_Private2"])
  }

  @Test(arguments: ["10", "-5", "12.5", "0.25", "1e999", "2E-3"])
  func numbers(text: String) {
    let result = lex(text)
    #expect(result.tokens.first?.kind == .number)
    #expect(result.tokens.first?.text == text)
    #expect(result.diagnostics.isEmpty)
  }

  @Test(arguments: ["10pt", "1.2.3", "3x"])
  func malformedNumbers(text: String) {
    let result = lex(text)
    #expect(result.tokens.first?.kind == .invalid)
    #expect(result.diagnostics.summary == ["E004@1:1"])
  }

  @Test func stringsResolveEscapes() {
    let result = lex(#"field "a\"b\\c" x"#)
    #expect(result.tokens[1].kind == .string)
    #expect(result.tokens[1].text == #"a"b\c"#)
    #expect(result.tokens[1].range.start.column == 7)
    #expect(result.tokens[1].range.end.column == 16)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func unterminatedStringEndsAtLineEnd() {
    let result = lex("x = \"abc  \ny")
    #expect(result.tokens.map(\.kind) == [.word, .equals, .string, .newline, .word, .endOfFile])
    #expect(result.tokens[2].text == "abc  ")
    #expect(result.tokens[2].range.end.column == 9)
    #expect(result.diagnostics.summary == ["E002@1:5"])
    #expect(result.diagnostics[0].fixIts.first?.replacement == "\"")
  }

  @Test func unterminatedStringBeforeBraceLeavesTheBrace() {
    let result = lex("field \"email {\n  distance = 1\n")
    #expect(result.tokens.map(\.kind).prefix(4) == [.word, .string, .leftBrace, .newline])
    #expect(result.tokens[1].text == "email")
    #expect(result.diagnostics.summary == ["E002@1:7"])
  }

  @Test func unknownEscape() {
    let result = lex(#""a\qb""#)
    #expect(result.diagnostics.summary == ["E003@1:3"])
    #expect(result.diagnostics[0].message == #"unknown escape '\q' in string"#)
  }

  @Test func garbageIsOneTokenPerRun() {
    let result = lex("@@@ ; x")
    #expect(result.tokens.map(\.kind) == [.invalid, .invalid, .word, .endOfFile])
    #expect(result.diagnostics.summary == ["E001@1:1", "E001@1:5"])
    #expect(result.diagnostics[0].message == "unexpected characters '@@@'")
    #expect(result.diagnostics[1].message == "unexpected character ';'")
  }

  @Test func controlCharactersAreEscapedInMessages() {
    let result = lex("\u{0}\u{1}")
    #expect(result.diagnostics.first?.message == #"unexpected characters '\u{0}\u{1}'"#)
  }

  @Test func columnsCountUTF8Bytes() {
    let result = lex("\"é\" x")
    #expect(result.tokens[1].range.start.column == 6)
  }

  @Test func endOfFileRepeats() {
    var lexer = Lexer(source: SourceFile(path: "t", text: ""))
    #expect(lexer.next().kind == .endOfFile)
    #expect(lexer.next().kind == .endOfFile)
  }
}
