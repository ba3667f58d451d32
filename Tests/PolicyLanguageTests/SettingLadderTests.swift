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

  @Test func everySettingHasExactlyOneRow() {
    // `SettingCatalogue.table` is the one declaration: a case without its row (or with two)
    // fails here by name.
    for name in SettingName.allCases {
      let rows = SettingCatalogue.table.filter { $0.settingName == name }
      #expect(rows.count == 1, "'\(name.rawValue)': \(rows.count) rows in SettingCatalogue.table")
    }
    for flag in ScrollSetting.allCases {
      let rows = SettingCatalogue.table.filter { $0.scrollSetting == flag }
      #expect(rows.count == 1, "'\(flag.rawValue)': \(rows.count) rows in SettingCatalogue.table")
    }
  }

  @Test func everyRowIsWellFormed() {
    let codeKeys = SettingCatalogue.table.compactMap { $0.code?.key }
    #expect(Set(codeKeys).count == codeKeys.count, "a scene key names one setting")
    for spec in SettingCatalogue.table {
      let name = spec.settingName?.rawValue ?? spec.scrollSetting?.rawValue ?? "?"
      #expect(!spec.appearances.isEmpty, "'\(name)': no block takes it")
      let blocks = spec.appearances.map(\.block)
      #expect(Set(blocks).count == blocks.count, "'\(name)': a block names it once")
      // The default is a value of every type the blocks give it.
      for appearance in spec.appearances {
        let text = appearance.type.canonicalText(spec.builtinDefault)
        // (a number is a number token; everything else a default takes is a word: `none` for
        // no view ids)
        let kind: ValueNode.Kind = spec.builtinDefault.numberValue == nil ? .word : .number
        #expect(
          appearance.type.value(of: text, kind: kind) == spec.builtinDefault,
          "'\(name)' in \(appearance.block.keyword): its default is not a \(appearance.type)")
        #expect(!appearance.meaning.isEmpty, "'\(name)' in \(appearance.block.keyword): a meaning")
      }
      if let code = spec.code {
        #expect(!code.key.isEmpty && !code.meaning.isEmpty, "'\(name)': a code key and meaning")
        // Code words say the value: on and off differ.
        if case .switchWords(let on, let off) = code.words { #expect(on != off, "'\(name)'") }
      }
    }
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
      #expect(SettingCatalogue.spec(of: flag).ladder == ladder, "\(flag): its row's ladder")
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
    // A ladder has a code rung exactly when `CodeSettings` holds the setting (and its row says
    // how code sets it).
    for setting in SettingCatalogue.decisionSettings {
      var code = CodeSettings()
      #expect(code[setting.name] == nil)
      code[setting.name] = Self.sample(differentFrom: setting.builtinDefault)
      #expect(
        setting.ladder.contains(.code) == (code[setting.name] != nil),
        "'\(setting.name.rawValue)': a code rung exactly when CodeSettings holds it")
      #expect(
        setting.ladder.contains(.code) == (setting.codeKey != nil),
        "'\(setting.name.rawValue)': a code rung exactly when its row has a code setting")
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
