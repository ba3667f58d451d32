import PolicyLanguage
import Testing

@testable import PolicyTesting

/// The runner on a one-field scene whose geometry is worked out by hand: `email` at y 600, 44 pt
/// tall (bottom 644) in an 852 pt window, keyboard 336 pt (top 516). With distance 24 the field's
/// bottom must be at most 492: the root view rises 644 - 492 = 152 pt, leaving a gap of 24.
@Suite struct PolicyTestRunnerTests {
  @Test func passingExpectationsWithHandComputedGeometry() throws {
    let result = Support.run(
      """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "email" {
        field email
        expect distance = 24 from field "email" { distance = 24 }
        expect distance = 24 from app.kbpolicy:10
        expect verdict = visible
        expect moved-by = 152
        expect gap = 24
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let test = try #require(result.results.first)
    #expect(test.status == .passed, "\(test.failures.map(\.message))")
    #expect(try #require(test.actual?.gap) == 24)
    #expect(abs(try #require(test.actual?.movedBy) - 152) < 1e-9)
    #expect(result.passed == 1 && result.failed == 0)
  }

  /// The previous/next order can be pinned: subviews order puts email (subview 0) before name
  /// (subview 1); ordering by position puts name (y 100) before email (y 600).
  @Test func theOrderIsPinned() throws {
    let test = """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "email, then name" {
        field email
        expect previous = none
        expect next = name
        expect order = email, name
      }
      """
    let passing = Support.run(test)
    #expect(passing.diagnostics.isEmpty)
    let result = try #require(passing.results.first)
    #expect(result.status == .passed, "\(result.failures.map(\.message))")
    let reordered = Support.run(
      test, extra: ["t/app.kbpolicy": Support.policy + "toolbar {\n  order = position\n}\n"])
    let failed = try #require(reordered.results.first)
    #expect(failed.status == .failed)
    #expect(
      failed.failures.map(\.message) == [
        "previous: expected none, got name", "next: expected name, got none",
        "order: expected email, name, got name, email",
      ])
    #expect(
      failed.failures[0].winningRule?.contains("toolbar.order") == true
        || failed.failures[0].winningRule?.contains("order = position") == true)
  }

  @Test func orderExpectationsTakeFieldIDsOnly() throws {
    let result = Support.run(
      """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "bad" {
        field email
        expect next = name, email
        expect order = email,, name
        expect order = email ± 2
      }
      """)
    let messages = result.results.flatMap(\.diagnostics).map(\.message)
    #expect(messages.contains("expected one field id or 'none' after 'next ='"), "\(messages)")
    #expect(
      messages.contains(
        "expected field ids separated by commas after 'order =' ('email, password')"))
    #expect(messages.contains("only moved-by and gap take a tolerance"))
  }

  @Test func failuresSayExpectedActualAndTheWinningRule() throws {
    let result = Support.run(
      """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "name" {
        field name
        expect distance = 24
        expect distance = 12 from field "email" { distance = 24 }
        expect gap = 300 ± 2
      }
      """)
    let test = try #require(result.results.first)
    #expect(test.status == .failed)
    #expect(test.failures.count == 3)
    #expect(test.failures[0].message == "distance: expected 24, got 12")
    #expect(test.failures[0].winningRule == "avoidance { distance = 12 } (t/app.kbpolicy:6:3)")
    #expect(test.failures[1].ruleOnly)
    #expect(
      test.failures[1].message == "distance: expected field \"email\" { distance = 24 } to win")
    // name: y 100..144, nothing moves; gap 516 - 144 = 372.
    #expect(test.failures[2].message == "gap: expected 300 ± 2, got 372")
  }

  @Test func toleranceIsInclusive() throws {
    let result = Support.run(
      """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "a" {
        field name
        expect gap = 370 ± 2
      }
      test "b" {
        field name
        expect gap = 369.9 ± 2
      }
      """)
    #expect(result.results.map(\.status) == [.passed, .failed])
  }

  @Test func eventScriptsAreRunBeforeMeasuring() throws {
    let result = Support.run(
      """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "after hide" {
        field email
        events {
          focus email
          keyboard show height 336
          keyboard hide
        }
        expect verdict = keyboard-hidden
        expect moved-by = 0
      }
      test "taller keyboard" {
        field email
        events {
          focus email
          keyboard show height 336
          keyboard change height 400
        }
        expect gap = 24
        expect moved-by = 216
      }
      """)
    #expect(
      result.results.map(\.status) == [.passed, .passed],
      "\(result.results.flatMap(\.failures).map(\.message))")
  }

  @Test func aMissingFileIsAnErrorAtItsPathWithADidYouMean() throws {
    let result = Support.run(
      """
      version 1
      policy "app.kbpolicy"
      scene "from.json"
      test "x" {
        field email
        expect gap = 24
      }
      """)
    let test = try #require(result.results.first)
    #expect(test.status == .error)
    let d = try #require(test.diagnostics.first)
    #expect(d.code == "T011")
    #expect(d.range.start.line == 3 && d.range.start.column == 7)
    #expect(d.message == "cannot read 't/from.json': no such file; did you mean 'form.json'?")
  }

  @Test func anUnknownFieldGetsADidYouMean() throws {
    let result = Support.run(
      """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "x" {
        field emial
        expect gap = 24
      }
      """)
    let d = try #require(result.results.first?.diagnostics.first)
    #expect(d.code == "T014")
    #expect(d.message.contains("did you mean 'email'?"))
    #expect(d.range.start.line == 5)
  }

  @Test func aBrokenPolicyIsReportedInFullOnce() throws {
    let test = """
      version 1
      policy "bad.kbpolicy"
      scene "form.json"
      test "a" {
        field email
        expect gap = 24
      }
      test "b" {
        field email
        expect gap = 24
      }
      """
    let result = Support.run(
      test, extra: ["t/bad.kbpolicy": "version 1\ntoolbar {\n  ordr = x\n}\n"])
    #expect(result.results.map(\.status) == [.error, .error])
    #expect(result.results[0].diagnostics.map(\.code) == ["T012", "E040"])
    #expect(result.results[1].diagnostics.map(\.code) == ["T012"])
    #expect(result.sources["t/bad.kbpolicy"] != nil)
  }

  @Test func aTestWithoutExpectationsIsAnError() throws {
    let result = Support.run(
      "version 1\npolicy \"app.kbpolicy\"\nscene \"form.json\"\ntest \"x\" {\n  field email\n}\n")
    #expect(result.results.first?.diagnostics.first?.code == "T010")
    #expect(result.failed == 1)
  }

  @Test func eventScriptFilesAreReadAndTheirErrorsPointIntoThem() throws {
    let test = """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "ok" {
        field email
        events "show.events"
        expect gap = 24
      }
      test "typo in a field" {
        field email
        events "typo.events"
        expect gap = 24
      }
      test "bad line" {
        field email
        events "bad.events"
        expect gap = 24
      }
      """
    let result = Support.run(
      test,
      extra: [
        "t/show.events": "focus email\nkeyboard show height 336\n",
        "t/typo.events": "focus emial\nkeyboard show height 336\n",
        "t/bad.events": "focus email\nkeyboard shw height 336\n",
      ])
    #expect(result.results.map(\.status) == [.passed, .error, .error])
    let typo = try #require(result.results[1].diagnostics.first)
    #expect(typo.code == "V004")
    #expect(typo.range.start.file == "t/typo.events" && typo.range.start.line == 1)
    #expect(typo.message.contains("did you mean 'email'?"))
    #expect(result.results[2].diagnostics.map(\.code) == ["T015", "V001"])
    #expect(result.results[2].diagnostics[1].range.start.line == 2)
    #expect(result.sources["t/bad.events"] != nil)
  }

  @Test func inlineEventErrorsPointIntoTheTestFile() throws {
    let result = Support.run(
      """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "x" {
        field email
        events {
          focus email
          keyboard show height -3
        }
        expect gap = 24
      }
      """)
    let d = try #require(result.results.first?.diagnostics.first)
    #expect(d.code == "V003")
    #expect(d.range.start.file == "t/app.kbtest")
    #expect(d.range.start.line == 8 && d.range.start.column == 26)
  }

  /// Run test by test (`run(path:text:each:)`), a file gives the results, counts and file
  /// errors of a whole run, in order, and keeps none of them: errors between and inside tests,
  /// a nested test, an unclosed last test and the missing version line all land where they did.
  @Test func aFileRunTestByTestGivesWhatTheWholeRunGives() throws {
    let text = """
      policy "app.kbpolicy"
      scene "form.json"
      wobble
      test "a" {
        field email
        expect gap = 24
      }
      }
      test "b" {
        field email
        expect gap ==
      test "c" {
        field email
        expect gap = 1
      }
      test "d" {
        field email
      """
    let contents = ["t/app.kbpolicy": Support.policy, "t/form.json": Support.scene]
    var whole = PolicyTestRunner(files: Support.files(contents))
    whole.keepsOutcomes = false
    let expected = whole.run(path: "t/app.kbtest", text: text)
    var streaming = PolicyTestRunner(files: Support.files(contents))
    var handed: [PolicyTestResult] = []
    let result = streaming.run(path: "t/app.kbtest", text: text) { test, sources in
      #expect(sources["t/app.kbtest"] != nil)
      handed.append(test)
    }
    #expect(handed == expected.results)
    #expect(handed.map(\.test.name) == ["a", "b", "c", "d"])
    #expect(result.results.isEmpty)
    // a passes; b (nested test), c (gap 1) and d (never closed) fail.
    #expect(result.passed == 1 && result.failed == 3)
    #expect(result.passed == expected.passed && result.failed == expected.failed)
    #expect(result.diagnostics == expected.diagnostics)
    #expect(result.diagnostics.map(\.code) == ["T001", "T006", "T007"], "\(result.diagnostics)")
  }
}
