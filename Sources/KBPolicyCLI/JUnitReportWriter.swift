import Foundation
import PolicyLanguage
import PolicyTesting

/// Writes `kbpolicy test --reporter junit` as the tests run, in memory that does not grow with
/// the number of tests. JUnit puts every count in attributes before the cases they count, so the
/// cases (and each file's `(file)` case) go to a spill file as each test ends, and `finish`
/// writes the document (the same bytes `TestReportRenderer.junit` renders from every result):
/// the header with the run's totals, then each suite's line with its counts followed by its
/// cases copied from the spill file. Only one line and three offsets per file are kept.
///
/// The spill file is created in the system's temporary directory and removed from it at once,
/// so it is gone on every path (an error, a kill); standard output gets nothing until `finish`.
struct JUnitReportWriter {
  /// A file's suite: its `testsuite` line, and where its `(file)` case and its test cases lie in
  /// the spill file (the `(file)` case comes first in the document, but is known last).
  private struct Suite {
    var opening: String
    var cases: Range<Int>
    var fileCase: Range<Int>
  }

  private let spill: TemporaryFile
  private var buffer: [UInt8] = []
  /// Bytes written to the spill file so far (flushed or in `buffer`).
  private var length = 0
  private var failure: UsageError?
  private var unreadable: [Suite] = []
  private var suites: [Suite] = []
  private var suite = JUnitCounts()
  private var suiteStart = 0
  private var total = JUnitCounts()
  /// Suites written after every file's.
  private var last = ""

  /// The largest part of the spill file held before it is written out (bytes).
  static let bufferSize = 64 * 1024

  /// Creates the writer and its spill file.
  init() throws(UsageError) {
    spill = try TemporaryFile(
      beside: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
        "kbpolicy-junit"
      ).path)
    unlink(spill.path)
  }

  /// Adds one test's case to the current file's suite.
  mutating func add(_ result: PolicyTestResult, path: String) {
    suite.add(result)
    append(TestReportRenderer.testCase(result, path: path))
  }

  /// Ends the current file's suite; `diagnostics` are the file's own errors (a `(file)` case).
  mutating func endFile(path: String, diagnostics: [Diagnostic]) {
    let casesEnd = length
    if !diagnostics.isEmpty {
      suite.addFileCase()
      append(TestReportRenderer.fileCase(path, diagnostics))
    }
    suites.append(
      Suite(
        opening: TestReportRenderer.suiteOpening(path, suite),
        cases: suiteStart..<casesEnd, fileCase: casesEnd..<length))
    total.add(suite)
    suite = JUnitCounts()
    suiteStart = length
  }

  /// Adds the suite of a file that could not be read (these come first in the document).
  mutating func addUnreadable(_ diagnostic: Diagnostic) {
    let (text, counts) = TestReportRenderer.unreadableSuite(diagnostic)
    total.add(counts)
    let start = length
    append(text)
    unreadable.append(Suite(opening: "", cases: start..<length, fileCase: length..<length))
    suiteStart = length
  }

  /// Adds a suite written after every file's (`kbpolicy coverage`).
  mutating func addLast(_ text: String, counts: JUnitCounts) {
    total.add(counts)
    last += text
  }

  /// Writes the whole document to standard output; an error (exit 2) when the spill file could
  /// not be written or read back, before anything is written.
  mutating func finish(console: Console) throws(UsageError) {
    flush()
    if let failure { throw failure }
    console.out(TestReportRenderer.header(total))
    for suite in unreadable {
      try copy(suite.cases, to: console)
    }
    for suite in suites {
      console.out(suite.opening)
      try copy(suite.fileCase, to: console)
      try copy(suite.cases, to: console)
      console.out(TestReportRenderer.suiteClosing)
    }
    console.out(last)
    console.out(TestReportRenderer.footer)
  }

  /// Closes the spill file (already removed from its directory).
  func close() {
    spill.close()
  }

  private mutating func append(_ text: String) {
    buffer += text.utf8
    length += text.utf8.count
    if buffer.count >= Self.bufferSize { flush() }
  }

  private mutating func flush() {
    guard !buffer.isEmpty else { return }
    if failure == nil, let code = FileIO.writeAll(buffer, to: spill.descriptor) {
      failure = Self.spillError(code)
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Copies a range of the spill file to standard output in pieces cut at character boundaries.
  private func copy(_ range: Range<Int>, to console: Console) throws(UsageError) {
    var chunk = [UInt8](repeating: 0, count: Self.bufferSize)
    var carried: [UInt8] = []
    var offset = range.lowerBound
    while offset < range.upperBound {
      let wanted = min(chunk.count, range.upperBound - offset)
      let count = chunk.withUnsafeMutableBytes {
        pread(spill.descriptor, $0.baseAddress, wanted, off_t(offset))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw Self.spillError(count < 0 ? errno : EIO) }
      offset += count
      var bytes = carried + chunk[0..<count]
      // A character cut by the piece's end goes with the next piece.
      var end = bytes.count
      if offset < range.upperBound {
        var start = end - 1
        while start > 0, end - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        end = start
      }
      carried = Array(bytes[end...])
      bytes.removeSubrange(end...)
      console.out(String(decoding: bytes, as: UTF8.self))
    }
  }

  private static func spillError(_ code: Int32) -> UsageError {
    UsageError("cannot write the JUnit report's temporary file: \(FileIO.reason(code))")
  }
}
