import Testing

@testable import PolicyLanguage

/// The packed policy's layout facts: a packed rule's fields and the index's slot bands, each
/// written once (`PackedRule.Layout`, `SlotBand`), never overlap, and hold every setting up to
/// the named capacity, the last lane included.
@Suite struct PackedRuleLayoutTests {
  @Test func fieldsDoNotOverlapAndFitInThirtyTwoBits() {
    var used: UInt64 = 0
    for field in PackedRule.Layout.all {
      let bits = (UInt64(1) << UInt64(field.width) - 1) << UInt64(field.shift)
      #expect(used & bits == 0, "field at bit \(field.shift) overlaps another")
      used |= bits
    }
    #expect(used < UInt64(1) << 32)
  }

  @Test func everyFieldRoundTripsItsLargestValue() {
    // Each field set to its largest value, the others to zero, and back: nothing bleeds over.
    for field in PackedRule.Layout.all {
      let bits = field.write(field.largest, into: 0)
      for other in PackedRule.Layout.all {
        #expect(other.read(bits) == (other.shift == field.shift ? field.largest : 0))
      }
    }
  }

  @Test func theLastSettingLaneRoundTrips() {
    // A rule keyed by the last ordinal the capacity allows (31), in the last file (15).
    let last = SettingName.capacity - 1
    let bits = PackedRule.pack(
      kind: .field, layer: .user, feature: nil, list: nil, targetKind: 2, valueKind: 5,
      fileIndex: 15, hasWrittenValue: true, keyOrdinal: last)
    let rule = PackedRule(
      bits: bits, target: 0, value: 0, point: SourcePoint(line: 1, column: 1, offset: 0))
    #expect(rule.keyOrdinal == last)
    #expect(rule.kind == .field)
    #expect(rule.layer == .user)
    #expect(rule.targetKind == 2)
    #expect(rule.valueKind == 5)
    #expect(rule.fileIndex == 15)
    #expect(rule.hasWrittenValue)
    #expect(rule.with(fileIndex: 1).fileIndex == 1)
    #expect(rule.with(fileIndex: 1).keyOrdinal == last)
    // No key: a class-list entry.
    let entry = PackedRule.pack(
      kind: .classListEntry, layer: .default, feature: .toolbar, list: .disableIn, targetKind: 2,
      valueKind: 0, fileIndex: 0, hasWrittenValue: false, keyOrdinal: nil)
    let listed = PackedRule(
      bits: entry, target: 0, value: -1, point: SourcePoint(line: 1, column: 1, offset: 0))
    #expect(listed.keyOrdinal == nil)
    #expect(listed.key == nil)
    #expect(listed.feature == .toolbar)
    #expect(listed.list == .disableIn)
  }

  @Test func slotBandsAreContiguousAndFitTheSlotKey() {
    var next = 0
    for band in SlotBand.allCases {
      #expect(band.base == next, "\(band)")
      next += band.width
    }
    #expect(SlotBand.keyCount == next)
    // `PolicyIndex.Slot` keeps the key in 7 bits.
    #expect(SlotBand.keyCount <= 128)
    for band in SlotBand.allCases {
      for lane in [0, band.width - 1] {
        let found = SlotBand.byKey[Int(band.key(lane))]
        #expect(found?.band == band && found?.lane == lane, "\(band) lane \(lane)")
      }
    }
    // A slot keeps the last key and the largest position it can hold.
    let slot = PolicyIndex.Slot(key: UInt8(SlotBand.keyCount - 1), position: (1 << 25) - 1)
    #expect(Int(slot.key) == SlotBand.keyCount - 1)
    #expect(slot.position == (1 << 25) - 1)
  }

  @Test func everyBlockNamesEachKeyOnce() {
    // A packed rule keeps its typed key; its name is the block's one entry for that key.
    for block in SettingBlock.all {
      let keys = SettingCatalogue.entries(in: block).map(\.feeds)
      #expect(Set(keys).count == keys.count, "\(block.keyword)")
      for entry in SettingCatalogue.entries(in: block) {
        #expect(SettingCatalogue.name(of: entry.feeds, in: block) == entry.name)
      }
    }
  }

  @Test func aRowFillsItsLastLane() throws {
    // A row set whose mask has lanes 0, 5 and 31 finds each lane's position by the set bits
    // below it: lane 0 → positions[0], lane 5 → positions[1], lane 31 → positions[2].
    var table = try #require(
      Policy.compile(SourceFile(path: "p.kbpolicy", text: "version 1\n")).policy
    ).storage.precedenceTable
    table.positions = [70, 71, 72]
    let mask: SettingMask = 1 | 1 << 5 | 1 << 31
    var best = SettingLanes(repeating: -1)
    var found: SettingMask = 1 << 5  // lane 5 already found nearer: kept
    best[5] = 9
    table.fill(&best, &found, mask: mask, start: 0)
    #expect(best[0] == 70)
    #expect(best[5] == 9)
    #expect(best[31] == 72)
    #expect(best[1] == -1)
    #expect(found == mask)
  }
}
