import Foundation
import Testing

@testable import KBPolicyCLI

/// `lint --sources` and `explain --sources`: the app's Swift and Objective-C code tells the
/// classes (and superclasses) a policy names, instead of `class` lines.
@Suite struct SourcesOptionTests {
  /// `ViewController` is within two edits of UIKit's `UIViewController` (an error unless it is
  /// declared); `CheckoutScreen` and `FormScreen` are unknown (a warning).
  static let policy = """
    version 1

    controller ViewController {
      distance = 30
    }

    controller FormScreen {
      distance = 24
    }

    """

  static let swift = """
    import UIKit

    /* class NotAClass: UIViewController {} is in a comment */
    final class ViewController: UIViewController, UITextFieldDelegate {
      let text = "class Fake: UIView"
    }

    class FormScreen: UIViewController {}
    """

  static let objectiveC = """
    #import <UIKit/UIKit.h>

    @interface CheckoutScreen : FormScreen <UITextFieldDelegate>
    @end
    """

  /// The app's code in a directory: one Swift file, one Objective-C header, and a text file the
  /// walk leaves out.
  func app() throws -> URL {
    let directory = try CLI.temporaryDirectory()
    let code = directory.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
    _ = try CLI.write(Self.swift, "Screens.swift", in: code)
    _ = try CLI.write(Self.objectiveC, "CheckoutScreen.h", in: code)
    _ = try CLI.write("class Other: UIViewController", "notes.txt", in: code)
    return directory
  }

  @Test func lintErrsWithoutSourcesAndIsCleanWithThem() throws {
    let directory = try app()
    let policy = try CLI.write(Self.policy, "app.kbpolicy", in: directory)
    let without = CLI.run(["lint", "--reporter", "xcode", policy])
    #expect(without.code == 1)
    #expect(without.err.contains("\(policy):3:12: error: unknown class 'ViewController' [E049]"))
    #expect(without.err.contains("\(policy):7:12: warning: unknown class 'FormScreen' [L007]"))
    let code = directory.appendingPathComponent("App").path
    let with = CLI.run(["lint", "--reporter", "xcode", "--strict", "--sources", code, policy])
    #expect(with.code == 0, "\(with.err)")
    #expect(with.err.isEmpty)
    #expect(with.out.isEmpty)
  }

