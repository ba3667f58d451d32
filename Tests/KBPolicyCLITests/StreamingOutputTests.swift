import Foundation
import PolicyTesting
import Testing

@testable import KBPolicyCLI

/// `simulate` reads its event script line by line and `test` reports test by test: what each
/// reads and writes is the same as when both held everything until the end, and bad lines still
/// name their file, line and column.
@Suite struct StreamingOutputTests {
  static let policy = CLI.path("rules/examples/checkout.kbpolicy")
  static let scene = CLI.path("rules/examples/checkout.scene.json")
  static let events = CLI.path("rules/examples/checkout.events")

  static func simulate(_ events: String, stdin: String = "") -> (
    code: Int32, out: String, err: String
  ) {
    CLI.run(
      ["simulate", "--policy", policy, "--scene", scene, "--events", events, "--format", "json"],
      stdin: stdin)
  }

  // MARK: - simulate

  /// The same script with CRLF line breaks and a byte-order mark, or from standard input,
  /// prints what the file prints (the path in the header aside).
  @Test func aScriptReadAsAStreamPrintsWhatTheWholeFilePrinted() throws {
    let text = try String(contentsOfFile: Self.events, encoding: .utf8)
    let expected = Self.simulate(Self.events)
    #expect(expected.code == 0, "\(expected.err)")
    let directory = try CLI.temporaryDirectory()
    let crlf = try CLI.write(
      "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n"), "crlf.events", in: directory)
    let streamed = Self.simulate(crlf)
    #expect(streamed.code == 0, "\(streamed.err)")
    #expect(streamed.out.replacingOccurrences(of: crlf, with: Self.events) == expected.out)
    let piped = Self.simulate("-", stdin: text)
    #expect(piped.code == 0, "\(piped.err)")
    #expect(
      piped.out.replacingOccurrences(
        of: "\"events\": \"-\"", with: "\"events\": \"\(Self.events)\"")
        == expected.out)
  }

  /// A line past the limit is V005 at the first byte past it; the lines around it still get
  /// their own errors, and nothing runs.
  @Test func aLineLongerThanTheLimitIsAnErrorAtItsLineAndColumn() throws {
    let directory = try CLI.temporaryDirectory()
    let long = "focus " + String(repeating: "x", count: 5000)
    let events = try CLI.write(
      "keyboard show height 300\n\(long)\nwobble\n", "long.events", in: directory)
    let run = Self.simulate(events)
    #expect(run.code == 1)
    #expect(run.out.isEmpty)
    // The limit is 4,096 bytes: the error is at column 4,097 of line 2.
    #expect(
      run.err.contains("\(events):2:4097: error: the line is longer than 4096 bytes"), "\(run.err)")
    #expect(run.err.contains("[V005]"))
    #expect(run.err.contains("\(events):3:1: error: unknown event 'wobble'"), "\(run.err)")
  }

  /// A line of exactly 4,096 bytes is read (it is an unknown event, not a long line).
  @Test func aLineOfExactlyTheLimitIsRead() throws {
    let directory = try CLI.temporaryDirectory()
    let events = try CLI.write(
      String(repeating: "w", count: 4096) + "\n", "edge.events", in: directory)
    let run = Self.simulate(events)
    #expect(run.code == 1)
    #expect(run.err.contains("\(events):1:1: error: unknown event"), "\(run.err)")
    #expect(!run.err.contains("V005"))
  }

  /// Bytes that are not UTF-8 on line 3 stop the run with the error every input gets, before
  /// anything is written.
  @Test func aLineThatIsNotUTF8NamesItsLineAndColumn() throws {
    let directory = try CLI.temporaryDirectory()
    let path = directory.appendingPathComponent("bad.events").path
    // Line 3 is "focus " (6 bytes) then 0xFF: column 7.
    let bytes = Array("keyboard show height 300\nblur\nfocus ".utf8) + [0xFF, 0x0A]
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    let run = Self.simulate(path)
    #expect(run.code == 1)
    #expect(run.out.isEmpty)
    #expect(run.err.contains("\(path):3:7: the file is not UTF-8 text"), "\(run.err)")
  }

  /// A `focus` naming no text input is still found before the first step: nothing is written.
  @Test func anUnknownFieldIsFoundBeforeAnythingIsWritten() throws {
    let directory = try CLI.temporaryDirectory()
    let events = try CLI.write(
      "keyboard show height 300\nfocus email\nfocus emial\n", "typo.events", in: directory)
    let run = Self.simulate(events)
    #expect(run.code == 1)
    #expect(run.out.isEmpty)
    #expect(run.err.contains("\(events):3:7: error: the scene has no view 'emial'"), "\(run.err)")
  }
}

