import Foundation
import PolicyLanguage
import PolicyTesting

/// `kbpolicy test [FILE|DIR]... [--reporter human|junit] [--update]`: runs policy tests
/// (`.kbtest` files) and reports a line per test and a summary.
struct TestCommand: Command {
  static let name = "test"
  static let summary = "run policy tests (.kbtest files): pinned settings, rules and engine results"
  static let help = """
    usage: kbpolicy test FILE|DIR... [--reporter human|junit] [--update] [--root DIR]

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

    exit: 0 every test passed; 1 a test failed, a file has errors or no test ran; 2 usage or I/O
    error (no .kbtest file found)

    """
  static let arguments = ArgumentSpec(
    options: ["--reporter", "--root"], flags: ["--update"], allowsPositionals: true)

  /// The output formats.
  enum Reporter: String, CaseIterable {
    case human, junit
  }

  var files: [String]
  var reporter: Reporter
  var update: Bool
  var root: String?

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
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    let paths = try FileIO.expand(files, suffix: ".kbtest", console: console)
    guard !paths.isEmpty else {
      throw UsageError(
        "no .kbtest files in \(files.map { "'\($0)'" }.joined(separator: ", ")): 0 tests ran")
    }
    var texts: [(path: String, bytes: [UInt8], text: String)] = []
    // With JUnit, a test file that cannot be read is an error case inside the report, which
    // stays a whole document; for people, the run stops at it as every command does.
    var unreadable: [InputFailure] = []
    for path in FileIO.unique(paths) {
      do throws(UsageError) {
        let bytes = try FileIO.readBytes(path, console: console)
        texts.append((path, bytes, try FileIO.text(of: bytes, path: path)))
      } catch {
        guard reporter == .junit else { throw error }
        unreadable.append(InputFailure(error, path: path))
      }
    }
    var runner = PolicyTestRunner(files: Self.files(console: console), update: update)
    runner.root = root
    runner.workingDirectory = FileManager.default.currentDirectoryPath
    // Only --update reads the outcomes back; without it each result drops them (memory).
    runner.keepsOutcomes = update
    var results: [PolicyTestFileResult] = []
    for (path, bytes, text) in texts {
      var result = runner.run(path: path, text: text)
      if update, let updated = result.updatedText {
        // Re-read and compared just before the rename: an edit made during the run stays.
        try FileIO.replace(path, original: bytes, with: updated)
        console.err("updated \(DiagnosticRenderer.escaped(path))\n")
        var rerun = PolicyTestRunner(files: Self.files(console: console))
        rerun.root = root
        rerun.workingDirectory = runner.workingDirectory
        result = rerun.run(path: path, text: updated)
      }
      results.append(result)
    }
    // One budget for the whole run: a policy that several test files use is capped once.
    for result in results {
      let diagnostics = result.diagnostics + result.results.flatMap(\.diagnostics)
      if !diagnostics.isEmpty {
        console.report(diagnostics, sources: result.sources, style: .human)
        console.err("\n")
      }
    }
    let passed = results.reduce(0) { $0 + $1.passed }
    let failed = results.reduce(0) { $0 + $1.failed }
    let ran = passed + failed
    let summary = "\(ran) \(ran == 1 ? "test" : "tests") ran: \(passed) passed, \(failed) failed\n"
    switch reporter {
    case .human:
      console.out(TerminalText.safe(TestReportRenderer.human(results)) + summary)
    case .junit:
      console.out(TestReportRenderer.junit(results, unreadable: unreadable.map(\.diagnostic)))
      console.err(summary)
      for failure in unreadable {
        console.report([failure.diagnostic])
        console.err("\n")
      }
    }
    let fileErrors = results.contains { !$0.diagnostics.isEmpty }
    var code: ExitCode = failed == 0 && !fileErrors ? .success : .inputErrors
    if ran == 0, unreadable.isEmpty, !fileErrors {
      // Test files that hold no test: nothing was checked, which must not pass CI.
      console.err("error: the test files hold no 'test' block: 0 tests ran\n")
      code = .inputErrors
    }
    return unreadable.reduce(code) { InputFailure.worse($0, $1.exitCode) }
  }

  /// When the command started: tests are timed from it (JUnit's `time`).
  static let origin = ContinuousClock.now

  /// File access for the runner: bounded UTF-8 reads, directory listings for did-you-mean, a
  /// clock for each test's time.
  static func files(console: Console) -> TestFiles {
    TestFiles(
      read: { path in
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
