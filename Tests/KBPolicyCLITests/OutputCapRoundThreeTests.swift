import Foundation
import Testing

/// The output caps hold for the shapes that once went past them: many failing tests in one file,
/// one test with many failing expectations, and a message quoting a huge JSON key.
@Suite struct OutputCapRoundThreeTests {
  static let policy = CLI.path("rules/examples/checkout.kbpolicy")
  static let scene = CLI.path("rules/examples/checkout.scene.json")

  /// A directory holding the checkout example and `body` as `t.kbtest`.
  static func kbtest(_ body: String) throws -> String {
    let directory = try CLI.temporaryDirectory()
    try FileManager.default.copyItem(
      atPath: policy, toPath: directory.appendingPathComponent("checkout.kbpolicy").path)
    try FileManager.default.copyItem(
      atPath: scene, toPath: directory.appendingPathComponent("checkout.scene.json").path)
    return try CLI.write(
      "version 1\npolicy \"checkout.kbpolicy\"\nscene \"checkout.scene.json\"\n" + body, "t.kbtest",
      in: directory)
  }

  /// 5,000 failing expectations in one test: 100 are listed, then the count of the rest.
  @Test func failingExpectationsAreCapped() throws {
    let count = 5_000
    let test = try Self.kbtest(
      "test \"t\" {\n  field promo-code\n"
        + String(repeating: "  expect gap = 1\n", count: count) + "}\n")
    let human = CLI.run(["test", test])
    #expect(human.code == 1)
    let failures = human.out.split(separator: "\n").filter { $0.contains("gap: expected 1") }
    #expect(failures.count == 100, "\(failures.count)")
    #expect(human.out.contains("note: \(count - 100) more failing expectations not shown"))
    #expect(human.out.utf8.count < 40_000, "\(human.out.utf8.count) bytes")  // 5,000 lines: 1.2 MB
    let junit = CLI.run(["test", test, "--reporter", "junit"])
    #expect(junit.code == 1)
    #expect(junit.out.contains("\(count - 100) more not shown"), "\(junit.out.prefix(2000))")
    #expect(junit.out.utf8.count < 40_000, "\(junit.out.utf8.count) bytes")
  }

  /// 5,000 failing tests in one file: 100 FAIL lines, then one note counting the rest; the
  /// summary still counts every test.
  @Test func failingTestsAreCappedPerFile() throws {
    let count = 5_000
    var body = ""
    for i in 0..<count { body += "test \"t\(i)\" {\n  field promo-code\n  expect gap = 1\n}\n" }
    let run = CLI.run(["test", try Self.kbtest(body)])
    #expect(run.code == 1)
    let lines = run.out.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("FAIL") }.count == 100)
    #expect(
      run.out.contains("note: \(count - 100) more failing tests not shown"),
      "\(run.out.suffix(300))")
    #expect(run.out.hasSuffix("\(count) tests ran: 0 passed, \(count) failed\n"))
  }

  /// Unclosed `test` blocks: the errors and FAIL lines stay capped.
  @Test func unclosedTestsAreCapped() throws {
    let run = CLI.run([
      "test", try Self.kbtest(String(repeating: "test \"x\" {\n", count: 5_000)),
    ])
    #expect(run.code == 1)
    #expect(run.out.split(separator: "\n").filter { $0.hasPrefix("FAIL") }.count <= 100)
    #expect(
      run.out.utf8.count + run.err.utf8.count < 100_000,
      "\(run.out.utf8.count) + \(run.err.utf8.count)")
  }

  /// A scene key of 1,000,000 characters: the message quoting it is cut to its start and end.
  @Test func aHugeJSONKeyIsCutInTheMessage() throws {
    let directory = try CLI.temporaryDirectory()
    let key = String(repeating: "k", count: 1_000_000)
    let scene = try CLI.write(
      "{\"window\": [393, 852], \"\(key)\": 1, \"views\": []}", "s.json", in: directory)
    let policy = try CLI.write("version 1\n", "p.kbpolicy", in: directory)
    let run = CLI.run(["lint", "--reporter", "xcode", "--scene", scene, policy])
    #expect(run.err.utf8.count < 10_000, "\(run.err.utf8.count) bytes")
    #expect(run.err.contains("characters not shown"), "\(run.err.prefix(500))")
  }
}
