import PolicyLanguage
import Testing

@testable import PolicyTesting

/// `expect keep-visible "ID" ASPECT OP VALUE [± TOLERANCE]`: the lines that pin a field's
/// companions, how they compare and what their errors say.
@Suite struct CompanionExpectationParserTests {
  func parse(_ lines: String) -> PolicyTestFile {
    TestFileParser.parse(
      SourceFile(path: "a.kbtest", text: "version 1\ntest \"x\" {\n\(lines)\n}\n"))
  }

  @Test func readsEveryAspectAndComparison() throws {
    let file = parse(
      """
        expect keep-visible "login-button" gap >= 8
        expect keep-visible login-button gap = 12 ± 0.5
        expect keep-visible "forgot password" covered > 0
        expect keep-visible "help" ignored = above-field
        expect keep-visible "a" gap ≤ 30
        expect keep-visible "a" covered<=4
      """)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.message))")
    let e = try #require(file.tests.first).expectations
    #expect(e.count == 6)
    #expect(e[0].subject == .companion("login-button", .gap))
    #expect(e[0].comparison == .atLeast && e[0].value == .number(8))
    #expect(e[1].subject == .companion("login-button", .gap))
    #expect(e[1].comparison == .equal && e[1].tolerance == 0.5)
    #expect(e[2].subject == .companion("forgot password", .covered))
    #expect(e[2].comparison == .above && e[2].value == .number(0))
    #expect(e[3].subject == .companion("help", .ignored) && e[3].value == .word("above-field"))
    #expect(e[4].comparison == .atMost && e[4].value == .number(30))
    #expect(e[5].comparison == .atMost && e[5].value == .number(4))
    // `--update` rewrites from the sign on when it is not `=`: line 3, 2 blanks + `expect `
    // (7) + `keep-visible ` (13) + `"login-button" ` (15) + `gap ` (4) = 41 bytes before `>=`:
    // column 42.
    #expect(e[0].valueRange.start.line == 3 && e[0].valueRange.start.column == 42)
    // `= 12`: only the value; 2 + 7 + 13 + `login-button ` (13) + `gap ` (4) + `= ` (2) = 41
    // bytes before it: column 42.
    #expect(e[1].valueRange.start.column == 42)
    #expect(e[0].subject.description == #"keep-visible "login-button" gap"#)
  }

  @Test func theSettingItselfIsNotACompanionLine() {
    #expect(
      !ExpectationParser.isCompanionLine(TestLine(Array("expect keep-visible = a".utf8)).tokens))
    #expect(
      ExpectationParser.isCompanionLine(TestLine(Array("expect keep-visible a gap".utf8)).tokens))
  }

  @Test func unknownAspectHasCodeCaretAndDidYouMean() throws {
    let file = parse(#"  expect keep-visible "login-button" gpa >= 8"#)
    let d = try #require(file.diagnostics.first)
    #expect(d.code == "T004")
    // 2 blanks + `expect ` (7) + `keep-visible ` (13) + `"login-button" ` (15) = 37 bytes
    // before `gpa`: column 38 of line 3.
    #expect(d.range.start.line == 3 && d.range.start.column == 38)
    #expect(d.fixIts.first?.replacement == "gap")
    let rendered = DiagnosticRenderer().render(file.diagnostics, sources: ["a.kbtest": file.source])
    #expect(rendered.contains("error[T004]: unknown companion result 'gpa'"))
    #expect(rendered.contains("--> a.kbtest:3:38"))
    #expect(rendered.contains("^^^"))
    #expect(rendered.contains(#"expect keep-visible "ID" takes gap, covered, ignored"#))
  }

  @Test func badReasonIsAValueErrorWithDidYouMean() throws {
    let file = parse(#"  expect keep-visible "help" ignored = above-feild"#)
    let d = try #require(file.diagnostics.first)
    #expect(d.code == "T005")
    #expect(d.fixIts.first?.replacement == "above-field")
  }

  @Test func shapeErrors() {
    let file = parse(
      """
        expect keep-visible
        expect keep-visible "login-button"
        expect keep-visible "login-button" gap 8
        expect keep-visible "help" ignored >= hidden
        expect keep-visible "a" gap >= 8 from field "a" { keep-visible = "a" }
        expect keep-visible "a" ignored = hidden ± 1
        expect keep-visible "a" covered = -3
        expect keep-visible "a" gap >= wide
        expect keep-visible "a" gap >= 8 extra
        expect keep-visible "a" ignored = hidden extra
      """)
    #expect(
      file.diagnostics.map(\.code) == [
        "T002", "T002", "T002", "T002", "T002", "T002", "T005", "T005", "T002", "T002",
      ])
    let messages = file.diagnostics.map(\.message)
    #expect(
      messages[2]
        == #"expected '=', '>=', '<=', '>' or '<' after 'keep-visible "login-button" gap'"#)
    #expect(messages[3] == #"expected '=' and a reason after 'keep-visible "help" ignored'"#)
    #expect(messages[4].hasPrefix("'from' names the rule that decides a setting"))
    #expect(messages[5] == "only moved-by and gap take a tolerance")
    #expect(messages[8] == "expected '± TOLERANCE' or the end of the line")
    #expect(messages[9] == "expected the end of the line")
  }

  @Test func comparisonsHoldWithinTheTolerance() {
    #expect(Comparison.equal.holds(12.005, 12, tolerance: 0.01))
    #expect(!Comparison.equal.holds(12.5, 12, tolerance: 0.01))
    #expect(Comparison.atLeast.holds(8, 8, tolerance: 0))
    #expect(Comparison.atLeast.holds(7.995, 8, tolerance: 0.01))
    #expect(!Comparison.atLeast.holds(7.9, 8, tolerance: 0.01))
    #expect(Comparison.atMost.holds(30, 30, tolerance: 0))
    #expect(!Comparison.atMost.holds(30.5, 30, tolerance: 0.01))
    #expect(Comparison.above.holds(0.5, 0, tolerance: 1))
    #expect(!Comparison.above.holds(0, 0, tolerance: 1))
    #expect(Comparison.below.holds(-1, 0, tolerance: 0))
    #expect(!Comparison.below.holds(0, 0, tolerance: 0))
  }

  @Test func quotedNamesRoundTripThroughTheTokenizer() {
    for name in ["login-button", "say \"hi\"", #"back\slash"#, "tab\there"] {
      let line = TestLine(Array("expect keep-visible \(TestSubject.quoted(name)) gap = 1".utf8))
      #expect(line.tokens[2].kind == .string(name))
    }
  }
}

