import Testing

@testable import PolicyLanguage

/// `CaseOrdinal.of` reads a case's position from its stored value: for every enum whose ordinal
/// it gives, it must equal the position `allCases` lists the case at.
@Suite struct CaseOrdinalTests {
  /// Every case of `E`: its stored number and its place in `allCases`.
  private func check<E: CaseIterable & Equatable>(_: E.Type) {
    let cases = Array(E.allCases)
    #expect(!cases.isEmpty)
    for (position, value) in cases.enumerated() {
      #expect(CaseOrdinal.of(value) == position, "\(value) of \(E.self)")
    }
  }

  @Test func everyOrdinalIsTheCasesPositionInAllCases() {
    check(SettingName.self)
    check(ScrollSetting.self)
    check(Feature.self)
    check(ClassListKind.self)
    check(PolicyRule.Kind.self)
    check(RuleKind.self)
    check(FieldOrder.self)
    check(PreviousNextMode.self)
    check(ReturnKeyType.self)
  }

  @Test func theSettingsOrdinalsAreTheirLanes() {
    // The lanes of the compiled policy's tables follow `SettingName.all`; the last setting's
    // lane is one below the count.
    for (lane, name) in SettingName.all.enumerated() { #expect(name.ordinal == lane) }
    for (lane, flag) in ScrollSetting.all.enumerated() { #expect(flag.ordinal == lane) }
    for (lane, feature) in Feature.all.enumerated() { #expect(feature.ordinal == lane) }
  }
}
