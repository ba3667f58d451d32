import Foundation
import Testing

/// A policy test's `mount "Cell.xib" in TABLE` (issue #23 item 12): the InterfaceBuilder fixtures
/// `Inbox.storyboard` and `ReplyCell.xib` copied beside the test file (iPhone 15: keyboard top
/// 516; the reply field at 59 + 0 + 44 = 103…137, gap 516 − 137 = 379).
@Suite struct MountTestSettingTests {
  func directory(test: String) throws -> URL {
    let directory = try Support.temporaryDirectory()
    let fixtures = Support.repository.appendingPathComponent("Tests/InterfaceBuilderTests/Fixtures")
    for name in ["Inbox.storyboard", "ReplyCell.xib"] {
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent(name), to: directory.appendingPathComponent(name))
    }
    try "version 1\n".write(
      to: directory.appendingPathComponent("app.kbpolicy"), atomically: true, encoding: .utf8)
    try test.write(
      to: directory.appendingPathComponent("inbox.kbtest"), atomically: true, encoding: .utf8)
    return directory
  }

  @Test func aCellRegisteredInCodeIsTestedInItsTable() throws {
    let directory = try directory(
      test: """
        version 1
        policy "app.kbpolicy"
        storyboard "Inbox.storyboard"
        mount "ReplyCell.xib" in replies

        test "the reply field is clear of the keyboard" {
          field reply
          expect verdict = visible
          expect gap = 379 ± 0.5
          expect moved-by = 0
        }

        """)
    let run = Support.cli(["test", directory.path])
    #expect(run.code == 0, "\(run.out)\(run.err)")
    #expect(run.out.contains("PASS"))
  }

  @Test func aMalformedMountLineIsAnError() throws {
    let directory = try directory(
      test: """
        version 1
        policy "app.kbpolicy"
        storyboard "Inbox.storyboard"
        mount "ReplyCell.xib" replies

        test "t" {
          field reply
          expect verdict = visible
        }

        """)
    let run = Support.cli(["test", directory.path])
    #expect(run.code != 0)
    #expect((run.out + run.err).contains("expected 'mount \"Cell.xib\" in TABLE'"))
  }
}

/// A policy test with events on a `UITableViewController` screen: UIKit's own scroll is measured
/// (`Tests/PolicyExplainTests/Fixtures/cases/settings-table.scene.json`: the bio row scrolls 207,
/// gap 13, as `explain` says).
@Suite struct TableControllerEventsTests {
  @Test func theEventsPathMeasuresUIKitsScroll() throws {
    let directory = try Support.temporaryDirectory()
    let cases = Support.repository.appendingPathComponent("Tests/PolicyExplainTests/Fixtures/cases")
    for name in ["settings-table.scene.json", "settings-table.kbpolicy"] {
      try FileManager.default.copyItem(
        at: cases.appendingPathComponent(name), to: directory.appendingPathComponent(name))
    }
    let test = """
      version 1
      policy "settings-table.kbpolicy"
      scene "settings-table.scene.json"
      field bio

      test "UIKit scrolls the bio row" {
        expect verdict = uikit-scrolls
        expect moved-by = 207 ± 0.5
        expect gap = 13 ± 0.5
      }

      test "the same after focus and a keyboard show" {
        events {
          focus bio
          keyboard show height 336
        }
        expect verdict = uikit-scrolls
        expect moved-by = 207 ± 0.5
        expect gap = 13 ± 0.5
      }

      """
    try test.write(
      to: directory.appendingPathComponent("table.kbtest"), atomically: true, encoding: .utf8)
    let run = Support.cli(["test", directory.path])
    #expect(run.code == 0, "\(run.out)\(run.err)")
    #expect(run.out.contains("2 passed, 0 failed"))
  }
}
