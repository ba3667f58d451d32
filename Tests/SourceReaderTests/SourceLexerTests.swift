import SourceReader
import Testing

/// Comments, strings and directives: nothing inside a comment or a string is ever a token.
@Suite struct SourceLexerTests {
  func words(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
    let bytes = Array(text.utf8)
    let lexed = SourceLexer.lex(bytes, language: language)
    return lexed.tokens.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
  }

  @Test func swiftBlockCommentsNest() {
    #expect(words("a /* one /* two */ still comment */ b") == ["a", "b"])
    let lexed = SourceLexer.lex(Array("a /* x /* y */ z */ b\n// c\nd".utf8), language: .swift)
    #expect(lexed.comments.count == 2)
    #expect(lexed.comments.map(\.line) == [1, 2])
  }

  @Test func objectiveCBlockCommentsDoNotNest() {
    #expect(words("a /* one /* two */ b */", .objectiveC) == ["a", "b", "*", "/"])
  }

  @Test func swiftStringsAreOneToken() {
    #expect(
      words(#"x = "IQKeyboardManager.shared.enable = true" + y"#) == [
        "x", "=", #""IQKeyboardManager.shared.enable = true""#, "+", "y",
      ])
  }

  @Test func interpolationWithNestedStringsAndParentheses() {
    let text = #"let s = "a \(f("b)", (c))) d" ; e"#
    #expect(words(text) == ["let", "s", "=", #""a \(f("b)", (c))) d""#, ";", "e"])
  }

  @Test func multiLineStringKeepsLineNumbers() {
    let text =
      "let s = \"\"\"\n  IQKeyboardManager.shared.enable = false\n  \"quoted\"\n  \"\"\"\nnext"
    let bytes = Array(text.utf8)
    let lexed = SourceLexer.lex(bytes, language: .swift)
    #expect(lexed.tokens.count == 5)
    #expect(lexed.tokens.last?.line == 5)
    #expect(lexed.tokens.last?.startsLine == true)
  }

  @Test func columnsComeFromTheLineStarts() {
    // "ab\n" is bytes 0-2, so line 2 starts at 3; "  cd" puts `cd` at offset 5, column 5 - 3 + 1 = 3.
    // Line 3 starts at 3 + 4 ("  cd") + 1 (its break) = 8; `e` is its first byte, column 1.
    let text = "ab\n  cd\ne"
    let outline = SourceReader.outline(path: "t", bytes: Array(text.utf8), language: .swift)
    #expect(outline.lineStarts == [0, 3, 8])
    #expect(outline.tokens.map(\.line) == [1, 2, 3])
    #expect(outline.tokens.map { outline.column(of: $0) } == [1, 3, 1])
  }

  @Test func aTokenIsTwelveBytes() {
    // A file of `{` is one token a byte: 12 bytes of token and the byte itself, 13 bytes a byte.
    #expect(MemoryLayout<SourceToken>.stride == 12)
  }

  @Test func rawStringsEndAtTheirHashes() {
    let text = ##"let s = #"a "quoted" \(not) \#(yes(")")) b"# ; c"##
    #expect(words(text).count == 6)
    #expect(words(text).last == "c")
  }

  @Test func unterminatedStringEndsAtTheLineForOneLineStrings() {
    #expect(words("a = \"open\nb") == ["a", "=", "\"open", "b"])
  }

  @Test func objectiveCStringsCharactersAndPreprocessorLines() {
    let text = "#define DISTANCE 20 // gap\nx = @\"a \\\" b\"; c = 'q';\n#if DEBUG\ny;\n#endif"
    #expect(
      words(text, .objectiveC) == [
        "#define DISTANCE 20 ", "x", "=", "@\"a \\\" b\"", ";", "c", "=", "'q'", ";", "#if DEBUG",
        "y", ";", "#endif",
      ])
  }

  @Test func swiftDirectivesTakeTheirCondition() {
    #expect(words("#if DEBUG && !TEST\nx\n#endif") == ["#if DEBUG && !TEST", "x", "#endif"])
  }

  @Test func operatorsTellAssignmentFromComparison() {
    #expect(
      words("a == b; c = d; e += f; g === h") == [
        "a", "==", "b", ";", "c", "=", "d", ";", "e", "+=", "f", ";", "g", "===", "h",
      ])
  }

  @Test func everyByteValueLexesWithoutCrashing() {
    var bytes: [UInt8] = []
    for value in 0...255 { bytes += [UInt8(value), 0x22, UInt8(value), 0x2F, 0x2A, 0x23] }
    for language in [SourceLanguage.swift, .objectiveC] {
      let lexed = SourceLexer.lex(bytes, language: language)
      var previousEnd = 0
      for token in lexed.tokens {
        #expect(token.start >= previousEnd && token.end > token.start && token.end <= bytes.count)
        previousEnd = token.end
      }
    }
  }

  @Test(arguments: ["\n", "\r\n"]) func objectiveCLineSplices(_ newline: String) {
    // A `\` at the end of a `//` line continues the comment; in a string, the string.
    let text = "a // one \\" + newline + "b" + newline + "c = \"x \\" + newline + "y\"; d"
    #expect(words(text, .objectiveC) == ["a", "c", "=", "\"x \\" + newline + "y\"", ";", "d"])
    let lexed = SourceLexer.lex(Array(text.utf8), language: .objectiveC)
    #expect(lexed.tokens.map(\.line) == [1, 3, 3, 3, 4, 4])
    // Swift has no splices.
    #expect(words("a // one \\\nb") == ["a", "b"])
    // A backslash not at the end of the line splices nothing.
    #expect(words("a // \\ x\nb", .objectiveC) == ["a", "b"])
  }

  @Test func objectiveCPlusPlusRawStrings() {
    #expect(words(#"s = R"x(")x"; t"#, .objectiveC) == ["s", "=", #"R"x(")x""#, ";", "t"])
    #expect(
      words(#"s = u8R"(a "b" c)"; t"#, .objectiveC) == ["s", "=", #"u8R"(a "b" c)""#, ";", "t"])
    // `)x` without its quote does not close it; unterminated, it runs to the end.
    #expect(words("s = R\"x( )x )\" y", .objectiveC) == ["s", "=", "R\"x( )x )\" y"])
    // Not a raw string's opening: `R` then a plain string.
    #expect(words(#"R"a b" c"#, .objectiveC) == [#"R"a b""#, "c"])
    #expect(words(#"FOOR"x" c"#, .objectiveC) == ["FOOR", #""x""#, "c"])
  }
}
