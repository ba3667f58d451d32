import Foundation
import PolicyLanguage

@testable import KBPolicyCLI
@testable import PolicyTesting

/// Helpers for the policy test suites: in-memory files, the CLI in-process, the repository.
enum Support {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A small policy and scene used by the runner tests.
  static let policy = """
    version 1

    class FormViewController: UIViewController

    avoidance {
      distance = 12
    }

    field "email" {
      distance = 24
    }

    """

  /// One text field at y 600 (bottom 644) in an 852 pt window; keyboard 336 (top 516).
  static let scene = """
    {
      "version": 1,
      "window": {"width": 393, "height": 852},
      "statusBarHeight": 59,
      "keyboard": {"height": 336},
      "classes": {"FormViewController": "UIViewController"},
      "controllers": [{"id": "form", "class": "FormViewController", "view": "root"}],
      "views": [
        {"id": "root", "class": "UIView", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "email", "class": "UITextField", "frame": [16, 600, 361, 44],
           "accessibilityIdentifier": "email"},
          {"id": "name", "class": "UITextField", "frame": [16, 100, 361, 44]}]}
      ]
    }
    """

  /// In-memory files by path.
  static func files(_ contents: [String: String]) -> TestFiles {
    TestFiles(
      read: { path in
        contents[path].map { .success($0) } ?? .failure(TestFileError("no such file"))
      },
      list: { directory in
        contents.keys.filter { TestPaths.directory(of: $0) == (directory == "." ? "" : directory) }
          .map { TestPaths.fileName($0) }
      })
  }

  /// Runs a test file `t/app.kbtest` next to `t/app.kbpolicy` and `t/form.json`.
  static func run(_ test: String, update: Bool = false, extra: [String: String] = [:])
    -> PolicyTestFileResult
  {
    var contents = ["t/app.kbpolicy": policy, "t/form.json": scene]
    contents.merge(extra) { _, new in new }
    var runner = PolicyTestRunner(files: files(contents), update: update)
    return runner.run(path: "t/app.kbtest", text: test)
  }

  final class Buffer: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
  }

  /// Runs `kbpolicy` in-process.
  static func cli(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    let out = Buffer()
    let err = Buffer()
    let console = Console(out: { out.append($0) }, err: { err.append($0) })
    let code = KBPolicy.run(arguments, console: console)
    return (code, out.value, err.value)
  }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbpolicy-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
