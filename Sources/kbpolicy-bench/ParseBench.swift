import Foundation
import PolicyLanguage

/// parse and compile: a generated 1 MB policy against `JSONDecoder` on the same configuration.
enum ParseBench {
  static func run(quick: Bool, config: PolicyConfig, text: String) -> [BenchRow] {
    let bytes = Double(text.utf8.count)
    let json = config.jsonData()
    let source = SourceFile(path: "large.kbpolicy", text: text)
    let check = Policy.compile(source)
    let errors = check.diagnostics.filter { $0.severity == .error }
    progress(
      "parse: \(text.utf8.count) bytes of policy (\(config.classes.count) classes, \(config.controllers.count + config.fields.count) rules), "
        + "\(json.count) bytes of JSON, \(check.diagnostics.count) diagnostics")
    if let first = errors.first {
      progress(
        "parse: the large policy has \(errors.count) errors; first: \(first.range.start): \(first.message)"
      )
    }
    let decoded = try! JSONDecoder().decode(PolicyConfig.self, from: json)
    precondition(decoded == config, "the JSON baseline must decode the same configuration")

    // About 20 ms a run: the quick run's 7 pairs take under a second.
    let repetitions = quick ? 7 : 11
    let parse = Bench.median(repetitions: repetitions) {
      blackHole(Parser.parse(SourceFile(path: "large.kbpolicy", text: text)))
    }
    // The goal's ratio (`--check`): compile and its baseline alternate, so noise falls on both.
    let (compile, jsonDecode) = Bench.interleavedMedians(repetitions: repetitions) {
      blackHole(Policy.compile(SourceFile(path: "large.kbpolicy", text: text)))
    } against: {
      blackHole(try! JSONDecoder().decode(PolicyConfig.self, from: json))
    }
    let mb = bytes / 1_000_000
    return [
      BenchRow(
        section: "parse+compile",
        name: "Policy.compile (parse + compile), \(formatFigure(mb)) MB policy",
        value: mb / compile, unit: "MB/s", baselineName: "JSONDecoder, same config",
        baseline: mb / jsonDecode, ratio: jsonDecode / compile, goal: ">= 20 MB/s and >= 1.5x",
        met: mb / compile >= 20 && jsonDecode / compile >= 1.5 && errors.isEmpty, ratioGoal: 1.5,
        // Not met reliably: 1.12-1.59x on 2026-12-03, by the host's load (docs/performance.md).
        knownFloor: 1.0, disagrees: !errors.isEmpty),
      BenchRow(
        section: "parse+compile", name: "Policy.compile wall time, \(formatFigure(mb)) MB policy",
        value: compile * 1e3, unit: "ms",
        baselineName: "JSONDecoder (\(formatFigure(Double(json.count) / 1e6)) MB JSON)",
        baseline: jsonDecode * 1e3, ratio: jsonDecode / compile),
      BenchRow(
        section: "parse+compile", name: "Parser.parse alone (lexer + parser)", value: mb / parse,
        unit: "MB/s",
        baselineName: "JSONDecoder, same config", baseline: mb / jsonDecode,
        ratio: jsonDecode / parse),
    ]
  }
}
