import Testing
@testable import AvoidanceEngine

@Suite struct AvoidanceEngineSmokeTests {
  @Test func moduleLoads() {
    #expect(String(describing: AvoidanceEngineModule.self).hasSuffix("Module"))
  }
}
