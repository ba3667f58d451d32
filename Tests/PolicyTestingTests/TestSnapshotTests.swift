import PolicyLanguage
import Testing

@testable import PolicyTesting

@Suite struct TestSnapshotTests {
  @Test func updateFixesOnlyWhatIsWrongInPlace() throws {
    let text = """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "email" {
        field email
        expect distance = 30 from avoidance { distance = 12 }   # the field rule
        expect gap = 24 ± 0.5
        expect toolbar.order = subviews from app.kbpolicy:2
      }

      """
    let result = Support.run(text, update: true)
    let updated = try #require(result.updatedText)
    #expect(
      updated == """
        version 1
        policy "app.kbpolicy"
        scene "form.json"
        test "email" {
          field email
          expect distance = 24 from field "email" { distance = 24 }   # the field rule
          expect gap = 24 ± 0.5
          expect toolbar.order = subviews from rules/default.kbpolicy:21
        }

        """)
    // The updated file passes, and updating it again changes nothing.
    let again = Support.run(updated, update: true)
    #expect(again.failed == 0)
    #expect(again.updatedText == nil)
  }

  @Test func anEmptyTestGetsEveryAnswerOneLineEach() throws {
    let text =
      "version 1\npolicy \"app.kbpolicy\"\nscene \"form.json\"\ntest \"x\" {\n  field email\n}\n"
    let updated = try #require(Support.run(text, update: true).updatedText)
    let lines = updated.split(separator: "\n").filter { $0.hasPrefix("  expect ") }
    // Every setting that acts, and the three engine results: the toolbar is off (the default),
    // so its title and arrows settings never act and are not pinned (a pin of one would fail).
    // `keep-visible` is pinned as `none` (the field has no companion, so no companion line).
    #expect(lines.count == SettingName.allCases.count - 2 + 3)
    #expect(lines.contains("  expect keep-visible = none from built-in"))
    #expect(
      !lines.contains { $0.contains("toolbar.placeholder") || $0.contains("toolbar.previous-next") }
    )
    #expect(lines.contains("  expect distance = 24 from field \"email\" { distance = 24 }"))
    #expect(lines.contains("  expect verdict = visible"))
    #expect(lines.contains("  expect moved-by = 152"))
    #expect(lines.contains("  expect gap = 24"))
    #expect(updated.hasSuffix("  expect gap = 24\n}\n"))
    let rerun = Support.run(updated)
    #expect(rerun.failed == 0 && rerun.passed == 1)
  }
}
