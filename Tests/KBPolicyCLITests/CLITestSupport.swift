import Foundation
import TestSupport
@testable import KBPolicyCLI

/// Runs `kbpolicy` in-process with a capturing console and a chosen standard input.
struct CLI {
  final class Buffer: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
  }

  static let repository = Repository.root

  /// Runs and returns the exit code and both streams.
  static func run(_ arguments: [String], stdin: String = "", terminal: Bool = false)
    -> (code: Int32, out: String, err: String)
  {
    let out = Buffer()
    let err = Buffer()
    let input = Array(stdin.utf8)
    let console = Console(
      out: { out.append($0) }, err: { err.append($0) }, readStandardInput: { input },
      isTerminal: terminal)
    let code = KBPolicy.run(arguments, console: console)
    return (code, out.value, err.value)
  }

  /// The path of a file in the repository, e.g. `rules/examples/checkout.kbpolicy`.
  static func path(_ relative: String) -> String {
    repository.appendingPathComponent(relative).path
  }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbpolicy-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `text` to `name` in `directory` and returns the path.
  static func write(_ text: String, _ name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }
}
