extension SourceScanner {
  /// The open scopes, innermost last, stored as runs of equal scopes: a block nested in a block
  /// of the same function and guard is the same scope again, so a file of 16 MB of `{` holds
  /// one run, not 16 million scopes (the source reader's memory stays a small multiple of its
  /// input). Only the innermost scope is read or changed.
  struct ScopeStack {
    private var runs: [(scope: Scope, count: Int)]
    /// How many scopes are open (the file's own included).
    private(set) var count: Int

    /// A stack holding `file`, the file's own scope.
    init(_ file: Scope) {
      runs = [(file, 1)]
      count = 1
    }

    /// The innermost scope.
    var top: Scope {
      get { runs[runs.count - 1].scope }
      set {
        let last = runs.count - 1
        guard runs[last].scope != newValue else { return }
        if runs[last].count == 1 {
          runs[last].scope = newValue
          // It may now equal the run below it.
          if last > 0, runs[last - 1].scope == newValue {
            runs.removeLast()
            runs[last - 1].count += 1
          }
        } else {
          runs[last].count -= 1
          runs.append((newValue, 1))
        }
      }
    }

    /// Opens `scope` inside the innermost one.
    mutating func append(_ scope: Scope) {
      count += 1
      if runs[runs.count - 1].scope == scope {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((scope, 1))
      }
    }

    /// Closes the innermost scope (the file's own stays).
    mutating func removeLast() {
      guard count > 1 else { return }
      count -= 1
      if runs[runs.count - 1].count == 1 {
        runs.removeLast()
      } else {
        runs[runs.count - 1].count -= 1
      }
    }
  }
}
