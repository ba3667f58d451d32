import Testing
@testable import PolicyLint

@Suite struct PolicyLintSmokeTests {
  @Test func moduleLoads() {
    #expect(String(describing: PolicyLintModule.self).hasSuffix("Module"))
  }
}
