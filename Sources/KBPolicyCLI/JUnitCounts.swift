import PolicyTesting

/// What a JUnit `testsuite` or the whole run counts: cases, failures, errors and time.
struct JUnitCounts {
  var tests = 0
  var failures = 0
  var errors = 0
  var time = Duration.zero

  /// Counts one test's case.
  mutating func add(_ result: PolicyTestResult) {
    tests += 1
    switch result.status {
    case .passed: break
    case .failed: failures += 1
    case .error: errors += 1
    }
    time += result.duration ?? .zero
  }

  /// Counts a `(file)` case (a file's own errors, or a file that could not be read).
  mutating func addFileCase() {
    tests += 1
    errors += 1
  }

  /// Adds a suite's counts to the run's.
  mutating func add(_ other: JUnitCounts) {
    tests += other.tests
    failures += other.failures
    errors += other.errors
    time += other.time
  }
}
