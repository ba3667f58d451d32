import Testing
@testable import KBPolicyCLI

@Suite struct ArgumentsTests {
  let spec = ArgumentSpec(
    options: ["--policy", "--format"], flags: ["--strict"], allowsPositionals: true)

  @Test func parsesOptionsFlagsAndPositionals() throws {
    let parsed = try ParsedArguments.parse(
      ["a.kbpolicy", "--policy", "p", "--format=json", "--strict", "-"], spec: spec)
    #expect(parsed.positionals == ["a.kbpolicy", "-"])
    #expect(parsed.value("--policy") == "p")
    #expect(parsed.value("--format") == "json")
    #expect(parsed.has("--strict"))
  }

  @Test func unknownOptionSuggestsNearName() {
    #expect(throws: UsageError("unknown option '--polcy': did you mean '--policy'?")) {
      try ParsedArguments.parse(["--polcy", "x"], spec: spec)
    }
  }

  @Test func optionWithoutValueIsAnError() {
    #expect(throws: UsageError("option '--policy' needs a value")) {
      try ParsedArguments.parse(["--policy"], spec: spec)
    }
  }
}
