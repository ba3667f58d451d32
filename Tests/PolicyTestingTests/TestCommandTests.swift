import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `kbpolicy test` end to end: the shipped example tests, a behaviour-changing edit of an example
/// policy, the output format, JUnit XML, `--update` on disk and the exit codes.
@Suite struct TestCommandTests {
  /// A copy of rules/examples in a temporary directory.
  func copyOfExamples() throws -> URL {
    let directory = try Support.temporaryDirectory()
    let examples = directory.appendingPathComponent("examples")
    try FileManager.default.copyItem(
      at: Support.repository.appendingPathComponent("rules/examples"), to: examples)
    return examples
  }

  @Test func theShippedExampleTestsPass() throws {
    let run = Support.cli(["test", Support.repository.appendingPathComponent("rules").path])
    #expect(run.code == 0, "\(run.out)\(run.err)")
    #expect(!run.out.contains("FAIL"))
    let summary = try #require(run.out.split(separator: "\n").last)
    #expect(summary.hasSuffix(" passed, 0 failed"))
    #expect(Int(summary.split(separator: " ")[0]).map { $0 >= 10 } == true)
  }

  /// Nothing to run is never a pass: no `.kbtest` file is a usage error (exit 2), test files
  /// holding no test are an input error (exit 1); both say that 0 tests ran, and a run that
  /// does run tests says how many.
  @Test func aRunWithNoTestFailsAndSaysHowManyRan() throws {
    let directory = try Support.temporaryDirectory()
    let none = Support.cli(["test", directory.path])
    #expect(none.code == 2)
    #expect(none.err.contains("0 tests ran"), "\(none.err)")
    let empty = directory.appendingPathComponent("empty.kbtest")
    try "version 1\n".write(to: empty, atomically: true, encoding: .utf8)
    let hollow = Support.cli(["test", directory.path])
    #expect(hollow.code == 1, "\(hollow.out)\(hollow.err)")
    #expect(hollow.err.contains("0 tests ran"), "\(hollow.err)")
    let shipped = Support.cli(["test", Support.repository.appendingPathComponent("rules").path])
    let summary = try #require(shipped.out.split(separator: "\n").last)
    #expect(summary.contains(" tests ran: "), "\(summary)")
  }

