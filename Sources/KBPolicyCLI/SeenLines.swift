import Foundation
import PolicyLanguage

extension Console {
  /// This console, reporting each diagnostic only the first time (a sweep's imports repeat each
  /// note once per device class), before the budget counts it.
  func printingEachLineOnce() -> Console {
    var once = self
    once.reported = SeenLines()
    return once
  }
}

/// Diagnostics already reported (thread-safe), so a sweep prints each import note once.
final class SeenLines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: Set<String> = []

  /// What makes a diagnostic the same one: where, its code and its words.
  static func key(_ diagnostic: Diagnostic) -> String {
    let start = diagnostic.range.start
    return "\(start.file):\(start.line):\(start.column):\(diagnostic.code):\(diagnostic.message)"
  }

  /// Whether `line` is new (and now seen).
  func insert(_ line: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return lines.insert(line).inserted
  }
}
