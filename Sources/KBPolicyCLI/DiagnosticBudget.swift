import Foundation
import PolicyLanguage

/// The 100-diagnostics cap for one run, per file: scene and Interface Builder diagnostics are
/// reported from several places (decoding, validation, unknown classes, one import per
/// controller), and all of them draw on one budget per file, notes included. What is left out is
/// counted and said once per file when the run ends.
final class DiagnosticBudget: @unchecked Sendable {
  private let lock = NSLock()
  private var shown: [String: Int] = [:]
  private var omitted: [String: Int] = [:]
  private var omittedOrder: [String] = []

  /// Whether one more diagnostic of `file` may be shown (else it is counted as omitted).
  func admit(_ file: String) -> Bool {
    lock.withLock {
      let count = shown[file, default: 0]
      if count < DiagnosticRenderer.maximumPerFile {
        shown[file] = count + 1
        return true
      }
      if omitted[file] == nil { omittedOrder.append(file) }
      omitted[file, default: 0] += 1
      return false
    }
  }

  /// One line per file with diagnostics left out (`FILE: note: N more diagnostics not shown`).
  func summary() -> String {
    lock.withLock {
      let renderer = DiagnosticRenderer(style: .xcode)
      return omittedOrder.map { renderer.omitted(omitted[$0] ?? 0, file: $0) }.joined()
    }
  }
}
