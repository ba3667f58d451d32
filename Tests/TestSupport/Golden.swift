import Foundation
import Testing

/// Golden-file comparison, the one way every test target checks output against a recorded file.
///
/// A golden that differs fails the test. `RECORD_SNAPSHOTS=1 swift test` (or a missing golden)
/// writes the actual output instead, and the test still fails, naming the file: a recording never
/// passes silently, so CI cannot go green on output nobody has read.
public enum Golden {
  /// Whether this run records goldens (`RECORD_SNAPSHOTS=1`).
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  }

  /// Checks `actual` against the file at `url`; `name` is how failures name it.
  public static func check(
    _ actual: String, against url: URL, name: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if isRecording || expected == nil {
      let why = isRecording ? "RECORD_SNAPSHOTS=1" : "it was missing"
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
          "recorded golden \(name) (\(why)); read it, then run again without RECORD_SNAPSHOTS",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("cannot record golden \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    #expect(
      actual == expected,
      "\(name) differs from its golden; re-record with RECORD_SNAPSHOTS=1 if the change is intended",
      sourceLocation: sourceLocation)
  }
}
