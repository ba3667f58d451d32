import Foundation
import PolicyLanguage

/// The 100-diagnostics cap for one run, per file: diagnostics are reported from several places
/// (a policy's, a scene's decoding and validation, unknown classes, one import per controller,
/// each `.kbtest` file's run), and all of them draw on one budget per file, whatever their codes.
/// A note counts like a diagnostic: a diagnostic whose notes do not fit keeps the notes that do.
/// What is left out is counted and said once per file when the run ends.
final class DiagnosticBudget: @unchecked Sendable {
  private let lock = NSLock()
  private var shown: [String: Int] = [:]
  private var omitted: [String: Int] = [:]
  private var omittedOrder: [String] = []
  private var notesMode = NotesMode.all
  private var notesLeftOut = 0

  /// Which notes the run prints (`--notes`).
  var notes: NotesMode {
    get { lock.withLock { notesMode } }
    set { lock.withLock { notesMode = newValue } }
  }

  /// Whether a note diagnostic is printed; one that is not is counted for the summary.
  func admitNote() -> Bool {
    lock.withLock {
      guard notesMode != .all else { return true }
      notesLeftOut += 1
      return false
    }
  }

  /// Whether one more diagnostic of `file` may be shown (else it is counted as omitted).
  func admit(_ file: String) -> Bool {
    lock.withLock {
      guard take(1, of: file) == 1 else {
        count(1, omittedFrom: file)
        return false
      }
      return true
    }
  }

  /// `diagnostic` with as many of its notes as the budget of its file has room for, or nil when
  /// there is no room for the diagnostic itself; what is left out is counted.
  func admit(_ diagnostic: Diagnostic) -> Diagnostic? {
    lock.withLock {
      let file = diagnostic.range.start.file
      guard take(1, of: file) == 1 else {
        count(1 + diagnostic.notes.count, omittedFrom: file)
        return nil
      }
      let notes = take(diagnostic.notes.count, of: file)
      guard notes < diagnostic.notes.count else { return diagnostic }
      var trimmed = diagnostic
      trimmed.notes = Array(diagnostic.notes.prefix(notes))
      count(diagnostic.notes.count - notes, omittedFrom: file)
      return trimmed
    }
  }

  /// Takes up to `wanted` of `file`'s budget and returns how many it got (the caller counts the
  /// rest as omitted). Call with the lock held.
  private func take(_ wanted: Int, of file: String) -> Int {
    let count = shown[file, default: 0]
    let granted = min(wanted, max(0, DiagnosticRenderer.maximumPerFile - count))
    shown[file] = count + granted
    return granted
  }

  private func count(_ number: Int, omittedFrom file: String) {
    guard number > 0 else { return }
    if omitted[file] == nil { omittedOrder.append(file) }
    omitted[file, default: 0] += number
  }

  /// One line per file with diagnostics left out (`FILE: note: N more diagnostics not shown`).
  func summary() -> String {
    lock.withLock {
      let renderer = DiagnosticRenderer(style: .xcode)
      let notes =
        notesMode == .summary && notesLeftOut > 0
        ? "note: \(notesLeftOut) note\(notesLeftOut == 1 ? "" : "s") about the inputs not shown "
          + "('--notes all' shows them)\n" : ""
      return omittedOrder.map { renderer.omitted(omitted[$0] ?? 0, file: $0) }.joined() + notes
    }
  }
}
