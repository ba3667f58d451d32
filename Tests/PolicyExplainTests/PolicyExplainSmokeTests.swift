import Testing
@testable import PolicyExplain

@Suite struct PolicyExplainSmokeTests {
  @Test func moduleLoads() {
    #expect(String(describing: PolicyExplainModule.self).hasSuffix("Module"))
  }
}
