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
  /// `--update`. The policy is a FIFO: the run blocks reading it until this test has edited the
  /// `.kbtest` (after the run read it), then gets the policy and goes on to update.
  @Test func updateNeverOverwritesAnEditMadeDuringTheRun() throws {
    let directory = try Support.temporaryDirectory()
    let policy = directory.appendingPathComponent("app.kbpolicy").path
    #expect(mkfifo(policy, 0o600) == 0)
    try Support.scene.write(
      to: directory.appendingPathComponent("form.json"), atomically: true, encoding: .utf8)
    let test = directory.appendingPathComponent("a.kbtest")
    let original =
      "version 1\npolicy \"app.kbpolicy\"\nscene \"form.json\"\ntest \"x\" {\n  field email\n  expect gap = 1\n}\n"
    try original.write(to: test, atomically: true, encoding: .utf8)
    let edited = original + "# edited during the run\n"
    let writer = Thread {
      let descriptor = open(policy, O_WRONLY)  // blocks until the run opens the policy
      try? edited.write(to: test, atomically: false, encoding: .utf8)
      _ = Array(Support.policy.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
      // Code that overwrites the edit runs the tests again and reads the policy a second time:
      // serve it for a while (once the first read is long over), so that failure is an
      // assertion rather than a hang.
      sleep(2)
      for _ in 0..<300 {
        let again = open(policy, O_WRONLY | O_NONBLOCK)
        if again >= 0 {
          _ = Array(Support.policy.utf8).withUnsafeBytes { write(again, $0.baseAddress, $0.count) }
          close(again)
        }
        usleep(10_000)
      }
    }
    writer.start()
    let update = Support.cli(["test", test.path, "--update"])
    #expect(update.code == 2, "\(update.out)\(update.err)")
    #expect(update.err.contains("changed since it was read; it is left as it is"), "\(update.err)")
    #expect(try String(contentsOf: test, encoding: .utf8) == edited)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "a.kbtest", "app.kbpolicy", "form.json",
      ])
  }

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
