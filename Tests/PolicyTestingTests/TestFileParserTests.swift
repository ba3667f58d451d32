import Foundation
import PolicyLanguage
import Testing

@testable import PolicyTesting

@Suite struct TestFileParserTests {
  func parse(_ text: String) -> PolicyTestFile {
    TestFileParser.parse(SourceFile(path: "a.kbtest", text: text))
  }

  @Test func readsDefaultsTestsAndExpectations() throws {
    let file = parse(
      """
      version 1
      policy "app.kbpolicy"
      scene "form.json"   # a comment
      test "email" {
        field email
        expect distance = 24 from field "email" { distance = 24 }
        expect gap = 20 ± 0.5
        expect moved-by = 3 +- 1
        expect toolbar.order = position from app.kbpolicy:7:3
        expect avoidance = on
      }
      """)
    #expect(file.diagnostics.isEmpty)
    #expect(file.defaults.policy?.path == "app.kbpolicy")
    #expect(
      file.defaults.scene
        == .json(TestPath(path: "form.json", range: file.defaults.scene!.path.range)))
    let test = try #require(file.tests.first)
    #expect(test.name == "email")
    #expect(test.setup.field == "email")
    #expect(test.closingLine == 11)
    let e = test.expectations
    #expect(e.count == 5)
    #expect(e[0].subject == .setting(.distance))
    #expect(e[0].value == .number(24))
    #expect(e[0].rule == .text("field \"email\" { distance = 24 }"))
    #expect(e[1].tolerance == 0.5)
    #expect(e[2].tolerance == 1)
    #expect(e[3].rule == .location(file: "app.kbpolicy", line: 7, column: 3))
    #expect(e[4].value == .bool(true))
    #expect(e[0].valueRange.start.line == 6 && e[0].valueRange.start.column == 21)
  }

  @Test func unknownSubjectHasCodeLocationAndDidYouMean() throws {
    let file = parse("version 1\ntest \"x\" {\n  expect distnce = 4\n}\n")
    let d = try #require(file.diagnostics.first)
    #expect(d.code == "T004")
    #expect(d.range.start.line == 3 && d.range.start.column == 10)
    #expect(d.fixIts.first?.replacement == "distance")
    #expect(file.tests[0].hasErrors)
    let rendered = DiagnosticRenderer().render(file.diagnostics, sources: ["a.kbtest": file.source])
    #expect(rendered.contains("error[T004]: unknown setting or result 'distnce'"))
    #expect(rendered.contains("--> a.kbtest:3:10"))
    #expect(rendered.contains("^^^^^^^"))
    #expect(rendered.contains("replace 'distnce' with 'distance'"))
  }

  @Test func valuesAreCheckedAgainstTheSetting() {
    let file = parse(
      """
      version 1
      test "x" {
        expect avoidance = 3
        expect toolbar.order = positon
        expect verdict = visble
        expect distance = -1
        expect distance = 4 ± 1
      }
      """)
    #expect(file.diagnostics.map(\.code) == ["T005", "T005", "T005", "T005", "T002"])
    #expect(file.diagnostics[1].fixIts.first?.replacement == "position")
    #expect(file.diagnostics[2].fixIts.first?.replacement == "visible")
  }

  @Test func structuralErrors() {
    let file = parse(
      """
      polcy "a"
      test "x" {
        expect gap = 1
      }
      }
      test "x" {
        expect gap = 1
      }
      scene "unterminated
      test "open" {
      """)
    #expect(
      file.diagnostics.map(\.code).sorted() == ["T001", "T003", "T006", "T007", "T007", "T009"])
    let unknown = file.diagnostics.first { $0.code == "T001" }
    #expect(unknown?.fixIts.first?.replacement == "policy")
  }

  @Test func inlineEventsKeepTheirPlaceInTheFile() throws {
    let file = parse(
      """
      version 1
      test "x" {
        events {
          focus email
          keybord show height 336
        }
        expect gap = 1
      }
      """)
    #expect(file.diagnostics.isEmpty)
    guard case .inline(let events)? = file.tests.first?.setup.events else {
      Issue.record("no inline events")
      return
    }
    #expect(events.firstLine == 4)
    let script = try #require(events.text.text.split(separator: "\n").first)
    #expect(script.trimmingCharacters(in: .whitespaces) == "focus email")
  }
}

@Suite struct TestFileLimitsTests {
  @Test func errorsStopAfterTheLimit() {
    let text = "version 1\n" + String(repeating: "bogus\n", count: 5000)
    let file = TestFileParser.parse(SourceFile(path: "a.kbtest", text: text))
    #expect(file.diagnostics.count == TestFileParser.maximumErrors + 1)
    #expect(file.diagnostics.last?.code == "T016")
    #expect(file.diagnostics.last?.message == "too many errors; stopping after 1000")
  }
}
