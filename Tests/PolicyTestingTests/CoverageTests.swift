import Foundation
import Testing

@testable import PolicyTesting

/// `kbpolicy test --coverage`: which rules the tests exercised, the uncovered ones with
/// file:line:column, the threshold, and the JSON and JUnit outputs.
@Suite struct CoverageTests {
  /// Three rules and an entry; the test below exercises the controller rule and the feature
  /// setting (the field's distance and its avoidance), not the field rule for "other" or the
  /// class named in `disable in` (no tested field is in one).
  static let policy = """
    version 1

    class FormViewController: UIViewController
    class OtherViewController: UIViewController

    avoidance {
      enabled = true
      disable in OtherViewController
    }

    controller FormViewController {
      distance = 24
    }

    field "other" {
      distance = 50
    }

    """

  static let scene = """
    {"version": 1, "window": {"width": 393, "height": 852}, "statusBarHeight": 59,
     "classes": {"FormViewController": "UIViewController"},
     "keyboard": {"height": 336},
     "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "email", "class": "UITextField", "frame": [16, 700, 361, 44],
        "accessibilityIdentifier": "email"}]}],
     "controllers": [{"id": "vc", "class": "FormViewController", "view": "root"}]}
    """

  static let tests = """
    version 1

    policy "app.kbpolicy"
    scene "screen.json"

    test "email keeps the form's distance" {
      field email
      expect distance = 24
    }

    """

  func fixture() throws -> URL {
    let directory = try Support.temporaryDirectory()
    for (name, text) in [
      ("app.kbpolicy", Self.policy), ("screen.json", Self.scene), ("app.kbtest", Self.tests),
    ] {
      try text.write(
        to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

  @Test func listsTheRulesNoTestExercisedWithTheirLocations() throws {
    let directory = try fixture()
    let policy = directory.appendingPathComponent("app.kbpolicy").path
    let run = Support.cli(["test", "--coverage", directory.path])
    #expect(run.code == 0, "\(run.out)\(run.err)")
    // Countable: enabled (7:3), disable in OtherViewController (8:14), distance 24 (12:3),
    // distance 50 (16:3). Exercised: enabled and distance 24. 2 of 4 = 50%.
    #expect(run.out.contains("coverage: 2 of 4 rules and list entries exercised (50.0%)\n"))
    #expect(run.out.contains("  \(policy):8:"), "\(run.out)")
    #expect(run.out.contains("  \(policy):16:3: field \"other\" { distance = 50 }\n"), "\(run.out)")
    #expect(!run.out.contains("  \(policy):12:3:"), "\(run.out)")
  }

  @Test func failsBelowTheThreshold() throws {
    let directory = try fixture()
    let low = Support.cli(["test", "--min-coverage", "50", directory.path])
    #expect(low.code == 0, "\(low.out)\(low.err)")
    let high = Support.cli(["test", "--min-coverage", "75", directory.path])
    #expect(high.code == 1)
    #expect(high.err.contains("error: coverage 50.0% is below --min-coverage 75.0%"), "\(high.err)")
    // A second test exercising the field rule for "other": 3 of 4.
    let more =
      Self.tests
      + "test \"other\" {\n  field other\n  expect distance = 50\n}\n"
    try more.write(
      to: directory.appendingPathComponent("app.kbtest"), atomically: true, encoding: .utf8)
    let scene = Self.scene.replacingOccurrences(
      of: "\"accessibilityIdentifier\": \"email\"}",
      with:
        "\"accessibilityIdentifier\": \"email\"},\n{\"id\": \"other\", \"class\": \"UITextField\", \"frame\": [16, 100, 361, 44], \"accessibilityIdentifier\": \"other\"}"
    )
    try scene.write(
      to: directory.appendingPathComponent("screen.json"), atomically: true, encoding: .utf8)
    let passed = Support.cli(["test", "--min-coverage", "75", directory.path])
    #expect(passed.code == 0, "\(passed.out)\(passed.err)")
    #expect(passed.out.contains("coverage: 3 of 4 rules and list entries exercised (75.0%)"))
    #expect(Support.cli(["test", "--min-coverage", "101", directory.path]).code == 2)
    #expect(Support.cli(["test", "--coverage", "--update", directory.path]).code == 2)
  }

  @Test func jsonAndJUnit() throws {
    let directory = try fixture()
    let json = directory.appendingPathComponent("coverage.json").path
    let run = Support.cli([
      "test", "--reporter", "junit", "--min-coverage", "80", "--coverage-json", json,
      directory.path,
    ])
    #expect(run.code == 1)
    let data = try Data(contentsOf: URL(fileURLWithPath: json))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(document["covered"] as? Int == 2)
    #expect(document["total"] as? Int == 4)
    #expect(document["percentage"] as? Double == 50)
    #expect(document["passed"] as? Bool == false)
    let uncovered = try #require(document["uncovered"] as? [[String: Any]])
    #expect(uncovered.map { $0["line"] as? Int } == [8, 16])
    #expect(run.out.contains("<testsuite name=\"kbpolicy coverage\" tests=\"1\" failures=\"1\""))
    #expect(
      run.out.contains("<failure message=\"coverage 50.0% (minimum 80.0%)\" type=\"coverage\">"))
    // The document's totals count the coverage case: 1 test + 1 coverage case, 1 failure.
    #expect(
      run.out.contains("<testsuites name=\"kbpolicy test\" tests=\"2\" failures=\"1\""),
      "\(run.out)")
    // The text goes to standard error with JUnit.
    #expect(run.err.contains("coverage: 2 of 4"))
  }
}
