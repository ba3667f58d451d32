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

  /// An entry of a `--sources-from` list is a walked entry: a FIFO, a link to `/dev/stdin` and a
  /// link to `/dev/zero` are skipped with a note (nothing waits for a writer or reads an endless
  /// device); the listed Swift file is read.
  @Test func sourcesFromSkipsStreamsWithANote() throws {
    let directory = try app()
    let policy = try CLI.write(Self.policy, "app.kbpolicy", in: directory)
    let code = directory.appendingPathComponent("App")
    let fifo = code.appendingPathComponent("Pipe.swift").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let stdin = code.appendingPathComponent("stdin.swift").path
    let zero = code.appendingPathComponent("zero.swift").path
    #expect(symlink("/dev/stdin", stdin) == 0)
    #expect(symlink("/dev/zero", zero) == 0)
    let list = try CLI.write(
      [fifo, stdin, zero, code.appendingPathComponent("Screens.swift").path]
        .joined(separator: "\n") + "\n",
      "sources.txt", in: directory)
    // A read of the FIFO would wait for a writer for ever: give it one after a while, so that
    // failure is an assertion rather than a hang.
    let watchdog = Thread {
      for _ in 0..<500 {
        usleep(10_000)
        let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 {
          close(descriptor)
          return
        }
      }
    }
    watchdog.start()
    let result = CLI.run(["lint", "--reporter", "xcode", "--sources-from", list, policy])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.err.contains("note: skipped '\(fifo)' (listed in '\(list)'): a FIFO or pipe"))
    if FileIO.nonRegularKind("/dev/stdin") != nil {  // the test's own standard input
      #expect(result.err.contains("note: skipped '\(stdin)' (listed in '\(list)'): a"))
    }
    #expect(
      result.err.contains("note: skipped '\(zero)' (listed in '\(list)'): a character device"))
    #expect(!result.err.contains("E049"), "Screens.swift declares ViewController: \(result.err)")
  }

  /// A chain of 512 classes in the app's code is past the 256 a chain may have: an error (E059)
  /// at the first class past the limit, in lint and in explain, never an answer read from a
  /// cut chain; 200 levels are read whole.
  @Test(arguments: [200, 512, 513])
  func aSourcesChainPastTheLimitIsAnError(levels: Int) throws {
    let directory = try CLI.temporaryDirectory()
    var swift = "class C0: UIViewController {}\n"
    for level in 1...levels { swift += "class C\(level): C\(level - 1) {}\n" }
    let code = try CLI.write(swift, "Chain.swift", in: directory)
    let policy = try CLI.write(
      "version 1\n\navoidance {\n  disable in C0\n}\n", "p.kbpolicy", in: directory)
    let lint = CLI.run(["lint", "--reporter", "xcode", "--strict", "--sources", code, policy])
    let scene = try CLI.write(
      Self.scene.replacingOccurrences(of: "CheckoutScreen", with: "C\(levels)"), "s.json",
      in: directory)
    let explain = CLI.run([
      "explain", "--policy", policy, "--scene", scene, "--field", "email", "--sources", code,
    ])
    // UIViewController is 3 classes below NSObject (UIResponder, NSObject): C0 is the 4th.
    if levels + 4 <= 256 {
      #expect(lint.code == 0, "\(lint.err)")
      #expect(explain.code == 0, "\(explain.err)")
      #expect(explain.out.contains("disable in C0"), "\(explain.out)")
    } else {
      #expect(lint.code == 1, "\(lint.err)")
      #expect(lint.err.contains("is more than 256 classes below NSObject"), "\(lint.err)")
      #expect(lint.err.contains("[E059]"), "\(lint.err)")
      #expect(lint.err.contains("\(code):"), "the error is at the declaration: \(lint.err)")
      #expect(explain.code == 1, "\(explain.err)")
      #expect(explain.err.contains("E059"), "\(explain.err)")
      #expect(!explain.out.contains("default policy"), "\(explain.out)")
    }
  }

  /// Cycles in the app's code are errors (E051), as in a policy; a class two files declare with
  /// different superclasses a warning (E050) at the second, noting the first, which is used.
  @Test func sourcesCyclesAndConflictingDeclarationsAreReported() throws {
    let directory = try CLI.temporaryDirectory()
    let cycles = try CLI.write(
      "class A: B {}\nclass B: A {}\nclass CC: CC {}\n", "Cycles.swift", in: directory)
    let first = try CLI.write("class D: UIViewController {}\n", "D1.swift", in: directory)
    let second = try CLI.write(
      "\n\nclass D: UITableViewController {}\n", "D2.swift", in: directory)
    let policy = try CLI.write(
      "version 1\n\navoidance {\n  disable in A, CC, D\n}\n", "p.kbpolicy", in: directory)
    let lint = CLI.run([
      "lint", "--reporter", "xcode", "--sources", cycles, "--sources", first, "--sources", second,
      policy,
    ])
    #expect(lint.code == 1, "\(lint.err)")
    #expect(
      lint.err.contains("\(cycles):1:1: error: class 'A' inherits from itself: A → B → A [E051]"),
      "\(lint.err)")
    #expect(
      lint.err.contains("\(cycles):2:1: error: class 'B' inherits from itself"), "\(lint.err)")
    #expect(
      lint.err.contains("\(cycles):3:1: error: class 'CC' inherits from itself: CC → CC"),
      "\(lint.err)")
    #expect(
      lint.err.contains("\(second):3:1: warning: class 'D' is declared twice [E050]"), "\(lint.err)"
    )
    #expect(
      lint.err.contains("first declared here with superclass 'UIViewController'"), "\(lint.err)")
    // The same class declared twice alike is no finding.
    let same = try CLI.write("class D: UIViewController {}\n", "D3.swift", in: directory)
    let quiet = CLI.run([
      "lint", "--reporter", "xcode", "--strict", "--sources", first, "--sources", same, policy,
    ])
    #expect(!quiet.err.contains("E050"), "\(quiet.err)")
  }

  /// The decided distance in explain's JSON.
  func distance(_ json: String) -> Double? {
    let root = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let decisions = root?["decisions"] as? [String: Any]
    return ((decisions?["distance"] as? [String: Any])?["value"] as? NSNumber)?.doubleValue
  }
}
