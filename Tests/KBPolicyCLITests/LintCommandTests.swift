import Foundation
import Testing
@testable import KBPolicyCLI

@Suite struct LintCommandTests {
  static let shadowed = """
    version 1
    class SettingsViewController: UITableViewController

    avoidance {
      enabled = false
      enable in SettingsViewController
    }

    """

  @Test func shippedRulesLintCleanWithStrict() {
    let result = CLI.run([
      "lint", "--strict", CLI.repository.appendingPathComponent("rules").path,
    ])
    #expect(result.code == 0, "\(result.out)\(result.err)")
    #expect(result.out.isEmpty)
  }

  @Test func warningsExit0AndFailWithStrict() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.shadowed, "a.kbpolicy", in: directory)
    let plain = CLI.run(["lint", "--reporter", "xcode", path])
    #expect(plain.code == 0)
    #expect(
      plain.err.hasPrefix("\(path):6:13: warning: 'enable in SettingsViewController' never applies")
    )
    #expect(plain.err.contains("[L002]"))
    #expect(CLI.run(["lint", "--strict", path]).code == 1)
  }

  @Test func directoriesExpandAndErrorsExit1() throws {
    let directory = try CLI.temporaryDirectory()
    _ = try CLI.write(
      "version 1\ntoolbar {\n  order = postion\n}\n", "bad.kbpolicy", in: directory)
    _ = try CLI.write("version 1\n", "good.kbpolicy", in: directory)
    _ = try CLI.write("not a policy", "notes.txt", in: directory)
    let result = CLI.run(["lint", "--reporter", "json", directory.path])
    #expect(result.code == 1)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect((root["files"] as? [Any])?.count == 2)
    #expect((root["summary"] as? [String: Any])?["errors"] as? Int == 1)
  }

  @Test func humanReporterOnTerminalGoesToStandardError() throws {
    let result = CLI.run(["lint", "-"], stdin: Self.shadowed, terminal: true)
    #expect(result.code == 0)
    #expect(result.out.isEmpty)
    #expect(result.err.contains("warning[L002]"))
    #expect(result.err.contains("<stdin>:6:13"))
    #expect(result.err.hasSuffix("0 errors, 1 warning in 1 file\n"))
  }

  /// Diagnostics (human, xcode) go to standard error in every command; the machine reports
  /// (json, sarif, github) are the run's output, on standard output.
  @Test func diagnosticsGoToStandardErrorReportsToStandardOutput() {
    for reporter in ["human", "xcode"] {
      let result = CLI.run(["lint", "--reporter", reporter, "-"], stdin: Self.shadowed)
      #expect(result.code == 0)
      #expect(result.err.contains("L002"), "\(reporter)")
      #expect(result.out.isEmpty, "\(reporter)")
    }
    for reporter in ["json", "sarif", "github"] {
      let result = CLI.run(["lint", "--reporter", reporter, "-"], stdin: Self.shadowed)
      #expect(result.code == 0)
      #expect(result.out.contains("L002") || result.out.contains("shadowed-enable"), "\(reporter)")
      #expect(result.err.isEmpty, "\(reporter)")
    }
  }

  @Test func scenesFeedUnmatchedSelectorAndKnownClasses() throws {
    let directory = try CLI.temporaryDirectory()
    let scene = try CLI.write(
      """
      {"window": [393, 852], "classes": {"LoginViewController": "UIViewController"},
       "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "email", "class": "UITextField", "accessibilityIdentifier": "email", "frame": [16, 300, 361, 44], "textInput": "textField"}]}],
       "controllers": [{"class": "LoginViewController", "view": "root"}]}
      """, "login.json", in: directory)
    let policy =
      "version 1\n\ncontroller LoginViewController {\n  distance = 20\n}\n\nfield \"emial\" {\n  distance = 30\n}\n"
    let without = CLI.run(["lint", "--reporter", "xcode", "-"], stdin: policy)
    #expect(without.err.contains("unknown class 'LoginViewController'"))
    #expect(!without.err.contains("L010"))
    let with = CLI.run(["lint", "--reporter", "xcode", "--scene", scene, "-"], stdin: policy)
    #expect(!with.err.contains("unknown class"))
    #expect(
      with.err.contains(
        "<stdin>:7:7: warning: 'field \"emial\"' matches nothing in the given scene [L010]"))
  }

  @Test func storyboardScenesFeedUnmatchedSelector() {
    let storyboard = CLI.path("rules/examples/Checkout.storyboard")
    let policy =
      "version 1\n\nfield \"bio\" {\n  distance = 30\n}\n\nfield \"nickname\" {\n  distance = 30\n}\n"
    let result = CLI.run(
      ["lint", "--reporter", "xcode", "--storyboard", storyboard, "-"], stdin: policy)
    #expect(result.code == 0)
    // 'bio' is a text view of the storyboard's sign-up screen; 'nickname' is nowhere.
    #expect(!result.err.contains("'field \"bio\"' matches nothing"))
    #expect(
      result.err.contains(
        "<stdin>:7:7: warning: 'field \"nickname\"' matches nothing in any of the 2 given scenes [L010]"
      ))
    let missing = CLI.run(["lint", "--storyboard", "/nonexistent.storyboard", "-"], stdin: policy)
    #expect(missing.code == 2)
  }

  @Test func usageErrors() throws {
    #expect(CLI.run(["lint"]).code == 2)
    let reporter = CLI.run(["lint", "--reporter", "sarf", "-"])
    #expect(reporter.code == 2)
    #expect(reporter.err.contains("unknown reporter 'sarf'"))
    #expect(reporter.err.contains("did you mean 'sarif'?"))
    #expect(CLI.run(["lint", "/nonexistent/x.kbpolicy"]).code == 2)
    let directory = try CLI.temporaryDirectory()
    let badScene = try CLI.write("{\"window\": 5}", "bad.json", in: directory)
    // An invalid scene is invalid input: exit 1, as from explain and simulate.
    let scene = CLI.run(["lint", "--scene", badScene, "-"], stdin: "version 1\n")
    #expect(scene.code == 1)
    #expect(scene.err.contains("\(badScene): error: "))
    #expect(scene.err.contains("is not valid"))
  }

  @Test func helpIsListed() {
    #expect(CLI.run(["--help"]).out.contains("lint"))
    for command in ["lint", "rules", "fmt"] {
      let help = CLI.run([command, "--help"])
      #expect(help.code == 0)
      #expect(help.out.hasPrefix("usage: kbpolicy \(command)"))
    }
  }
}
