import Testing

@testable import PolicyLanguage

/// The one formatter of points: exact for files, rounded to 1/100 for people.
@Suite struct PointsFormatTests {
  @Test func exactWritesIntegersWithoutAFractionAndKeepsEveryDigit() {
    #expect(PointsFormat.exact(12) == "12")
    #expect(PointsFormat.exact(-3) == "-3")
    #expect(PointsFormat.exact(-0.0) == "0")
    #expect(PointsFormat.exact(12.5) == "12.5")
    // 0.1 + 0.2 is 0.30000000000000004 in binary: exact keeps it, rounded does not.
    #expect(PointsFormat.exact(0.1 + 0.2) == "0.30000000000000004")
    // From 10^15 on a number is written as Swift writes a Double, with its `.0`.
    #expect(PointsFormat.exact(1e15) == "1000000000000000.0")
    #expect(PointsFormat.exact(999_999_999_999_999) == "999999999999999")
    #expect(PointsFormat.exact(.infinity) == "inf")
  }

  @Test func roundedKeepsTwoDecimalsAndNeverPrintsMinusZero() {
    #expect(PointsFormat.rounded(0.1 + 0.2) == "0.3")
    // 3.14159 * 100 = 314.159, rounded 314, / 100 = 3.14.
    #expect(PointsFormat.rounded(3.14159) == "3.14")
    // -0.004 * 100 = -0.4, rounded -0 (minus zero), printed 0.
    #expect(PointsFormat.rounded(-0.004) == "0")
    #expect(PointsFormat.rounded(-3.25) == "-3.25")
    #expect(PointsFormat.rounded(.nan) == "?")
    #expect(PointsFormat.round(-0.004).sign == .plus)
    #expect(PointsFormat.round(.infinity) == 0)
  }

  @Test func listsAreBracketedAndCommaSeparated() {
    #expect(PointsFormat.exactList([16, 700, 361, 44]) == "[16, 700, 361, 44]")
    // 700.333 rounds to 700.33.
    #expect(PointsFormat.roundedList([16, 700.333, 361, 44]) == "[16, 700.33, 361, 44]")
  }

  @Test func aSettingValueWritesItsNumberExactly() {
    #expect(SettingValue.number(12).description == "12")
    #expect(SettingValue.number(12.25).description == "12.25")
  }
}
