import Foundation

/// One line of the benchmark table: a measured figure next to its same-run baseline.
struct BenchRow: Codable {
  /// Section: `decide`, `engine`, `parse+compile`, `memory`.
  var section: String
  /// What was measured.
  var name: String
  /// The measured median (in `unit`).
  var value: Double
  /// `ns`, `µs`, `MB/s`, `KB`, `MB`.
  var unit: String
  /// What the baseline is, or nil when the row has none.
  var baselineName: String?
  /// The baseline's median in the same unit, measured in the same run.
  var baseline: Double?
  /// How much better than the baseline (always "bigger is better": baseline/value for times and
  /// sizes, value/baseline for throughputs).
  var ratio: Double?
  /// The goal in words, or nil.
  var goal: String?
  /// Whether the goal is met, or nil when the row has no goal.
  var met: Bool?
  /// The ratio to the baseline the goal asks for (`ratio` must be at least this), which
  /// `--check` judges with a margin for noise (`RatioCheck`); nil when the goal has no ratio.
  var ratioGoal: Double? = nil
  /// For a goal known not to be met yet: the ratio the code reaches today, which `--check`
  /// holds the row to (a regression below it, past the margin, fails) while it reports the
  /// goal as not met on every run. Nil once the goal is met.
  var knownFloor: Double? = nil
  /// True when the row's results differ from its baseline's (a wrong answer, whatever the
  /// times: `--check` fails).
  var disagrees: Bool? = nil
}

/// Timing with the monotonic clock.
enum Bench {
  static let clock = ContinuousClock()

  /// Seconds as a Double.
  static func seconds(_ duration: Duration) -> Double {
    let (s, attoseconds) = duration.components
    return Double(s) + Double(attoseconds) * 1e-18
  }

  /// Runs `body` `repetitions` times (after one warm-up) and returns the median wall time in seconds.
  static func median(repetitions: Int, _ body: () -> Void) -> Double {
    body()
    var samples: [Double] = []
    samples.reserveCapacity(repetitions)
    for _ in 0..<repetitions {
      let start = clock.now
      body()
      samples.append(seconds(clock.now - start))
    }
    return medianOf(samples)
  }

  /// Runs `measured` and `baseline` alternately `repetitions` times each (after one warm-up of
  /// each) and returns both medians in seconds. A ratio between two bodies timed this way sees
  /// the same machine: a shared machine's load that comes and goes falls on both alike, where
  /// timing one block of repetitions after the other lets it fall on one only.
  static func interleavedMedians(
    repetitions: Int, _ measured: () -> Void, against baseline: () -> Void
  ) -> (measured: Double, baseline: Double) {
    measured()
    baseline()
    var a: [Double] = []
    var b: [Double] = []
    a.reserveCapacity(repetitions)
    b.reserveCapacity(repetitions)
    for _ in 0..<repetitions {
      var start = clock.now
      measured()
      a.append(seconds(clock.now - start))
      start = clock.now
      baseline()
      b.append(seconds(clock.now - start))
    }
    return (medianOf(a), medianOf(b))
  }

  static func medianOf(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    guard n > 0 else { return .nan }
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
  }
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never) func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Formats a number for the table (3 significant digits, no exponent for usual ranges).
func formatFigure(_ value: Double) -> String {
  guard value.isFinite else { return "-" }
  let magnitude = abs(value)
  if magnitude >= 100 { return String(format: "%.0f", value) }
  if magnitude >= 10 { return String(format: "%.1f", value) }
  if magnitude >= 1 { return String(format: "%.2f", value) }
  return String(format: "%.3f", value)
}

/// Renders rows as an aligned text table.
func renderTable(_ rows: [BenchRow]) -> String {
  let header = ["section", "measure", "median", "baseline (same run)", "ratio", "goal", "met"]
  var lines: [[String]] = [header]
  for row in rows {
    lines.append([
      row.section, row.name, "\(formatFigure(row.value)) \(row.unit)",
      row.baseline.map { "\(formatFigure($0)) \(row.unit) \(row.baselineName ?? "")" }
        ?? (row.baselineName ?? "-"),
      row.ratio.map { "\(formatFigure($0))x" } ?? "-",
      row.goal ?? "-",
      row.met.map { $0 ? "yes" : "NO" } ?? "-",
    ])
  }
  var widths = Array(repeating: 0, count: header.count)
  for line in lines {
    for (i, cell) in line.enumerated() { widths[i] = max(widths[i], cell.count) }
  }
  func render(_ line: [String]) -> String {
    "| "
      + line.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
      .joined(separator: " | ") + " |"
  }
  var out = render(lines[0]) + "\n"
  out += "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|\n"
  for line in lines.dropFirst() { out += render(line) + "\n" }
  return out
}

/// Writes progress to standard error (the table goes to standard output).
func progress(_ message: String) {
  FileHandle.standardError.write(Data("kbpolicy-bench: \(message)\n".utf8))
}

/// Deterministic pseudo-random numbers (SplitMix64), so every run measures the same inputs.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
