import Foundation
import KBPolicyCLI

/// scaling: every command on every shape of input it reads, at two sizes a factor of 4 apart
/// (near the documented limits where a run stays short), run in-process through the CLI
/// (`KBPolicy.run`, output discarded). The figure is the time at the larger size, the baseline
/// the time at the smaller one, and the ratio their quotient: 4 is linear, 16 quadratic; the
/// goal is at most 6. Rows for the shapes that once were slow also carry their absolute goal.
enum ScalingBench {
  /// One measured shape: the command line for a size, after writing its inputs into `directory`.
  struct Case {
    var command: String
    var shape: String
    var unit: String
    var size: Int
    /// The absolute goal in seconds at (small size, large size), if any.
    var limits: (small: Double?, large: Double?) = (nil, nil)
    /// Whether the command must exit 0 (a valid input): a row whose input the tool rejects
    /// would measure error recovery, not the shape it names.
    var mustSucceed = false
    var arguments: (_ size: Int, _ directory: String) -> [String]
  }

  static func run(quick: Bool) -> [BenchRow] {
    let directory = NSTemporaryDirectory() + "kbpolicy-bench-scaling-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var rows: [BenchRow] = []
    // KBPOLICY_BENCH_SCALING=text: only the cases whose command and shape contain `text`.
    let filter = ProcessInfo.processInfo.environment["KBPOLICY_BENCH_SCALING"]
    for (number, item) in cases().enumerated() {
      if let filter, !"\(item.command), \(item.shape)".contains(filter) { continue }
      let small = quick ? max(1, item.size / 4) : item.size
      var seconds: [Double] = []
      var status: Int32 = 0
      for size in [small, small * 4] {
        // A directory per case and size: inputs are written once and never shared.
        let arguments = item.arguments(size, directory + "/case\(number)-\(size)")
        // One run first (it writes the inputs); a run of a second or more is its own figure,
        // shorter ones are the median of three more.
        let start = Bench.clock.now
        status = KBPolicy.run(arguments, console: silent)
        let first = Bench.seconds(Bench.clock.now - start)
        seconds.append(
          quick || first >= 1
            ? first
            : Bench.median(repetitions: 3) { status = KBPolicy.run(arguments, console: silent) })
        if status == 2 || (item.mustSucceed && status != 0) {
          progress("scaling: \(item.command) \(item.shape) exited \(status)")
        }
      }
      let ratio = seconds[1] / seconds[0]
      var goal = "time ratio <= 6"
      var met = ratio <= 6
      if item.mustSucceed {
        goal += ", exit 0"
        met = met && status == 0
      }
      if !quick {
        if let limit = item.limits.small {
          goal += ", \(figure(small)) < \(formatFigure(limit)) s"
          met = met && seconds[0] < limit
        }
        if let limit = item.limits.large {
          goal += ", \(figure(small * 4)) < \(formatFigure(limit)) s"
          met = met && seconds[1] < limit
        }
      }
      rows.append(
        BenchRow(
          section: "scaling",
          name:
            "\(item.command), \(item.shape): \(figure(small)) → \(figure(small * 4)) \(item.unit)",
          value: seconds[1] * 1e3, unit: "ms", baselineName: "at \(figure(small))",
          baseline: seconds[0] * 1e3, ratio: ratio, goal: goal, met: met))
      progress(
        "scaling: \(rows.last!.name): \(formatFigure(seconds[0] * 1e3)) → \(formatFigure(seconds[1] * 1e3)) ms"
      )
    }
    return rows
  }

  static let silent = Console(out: { _ in }, err: { _ in })

