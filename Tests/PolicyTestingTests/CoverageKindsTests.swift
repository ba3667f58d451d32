import Foundation
import Testing

@testable import PolicyTesting

/// `kbpolicy test --coverage` counts every kind of rule and list entry: `scroll-view` rules,
/// `deep-containers` and `ignore-touches-in` entries beside the settings, each covered when a
/// test's field depends on it and listed with file:line:column when none does.
@Suite struct CoverageKindsTests {
  /// Columns, counted on the lines as written (two spaces of indentation):
  /// line 10 `  deep-containers FormContainer, OtherContainer`: 2 + 15 + 1 = 18, FormContainer at
  /// 19 (13 letters: 19...31), ", " at 32...33, OtherContainer at 34.
  /// line 15 `  ignore-touches-in Backdrop, Banner`: 2 + 17 + 1 = 20, Backdrop at 21 (21...28),
  /// ", " at 29...30, Banner at 31.
  static let policy = """
    version 1

    class FormViewController: UIViewController
    class FormContainer: UIView
    class OtherContainer: UIView
    class Backdrop: UIView
    class Banner: UIView

    toolbar {
      deep-containers FormContainer, OtherContainer
    }

    resign-on-touch {
      enabled = true
      ignore-touches-in Backdrop, Banner
    }

    scroll-view "form-scroll" {
      adjust-inset = off
    }

    scroll-view "other-scroll" {
      adjust = off
    }

    """

  /// The email field in a FormContainer in the scroll view "form-scroll", a Backdrop view beside
  /// it; no OtherContainer, Banner or "other-scroll" anywhere.
  static let scene = """
    {"version": 1, "window": {"width": 393, "height": 852}, "statusBarHeight": 59,
     "classes": {"FormViewController": "UIViewController", "FormContainer": "UIView",
                 "OtherContainer": "UIView", "Backdrop": "UIView", "Banner": "UIView"},
     "keyboard": {"height": 336},
     "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "backdrop", "class": "Backdrop", "frame": [0, 0, 393, 59]},
       {"id": "form-scroll", "class": "UIScrollView", "frame": [0, 59, 393, 793],
        "accessibilityIdentifier": "form-scroll",
        "scroll": {"contentOffset": [0, 0], "contentSize": [393, 1200]}, "subviews": [
         {"id": "form", "class": "FormContainer", "frame": [0, 0, 393, 1200], "subviews": [
           {"id": "name", "class": "UITextField", "frame": [16, 100, 361, 44],
            "accessibilityIdentifier": "name"},
           {"id": "email", "class": "UITextField", "frame": [16, 640, 361, 44],
            "accessibilityIdentifier": "email"}]}]}]}],
     "controllers": [{"id": "vc", "class": "FormViewController", "view": "root"}]}
    """

  static let tests = """
    version 1

    policy "app.kbpolicy"
    scene "screen.json"

    test "email moves with the form" {
      field email
      expect next = none
    }

    """

