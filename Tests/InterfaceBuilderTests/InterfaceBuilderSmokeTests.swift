import Testing
@testable import InterfaceBuilder

@Suite struct InterfaceBuilderSmokeTests {
  @Test func moduleLoads() {
    #expect(String(describing: InterfaceBuilderModule.self).hasSuffix("Module"))
  }
}
