import PolicyLanguage
import Testing

@testable import PolicyTesting

/// `kbpolicy test` on a screen that follows the keyboard layout guide (`email` at y 600, bottom
/// 644; keyboard 336, top 516): the verdict is `layout-guide-follows` with and without events,
/// the field measured where the engine left it, before Auto Layout's move; a `field` rule aimed
/// at the screen moves it as on any screen.
@Suite struct LayoutGuideTestRunnerTests {
  static let scene = Support.scene.replacingOccurrences(
    of: #""view": "root"}"#, with: #""view": "root", "followsKeyboardLayoutGuide": true}"#)

  func run(_ test: String, policy: String = "version 1\n") -> PolicyTestFileResult {
    Support.run(test, extra: ["t/form.json": Self.scene, "t/app.kbpolicy": policy])
  }

  @Test func theGuideMovesTheScreenWithAndWithoutEvents() throws {
    #expect(Self.scene.contains("followsKeyboardLayoutGuide"))
    // Nothing moved: gap 516 − 644 = −128.
    let result = run(
      """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "explained" {
        field email
        expect verdict = layout-guide-follows
        expect moved-by = 0
        expect gap = -128
      }
      test "simulated" {
        field email
        events {
          focus email
          keyboard show height 336
        }
        expect verdict = layout-guide-follows
        expect moved-by = 0
        expect gap = -128
      }
      """)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.results.map(\.status) == [.passed, .passed],
      "\(result.results.flatMap(\.failures).map(\.message))")
  }

  @Test func aFieldRuleMovesTheScreenAsAnyScreen() throws {
    // 644 must end at 516 − 10 = 506: the root rises 138 pt, a gap of 10.
    let result = run(
      """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "simulated" {
        field email
        events {
          focus email
          keyboard show height 336
        }
        expect verdict = visible
        expect moved-by = 138
        expect gap = 10
      }
      """, policy: "version 1\n\nfield \"email\" {\n  avoidance = on\n}\n")
    #expect(
      result.results.map(\.status) == [.passed],
      "\(result.diagnostics) \(result.results.flatMap(\.failures).map(\.message))")
  }
}
