import CHeapStats
import Foundation
import PolicyLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// memory: the compiled size of the large policy, and the peak RSS of `kbpolicy check` on it.
enum MemoryBench {
  static func run(config: PolicyConfig, text: String) -> [BenchRow] {
    var rows: [BenchRow] = []
    // Compiled size: live heap bytes (malloc's own count) held by the compiled Policy alone,
    // measured as the difference before and after compiling with the syntax tree and
    // diagnostics dropped. Statics (the default layer, UIKit's classes) are already built.
    _ = Policy.compile(SourceFile(path: "warm.kbpolicy", text: "version 1\n"))
    let json = config.jsonData()
    if let (policyBytes, _) = heapDelta({
      Policy.compile(SourceFile(path: "large.kbpolicy", text: text)).policy
    }),
      let (configBytes, _) = heapDelta({ try! JSONDecoder().decode(PolicyConfig.self, from: json) })
    {
      let mb = Double(policyBytes) / 1_048_576
      rows.append(
        BenchRow(
          section: "memory",
          name:
            "compiled Policy of the \(formatFigure(Double(text.utf8.count) / 1e6)) MB policy (live heap)",
          value: mb, unit: "MiB", baselineName: "JSONDecoder'd structs, same config",
          baseline: Double(configBytes) / 1_048_576,
          ratio: Double(configBytes) / Double(policyBytes),
          goal: "<= 1.2 MiB", met: mb <= 1.2))
      rows += perNameRows()
    } else {
      progress("memory: no heap statistics on this platform")
    }
    // Peak RSS of `kbpolicy check` (a child process; ru_maxrss from wait4).
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("kbpolicy").path
    guard FileManager.default.isExecutableFile(atPath: tool) else {
      progress(
        "memory: \(tool) is not built; run `swift build -c release --product kbpolicy` for the peak-RSS row"
      )
      rows.append(
        BenchRow(
          section: "memory", name: "kbpolicy check peak RSS: kbpolicy not built", value: .nan,
          unit: "MiB"))
      return rows
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbpolicy-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let large = directory.appendingPathComponent("large.kbpolicy").path
    let small = directory.appendingPathComponent("small.kbpolicy").path
    _ = FileManager.default.createFile(atPath: large, contents: Data(text.utf8))
    _ = FileManager.default.createFile(atPath: small, contents: Data("version 1\n".utf8))
    if let (largeKB, largeStatus) = peakRSS(tool, ["check", large]),
      let (smallKB, _) = peakRSS(tool, ["check", small])
    {
      rows.append(
        BenchRow(
          section: "memory",
          name:
            "kbpolicy check peak RSS, \(formatFigure(Double(text.utf8.count) / 1e6)) MB policy (exit \(largeStatus))",
          value: Double(largeKB) / 1024, unit: "MiB", baselineName: "kbpolicy check, 1-line policy",
          baseline: Double(smallKB) / 1024))
    }
    return rows
  }

  /// What one name costs in the compiled policy, by kind of rule naming it: a policy of 20,000
  /// declared classes each in one `enable in` / `disable in` list, and one of 20,000 `field`
  /// rules by class, each against a policy of the same 20,000 declarations alone. A table that
  /// gives every listed class a row of its own (the growth from 1.17 to 4.13 MiB of the row
  /// above) shows here as tens of bytes per class more.
  static func perNameRows() -> [BenchRow] {
    let count = 20_000
    let declarations = (0..<count).map { "class Screen\($0)ViewController: UIViewController\n" }
      .joined()
    let features = ["avoidance", "toolbar", "resign-on-touch"]
    var listed = "version 1\n" + declarations
    for (f, feature) in features.enumerated() {
      listed += "\(feature) {\n"
      for i in stride(from: f, to: count, by: 3) {
        listed += "  \(i % 2 == 0 ? "enable" : "disable") in Screen\(i)ViewController\n"
      }
      listed += "}\n"
    }
    var fieldRules = "version 1\n" + declarations
    for i in 0..<count {
      fieldRules += "field Screen\(i)ViewController { distance = \(i % 40) }\n"
    }
    func heap(_ text: String) -> Int? {
      heapDelta({ Policy.compile(SourceFile(path: "names.kbpolicy", text: text)).policy })?.0
    }
    guard let base = heap("version 1\n" + declarations), let lists = heap(listed),
      let fields = heap(fieldRules)
    else { return [] }
    let perEntry = Double(lists - base) / Double(count)
    let perRule = Double(fields - base) / Double(count)
    let perClass = Double(base) / Double(count)
    return [
      BenchRow(
        section: "memory", name: "compiled Policy per declared class (20,000 classes)",
        value: perClass, unit: "B", goal: "<= 80 B", met: perClass <= 80),
      BenchRow(
        section: "memory", name: "compiled Policy per class-list entry (20,000 listed classes)",
        value: perEntry, unit: "B", goal: "<= 48 B", met: perEntry <= 48),
      BenchRow(
        section: "memory", name: "compiled Policy per field rule by class (20,000 rules)",
        value: perRule, unit: "B", goal: "<= 128 B", met: perRule <= 128),
    ]
  }

  /// Live heap bytes held by the value `make` returns (kept alive while measuring).
  static func heapDelta<T>(_ make: () -> T) -> (Int, T)? {
    let before = kbpolicy_heap_bytes_in_use()
    guard before > 0 else { return nil }
    let value = make()
    let after = kbpolicy_heap_bytes_in_use()
    return withExtendedLifetime(value) { (Int(after) - Int(before), value) }
  }

  /// Runs `tool` with `arguments` (output discarded) and returns its peak resident set in KiB and
  /// its exit status.
  ///
  /// Measured by GNU time (`/usr/bin/time -v`, "Maximum resident set size") when it is installed:
  /// `ru_maxrss` of a process spawned straight from this one also counts the memory it shared with
  /// this process before `exec` (Linux keeps the pre-exec high-water mark), so it would include
  /// the benchmark's own tens of megabytes. Without GNU time that upper bound is what is reported.
  static func peakRSS(_ tool: String, _ arguments: [String]) -> (Int, Int32)? {
    #if os(Linux)
      let gnuTime = "/usr/bin/time"
      if FileManager.default.isExecutableFile(atPath: gnuTime) {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
          "kbpolicy-bench-time-\(getpid())"
        ).path
        defer { try? FileManager.default.removeItem(atPath: report) }
        guard let (_, status) = spawn(gnuTime, ["-v", "-o", report, tool] + arguments),
          let text = try? String(contentsOfFile: report, encoding: .utf8),
          let line = text.split(separator: "\n").first(where: {
            $0.contains("Maximum resident set size")
          }),
          let kb = line.split(separator: ":").last.flatMap({
            Int($0.trimmingCharacters(in: .whitespaces))
          })
        else { return nil }
        return (kb, status)
      }
      progress(
        "memory: /usr/bin/time not found; peak RSS is ru_maxrss, an upper bound (includes this process's RSS at spawn)"
      )
      return spawn(tool, arguments)
    #else
      return nil
    #endif
  }

  /// posix_spawn + wait4: the child's `ru_maxrss` (KiB) and exit status; output discarded.
  static func spawn(_ tool: String, _ arguments: [String]) -> (Int, Int32)? {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      let argv: [UnsafeMutablePointer<CChar>?] = ([tool] + arguments).map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var pid: pid_t = 0
      guard posix_spawn(&pid, tool, &actions, nil, argv, environ) == 0 else { return nil }
      var status: Int32 = 0
      var usage = rusage()
      guard wait4(pid, &status, 0, &usage) == pid else { return nil }
      return (Int(usage.ru_maxrss), (status >> 8) & 0xFF)
    #else
      return nil
    #endif
  }
}
