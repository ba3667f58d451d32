import Foundation
import PolicyLanguage
import PolicyTesting
import SceneModel

/// `kbpolicy test [FILE|DIR]... [--reporter human|junit] [--update]`: runs policy tests
/// (`.kbtest` files) and reports a line per test and a summary.
struct TestCommand: Command {
  static let name = "test"
  static let summary = "run policy tests (.kbtest files): pinned settings, rules and engine results"
  static let help = """
    usage: kbpolicy test FILE|DIR... [--reporter human|junit] [--update] [--root DIR]
                         [--coverage] [--min-coverage N] [--coverage-json FILE]
                         [--device ID|all]

    Runs every test of each test file (a directory means every .kbtest file below it). A test
    names a policy, a scene, a field and what it expects: settings with the rule that must win,
    and the engine's verdict, movement and gap, optionally after an event script (grammar.md,
    Part 4). Prints a line per test, what failed (expected and actual, and the rule that won),
    then 'N tests ran: N passed, N failed'. Errors in a test file, or in a policy or scene it names, are
    printed as diagnostics on standard error and count as failures.

    options:
      --reporter R   human (default): the lines above on standard output; junit: JUnit XML on
                     standard output (the summary goes to standard error)
      --update       write the current answers into the tests: a failing value or rule is
                     replaced in place, a test with no 'expect' line gets one line per answer;
                     then the tests run again from the written files
      --root DIR     let the files a test names lie anywhere below DIR; by default each must
                     be inside its test file's directory (no absolute path, no '..' leaving it)
      --coverage     after the summary, which rules and list entries of the tested policies
                     the tests exercised (decided a tested field's setting) and each one none
                     did, as file:line:column (feature settings, controller and field rules,
                     enable in / disable in entries); with junit, a 'kbpolicy coverage' suite
      --min-coverage N
                     fail (exit 1) when fewer than N percent (0 to 100) are exercised;
                     implies --coverage
      --coverage-json FILE
                     also write the coverage as JSON to FILE; implies --coverage
      --device ID[:ORIENT]
                     lay out every storyboard and xib test without its own 'device' line on
                     that device; 'all': on every supported iPhone and iPad class (a test
                     passes when it passes on each; a failure names the classes, worst first)

    exit: 0 every test passed; 1 a test failed, a file has errors or no test ran; 2 usage or I/O
    error (no .kbtest file found)

    """
  static let arguments = ArgumentSpec(
    options: ["--reporter", "--root", "--min-coverage", "--coverage-json", "--device"],
    flags: ["--update", "--coverage"], allowsPositionals: true)

  /// The output formats.
  enum Reporter: String, CaseIterable {
    case human, junit
  }

  var files: [String]
  var reporter: Reporter
  var update: Bool
  var root: String?
  /// Whether coverage is tracked and reported.
  var coverage: Bool
  /// `--min-coverage`, in percent.
  var minimumCoverage: Double?
  /// `--coverage-json`.
  var coverageJSON: String?
  /// `--device`: the device of the tests that name none (storyboard and xib scenes).
  var device: String?

