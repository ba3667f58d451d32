import Foundation
import Testing

@testable import PolicyLanguage

/// The setting catalogue against the default layer (grammar.md's settings table is generated
/// from it: `GeneratedTablesTests`).
@Suite struct SettingCatalogueTests {
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
