import Foundation
import PolicyLanguage

// kbpolicy-bench [--json] [--quick]: the benchmark (docs/performance.md, "The benchmark"). Every figure is a median over
// repeated runs, next to a baseline measured in the same run. The table goes to standard output
// (JSON with --json); progress and notes go to standard error.

let sections = [
  "decide", "parse", "memory", "engine", "scaling", "runtime", "profile-parse", "plugin-build",
  "layout",
]
let arguments = Set(CommandLine.arguments.dropFirst())
let only = Set(
  arguments.filter { $0.hasPrefix("--only=") }.map { String($0.dropFirst("--only=".count)) })
let unknown = arguments.subtracting(["--json", "--quick", "--check", "--help", "-h"]).filter {
  !$0.hasPrefix("--only=") && !$0.hasPrefix("--margin=")
}
let margins = arguments.filter { $0.hasPrefix("--margin=") }.map {
  Double($0.dropFirst("--margin=".count))
}
let margin = margins.last.flatMap { $0 } ?? 0.25
let validMargin = margins.allSatisfy { $0.map { $0 >= 0 && $0 < 1 } ?? false }
if arguments.contains("--help") || arguments.contains("-h") || !unknown.isEmpty
  || !only.isSubset(of: sections) || !validMargin
{
  print(
    """
    usage: swift run -c release kbpolicy-bench [--json] [--quick] [--check [--margin=F]] \
      [--only=decide|parse|memory|engine|scaling|runtime|plugin-build|layout]...
      --check     after the table, judge every ratio goal against its same-run baseline: exit 1
                  on a clear miss (more than the margin below the goal) or a result that differs
                  from its baseline's; every goal not met is listed on standard error
      --margin=F  the noise a shared machine is allowed, 0 <= F < 1 (default 0.25: 25%)
    """
  )
  exit(unknown.isEmpty && only.isSubset(of: sections) && validMargin ? 0 : 2)
}
func wanted(_ section: String) -> Bool { only.isEmpty || only.contains(section) }
let quick = arguments.contains("--quick")
let asJSON = arguments.contains("--json")

#if DEBUG
  progress("warning: a debug build; run `swift run -c release kbpolicy-bench` for real figures")
#endif

var rows: [BenchRow] = []
if wanted("decide") {
  rows += DecideBench.run(quick: quick) + ScrollViewDecideBench.run(quick: quick)
}

let (largeConfig, largeText) = PolicyGenerator.largePolicy(bytes: 1 << 20)
if let path = ProcessInfo.processInfo.environment["KBPOLICY_BENCH_WRITE_POLICY"] {
  // For profiling `kbpolicy check` by hand: the large policy as a file.
  try! largeText.write(toFile: path, atomically: true, encoding: .utf8)
}
if only.contains("profile-parse") {
  // For profilers: parse and compile the large policy 5 times, nothing else.
  for _ in 0..<5 {
    blackHole(Parser.parse(SourceFile(path: "large.kbpolicy", text: largeText)))
    blackHole(Policy.compile(SourceFile(path: "large.kbpolicy", text: largeText)))
  }
  exit(0)
}
if wanted("parse") { rows += ParseBench.run(quick: quick, config: largeConfig, text: largeText) }
if wanted("memory") {
  // KBPOLICY_BENCH_MEMORY=sources: only the source reader's rows.
  if ProcessInfo.processInfo.environment["KBPOLICY_BENCH_MEMORY"] != "sources" {
    rows += MemoryBench.run(config: largeConfig, text: largeText)
    rows += MemoryBench.streamingRows(quick: quick)
  }
  rows += MemoryBench.sourceRows(quick: quick)
}

let enginePolicy = Policy.compile(
  SourceFile(
    path: "engine-bench.kbpolicy",
    text: PolicyGenerator.policy(families: 125, controllerRules: 100, fieldRules: 100).policyText())
)
if !wanted("engine") {
} else if let policy = enginePolicy.policy {
  rows += EngineBench.run(quick: quick, policy: policy)
} else {
  progress("engine: the generated policy does not compile")
}

if wanted("scaling") {
  rows += ScalingBench.run(quick: quick) + ScalingBench.lineRows(quick: quick)
  rows += ScalingBench.keyboardGuideRows(quick: quick)
}
if wanted("layout") {
  rows += LayoutBench.run(quick: quick)
}
if wanted("runtime"), let policy = enginePolicy.policy {
  rows += RuntimeBench.run(quick: quick, policy: policy)
}

// Minutes of clean builds: only when named.
if only.contains("plugin-build") { rows += PluginBuildBench.run() }

if asJSON {
  struct Report: Codable {
    var machine: String
    var quick: Bool
    var rows: [BenchRow]
  }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  encoder.nonConformingFloatEncodingStrategy = .convertToString(
    positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
  let data = try encoder.encode(Report(machine: Machine.description, quick: quick, rows: rows))
  print(String(decoding: data, as: UTF8.self))
} else {
  print("kbpolicy-bench\(quick ? " --quick" : ""): \(Machine.description)\n")
  print(renderTable(rows), terminator: "")
  let goals = rows.compactMap(\.met)
  print("\ngoals met: \(goals.filter { $0 }.count) of \(goals.count)")
}
if arguments.contains("--check") {
  let (lines, fails) = RatioCheck(margin: margin).report(rows)
  for line in lines { progress(line) }
  if fails { exit(1) }
}

/// The machine the figures come from.
enum Machine {
  static var description: String {
    let cpu =
      (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
      .split(separator: "\n").first { $0.hasPrefix("model name") }?
      .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
      ?? "unknown CPU"
    let memory =
      (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8))?
      .split(separator: "\n").first { $0.hasPrefix("MemTotal") }?
      .split(separator: " ").dropFirst().first.flatMap { Double($0) }.map {
        String(format: "%.0f GiB", $0 / 1_048_576)
      } ?? "? GiB"
    return "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpu), \(memory)"
  }
}
