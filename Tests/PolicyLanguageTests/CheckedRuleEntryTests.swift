import Testing

@testable import PolicyLanguage

/// A checked rule keeps its setting as a position in the catalogue: every catalogue entry must
/// read back as itself, with its key, and an entry the catalogue does not hold as none.
@Suite struct CheckedRuleEntryTests {
  private let range = SourceRange(
    at: SourceLocation(file: "t.kbpolicy", line: 1, column: 1, offset: 0))

  @Test func everyCatalogueEntryReadsBackWithItsKey() {
    #expect(!SettingCatalogue.entries.isEmpty)
    for entry in SettingCatalogue.entries {
      let rule = CheckedRule(kind: .featureSetting, entry: entry, range: range)
      #expect(rule.entry == entry, "\(entry.block) \(entry.name)")
      #expect(rule.key == entry.feeds, "\(entry.block) \(entry.name)")
      var changed = rule
      changed.entry = nil
      #expect(changed.entry == nil && changed.key == nil)
      changed.entry = entry
      #expect(changed == rule)
    }
  }

  @Test func anEntryOutsideTheCatalogueReadsAsNone() throws {
    var foreign = try #require(SettingCatalogue.entries.first)
    foreign.name = "not-a-setting"
    let rule = CheckedRule(kind: .featureSetting, entry: foreign, range: range)
    #expect(rule.entry == nil)
    #expect(rule.key == nil)
  }

  @Test func aListEntryHasNoSetting() {
    let rule = CheckedRule(
      kind: .classListEntry, feature: .avoidance, list: .disableIn, target: .className("A"),
      range: range)
    #expect(rule.entry == nil && rule.key == nil && rule.settingText.isEmpty)
  }
}