/// `kbpolicy test` reports each test as it ends: the JUnit document written through the spill
/// file is byte for byte the one rendered from every result at once, and people see a test's
/// line before the next test's errors.
@Suite struct StreamingTestReportTests {
  /// A test file of `count` tests in `directory` (policy and scene beside it): most pass, every
  /// seventh fails, every eleventh has a syntax error, with text outside the tests too. Names
  /// hold characters of two and three UTF-8 bytes, so the spill file's pieces cut through them.
  static func testFile(_ count: Int, in directory: URL) throws -> String {
    _ = try CLI.write(
      try String(contentsOfFile: CLI.path("rules/examples/checkout.kbpolicy"), encoding: .utf8),
      "checkout.kbpolicy", in: directory)
    _ = try CLI.write(
      try String(contentsOfFile: CLI.path("rules/examples/checkout.scene.json"), encoding: .utf8),
      "checkout.scene.json", in: directory)
    var text = "version 1\npolicy \"checkout.kbpolicy\"\nscene \"checkout.scene.json\"\nwobble\n"
    for i in 0..<count {
      // email's gap: the assumed keyboard is 336 + the toolbar's 58 = 394 (top 458); the table
      // scrolls the field to 20 pt above it.
      let gap = i % 7 == 0 ? "1" : "20"
      let expect = i % 11 == 0 ? "expect gap ==" : "expect gap = \(gap)"
      text += "test \"t\(i) ü€ <&>\" {\n  field email\n  \(expect)\n}\n"
    }
    return try CLI.write(text + "frobnicate\n", "many.kbtest", in: directory)
  }

  @Test func theStreamedJUnitDocumentIsTheOneRenderedAtOnce() throws {
    let directory = try CLI.temporaryDirectory()
    // 600 cases of about 250 bytes: the spill file is copied in several 64 KiB pieces.
    let path = try Self.testFile(600, in: directory)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var files = TestCommand.files(console: .silent)
    files.now = nil
    var runner = PolicyTestRunner(files: files)
    runner.keepsOutcomes = false
    let whole = runner.run(path: path, text: text)
    #expect(whole.failed > 0 && whole.passed > 0 && !whole.diagnostics.isEmpty)
    let unreadable = InputFailure(
      UsageError("cannot read 'gone.kbtest': no such file"), path: "gone.kbtest")
    let expected = TestReportRenderer.junit([whole], unreadable: [unreadable.diagnostic])
    #expect(expected.utf8.count > 2 * JUnitReportWriter.bufferSize)

    var writer = try JUnitReportWriter()
    defer { writer.close() }
    writer.addUnreadable(unreadable.diagnostic)
    var streaming = PolicyTestRunner(files: files)
    let summary = streaming.run(path: path, text: text) { result, _ in
      writer.add(result, path: path)
    }
    #expect(summary.results.isEmpty)
    #expect(summary.passed == whole.passed && summary.failed == whole.failed)
    writer.endFile(path: path, diagnostics: summary.diagnostics)
    let out = CLI.Buffer()
    try writer.finish(console: Console(out: { out.append($0) }, err: { _ in }))
    #expect(out.value == expected)
  }

  /// The spill file is removed from the temporary directory as soon as it is made.
  @Test func theSpillFileLeavesNothingBehind() throws {
    let temporary = NSTemporaryDirectory()
    func spills() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: temporary).filter {
        $0.hasPrefix(".kbpolicy-junit.kbpolicy-tmp-")
      }
    }
    let before = try spills()
    let writer = try JUnitReportWriter()
    #expect(try spills() == before)
    writer.close()
  }

  /// Each test's line is written before the next test's errors: people see results as they come.
  @Test func peopleSeeEachTestBeforeTheNextOnesErrors() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try Self.testFile(12, in: directory)
    let events = CLI.Buffer()
    let console = Console(
      out: { events.append("OUT " + $0) }, err: { events.append("ERR " + $0) })
    let code = KBPolicy.run(["test", path], console: console)
    #expect(code == 1)
    let log = events.value
    // Tests 0 and 11 have a syntax error (i % 11 == 0), test 7 fails (i % 7 == 0), the other
    // nine pass (test i starts on line 5 + 4 × i: 45 and 49): test 11's error is written after test 10's line, and before test 11's.
    let line10 = try #require(log.range(of: "OUT PASS  \(path):45  t10 ü€ <&>\n"))
    let error11 = try #require(
      log.range(of: "error[T005]", range: line10.upperBound..<log.endIndex))
    let line11 = try #require(log.range(of: "OUT FAIL  \(path):49  t11 ü€ <&>\n"))
    #expect(error11.upperBound < line11.lowerBound)
    #expect(log.hasSuffix("OUT 12 tests ran: 9 passed, 3 failed\n"), "\(log.suffix(300))")
  }
}