  /// 295000 → "295,000".
  static func figure(_ n: Int) -> String {
    let digits = String(n)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out += "," }
      out.append(c)
    }
    return out
  }

  /// Writes `text` to `directory/name` (creating the directory) and returns the path.
  static func write(_ text: String, _ directory: String, _ name: String) -> String {
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/" + name
    if !FileManager.default.fileExists(atPath: path) {
      try! text.write(toFile: path, atomically: false, encoding: .utf8)
    }
    return path
  }

  static func policy(_ make: @escaping (Int) -> String) -> (Int, String) -> String {
    { size, directory in write(make(size), directory, "policy.kbpolicy") }
  }

  static func cases() -> [Case] {
    typealias I = ScalingInputs
    let policies: [(shape: String, unit: String, size: Int, make: (Int) -> String)] = [
      ("controller rules for undeclared classes", "blocks", 73_750, I.undeclaredControllers),
      ("declared classes with controller rules", "classes", 50_000, I.declaredControllers),
      ("field rules", "rules", 10_000, I.fieldRules),
      ("identical field rules", "rules", 2_500, I.identicalFieldRules),
      ("scroll-view rules", "rules", 10_000, I.scrollViewRules),
      ("one class list", "classes", 25_000, I.classList),
      ("one enable-in list shadowed by a disable-in list", "classes", 5_000, I.shadowedEnables),
      ("one deep-containers list of copies", "entries", 10_000, I.duplicateDeepContainers),
      (
        "one enable-in list of UIAlertController copies", "entries", 10_000, I.duplicateAlertEnables
      ),
      ("comments, classes and rules", "statements", 12_500, I.commented),
    ]
    var cases: [Case] =
      migrateCases(write: Self.write) + diffCases(write: Self.write)
      + deviceCases(write: Self.write)
    for p in policies {
      let path = policy(p.make)
      // Every policy shape is valid: `check` must accept it.
      var check = Case(
        command: "check", shape: p.shape, unit: p.unit, size: p.size, mustSucceed: true
      ) { ["check", path($0, $1)] }
      if p.shape.hasPrefix("controller rules for undeclared") { check.limits.large = 5 }
      cases.append(check)
      var lint = Case(command: "lint", shape: p.shape, unit: p.unit, size: p.size) {
        ["lint", path($0, $1)]
      }
      if p.shape == "field rules" { lint.limits.large = 2 }
      cases.append(lint)
      // `compile --format json` writes every rule through JSONSerialization: a quarter the size.
      cases.append(
        Case(command: "compile", shape: p.shape, unit: p.unit, size: max(1, p.size / 4)) {
          ["compile", path($0, $1), "--format", "json"]
        })
    }
    // fmt: a 1 MB and a 4 MB policy of comments, classes and rules.
    cases.append(
      Case(
        command: "fmt --check", shape: "comments, classes and rules", unit: "statements",
        size: 20_000, limits: (nil, 2)
      ) { ["fmt", "--check", policy(I.commented)($0, $1)] })
    let empty = { (directory: String) in write("version 1\n", directory, "empty.kbpolicy") }
    for shape in I.SceneShape.allCases {
      let scene = { (size: Int, directory: String) -> String in
        write(I.scene(shape, fields: size).json, directory, "\(shape).scene.json")
      }
      // Deep chains: 50 views a field, so at most 1,920 fields (the 100,000-view limit).
      var all = Case(
        command: "explain --all", shape: "scene, \(shape.rawValue)", unit: "fields",
        size: shape == .deep ? 400 : 2_000
      ) { ["explain", "--policy", empty($1), "--scene", scene($0, $1), "--all"] }
      if shape == .table { all.limits = (1, 4) }
      cases.append(all)
      if shape == .table {
        // A policy with rules, so near misses are looked for on every field (an empty policy
        // skips them): the scene's names must be gathered once, not once per field.
        let rules = { (directory: String) in
          write(
            "version 1\n\nfield \"promo\" {\n  distance = 40\n}\n\n"
              + "controller CheckoutController {\n  distance = 20\n}\n",
            directory, "rules.kbpolicy")
        }
        var withRules = Case(
          command: "explain --all", shape: "scene, table, policy with rules", unit: "fields",
          size: 2_000
        ) { ["explain", "--policy", rules($1), "--scene", scene($0, $1), "--all"] }
        withRules.limits = (1, 4)
        cases.append(withRules)
      }
      let fields = shape == .deep ? 480 : 6_000
      cases.append(
        Case(
          command: "explain (focused field)", shape: "scene, \(shape.rawValue)", unit: "fields",
          size: fields
        ) { ["explain", "--policy", empty($1), "--scene", scene($0, $1)] })
      cases.append(
        Case(
          command: "simulate (20 events)", shape: "scene, \(shape.rawValue)", unit: "fields",
          size: fields
        ) { size, directory in
          [
            "simulate", "--policy", empty(directory), "--scene", scene(size, directory),
            "--events", write(I.events(20, fields: size), directory, "few.events"),
          ]
        })
      cases.append(
        Case(
          command: "lint --scene", shape: "scene, \(shape.rawValue)", unit: "fields",
          size: fields
        ) { ["lint", I.fieldRulesPath(write: write, $1), "--scene", scene($0, $1)] })
    }
    cases.append(
      Case(
        command: "simulate", shape: "event script on a 200-field table", unit: "events", size: 2_500
      ) { size, directory in
        [
          "simulate", "--policy", empty(directory), "--scene",
          write(I.scene(.table, fields: 200).json, directory, "table200.scene.json"),
          "--events", write(I.events(size, fields: 200), directory, "many.events"),
        ]
      })
    cases.append(
      Case(
        command: "explain (focused field)",
        shape: "one chain of controller parents (refused, S019)",
        unit: "controllers", size: 25_000
      ) { size, directory in
        [
          "explain", "--policy", empty(directory), "--scene",
          write(I.controllerChain(size), directory, "chain.scene.json"),
        ]
      })
    cases.append(
      Case(command: "lint", shape: "many scenes (20-field tables)", unit: "scenes", size: 50) {
        size, directory in
        let scene = write(I.scene(.table, fields: 20).json, directory, "small.scene.json")
        return ["lint", I.fieldRulesPath(write: write, directory)]
          + Array(repeating: ["--scene", scene], count: size).flatMap { $0 }
      })
    cases.append(
      Case(command: "import", shape: "storyboard", unit: "scenes", size: 500) { size, directory in
        [
          "import", write(I.storyboard(scenes: size), directory, "many.storyboard"),
          "--out", directory + "/imported",
        ]
      })
    // Each `expect` line copied every expectation before it: quadratic (40,000 lines took
    // 36.5 s against 1.5 s for 10,000).
    cases.append(
      Case(
        command: "test", shape: "expect lines in one test", unit: "expect lines", size: 10_000,
        mustSucceed: true
      ) { size, directory in
        _ = write("version 1\n", directory, "p.kbpolicy")
        _ = write(I.scene(.table, fields: 20).json, directory, "s.json")
        let expects = String(repeating: "  expect distance = 10\n", count: size)
        return [
          "test",
          write(
            "version 1\npolicy \"p.kbpolicy\"\nscene \"s.json\"\ntest \"t\" {\n  field f3\n"
              + expects + "}\n", directory, "expects.kbtest"),
        ]
      })
    // Each element's path among its same-named siblings was counted per sibling: quadratic.
    cases.append(
      Case(
        command: "import", shape: "sibling views in one view", unit: "views", size: 25_000,
        mustSucceed: true
      ) { size, directory in
        ["import", write(I.storyboard(siblings: size), directory, "siblings.storyboard")]
      })
    return cases
  }
}

extension ScalingInputs {
  /// A small policy of 100 field rules (what `lint --scene` checks the scenes against).
  static func fieldRulesPath(write: (String, String, String) -> String, _ directory: String)
    -> String
  {
    write(fieldRules(100), directory, "rules100.kbpolicy")
  }
}