  func fixture(tests: String = Self.tests) throws -> URL {
    let directory = try Support.temporaryDirectory()
    for (name, text) in [
      ("app.kbpolicy", Self.policy), ("screen.json", Self.scene), ("app.kbtest", tests),
    ] {
      try text.write(
        to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

  /// Countable (7): enabled 14:3, FormContainer 10:19, OtherContainer 10:34, Backdrop 15:21,
  /// Banner 15:31, adjust-inset 19:3, adjust 23:3. The email test exercises enabled (its
  /// resign-on-touch), FormContainer (its deep container), Backdrop (a tap on 'backdrop' keeps
  /// its keyboard) and adjust-inset (a flag of 'form-scroll', around it): 4 of 7 = 57.1%.
  @Test func countsScrollViewRulesAndEveryListEntry() throws {
    let directory = try fixture()
    let policy = directory.appendingPathComponent("app.kbpolicy").path
    let run = Support.cli(["test", "--coverage", directory.path])
    #expect(run.code == 0, "\(run.out)\(run.err)")
    #expect(
      run.out.contains("coverage: 4 of 7 rules and list entries exercised (57.1%)\n"), "\(run.out)")
    let uncovered = run.out.components(separatedBy: "not exercised by any test:\n").last ?? ""
    #expect(
      uncovered == """
          \(policy):10:34: toolbar { deep-containers OtherContainer }
          \(policy):15:31: resign-on-touch { ignore-touches-in Banner }
          \(policy):23:3: scroll-view "other-scroll" { adjust = off }

        """, "\(run.out)")
  }

  /// 4 of 7 (57.1%): `--min-coverage` fails above it; the JSON document and the JUnit suite
  /// carry the same uncovered entries with their locations.
  @Test func thresholdAndMachineOutputs() throws {
    let directory = try fixture()
    #expect(Support.cli(["test", "--min-coverage", "57", directory.path]).code == 0)
    let high = Support.cli(["test", "--min-coverage", "58", directory.path])
    #expect(high.code == 1)
    #expect(high.err.contains("error: coverage 57.1% is below --min-coverage 58.0%"), "\(high.err)")

    let json = directory.appendingPathComponent("coverage.json").path
    let run = Support.cli([
      "test", "--reporter", "junit", "--min-coverage", "60", "--coverage-json", json,
      directory.path,
    ])
    #expect(run.code == 1)
    let data = try Data(contentsOf: URL(fileURLWithPath: json))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(document["covered"] as? Int == 4)
    #expect(document["total"] as? Int == 7)
    #expect(document["percentage"] as? Double == 57.1)
    let uncovered = try #require(document["uncovered"] as? [[String: Any]])
    #expect(uncovered.map { $0["line"] as? Int } == [10, 15, 23])
    #expect(uncovered.map { $0["column"] as? Int } == [34, 31, 3])
    #expect(
      uncovered.map { $0["rule"] as? String } == [
        "toolbar { deep-containers OtherContainer }",
        "resign-on-touch { ignore-touches-in Banner }",
        "scroll-view \"other-scroll\" { adjust = off }",
      ])
    #expect(
      run.out.contains("<failure message=\"coverage 57.1% (minimum 60.0%)\" type=\"coverage\">"))
    #expect(
      run.out.contains(":23:3: scroll-view &quot;other-scroll&quot; { adjust = off }"), "\(run.out)"
    )
    #expect(run.out.contains(":10:34: toolbar { deep-containers OtherContainer }"))
  }

  /// With resign-on-touch off for the tested field, no `ignore-touches-in` entry decides
  /// anything for it: Backdrop is uncovered too (and enabled still wins the setting).
  @Test func ignoreTouchesInNeedsResignOnTouch() throws {
    let off = Self.tests.replacingOccurrences(
      of: "  field email\n", with: "  field email\n  expect resign-on-touch = off\n")
    let directory = try fixture(tests: off)
    let policy = Self.policy.replacingOccurrences(
      of: "scroll-view \"form-scroll\" {",
      with: "field \"email\" {\n  resign-on-touch = off\n}\n\nscroll-view \"form-scroll\" {")
    try policy.write(
      to: directory.appendingPathComponent("app.kbpolicy"), atomically: true, encoding: .utf8)
    let run = Support.cli(["test", "--coverage", directory.path])
    #expect(run.code == 0, "\(run.out)\(run.err)")
    // 8 countable now (the field rule at 19:3 added, the scroll-view rules 4 lines lower):
    // exercised the field rule, FormContainer, adjust-inset: 3 of 8 = 37.5%.
    #expect(
      run.out.contains("coverage: 3 of 8 rules and list entries exercised (37.5%)\n"), "\(run.out)")
    #expect(run.out.contains(":15:21: resign-on-touch { ignore-touches-in Backdrop }\n"))
    #expect(run.out.contains(":14:3: resign-on-touch { enabled = true }\n"))
  }
}
