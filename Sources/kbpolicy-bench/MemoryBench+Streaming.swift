import Foundation

/// memory, streaming: the peak RSS of `kbpolicy simulate` and `kbpolicy test` at two sizes a
/// factor of 4 apart. Output is written as it is made and a run keeps only what it reports, so
/// memory must not grow with the number of events or tests the way it did (a simulation held
/// every step and all its output until the end: 4.95 GB for 1 M events; every test kept its
/// whole outcome: 1.16 GB for 100,000 tests). The ratio is larger over smaller; 4 would mean
/// memory in proportion to the input's events or tests, about 1 that it stays flat; the goal is
/// at most 2 (what the parsed script and the tests' own text take).
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
    rows += row(tool, "kbpolicy simulate peak RSS, events on a 200-field table", "events", events) {
      n in
      [
        "simulate", "--policy", policy, "--scene", scene, "--events",
        write(ScalingInputs.events(n, fields: 200), "e\(n).events"), "--format", "json",
      ]
    }
    let tests = 10_000 / divisor
    rows += row(tool, "kbpolicy test peak RSS, tests in one file", "tests", tests) { n in
      var text = "version 1\npolicy \"p.kbpolicy\"\nscene \"s.json\"\n"
      for i in 0..<n {
        text += "test \"t\(i)\" {\n  field f\(i % 200)\n  expect distance = 10\n}\n"
      }
      return ["test", write(text, "t\(n).kbtest")]
    }
    return rows
  }

  /// The peak RSS at `size` and `4 × size`, as one row (ratio larger / smaller).
  private static func row(
    _ tool: String, _ name: String, _ unit: String, _ size: Int,
    arguments: (Int) -> [String]
  ) -> [BenchRow] {
    guard let (smallKB, _) = peakRSS(tool, arguments(size)),
      let (largeKB, status) = peakRSS(tool, arguments(size * 4))
    else { return [] }
    let ratio = Double(largeKB) / Double(max(1, smallKB))
    let figure = { (n: Int) in ScalingBench.figure(n) }
    let row = BenchRow(
      section: "memory",
      name: "\(name): \(figure(size)) → \(figure(size * 4)) \(unit) (exit \(status))",
      value: Double(largeKB) / 1024, unit: "MiB", baselineName: "at \(figure(size))",
      baseline: Double(smallKB) / 1024, ratio: ratio, goal: "peak RSS ratio <= 2",
      met: ratio <= 2)
    progress(
      "memory: \(row.name): \(formatFigure(row.baseline ?? 0)) → \(formatFigure(row.value)) MiB")
    return [row]
  }
}