  @Test func lintTakesFilesAndRepeatsAndStillWarnsForClassesOnlyInComments() throws {
    let directory = try app()
    let policy = try CLI.write(
      Self.policy + "controller NotAClass {\n  distance = 8\n}\n", "app.kbpolicy", in: directory)
    let file = directory.appendingPathComponent("App/Screens.swift").path
    let header = directory.appendingPathComponent("App/CheckoutScreen.h").path
    let result = CLI.run([
      "lint", "--reporter", "xcode", "--sources", file, "--sources", header, policy,
    ])
    #expect(result.code == 0, "\(result.err)")
    // The class inside a comment is not declared: only it is unknown.
    #expect(
      result.err.split(separator: "\n").filter { $0.contains("warning:") } == [
        "\(policy):10:12: warning: unknown class 'NotAClass' [L007]"
      ])
  }

  @Test func sourcesRefusesStandardInputOtherFilesAndEmptyDirectories() throws {
    let directory = try app()
    let policy = try CLI.write(Self.policy, "app.kbpolicy", in: directory)
    let stdin = CLI.run(["lint", "--sources", "-", policy])
    #expect(stdin.code == 2)
    #expect(stdin.err == "error: --sources reads files and directories, not standard input\n")
    let text = directory.appendingPathComponent("App/notes.txt").path
    let other = CLI.run(["lint", "--sources", text, policy])
    #expect(other.code == 2)
    #expect(
      other.err
        == "error: --sources: '\(text)' is not a Swift or Objective-C file (.swift, .m, .mm, .h)\n")
    let empty = directory.appendingPathComponent("Empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let none = CLI.run(["lint", "--sources", empty.path, policy])
    #expect(none.code == 2)
    #expect(none.err == "error: no Swift or Objective-C files in '\(empty.path)'\n")
    let missing = CLI.run(["lint", "--sources", "/nonexistent/App.swift", policy])
    #expect(missing.code == 2)
    #expect(missing.err == "error: no such file '/nonexistent/App.swift'\n")
  }

  /// A FIFO and a link to a directory below a `--sources` directory are not read (the walk of
  /// every directory argument); the run does not hang.
  @Test func sourcesDirectoryWalkSkipsFIFOsAndDirectoryLinks() throws {
    let directory = try app()
    let code = directory.appendingPathComponent("App")
    let fifo = code.appendingPathComponent("Pipe.swift").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let outside = directory.appendingPathComponent("Outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    _ = try CLI.write("class Linked: UIViewController {}\n", "Linked.swift", in: outside)
    try FileManager.default.createSymbolicLink(
      at: code.appendingPathComponent("Linked"), withDestinationURL: outside)
    let policy = try CLI.write(
      Self.policy + "controller Linked {\n  distance = 8\n}\n", "app.kbpolicy", in: directory)
    let result = CLI.run(["lint", "--reporter", "xcode", "--sources", code.path, policy])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.err.contains("note: skipped '\(fifo)': a FIFO, not a regular file"))
    #expect(result.err.contains("warning: unknown class 'Linked' [L007]"))
  }

  /// A scene whose focused field sits in a `CheckoutScreen`, a class only the Objective-C
  /// header declares (its superclass `FormScreen` only the Swift file).
  static let scene = """
    {"window": [393, 852], "keyboard": {"height": 336},
     "controllers": [{"id": "checkout", "class": "CheckoutScreen", "view": "root"}],
     "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "email", "class": "UITextField", "frame": [24, 200, 345, 44],
        "accessibilityIdentifier": "email"}]}]}
    """

  @Test func explainCompilesWithTheSourcesClassesAndMatchesTheirSuperclasses() throws {
    let directory = try app()
    let policy = try CLI.write(Self.policy, "app.kbpolicy", in: directory)
    let scene = try CLI.write(Self.scene, "checkout.scene.json", in: directory)
    let arguments = [
      "explain", "--policy", policy, "--scene", scene, "--field", "email", "--format", "json",
    ]
    // Without the sources the policy does not compile (ViewController reads as a misspelling).
    let without = CLI.run(arguments)
    #expect(without.code == 1)
    #expect(without.err.contains("error[E049]: unknown class 'ViewController'"))
    let code = directory.appendingPathComponent("App").path
    let with = CLI.run(arguments + ["--sources", code])
    #expect(with.code == 0, "\(with.err)")
    #expect(with.err.isEmpty, "\(with.err)")
    // CheckoutScreen : FormScreen (the header) : UIViewController (the Swift file): the
    // controller rule for FormScreen decides the distance.
    #expect(distance(with.out) == 24)
  }

  /// The policy's `class CheckoutScreen: UIViewController` wins over the header's
  /// `CheckoutScreen : FormScreen`: the FormScreen rule no longer matches, the default layer's
  /// 10 pt decides.
  @Test func explainLetsThePolicysClassLineWinOverTheSources() throws {
    let directory = try app()
    let policy = try CLI.write(
      Self.policy.replacingOccurrences(
        of: "version 1\n", with: "version 1\nclass CheckoutScreen: UIViewController\n"),
      "app.kbpolicy", in: directory)
    let scene = try CLI.write(Self.scene, "checkout.scene.json", in: directory)
    let result = CLI.run([
      "explain", "--policy", policy, "--scene", scene, "--field", "email", "--format", "json",
      "--sources", directory.appendingPathComponent("App").path,
    ])
    #expect(result.code == 0, "\(result.err)")
    #expect(distance(result.out) == 10)
  }

  /// `--sources-from LIST` reads the paths one a line (blank lines and CR LF breaks are fine):
  /// the same classes as `--sources`, for lint and explain, and explain offers no UIKit class as
  /// a near miss of the app's own `ViewController` (two edits from `UIViewController`, which is in
  /// the focused controller's chain).
  @Test func sourcesFromReadsTheListedPaths() throws {
    let directory = try app()
    let policy = try CLI.write(Self.policy, "app.kbpolicy", in: directory)
    let scene = try CLI.write(Self.scene, "checkout.scene.json", in: directory)
    let code = directory.appendingPathComponent("App")
    let list = try CLI.write(
      "\(code.appendingPathComponent("Screens.swift").path)\r\n\n"
        + "\(code.appendingPathComponent("CheckoutScreen.h").path)\n",
      "sources.txt", in: directory)
    let lint = CLI.run(["lint", "--reporter", "xcode", "--sources-from", list, policy])
    #expect(lint.code == 0, "\(lint.err)")
    let explain = CLI.run([
      "explain", "--policy", policy, "--scene", scene, "--field", "email", "--format", "json",
      "--sources-from", list,
    ])
    #expect(explain.code == 0, "\(explain.err)")
    #expect(distance(explain.out) == 24)
    #expect(!explain.out.contains("does not match UIViewController"), "\(explain.out)")
    let empty = try CLI.write("\n\n", "empty.txt", in: directory)
    let none = CLI.run(["lint", "--sources-from", empty, policy])
    #expect(none.code == 2)
    #expect(none.err.contains("--sources-from: '\(empty)' lists no path"), "\(none.err)")
  }

  /// The decided distance in explain's JSON.
  func distance(_ json: String) -> Double? {
    let root = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let decisions = root?["decisions"] as? [String: Any]
    return ((decisions?["distance"] as? [String: Any])?["value"] as? NSNumber)?.doubleValue
  }
}