  @Test func changingThePromoCodeDistanceInTheExamplePolicyFailsItsTest() throws {
    let examples = try copyOfExamples()
    let policy = examples.appendingPathComponent("checkout.kbpolicy")
    let text = try String(contentsOf: policy, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of: "field \"promo-code\" {\n  distance = 40\n}",
      with: "field \"promo-code\" {\n  distance = 30\n}")
    #expect(edited != text)
    try edited.write(to: policy, atomically: true, encoding: .utf8)
    let run = Support.cli(["test", examples.path])
    #expect(run.code == 1)
    #expect(run.out.contains("FAIL  \(examples.path)/checkout.kbtest:"))
    #expect(run.out.contains("distance: expected 40, got 30"))
    #expect(
      run.out.contains("winning rule: field \"promo-code\" { distance = 30 } (\(policy.path):"))
    #expect(run.out.contains("gap: expected 40 ± 0.01, got 30"))
    #expect(run.out.hasSuffix(" failed\n") && !run.out.hasSuffix(" 0 failed\n"))
  }

  @Test func turningChatAvoidanceOnFailsItsTest() throws {
    let examples = try copyOfExamples()
    let policy = examples.appendingPathComponent("chat.kbpolicy")
    let text = try String(contentsOf: policy, encoding: .utf8)
    let edited = text.replacingOccurrences(of: "  avoidance = off\n", with: "  avoidance = on\n")
    #expect(edited != text)
    try edited.write(to: policy, atomically: true, encoding: .utf8)
    let run = Support.cli(["test", examples.appendingPathComponent("chat.kbtest").path])
    #expect(run.code == 1)
    #expect(run.out.contains("avoidance: expected off, got on"))
    #expect(run.out.contains("verdict: expected not-adjusted, got visible"))
  }

  @Test func junitReportIsWellFormedAndCountsFailures() throws {
    let directory = try Support.temporaryDirectory()
    try Support.policy.write(
      to: directory.appendingPathComponent("app.kbpolicy"), atomically: true, encoding: .utf8)
    try Support.scene.write(
      to: directory.appendingPathComponent("form.json"), atomically: true, encoding: .utf8)
    try """
    version 1
    policy "app.kbpolicy"
    scene "form.json"
    test "passes <&>" {
      field email
      expect gap = 24
    }
    test "fails" {
      field email
      expect gap = 10
    }
    """.write(to: directory.appendingPathComponent("a.kbtest"), atomically: true, encoding: .utf8)
    let run = Support.cli(["test", directory.path, "--reporter", "junit"])
    #expect(run.code == 1)
    #expect(run.err.hasSuffix("1 passed, 1 failed\n"))
    let parser = XMLParser(data: Data(run.out.utf8))
    #expect(parser.parse(), "\(run.out)")
    #expect(
      run.out.contains(
        "<testsuites name=\"kbpolicy test\" tests=\"2\" failures=\"1\" errors=\"0\" time=\""))
    #expect(run.out.contains("name=\"passes &lt;&amp;&gt;\""))
    #expect(run.out.contains("<failure message=\"gap: expected 10 ± 0.01, got 24\""))
  }

  /// A line feed, carriage return or tab in an attribute value (here a test file's name) is
  /// written as a character reference: a raw one would be read back as a space.
  @Test func junitAttributesNeverHoldARawLineBreak() throws {
    let directory = try Support.temporaryDirectory()
    try Support.policy.write(
      to: directory.appendingPathComponent("app.kbpolicy"), atomically: true, encoding: .utf8)
    try Support.scene.write(
      to: directory.appendingPathComponent("form.json"), atomically: true, encoding: .utf8)
    try
      "version 1\npolicy \"app.kbpolicy\"\nscene \"form.json\"\ntest \"fails\" {\n  field email\n  expect gap = 10\n}\n"
      .write(
        to: directory.appendingPathComponent("a\nb\r\tc.kbtest"), atomically: true,
        encoding: .utf8)
    let run = Support.cli(["test", directory.path, "--reporter", "junit"])
    #expect(run.code == 1, "\(run.err)")
    #expect(run.out.contains("a&#10;b&#13;&#9;c.kbtest\""), "\(run.out)")
    // The attribute holds the references; only the failure's text (element content) keeps the
    // line break as it is.
    #expect(
      run.out.contains("<testsuite name=\"\(directory.path)/a&#10;b&#13;&#9;c.kbtest\""),
      "\(run.out)")
    final class Names: NSObject, XMLParserDelegate {
      var suites: [String] = []
      func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
      ) {
        if element == "testsuite", let name = attributes["name"] { suites.append(name) }
      }
    }
    let names = Names()
    let parser = XMLParser(data: Data(run.out.utf8))
    parser.delegate = names
    #expect(parser.parse(), "\(run.out)")
    #expect(names.suites.contains { $0.hasSuffix("a\nb\r\tc.kbtest") }, "\(names.suites)")
  }

  @Test func updateWritesTheFileAndTheRerunPasses() throws {
    let directory = try Support.temporaryDirectory()
    try Support.policy.write(
      to: directory.appendingPathComponent("app.kbpolicy"), atomically: true, encoding: .utf8)
    try Support.scene.write(
      to: directory.appendingPathComponent("form.json"), atomically: true, encoding: .utf8)
    let test = directory.appendingPathComponent("a.kbtest")
    try
      "version 1\npolicy \"app.kbpolicy\"\nscene \"form.json\"\ntest \"x\" {\n  field email\n  expect gap = 1\n}\n"
      .write(to: test, atomically: true, encoding: .utf8)
    let failing = Support.cli(["test", test.path])
    #expect(failing.code == 1)
    #expect(failing.out.hasSuffix("0 passed, 1 failed\n"))
    let update = Support.cli(["test", test.path, "--update"])
    #expect(update.code == 0, "\(update.out)\(update.err)")
    #expect(update.err.contains("updated \(test.path)"))
    #expect(try String(contentsOf: test, encoding: .utf8).contains("  expect gap = 24\n"))
    #expect(Support.cli(["test", test.path]).out.hasSuffix("1 passed, 0 failed\n"))
  }

  /// An edit made to a `.kbtest` while the run goes on is never overwritten by
  /// `--update`. The run reads the `.kbtest`, then opens the policy it names: the moment it
  /// opens the policy (seen through inotify) this test edits the `.kbtest`, while the run still
  /// has 2,000 tests to run before it would write its update. (A FIFO policy once held the run
  /// still; a file a test names is never opened when it is a FIFO now.)
  @Test(.enabled(if: Self.hasInotify, "needs Linux inotify"))
  func updateNeverOverwritesAnEditMadeDuringTheRun() throws {
    #if os(Linux)
      let directory = try Support.temporaryDirectory()
      let policy = directory.appendingPathComponent("app.kbpolicy").path
      try Support.policy.write(toFile: policy, atomically: true, encoding: .utf8)
      try Support.scene.write(
        to: directory.appendingPathComponent("form.json"), atomically: true, encoding: .utf8)
      let test = directory.appendingPathComponent("a.kbtest")
      var original = "version 1\npolicy \"app.kbpolicy\"\nscene \"form.json\"\n"
      for i in 0..<2_000 { original += "test \"x\(i)\" {\n  field email\n  expect gap = 1\n}\n" }
      try original.write(to: test, atomically: true, encoding: .utf8)
      let edited = original + "# edited during the run\n"
      let watch = inotify_init1(Int32(IN_CLOEXEC))
      #expect(watch >= 0)
      #expect(inotify_add_watch(watch, policy, UInt32(IN_OPEN)) >= 0)
      let writer = Thread {
        var event = [UInt8](repeating: 0, count: 4096)
        _ = event.withUnsafeMutableBytes { read(watch, $0.baseAddress, $0.count) }  // the open
        try? edited.write(to: test, atomically: false, encoding: .utf8)
        close(watch)
      }
      writer.start()
      let update = Support.cli(["test", test.path, "--update"])
      #expect(update.code == 2, "\(update.out.suffix(500))\(update.err)")
      #expect(
        update.err.contains("changed since it was read; it is left as it is"), "\(update.err)")
      #expect(try String(contentsOf: test, encoding: .utf8) == edited)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
          "a.kbtest", "app.kbpolicy", "form.json",
        ])
    #endif
  }

  #if os(Linux)
    static let hasInotify = true
  #else
    static let hasInotify = false
  #endif

  /// Paths in a `.kbtest` resolve inside the test file's own directory: an absolute path, `..`
  /// that leaves it, or `-` is refused (T011) before anything is read, unless `--root DIR`
  /// widens the tree; and nothing of such a file is printed.
  @Test func pathsStayInsideTheTestFilesTree() throws {
    let base = try Support.temporaryDirectory()
    let directory = base.appendingPathComponent("tests")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try "secret line one\nsecret line two\n".write(
      to: base.appendingPathComponent("outside.kbpolicy"), atomically: true, encoding: .utf8)
    try Support.scene.write(
      to: directory.appendingPathComponent("form.json"), atomically: true, encoding: .utf8)
    try Support.policy.write(
      to: base.appendingPathComponent("app.kbpolicy"), atomically: true, encoding: .utf8)
    let test = directory.appendingPathComponent("a.kbtest")
    for written in [
      "/proc/self/environ", "/etc/passwd", "../outside.kbpolicy", "sub/../../outside.kbpolicy", "-",
    ] {
      try
        "version 1\npolicy \"\(written)\"\nscene \"form.json\"\ntest \"x\" {\n  field email\n  expect gap = 24\n}\n"
        .write(to: test, atomically: true, encoding: .utf8)
      let run = Support.cli(["test", test.path])
      #expect(run.code == 1, "\(written): \(run.err)")
      #expect(run.err.contains("error[T011]"), "\(written): \(run.err)")
      let reason =
        written == "-" ? "'-' (standard input) is not one" : "outside the test file's directory"
      #expect(run.err.contains(reason), "\(written): \(run.err)")
      #expect(!run.err.contains("secret"), "\(written): \(run.err)")
      #expect(!run.err.contains("root:"), "\(written): \(run.err)")
      #expect(!run.err.contains("did you mean"), "\(written): \(run.err)")
    }
    // --root widens the tree: a policy one level up is read.
    try
      "version 1\npolicy \"../app.kbpolicy\"\nscene \"form.json\"\ntest \"x\" {\n  field email\n  expect gap = 24\n}\n"
      .write(to: test, atomically: true, encoding: .utf8)
    #expect(Support.cli(["test", test.path]).code == 1)
    let widened = Support.cli(["test", test.path, "--root", base.path])
    #expect(widened.code == 0, "\(widened.out)\(widened.err)")
  }

  /// A symbolic link inside the test file's tree is followed only while it stays inside: a link
  /// to a file outside (or a directory link that leads out) is refused with T011 before the
  /// file is read; a link to a file inside the tree works.
  @Test func symbolicLinksInsideTheTreeCannotLeadOut() throws {
    let base = try Support.temporaryDirectory()
    let directory = base.appendingPathComponent("tests")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try "secret line one\nsecret line two\n".write(
      to: base.appendingPathComponent("outside.kbpolicy"), atomically: true, encoding: .utf8)
    try Support.scene.write(
      to: directory.appendingPathComponent("form.json"), atomically: true, encoding: .utf8)
    try Support.policy.write(
      to: directory.appendingPathComponent("app.kbpolicy"), atomically: true, encoding: .utf8)
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("link.kbpolicy").path,
      withDestinationPath: "../outside.kbpolicy")
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("up").path, withDestinationPath: "..")
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("etc").path, withDestinationPath: "/etc")
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("alias.kbpolicy").path,
      withDestinationPath: "app.kbpolicy")
    let test = directory.appendingPathComponent("a.kbtest")
    func run(_ policy: String) throws -> (code: Int32, out: String, err: String) {
      try
        "version 1\npolicy \"\(policy)\"\nscene \"form.json\"\ntest \"x\" {\n  field email\n  expect gap = 24\n}\n"
        .write(to: test, atomically: true, encoding: .utf8)
      return Support.cli(["test", test.path])
    }
    for written in ["link.kbpolicy", "up/outside.kbpolicy", "etc/passwd"] {
      let refused = try run(written)
      #expect(refused.code == 1, "\(written): \(refused.err)")
      #expect(refused.err.contains("error[T011]"), "\(written): \(refused.err)")
      #expect(refused.err.contains("symbolic link"), "\(written): \(refused.err)")
      #expect(!refused.err.contains("secret"), "\(written): \(refused.err)")
      #expect(!refused.err.contains("root:"), "\(written): \(refused.err)")
    }
    let inside = try run("alias.kbpolicy")
    #expect(inside.code == 0, "\(inside.out)\(inside.err)")
  }

  /// A name that does not exist below a link out of the tree is refused as leading outside,
  /// like one that exists: the did-you-mean never lists the directory the link leads to
  /// (`etc/passwdd` would offer `etc/passwd`, an oracle for the runner's files).
  @Test func aMissingFileBehindALinkOutListsNothingOutside() throws {
    let base = try Support.temporaryDirectory()
    let directory = base.appendingPathComponent("tests")
    let outside = base.appendingPathComponent("outside")
    let manager = FileManager.default
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    try manager.createDirectory(at: outside, withIntermediateDirectories: true)
    try "x".write(
      to: outside.appendingPathComponent("credentials"), atomically: true, encoding: .utf8)
    try Support.scene.write(
      to: directory.appendingPathComponent("form.json"), atomically: true, encoding: .utf8)
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("out").path, withDestinationPath: outside.path)
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("etclink").path, withDestinationPath: "/etc")
    let test = directory.appendingPathComponent("a.kbtest")
    for written in ["out/credentialss", "out/deeper/credentialss", "etclink/passwdd"] {
      try
        "version 1\npolicy \"\(written)\"\nscene \"form.json\"\ntest \"x\" {\n  field email\n  expect gap = 24\n}\n"
        .write(to: test, atomically: true, encoding: .utf8)
      let run = Support.cli(["test", test.path])
      #expect(run.code == 1, "\(written): \(run.err)")
      #expect(run.err.contains("error[T011]"), "\(written): \(run.err)")
      #expect(run.err.contains("symbolic link"), "\(written): \(run.err)")
      #expect(!run.err.contains("did you mean"), "\(written): \(run.err)")
      #expect(!run.err.contains("credentials'"), "\(written): \(run.err)")
      #expect(!run.err.contains("passwd'"), "\(written): \(run.err)")
    }
    // A missing name inside the tree still gets its did-you-mean.
    try Support.policy.write(
      to: directory.appendingPathComponent("app.kbpolicy"), atomically: true, encoding: .utf8)
    try
      "version 1\npolicy \"app.kbpolicyy\"\nscene \"form.json\"\ntest \"x\" {\n  field email\n  expect gap = 24\n}\n"
      .write(to: test, atomically: true, encoding: .utf8)
    let inside = Support.cli(["test", test.path])
    #expect(inside.err.contains("did you mean 'app.kbpolicy'"), "\(inside.err)")
  }

  /// A FIFO a `.kbtest` names in its own directory is refused (T011: not a regular file), not
  /// opened: nothing waits for a writer.
  @Test func aFIFONamedByATestIsNotOpened() throws {
    let directory = try Support.temporaryDirectory()
    let fifo = directory.appendingPathComponent("fifo.kbpolicy").path
    #expect(mkfifo(fifo, 0o600) == 0)
    try Support.scene.write(
      to: directory.appendingPathComponent("form.json"), atomically: true, encoding: .utf8)
    let test = directory.appendingPathComponent("a.kbtest")
    try
      "version 1\npolicy \"fifo.kbpolicy\"\nscene \"form.json\"\ntest \"x\" {\n  field email\n  expect gap = 24\n}\n"
      .write(to: test, atomically: true, encoding: .utf8)
    // Code that opens the FIFO would wait for ever: give it a writer after a while, so that
    // failure is an assertion rather than a hang.
    let watchdog = Thread {
      for _ in 0..<500 {
        usleep(10_000)
        let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 {
          close(descriptor)
          return
        }
      }
    }
    watchdog.start()
    let run = Support.cli(["test", test.path])
    #expect(run.code == 1, "\(run.out)\(run.err)")
    #expect(run.err.contains("error[T011]"), "\(run.err)")
    #expect(run.err.contains("a FIFO or pipe, not a regular file"), "\(run.err)")
  }

  /// A file named as a policy that is not one (no `version 1` first) is not echoed line by line.
  @Test func aFileThatIsNotAPolicyIsNotEchoed() throws {
    let directory = try Support.temporaryDirectory()
    try "SECRET=1\nTOKEN=abc\n".write(
      to: directory.appendingPathComponent("env.kbpolicy"), atomically: true, encoding: .utf8)
    try Support.scene.write(
      to: directory.appendingPathComponent("form.json"), atomically: true, encoding: .utf8)
    let test = directory.appendingPathComponent("a.kbtest")
    try
      "version 1\npolicy \"env.kbpolicy\"\nscene \"form.json\"\ntest \"x\" {\n  field email\n  expect gap = 24\n}\n"
      .write(to: test, atomically: true, encoding: .utf8)
    let run = Support.cli(["test", test.path])
    #expect(run.code == 1)
    #expect(run.err.contains("error[T012]"), "\(run.err)")
    #expect(!run.err.contains("SECRET"), "\(run.err)")
    #expect(!run.err.contains("TOKEN"), "\(run.err)")
  }

  @Test func exitCodes() throws {
    #expect(Support.cli(["test"]).code == 2)
    #expect(Support.cli(["test", "/nonexistent/x.kbtest"]).code == 2)
    #expect(
      Support.cli(["test", "rules", "--reporter", "junt"]).err.contains("did you mean 'junit'?"))
    let directory = try Support.temporaryDirectory()
    try "version 1\ntest \"x\" {\n  expect gap = 1\n}\n".write(
      to: directory.appendingPathComponent("a.kbtest"), atomically: true, encoding: .utf8)
    let run = Support.cli(["test", directory.path])
    #expect(run.code == 1)
    #expect(run.err.contains("error[T008]: test \"x\" names no policy"))
    #expect(run.out.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test func aXibSceneWithItsController() throws {
    let directory = try Support.temporaryDirectory()
    let xib = Support.repository.appendingPathComponent(
      "Tests/InterfaceBuilderTests/Fixtures/Login.xib")
    try Support.policy.write(
      to: directory.appendingPathComponent("app.kbpolicy"), atomically: true, encoding: .utf8)
    try """
    version 1
    policy "app.kbpolicy"
    xib "\(xib.path)" controller XibLoginViewController
    test "login" {
      field xib-email
      expect distance = 12 from avoidance { distance = 12 }
      expect verdict = visible
    }
    test "missing controller" {
      xib "\(xib.path)" controller NoSuchController
      field xib-email
      expect verdict = visible
    }
    """.write(to: directory.appendingPathComponent("a.kbtest"), atomically: true, encoding: .utf8)
    // The xib is a fixture outside the test's directory: '--root /' allows it.
    let run = Support.cli(["test", directory.path, "--root", "/"])
    #expect(run.out.contains("PASS  \(directory.path)/a.kbtest:4  login"), "\(run.out)\(run.err)")
    #expect(run.out.contains("FAIL  \(directory.path)/a.kbtest:9  missing controller"))
    #expect(run.err.contains("error[T013]"), "\(run.err)")
    #expect(run.out.hasSuffix("1 passed, 1 failed\n"))
  }
}
