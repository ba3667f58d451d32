import Foundation
import Testing

@testable import KBPolicyCLI

/// A setting that can never act is not silent: a field's distance on a screen where avoidance is
/// off (a `UITableViewController`, which the default policy turns avoidance off in).
@Suite struct InactiveSettingTests {
  static let scene = """
    {"window": [393, 852], "keyboard": {"height": 336},
     "classes": {"ProfileViewController": "UITableViewController"},
     "controllers": [{"id": "profile", "class": "ProfileViewController", "view": "root"}],
     "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "bio", "class": "UITextView", "frame": [24, 600, 345, 120],
        "accessibilityIdentifier": "bio"}]}]}
    """

  static let policy = "version 1\n\nfield \"bio\" {\n  distance = 60\n}\n"

  @Test func explainSaysTheDistanceDoesNotActNextToItsValue() throws {
    let directory = try CLI.temporaryDirectory()
    let scene = try CLI.write(Self.scene, "profile.scene.json", in: directory)
    let policy = try CLI.write(Self.policy, "app.kbpolicy", in: directory)
    let run = CLI.run(["explain", "--policy", policy, "--scene", scene, "--field", "bio"])
    #expect(run.code == 0, "\(run.err)")
    let lines = run.out.split(separator: "\n").map(String.init)
    let distance = try #require(lines.firstIndex { $0.hasPrefix("  distance ") })
    // Under the distance's own lines (its losers), before the next setting.
    let block = lines[(distance + 1)...].prefix { $0.hasPrefix("      ") }
    #expect(
      block.contains { $0.contains("! does not act: avoidance is off for this field") },
      "\(lines[distance...].prefix(4))")
    let json = CLI.run([
      "explain", "--policy", policy, "--scene", scene, "--field", "bio", "--format", "json",
    ])
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let decisions = try #require(root["decisions"] as? [String: Any])
    #expect(
      ((decisions["distance"] as? [String: Any])?["inactive"] as? String)?.contains(
        "avoidance is off") == true)
    #expect((decisions["avoidance"] as? [String: Any])?["inactive"] is NSNull)
  }

  /// "bio keeps 60 pt" used to pass without the field ever moving.
  @Test func aPolicyTestPinningADistanceThatDoesNotActFails() throws {
    let directory = try CLI.temporaryDirectory()
    _ = try CLI.write(Self.scene, "profile.scene.json", in: directory)
    _ = try CLI.write(Self.policy, "app.kbpolicy", in: directory)
    let test = try CLI.write(
      """
      version 1

      policy "app.kbpolicy"
      scene "profile.scene.json"

      test "bio keeps 60 pt" {
        field bio
        expect distance = 60
      }

      """, "bio.kbtest", in: directory)
    let run = CLI.run(["test", test])
    #expect(run.code == 1, "\(run.out)")
    #expect(run.out.contains("FAIL"), "\(run.out)")
    #expect(
      run.out.contains("distance: 60 is decided but does not act: avoidance is off"), "\(run.out)")
  }

  @Test func lintWithTheSceneReportsTheDistanceThatNeverActs() throws {
    let directory = try CLI.temporaryDirectory()
    let scene = try CLI.write(Self.scene, "profile.scene.json", in: directory)
    let policy = try CLI.write(Self.policy, "app.kbpolicy", in: directory)
    let run = CLI.run(["lint", "--reporter", "xcode", "--scene", scene, policy])
    #expect(
      run.err.contains(
        "app.kbpolicy:4:3: warning: 'distance' never acts in the given scenes: avoidance is off for every field it decides [L014]"
      ), "\(run.err)")
    // Without the scene nothing is known about the screens: no finding.
    #expect(!CLI.run(["lint", "--reporter", "xcode", policy]).err.contains("L014"))
  }
}