/// How a companion expectation is checked against what the engine did (a hand-made outcome:
/// the engine's own geometry is pinned by the runner tests).
@Suite struct CompanionExpectationCheckTests {
  let outcome = ActualOutcome(
    settings: [], verdict: .visible, movedBy: 94, gap: 24,
    order: [], previous: nil, next: nil)

  func check(_ line: String, companions: [ActualCompanion]) throws -> ExpectationFailure? {
    var actual = outcome
    actual.companions = companions
    let file = TestFileParser.parse(
      SourceFile(path: "a.kbtest", text: "version 1\ntest \"x\" {\n  \(line)\n}\n"))
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.message))")
    let expectation = try #require(file.tests.first?.expectations.first)
    let runner = PolicyTestRunner(files: TestFiles(read: { _ in .failure(TestFileError("no")) }))
    return runner.check(expectation, against: actual, testFile: "a.kbtest")
  }

  @Test func gapAndCoveredCompare() throws {
    let button = ActualCompanion(name: "login-button", gap: 10, covered: 0)
    #expect(try check(#"expect keep-visible "login-button" gap >= 8"#, companions: [button]) == nil)
    #expect(
      try check(#"expect keep-visible "login-button" covered = 0"#, companions: [button]) == nil)
    let failure = try #require(
      try check(#"expect keep-visible "login-button" gap >= 12"#, companions: [button]))
    #expect(failure.message == #"keep-visible "login-button" gap: expected >= 12, got 10"#)
    let covered = ActualCompanion(name: "login-button", gap: -21, covered: 21)
    #expect(
      try check(#"expect keep-visible "login-button" covered > 0"#, companions: [covered]) == nil)
  }

  @Test func aMissingValueSaysWhy() throws {
    let help = ActualCompanion(name: "help", ignored: "above-field")
    let ignored = try #require(
      try check(#"expect keep-visible "help" gap >= 8"#, companions: [help]))
    #expect(
      ignored.message
        == #"keep-visible "help" gap: expected >= 8, got nothing (it is ignored (above-field))"#)
    #expect(
      try check(#"expect keep-visible "help" ignored = above-field"#, companions: [help]) == nil)
    let wrongReason = try #require(
      try check(#"expect keep-visible "help" ignored = hidden"#, companions: [help]))
    #expect(
      wrongReason.message == #"keep-visible "help" ignored: expected hidden, got above-field"#)
    let notOne = try #require(
      try check(#"expect keep-visible "hlep" gap = 1"#, companions: [help]))
    #expect(
      notOne.message
        == #"keep-visible "hlep" gap: expected 1 ± 0.01, got nothing ('hlep' is not among the field's keep-visible views (help))"#
    )
    let none = try #require(try check(#"expect keep-visible "a" gap = 1"#, companions: []))
    #expect(
      none.message.hasSuffix(
        "got nothing ('a' is not among the field's keep-visible views: it has none)"))
  }
}

/// `expect keep-visible = ...`: the setting itself, a list of view ids.
@Suite struct KeepVisibleSettingExpectationTests {
  func parse(_ lines: String) -> PolicyTestFile {
    TestFileParser.parse(
      SourceFile(path: "a.kbtest", text: "version 1\ntest \"x\" {\n\(lines)\n}\n"))
  }

  @Test func listsQuotedOrBareAndNone() throws {
    let file = parse(
      """
        expect keep-visible = "login-button", "forgot-password" from field "password" { keep-visible = "login-button", "forgot-password" }
        expect keep-visible = login-button, forgot-password
        expect keep-visible = "a","b"
        expect keep-visible = none
        expect keep-visible = "none"
      """)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.message))")
    let e = try #require(file.tests.first).expectations
    #expect(e[0].value == .list(["login-button", "forgot-password"]))
    #expect(
      e[0].rule
        == .text(#"field "password" { keep-visible = "login-button", "forgot-password" }"#))
    #expect(e[1].value == .list(["login-button", "forgot-password"]))
    #expect(e[2].value == .list(["a", "b"]))
    #expect(e[3].value == .list([]))
    // A quoted "none" is a view id, not the empty list.
    #expect(e[4].value == .list(["none"]))
    #expect(TestValue.list([]).description == "none")
  }

  @Test func badListsAreValueErrors() {
    let file = parse(
      """
        expect keep-visible = "a",, "b"
        expect keep-visible = "a" "b"
        expect keep-visible = "a",
        expect keep-visible = "a" ± 1
      """)
    #expect(file.diagnostics.map(\.code) == ["T005", "T005", "T005", "T002"])
    #expect(
      file.diagnostics[0].message
        == #"expected view ids separated by commas after 'keep-visible =' ('"login-button", "forgot-password"') or none"#
    )
  }
}
