import Foundation
import Testing

@testable import KBPolicyCLI

/// The messages a new team meets in its first hour say what is wrong and how to fix it.
@Suite struct FirstHourMessageTests {
  static let bareBioScene = """
    {"window": [393, 852], "keyboard": {"height": 336},
     "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "bio", "class": "UITextView", "frame": [24, 600, 345, 120]}]}]}
    """

  /// `field "bio"` for a view whose scene id is `bio` but which has no accessibility identifier:
  /// explain's near misses and lint (with the scene: `desk-only-name`) both say why the rule
  /// misses it.
  @Test func aRuleNamingAViewIdWithoutAccessibilityIdentifierIsCalledOut() throws {
    let directory = try CLI.temporaryDirectory()
    let scene = try CLI.write(Self.bareBioScene, "bio.scene.json", in: directory)
    let policy = try CLI.write(
      "version 1\n\nfield \"bio\" {\n  distance = 30\n}\n", "bio.kbpolicy", in: directory)
    let explain = CLI.run(["explain", "--policy", policy, "--scene", scene, "--field", "bio"])
    #expect(explain.code == 0, "\(explain.err)")
    #expect(
      explain.out.contains("its id is 'bio' but it has no accessibility identifier"),
      "\(explain.out)")
    let lint = CLI.run(["lint", "--reporter", "human", "--scene", scene, policy])
    #expect(lint.err.contains("warning[L016]"), "\(lint.err)")
    #expect(!lint.err.contains("L010"), "desk-only-name reports it, not unmatched-selector too")
    #expect(
      lint.err.contains("view 'bio' has that id but no accessibility identifier"), "\(lint.err)")
  }
}

extension FirstHourMessageTests {
  /// IQKeyboardManager's spelling `ChatViewController.self` gets its own error with a fix-it,
  /// not "expected a new line".
  @Test func selfSuffixSaysClassesAreNamedWithoutIt() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(
      "version 1\n\nclass ChatViewController: UIViewController\n\navoidance {\n  disable in ChatViewController.self\n}\n",
      "self.kbpolicy", in: directory)
    let run = CLI.run(["check", policy])
    #expect(run.code == 1)
    #expect(
      run.err.contains("classes are named without '.self': write 'ChatViewController'"),
      "\(run.err)")
    #expect(!run.err.contains("expected a new line"), "\(run.err)")
    #expect(run.err.contains("E057"))
  }

  /// `field bio` can never match (no class is named so): an error with the quoted fix-it.
  @Test func anUnquotedFieldIdentifierIsAnError() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(
      "version 1\n\nfield bio {\n  distance = 30\n}\n", "bio.kbpolicy", in: directory)
    let check = CLI.run(["check", "--reporter", "human", policy])
    #expect(check.code == 1)
    #expect(check.err.contains("error[E058]"), "\(check.err)")
    #expect(check.err.contains("field \"bio\""))
    let lint = CLI.run(["lint", "--reporter", "human", policy])
    #expect(lint.code == 1)
    #expect(!lint.err.contains("L007"), "reported once, as the error: \(lint.err)")
  }

  /// With `disable in` lines in the feature, "already enabled everywhere" is not what is true.
  @Test func deadEnableDoesNotClaimEnabledEverywhereNextToDisableLists() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(
      """
      version 1

      class ChatViewController: UIViewController
      class SettingsViewController: UIViewController
      class LegacyViewController: UIViewController

      avoidance {
        enabled = true
        disable in ChatViewController
        disable in SettingsViewController
        enable in LegacyViewController
      }

      """, "dead.kbpolicy", in: directory)
    let lint = CLI.run(["lint", "--reporter", "human", policy])
    #expect(lint.err.contains("[L001]") || lint.err.contains("warning[L001]"), "\(lint.err)")
    #expect(!lint.err.contains("enabled everywhere"), "\(lint.err)")
    #expect(lint.err.contains("wherever no 'disable in' turns it off"))
  }

  /// A suggested edit points at a line and column that exist in the policy as it is.
  @Test func whatIfEditsPointAtPlacesThatExist() throws {
    let policy = CLI.path("rules/examples/chat.kbpolicy")
    let run = CLI.run([
      "explain", "--policy", policy, "--scene", CLI.path("rules/examples/chat.scene.json"),
      "--field", "message", "--format", "json",
    ])
    let text = try String(contentsOfFile: policy, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    var checked = 0
    for whatIf in (root["whatIf"] as? [[String: Any]]) ?? [] {
      for edit in (whatIf["edits"] as? [[String: Any]]) ?? [] {
        for line in (edit["lines"] as? [[String: Any]]) ?? [] {
          let number = try #require(line["line"] as? Int)
          let column = try #require(line["column"] as? Int)
          #expect(number >= 1 && number <= lines.count, "line \(number)")
          let length = number <= lines.count ? lines[number - 1].utf8.count : 0
          #expect(
            column >= 1 && column <= length + 1, "\(number):\(column) on '\(lines[number - 1])'")
          checked += 1
        }
      }
    }
    #expect(checked >= 3)
  }
}
