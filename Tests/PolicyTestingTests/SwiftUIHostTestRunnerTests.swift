import PolicyLanguage
import Testing

@testable import PolicyTesting

/// `kbpolicy test` in a SwiftUI hosting controller (`email` at y 600, bottom 644; keyboard 336,
/// top 516): the default layer turns avoidance off there, and the verdict is `swiftui-avoids`
/// with and without events, the field measured before SwiftUI's own move.
@Suite struct SwiftUIHostTestRunnerTests {
  static let scene = Support.scene.replacingOccurrences(
    of: #""classes": {"FormViewController": "UIViewController"}"#,
    with: #""classes": {"FormViewController": "UIHostingController<FormView>"}"#)

  @Test func theHostMovesTheFieldWithAndWithoutEvents() throws {
    #expect(Self.scene.contains("UIHostingController<FormView>"))
    // Nothing moved by the engine: gap 516 − 644 = −128.
    let result = Support.run(
      """
      version 1
      policy "app.kbpolicy"
      scene "form.json"
      test "explained" {
        field email
        expect verdict = swiftui-avoids
        expect moved-by = 0
        expect gap = -128
      }
      test "simulated" {
        field email
        events {
          focus email
          keyboard show height 336
        }
        expect verdict = swiftui-avoids
        expect moved-by = 0
        expect gap = -128
      }
      """, extra: ["t/form.json": Self.scene, "t/app.kbpolicy": "version 1\n"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(
      result.results.map(\.status) == [.passed, .passed],
      "\(result.results.flatMap(\.failures).map(\.message))")
  }
}
