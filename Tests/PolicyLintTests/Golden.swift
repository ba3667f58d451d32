import Foundation
import Testing

/// Golden-file comparison: `RECORD_SNAPSHOTS=1 swift test` rewrites the files.
enum Golden {
  static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

  /// Checks `actual` against `Fixtures/<name>` (or records it).
  static func check(
    _ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let url = LintFixtures.directory.appendingPathComponent(name)
    if recording {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing golden file \(name); run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
      return
    }
    #expect(actual == expected, "differs from \(name)", sourceLocation: sourceLocation)
  }
}
