import Testing

@testable import PolicyLanguage

/// The settings' facts as data: one `DecisionSetting` per `SettingName`, in its order, each
/// ladder well formed, and the caps of the compiled tables stated.
@Suite struct SettingLadderTests {
  @Test func decisionSettingsFollowTheEnum() {
    #expect(SettingCatalogue.decisionSettings.map(\.name) == SettingName.allCases)
    for (index, name) in SettingName.allCases.enumerated() {
      #expect(name.ordinal == index, "\(name)")
      #expect(name.facts.name == name)
    }
    for (index, flag) in ScrollSetting.allCases.enumerated() { #expect(flag.ordinal == index) }
    for (index, feature) in Feature.allCases.enumerated() { #expect(feature.ordinal == index) }
  }

  @Test func theTablesHoldEverySetting() {
    // The capacity is named and at least 32; every table is as wide as it says.
    #expect(SettingName.capacity >= 32)
    #expect(SettingName.allCases.count <= SettingName.capacity)
    #expect(SettingLanes.scalarCount == SettingName.capacity)
    #expect(SettingRungs.scalarCount == SettingName.capacity)
    #expect(SettingMask.bitWidth >= SettingName.capacity)
    #expect(Int(PackedRule.Layout.key.largest) >= SettingName.capacity)  // ordinal + 1, 0 none
    // Scroll flags: lane `f` of each rung of a scroll row and of `ScrollWinners` (`ScrollLanes`),
    // bit `f` of each of the entry's scroll masks.
    #expect(ScrollSetting.allCases.count <= ScrollSetting.capacity)
    #expect(ScrollSetting.capacity == ScrollLanes.scalarCount)
    #expect(ScrollSetting.capacity <= UInt8.bitWidth)
    // List lanes: two per feature, in a table entry's list mask and the chain's `SIMD8` lanes.
    #expect(Feature.allCases.count * 2 <= UInt8.bitWidth)
    #expect(PrecedenceRung.allCases.count < 16)
  }

  @Test func everyLadderIsStrongestFirstAndEndsAtTheFeatureSetting() {
    for setting in SettingCatalogue.decisionSettings {
      let ladder = setting.ladder
      #expect(ladder.last == .featureSetting, "\(setting.name)")
      #expect(Set(ladder).count == ladder.count, "\(setting.name)")
      // Strongest first: rungs in declaration order, steps never weaker then stronger.
      #expect(ladder == ladder.sorted { $0.rawValue < $1.rawValue }, "\(setting.name)")
      #expect(ladder.map(\.step) == ladder.map(\.step).sorted(), "\(setting.name)")
      // Class lists decide switches only, each its own feature's.
      let hasLists = ladder.contains(.disableList) || ladder.contains(.enableList)
      #expect(hasLists == (setting.name.switchFeature != nil), "\(setting.name)")
      // The packed ladder reads back as the ladder.
      var packed = setting.packedLadder
      var unpacked: [PrecedenceRung] = []
      while packed != 0 {
        unpacked.append(PrecedenceRung(rawValue: UInt8(packed & 0xF) - 1) ?? .featureSetting)
        packed >>= 4
      }
      #expect(unpacked == ladder, "\(setting.name)")
    }
  }

  @Test func everyScrollLadderIsStrongestFirstAndEndsAtTheBuiltinDefault() {
    for flag in ScrollSetting.allCases {
      let ladder = flag.ladder
      #expect(ladder == [.code, .scrollIdentifierRule, .scrollClassRule, .featureSetting])
      #expect(ladder == ladder.sorted { $0.rawValue < $1.rawValue }, "\(flag)")
      #expect(ladder.map(\.step) == ladder.map(\.step).sorted(), "\(flag)")
      // No decision setting's ladder has a scroll-view rung, no flag's a field setting's.
      #expect(ladder.allSatisfy { $0 == .code || $0 == .featureSetting || $0.isScrollViewRule })
      // The packed ladder (the winners path's) is the ladder, and packs as any ladder does.
      #expect(PrecedenceRung.packed(ladder) == ScrollSetting.packedLadder, "\(flag)")
      #expect(PrecedenceRung.rungs(of: ScrollSetting.packedLadder) == ladder, "\(flag)")
    }
    for setting in SettingCatalogue.decisionSettings {
      #expect(!setting.ladder.contains { $0.isScrollViewRule }, "\(setting.name)")
    }
  }

  @Test func aLadderNamesOnlyTheBlocksThatTakeTheSetting() {
    // The catalogue's entries say where a setting can be written; its ladder must agree.
    for setting in SettingCatalogue.decisionSettings {
      let blocks = Set(
        SettingCatalogue.entries.filter { $0.settingName == setting.name }.map(\.block))
      #expect(
        setting.ladder.contains(.fieldRule) == blocks.contains(.field), "\(setting.name)")
      #expect(
        setting.ladder.contains(.controllerRule) == blocks.contains(.controller),
        "\(setting.name)")
      #expect(
        blocks.contains { if case .feature = $0 { true } else { false } }
          || setting.name == .skipInOrder, "\(setting.name)")
    }
  }

  @Test func codeRungsReadTheCodeSettings() {
    // A ladder has a code rung exactly when a `CodeSettings` field holds the setting.
    let all = CodeSettings(
      avoidance: true, toolbar: true, resignOnTouch: true, distance: 1, skipInOrder: true,
      placeholder: true, lastReturnKey: .go, dismissOnReturn: true, returnKeys: true,
      keepVisible: ["login-button"])
    for setting in SettingCatalogue.decisionSettings {
      #expect(
        setting.ladder.contains(.code) == (all[setting.name] != nil),
        "'\(setting.name.rawValue)': a code rung exactly when CodeSettings holds it")
      #expect(CodeSettings()[setting.name] == nil)
    }
  }

  @Test func resolvedValuesReadAndWriteEverySetting() throws {
    var values = SettingCatalogue.builtinDefaults
    for setting in SettingCatalogue.decisionSettings {
      #expect(values[setting.name] == setting.builtinDefault, "\(setting.name)")
    }
    // Every setting written through the table reads back, and leaves the others alone: a sample
    // of its type that is not its default (`Self.sample(differentFrom:)`).
    for name in SettingName.allCases {
      let value = Self.sample(differentFrom: SettingCatalogue.builtinDefault(name))
      #expect(value != SettingCatalogue.builtinDefault(name), "\(name)")
      let before = values
      values[name] = value
      #expect(values[name] == value, "\(name)")
      for other in SettingName.allCases where other != name {
        #expect(values[other] == before[other], "\(name) changed \(other)")
      }
      // A value of the wrong type is left out.
      values[name] = .order(.tag)
      if name != .toolbarOrder { #expect(values[name] == value, "\(name)") }
      values[name] = value
    }
  }

  /// A value of `value`'s type other than `value`: the other boolean, a larger number, the next
  /// word of its choice, one more view id.
  static func sample(differentFrom value: SettingValue) -> SettingValue {
    func next<T: CaseIterable & Equatable>(_ current: T) -> T {
      let all = Array(T.allCases)
      let index = all.firstIndex(of: current).map { ($0 + 1) % all.count } ?? 0
      return all[index]
    }
    switch value {
    case .bool(let flag): return .bool(!flag)
    case .number(let number): return .number(number + 23)
    case .order(let order): return .order(next(order))
    case .previousNext(let mode): return .previousNext(next(mode))
    case .returnKey(let key): return .returnKey(next(key))
    case .viewIDs(let ids): return .viewIDs(ids + ["sample-view-\(ids.count)"])
    }
  }
}
