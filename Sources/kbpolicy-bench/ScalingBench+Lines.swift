import Foundation
import KBPolicyCLI

/// scaling, what one kind of input costs against another of the same size: `#if` lines against
/// plain statements in `lint --sources` and `migrate` (a `#if` line cost 25 times another: 8.7 s
/// for 3.2 MB of `#if A`), and a `disable in` list of undeclared classes against the same list
/// declared, in `check` (10 s against 2.5 s for 400,000 names: each undeclared name searched a
/// did-you-mean among all the others, though a file shows at most 100 diagnostics), and, in
/// `lint --sources`, a policy naming near misses of the classes the sources declare
/// (`ScreenNViewControler`: each an error with a did-you-mean) against the same names spelled
/// right. Goal: at
/// most twice the other input, at the larger of two sizes a factor of 4 apart, and the time
/// grows at most 6 times per 4 times the input.
extension ScalingBench {
  static func lineRows(quick: Bool) -> [BenchRow] {
    let directory = NSTemporaryDirectory() + "kbpolicy-bench-lines-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let policy = write("version 1\n", directory, "p.kbpolicy")
    // `#if A\n` and `let A\n`: six bytes each, one line each.
    let lines = quick ? 50_000 : 200_000
    var rows: [BenchRow] = []
    // KBPOLICY_BENCH_SCALING=text: only the rows whose command and shape contain `text`.
    let filter = ProcessInfo.processInfo.environment["KBPOLICY_BENCH_SCALING"]
    func wanted(_ name: String) -> Bool { filter.map { name.contains($0) } ?? true }
    for (command, make) in [
      ("lint --sources", { (file: String) in ["lint", policy, "--sources", file] }),
      ("migrate", { (file: String) in ["migrate", file, "--out", directory + "/out.kbpolicy"] }),
    ] as [(String, (String) -> [String])] where wanted("\(command), `#if` lines") {
      var times: [String: [Double]] = [:]
      for (shape, line) in [("directive", "#if A\n"), ("statement", "let A\n")] {
        for size in [lines, lines * 4] {
          let file = write(
            String(repeating: line, count: size), directory + "/\(shape)\(size)", "F.swift")
          let arguments = make(file)
          _ = KBPolicy.run(arguments, console: silent)
          times[shape, default: []].append(
            Bench.median(repetitions: quick ? 1 : 3) {
              _ = KBPolicy.run(arguments, console: silent)
            })
        }
      }
      let directive = times["directive"] ?? [0, 0]
      let statement = times["statement"] ?? [0, 0]
      let growth = directive[1] / max(directive[0], 1e-9)
      let against = directive[1] / max(statement[1], 1e-9)
      let row = BenchRow(
        section: "scaling",
        name:
          "\(command), `#if` lines: \(figure(lines)) → \(figure(lines * 4)) lines (against as many `let` lines)",
        value: directive[1] * 1e3, unit: "ms", baselineName: "`let` lines, same size",
        baseline: statement[1] * 1e3, ratio: statement[1] / max(directive[1], 1e-9),
        goal:
          "<= 2 × the `let` lines (\(formatFigure(against)) ×), growth <= 6 (\(formatFigure(growth)))",
        met: against <= 2 && growth <= 6)
      progress("scaling: \(row.name): \(formatFigure(row.value)) ms, \(formatFigure(against)) ×")
      rows.append(row)
    }
    let nearMisses = quick ? 10_000 : 40_000
    if wanted("lint --sources, near-miss names") {
      // Each near miss is an error with a did-you-mean (searched by the compiler and again by
      // lint's unknown-class rule): its goal is the growth alone, what it costs against the
      // names spelled right is reported.
      rows += comparison(
        "lint --sources, near-miss names", "names", nearMisses,
        against: "the same names as the sources declare", judgesAgainst: false
      ) { n, equal in
        let path = directory + "/near\(n)"
        let sources = write(
          (0..<n).map { "class Screen\($0)ViewController: UIViewController {}\n" }.joined(),
          path, "S.swift")
        // `ScreenNViewControler`: one edit from the class the sources declare.
        let list = (0..<n).map { "  disable in Screen\($0)ViewContro\(equal ? "ll" : "l")er\n" }
        let policy = write(
          "version 1\n\navoidance {\n" + list.joined() + "}\n", path + "-\(equal)", "p.kbpolicy")
        return ["lint", policy, "--sources", sources]
      }
    }
    let names = quick ? 25_000 : 100_000
    guard wanted("check, a disable-in list of undeclared classes") else { return rows }
    rows += comparison(
      "check, a disable-in list of undeclared classes", "names", names,
      against: "the same list, every class declared"
    ) { n, declared in
      let list = (0..<n).map { "C\($0)" }.joined(separator: ", ")
      let classes = declared ? (0..<n).map { "class C\($0): UIViewController\n" }.joined() : ""
      let path = write(
        "version 1\n\n\(classes)\navoidance {\n  disable in \(list)\n}\n",
        directory + "/names\(n)-\(declared)", "p.kbpolicy")
      return ["check", path]
    }
    return rows
  }

  /// One row: `arguments(size, false)` against `arguments(size, true)` at `size` and 4 × `size`.
  static func comparison(
    _ name: String, _ unit: String, _ size: Int, against baseline: String,
    judgesAgainst: Bool = true, arguments: (Int, Bool) -> [String]
  ) -> [BenchRow] {
    var times: [Bool: [Double]] = [:]
    for other in [false, true] {
      for n in [size, size * 4] {
        let command = arguments(n, other)
        _ = KBPolicy.run(command, console: silent)
        times[other, default: []].append(
          Bench.median(repetitions: 1) { _ = KBPolicy.run(command, console: silent) })
      }
    }
    let measured = times[false] ?? [0, 0]
    let reference = times[true] ?? [0, 0]
    let growth = measured[1] / max(measured[0], 1e-9)
    let against = measured[1] / max(reference[1], 1e-9)
    let row = BenchRow(
      section: "scaling", name: "\(name): \(figure(size)) → \(figure(size * 4)) \(unit)",
      value: measured[1] * 1e3, unit: "ms", baselineName: baseline,
      baseline: reference[1] * 1e3, ratio: reference[1] / max(measured[1], 1e-9),
      goal: judgesAgainst
        ? "<= 2 × \(baseline) (\(formatFigure(against)) ×), growth <= 6 (\(formatFigure(growth)))"
        : "growth <= 6 (\(formatFigure(growth))); \(formatFigure(against)) × \(baseline)",
      met: (against <= 2 || !judgesAgainst) && growth <= 6)
    progress("scaling: \(row.name): \(formatFigure(row.value)) ms, \(formatFigure(against)) ×")
    return [row]
  }
}
