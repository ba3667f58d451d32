import Foundation

/// memory, streaming: the peak RSS of `kbpolicy simulate` and `kbpolicy test` at two sizes a
/// factor of 4 apart. A simulation held the whole event script (and before that every step and
/// all its output: 4.95 GB for 1 M events); it now reads the script line by line and writes each
/// step as it is made, so what each event adds must be next to nothing: at most 16 B (the
/// increase over the 3 × n more events). A test run kept every result for a report rendered at
/// the end (2.2 KiB a test: 219 MiB for 100,000 tests in one file); it now reports each test as
/// it ends (JUnit through a spill file), and what each test adds is the test file's own text and
/// line index: at most 512 B. The sizes are those that run in seconds in a release build.
extension MemoryBench {
  static func streamingRows(quick: Bool) -> [BenchRow] {
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("kbpolicy").path
    guard FileManager.default.isExecutableFile(atPath: tool) else {
      progress("memory: \(tool) is not built; no streaming rows")
      return []
    }
    let directory = NSTemporaryDirectory() + "kbpolicy-bench-streaming-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    func write(_ text: String, _ name: String) -> String {
      let path = directory + "/" + name
      try? text.write(toFile: path, atomically: false, encoding: .utf8)
      return path
    }
    let policy = write("version 1\n", "p.kbpolicy")
    let scene = write(ScalingInputs.scene(.table, fields: 200).json, "s.json")
    let divisor = quick ? 4 : 1
    var rows: [BenchRow] = []
    let events = 25_000 / divisor
    rows += row(
      tool, "kbpolicy simulate peak RSS, events on a 200-field table", "events", events,
      goal: ("<= 16 B more per event", { _, perItem in perItem <= 16 })
    ) {
      n in
      [
        "simulate", "--policy", policy, "--scene", scene, "--events",
        write(ScalingInputs.events(n, fields: 200), "e\(n).events"), "--format", "json",
      ]
    }
    let tests = 25_000 / divisor
    func testFile(_ n: Int) -> String {
      var text = "version 1\npolicy \"p.kbpolicy\"\nscene \"s.json\"\n"
      for i in 0..<n {
        text += "test \"t\(i)\" {\n  field f\(i % 200)\n  expect distance = 10\n}\n"
      }
      return write(text, "t\(n).kbtest")
    }
    for reporter in ["human", "junit"] {
      rows += row(
        tool, "kbpolicy test --reporter \(reporter) peak RSS, tests in one file", "tests", tests,
        goal: ("<= 512 B more per test", { _, perItem in perItem <= 512 })
      ) { n in ["test", testFile(n), "--reporter", reporter] }
    }
    return rows
  }

  /// The peak RSS at `size` and `4 × size`, as one row (ratio larger / smaller); `goal` judges
  /// the ratio and the bytes each added item costs.
  static func row(
    _ tool: String, _ name: String, _ unit: String, _ size: Int,
    goal: (text: String, met: (_ ratio: Double, _ bytesPerItem: Double) -> Bool),
    arguments: (Int) -> [String]
  ) -> [BenchRow] {
    guard let (smallKB, _) = peakRSS(tool, arguments(size)),
      let (largeKB, status) = peakRSS(tool, arguments(size * 4))
    else { return [] }
    let ratio = Double(largeKB) / Double(max(1, smallKB))
    let perItem = Double(largeKB - smallKB) * 1024 / Double(3 * size)
    let figure = { (n: Int) in ScalingBench.figure(n) }
    let row = BenchRow(
      section: "memory",
      name: "\(name): \(figure(size)) → \(figure(size * 4)) \(unit) (exit \(status))",
      value: Double(largeKB) / 1024, unit: "MiB", baselineName: "at \(figure(size))",
      baseline: Double(smallKB) / 1024, ratio: ratio,
      goal: goal.text + " (\(formatFigure(perItem)) B each)", met: goal.met(ratio, perItem))
    progress(
      "memory: \(row.name): \(formatFigure(row.baseline ?? 0)) → \(formatFigure(row.value)) MiB")
    return [row]
  }
}
