import Foundation
import Testing

@testable import PolicyLanguage

/// The setting catalogue against grammar.md's settings table and the default layer.
@Suite struct SettingCatalogueTests {
  /// The rows of grammar.md's settings table (§4): block, setting, values, default, meaning.
  static func grammarRows() throws -> [[String]] {
    let text = try String(
      contentsOf: Fixtures.repository.appendingPathComponent("grammar.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("### 4. Settings") })
    let header = try #require(
      lines[start...].firstIndex { $0.hasPrefix("| block | setting | values |") })
    var rows: [[String]] = []
    for line in lines[(header + 2)...] {
      guard line.hasPrefix("|") else { break }
      // Cells split on `|` that is not escaped as `\|`.
      var cells: [String] = []
      var cell = ""
      var previous: Character = " "
      for character in line.dropFirst() {
        if character == "|", previous != "\\" {
          cells.append(cell.trimmingCharacters(in: .whitespaces))
          cell = ""
        } else {
          cell.append(character)
        }
        previous = character
      }
      rows.append(cells)
    }
    return rows
  }

  /// How grammar.md writes the values a type accepts.
  static func values(_ type: SettingType) -> String {
    switch type {
    case .bool: "`true` \\| `false`"
    case .mode: "`on` \\| `off`"
    case .distance: "points `>= 0`"
    case .choice(let choice): choice.words.map { "`\($0)`" }.joined(separator: " \\| ")
    case .viewIDs: "quoted view ids, comma-separated \\| `none`"
    }
  }

  /// The default layer's value for `entry` as written there, if it sets one.
  static func defaultLayerValue(_ entry: SettingEntry) -> String? {
    let rules = Policy.compile(SourceFile(path: "empty.kbpolicy", text: "version 1\n")).policy?
      .rules.filter { $0.layer == .default }
    let rule = rules?.last { rule in
      guard rule.setting == entry.name else { return false }
      switch entry.block {
      case .feature(let feature): return rule.kind == .featureSetting && rule.feature == feature
      case .scrollView: return rule.kind == .scrollView && rule.target == .className("UIScrollView")
      case .controller, .field: return false
      }
    }
    return rule.map {
      PolicyRule.canonicalText(kind: $0.kind, setting: $0.setting, value: $0.value)
    }
  }

  @Test func grammarTableIsTheCatalogue() throws {
    let rows = try Self.grammarRows()
    // A setting left out on either side is named before the row-by-row comparison below.
    let documented = Set(rows.map { $0.prefix(2).joined(separator: " ") })
    let catalogued = Set(SettingCatalogue.entries.map { "`\($0.block.keyword)` `\($0.name)`" })
    for missing in catalogued.subtracting(documented).sorted() {
      Issue.record("grammar.md's settings table has no row for \(missing)")
    }
    for missing in documented.subtracting(catalogued).sorted() {
      Issue.record(
        "grammar.md's settings table has \(missing), which SettingCatalogue.entries has not")
    }
    try #require(rows.count == SettingCatalogue.entries.count)
    for (row, entry) in zip(rows, SettingCatalogue.entries) {
      try #require(row.count == 5, "\(row)")
      #expect(row[0] == "`\(entry.block.keyword)`", "\(row)")
      #expect(row[1] == "`\(entry.name)`", "\(row)")
      // `as `order``: the same type as the feature block's setting of that name.
      if row[2].hasPrefix("as `") {
        let other = String(row[2].dropFirst(4).dropLast())
        let feature = SettingCatalogue.entries.first {
          $0.name == other && $0.settingName == entry.settingName
        }
        #expect(feature?.type == entry.type, "\(row)")
      } else {
        #expect(row[2] == Self.values(entry.type), "\(row)")
      }
      if let value = Self.defaultLayerValue(entry) {
        #expect(row[3] == "`\(value)`", "\(row)")
      } else if let name = entry.settingName, row[3] != "—" {
        #expect(row[3] == "— (`\(SettingCatalogue.builtinDefault(name))`)", "\(row)")
      }
      #expect(row[4] == entry.meaning, "\(row)")
    }
  }

  @Test func builtinDefaultsAreTheDefaultLayersValues() throws {
    for entry in SettingCatalogue.entries {
      guard let written = Self.defaultLayerValue(entry) else { continue }
      switch entry.feeds {
      case .setting(let name):
        let builtin = SettingCatalogue.builtinDefault(name)
        #expect(
          PolicyRule.canonicalText(kind: .featureSetting, setting: entry.name, value: builtin)
            == written, "\(entry.name)")
      case .scroll(let flag):
        #expect((SettingCatalogue.builtinDefault(flag) ? "on" : "off") == written)
      }
    }
    // With no layer at all, a decision takes the built-in defaults.
    let bare = try #require(
      Policy.compile(SourceFile(path: "none.kbpolicy", text: "version 1\nextends none\n")).policy)
    #expect(
      bare.resolve(for: FieldContext(classChain: ["UITextField"]))
        == SettingCatalogue.builtinDefaults)
  }

  @Test func everyDecisionSettingHasAnEntryAndATypedValue() {
    for name in SettingName.allCases {
      let entries = SettingCatalogue.entries.filter { $0.settingName == name }
      guard let first = entries.first else {
        Issue.record("'\(name.rawValue)' has no entry in SettingCatalogue.entries")
        continue
      }
      // One type per decision setting (switches may be spelled true/false or on/off).
      let kinds = Set(entries.map { $0.type == .mode ? SettingType.bool : $0.type })
      #expect(kinds.count == 1, "\(name)")
      if case .choice(let choice) = first.type {
        #expect(name.choice == choice)
        for word in choice.words {
          #expect(choice.value(of: word)?.description == word)
        }
      }
    }
    for flag in ScrollSetting.allCases {
      #expect(SettingCatalogue.entries.contains { $0.feeds == .scroll(flag) }, "\(flag)")
    }
  }

  @Test func enumLikeValuesRoundTripThroughACompiledPolicy() throws {
    for order in FieldOrder.allCases {
      for mode in PreviousNextMode.allCases {
        let policy = try #require(
          Policy.compile(
            SourceFile(
              path: "p.kbpolicy",
              text:
                "version 1\ncontroller UIViewController {\n  toolbar.order = \(order.rawValue)\n  toolbar.previous-next = \(mode.rawValue)\n}\n"
            )
          ).policy)
        let field = FieldContext(classChain: ["UITextField"], controllerChain: ["UIViewController"])
        let values = policy.resolve(for: field)
        #expect(values.order == order)
        #expect(values.previousNext == mode)
        let decision = policy.decide(for: field)
        #expect(decision[.toolbarOrder].value == .order(order))
        #expect(decision[.toolbarPreviousNext].value == .previousNext(mode))
        #expect(policy.rules.last?.value == .previousNext(mode))
      }
    }
  }
}
