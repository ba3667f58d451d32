import Foundation
import TestSupport
import Testing
@testable import KBPolicyCLI

@Suite struct CommandTests {
  static let repository = Repository.root
  static let fixtures = FixtureLoader(target: "KBPolicyCLITests").directory

  static func rule(_ name: String) -> String { repository.appendingPathComponent(name).path }
  static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

  private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    CLI.run(arguments, stdin: "version 1\ntoolbar { order = postion }\n")
  }

  // MARK: - Top level

  @Test func helpAndVersion() {
    let help = run(["--help"])
    #expect(help.code == 0)
    #expect(help.out.contains("check"))
    #expect(help.out.contains("compile"))
    let version = run(["--version"])
    #expect(version.code == 0)
    #expect(version.out == "kbpolicy \(KBPolicy.version)\n")
  }

  @Test(arguments: ["check", "compile"])
  func everyCommandHasHelp(command: String) {
    let result = run([command, "--help"])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("usage: kbpolicy \(command)"))
    #expect(run(["help", command]).out == result.out)
  }

  @Test func noArgumentsIsAUsageError() {
    #expect(run([]).code == 2)
  }

  @Test func unknownCommandSuggests() {
    let result = run(["chek"])
    #expect(result.code == 2)
    #expect(result.err.hasPrefix("error: unknown command 'chek': did you mean 'check'?"))
  }

  // MARK: - check

  @Test func checkShippedRulesIsClean() {
    let result = run(["check", Self.rule("rules")])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
  }

  @Test func checkReportsErrorsWithExit1() {
    let result = run(["check", Self.fixture("bad.kbpolicy")])
    #expect(result.code == 1)
    #expect(result.err.contains("error[E040]: unknown setting 'ordr' in 'toolbar'"))
    #expect(result.err.contains("3 |     ordr = tag"))
    #expect(result.err.contains("= help: replace 'ordr' with 'order'"))
    #expect(result.err.hasSuffix("1 error, 0 warnings in 1 file\n"))
  }

  @Test func checkWarningsExit0() {
    let result = run(["check", Self.fixture("warning.kbpolicy")])
    #expect(result.code == 0)
    #expect(result.err.contains("warning[W001]"))
  }

  @Test func checkXcodeReporter() {
    let path = Self.fixture("bad.kbpolicy")
    let result = run(["check", "--reporter", "xcode", path])
    #expect(result.code == 1)
    #expect(
      result.err.hasPrefix("\(path):3:5: error: unknown setting 'ordr' in 'toolbar' [E040]\n"))
  }

  @Test func checkReadsStandardInput() {
    let result = run(["check", "-"])
    #expect(result.code == 1)
    #expect(result.err.contains("<stdin>:2:19"))
  }

  @Test func checkUsageErrors() {
    let missing = run(["check", "/nonexistent/x.kbpolicy"])
    #expect(missing.code == 2)
    #expect(missing.err == "error: no such file '/nonexistent/x.kbpolicy'\n")
    #expect(run(["check"]).code == 2)
    let option = run(["check", "--reportr", "xcode", Self.fixture("bad.kbpolicy")])
    #expect(option.code == 2)
    #expect(option.err == "error: unknown option '--reportr': did you mean '--reporter'?\n")
    #expect(run(["check", "--reporter", "sarif", Self.fixture("bad.kbpolicy")]).code == 2)
    // A file that is not UTF-8 is invalid input (exit 1), with the first bad byte's position.
    let binary = run(["check", Self.fixture("not-utf8.kbpolicy")])
    #expect(binary.code == 1)
    #expect(binary.err.hasSuffix("the file is not UTF-8 text\n"))
  }

  // MARK: - compile

  @Test func compileText() {
    let result = run(["compile", Self.rule("rules/examples/checkout.kbpolicy")])
    #expect(result.code == 0)
    #expect(result.out.contains("rules/default.kbpolicy:14:3"))
    #expect(result.out.contains("controller CheckoutViewController { distance = 20 }"))
    #expect(result.err.isEmpty)
  }

  @Test func compileJSONParses() throws {
    let result = run(["compile", "--format", "json", Self.rule("rules/examples/chat.kbpolicy")])
    #expect(result.code == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(object["includesDefaultLayer"] as? Bool == true)
    let rules = try #require(object["rules"] as? [[String: Any]])
    #expect(rules.first?["file"] as? String == "rules/default.kbpolicy")
    let bio = try #require(
      rules.first { ($0["target"] as? [String: String])?["identifier"] == "bio" })
    #expect(bio["setting"] as? String == "distance")
    #expect(bio["value"] as? Int == 30)
    #expect(bio["kind"] as? String == "field")
    #expect(bio["layer"] as? String == "user")
    #expect((bio["line"] as? Int ?? 0) > 0)
  }

  @Test func compileWithoutDefaultLayer() {
    let result = run(["compile", "--no-default", Self.rule("rules/examples/chat.kbpolicy")])
    #expect(result.code == 0)
    #expect(!result.out.contains("rules/default.kbpolicy:"))
  }

  @Test func compileErrorsExit1() {
    let result = run(["compile", Self.fixture("bad.kbpolicy")])
    #expect(result.code == 1)
    #expect(result.out.isEmpty)
    #expect(result.err.contains("E040"))
  }

  @Test func compileUsageErrors() {
    #expect(run(["compile"]).code == 2)
    #expect(run(["compile", "--format", "yaml", Self.fixture("bad.kbpolicy")]).code == 2)
    #expect(
      run(["compile", Self.fixture("bad.kbpolicy"), Self.fixture("warning.kbpolicy")]).code == 2)
    #expect(run(["compile", "/nonexistent.kbpolicy"]).code == 2)
  }
}