  init(parsed: ParsedArguments) throws(UsageError) {
    guard !parsed.positionals.isEmpty else {
      throw UsageError("missing test file or directory (e.g. 'kbpolicy test rules')")
    }
    files = parsed.positionals
    update = parsed.has("--update")
    root = parsed.value("--root")
    let name = parsed.value("--reporter") ?? "human"
    guard let reporter = Reporter(rawValue: name) else {
      let names = Reporter.allCases.map(\.rawValue)
      let hint = Suggestions.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError(
        "unknown reporter '\(name)' (expected \(names.joined(separator: " or ")))\(hint)")
    }
    self.reporter = reporter
    if files.contains("-") { throw UsageError("test files are read from paths, not '-'") }
    if let text = parsed.value("--min-coverage") {
      guard let value = DecimalNumber.value(text), value >= 0, value <= 100 else {
        throw UsageError("--min-coverage expects a percentage from 0 to 100, got '\(text)'")
      }
      minimumCoverage = value
    }
    coverageJSON = parsed.value("--coverage-json")
    if let device = parsed.value("--device") {
      let id = String(device.split(separator: ":", maxSplits: 1).first ?? "")
      guard id == SceneSource.allDevices || DeviceProfile.named(id) != nil else {
        throw SceneSource.unknownDevice(id)
      }
      self.device = device
    }
    coverage = parsed.has("--coverage") || minimumCoverage != nil || coverageJSON != nil
    if coverage, update {
      throw UsageError("--update rewrites the tests; measure coverage in a run without it")
    }
    if coverageJSON == "-" {
      throw UsageError("--coverage-json writes a file; standard output holds the test report")
    }
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    let paths = try FileIO.expand(files, suffix: ".kbtest", console: console)
    guard !paths.isEmpty else {
      throw UsageError(
        "no .kbtest files in \(files.map { "'\($0)'" }.joined(separator: ", ")): 0 tests ran")
    }
    var runner = PolicyTestRunner(files: Self.files(console: console), update: update)
    runner.root = root
    runner.device = device
    runner.workingDirectory = FileManager.default.currentDirectoryPath
    // Only --update reads the outcomes back; without it each result drops them (memory).
    runner.keepsOutcomes = update
    if coverage { runner.coverage = PolicyCoverage() }
    var report = try TestRunReport(junit: reporter == .junit, console: console)
    defer { report.close() }
    // Each file is read when its turn comes and each test reported as it ends: memory holds one
    // file and one test, not the run.
    for path in FileIO.unique(paths) {
      let bytes: [UInt8]
      let text: String
      do throws(UsageError) {
        bytes = try FileIO.readBytes(path, console: console)
        text = try FileIO.text(of: bytes, path: path)
      } catch {
        // With JUnit, a test file that cannot be read is an error case inside the report, which
        // stays a whole document; for people, the run stops at it as every command does.
        guard reporter == .junit else { throw error }
        report.unreadable(InputFailure(error, path: path))
        continue
      }
      guard update else {
        let result = runner.run(path: path, text: text) { report.add($0, sources: $1) }
        report.endFile(result)
        continue
      }
      var result = runner.run(path: path, text: text)
      if let updated = result.updatedText {
        // Re-read and compared just before the rename: an edit made during the run stays.
        try FileIO.replace(path, original: bytes, with: updated)
        console.err("updated \(DiagnosticRenderer.escaped(path))\n")
        var rerun = PolicyTestRunner(files: Self.files(console: console))
        rerun.root = root
        rerun.workingDirectory = runner.workingDirectory
        result = rerun.run(path: path, text: updated) { report.add($0, sources: $1) }
      } else {
        for test in result.results { report.add(test, sources: result.sources) }
      }
      report.endFile(result)
    }
    if let measured = runner.coverage {
      report.addCoverage(measured, minimum: minimumCoverage)
      if let coverageJSON {
        try FileIO.writeOutput(
          CoverageRenderer.json(measured, minimum: minimumCoverage), to: coverageJSON,
          console: console)
      }
    }
    return try report.finish()
  }

  /// When the command started: tests are timed from it (JUnit's `time`).
  static let origin = ContinuousClock.now

  /// File access for the runner: bounded UTF-8 reads, directory listings for did-you-mean, a
  /// clock for each test's time.
  static func files(console: Console) -> TestFiles {
    TestFiles(
      read: { path in
        // A file a test names is not an argument: a FIFO or a device would wait for a writer.
        if let kind = FileIO.nonRegularKind(path), kind != "a directory" {
          return .failure(TestFileError("it is \(kind), not a regular file"))
        }
        do throws(UsageError) {
          return .success(try FileIO.readText(path, console: console))
        } catch {
          return .failure(TestFileError(Self.reason(error.message, path: path)))
        }
      },
      list: { directory in
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      },
      now: { ContinuousClock.now - origin },
      realPath: { path in
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
      })
  }

  /// `no such file 'x'` → `no such file` (the path is already in the caller's message).
  static func reason(_ message: String, path: String) -> String {
    message.replacingOccurrences(of: " '\(path)'", with: "").replacingOccurrences(
      of: "'\(path)' ", with: "")
  }
}
