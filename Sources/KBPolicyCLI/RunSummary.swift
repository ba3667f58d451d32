/// The one-line summary `check` and `lint` end with on a terminal, as SwiftLint does: files,
/// errors, warnings and the time taken, on standard error. Never printed when standard error is
/// not a terminal (pipes, CI logs, tests) or for a machine reporter, so their output is unchanged.
struct RunSummary {
  /// When the command started.
  let start = ContinuousClock.now

  /// `3 files, 0 errors, 1 warning in 12 ms`.
  func line(files: Int, errors: Int, warnings: Int, elapsed: Duration? = nil) -> String {
    let time = elapsed ?? (ContinuousClock.now - start)
    return
      "\(Self.count(files, "file")), \(Self.count(errors, "error")), \(Self.count(warnings, "warning")) in \(Self.format(time))\n"
  }

  /// `12 ms` under a second, else `1.25 s`.
  static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    guard milliseconds >= 1000 else { return "\(milliseconds) ms" }
    let hundredths = (milliseconds + 5) / 10
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
  }

  static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
