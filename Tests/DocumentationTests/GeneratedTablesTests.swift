import InterfaceBuilder
import KeyboardPolicyRuntime
import PolicyTesting
import SceneModel
import TestSupport
import Testing

@testable import PolicyLanguage

/// grammar.md's tables that are generated from code, between `<!-- generated: NAME ... -->`
/// markers: the settings and code-settings tables from the setting catalogue, and the code tables
/// of scenes, event scripts, the importer, policy tests, input files and the in-app runtime from
/// their diagnostic catalogues (the importer's severities from its messages). Each must be what its renderer below makes of its source, or the test fails as
/// stale. `scripts/generate-docs.sh` rewrites them.
@Suite struct GeneratedTablesTests {
  /// The values a setting of `type` takes, as the settings table writes them.
  static func values(_ type: SettingType) -> String {
    switch type {
    case .bool: "`true` \\| `false`"
    case .mode: "`on` \\| `off`"
    case .distance: "points `>= 0`"
    case .choice(let choice): choice.words.map { "`\($0)`" }.joined(separator: " \\| ")
    case .viewIDs: "quoted view ids, comma-separated \\| `none`"
    }
  }

  /// The default layer's value for each feature and `scroll-view` setting it sets, as written
  /// there, by "block name".
  static func defaultLayerValues() -> [String: String] {
    var values: [String: String] = [:]
    let rules =
      Policy.compile(SourceFile(path: "empty.kbpolicy", text: "version 1\n")).policy?.rules
      .filter { $0.layer == .default } ?? []
    for rule in rules {
      guard let setting = rule.setting else { continue }
      let text = PolicyRule.canonicalText(kind: rule.kind, setting: setting, value: rule.value)
      if rule.kind == .featureSetting, let feature = rule.feature {
        values["\(SettingBlock.feature(feature).keyword) \(setting)"] = text
      } else if rule.kind == .scrollView, rule.target == .className("UIScrollView") {
        values["\(SettingBlock.scrollView.keyword) \(setting)"] = text
      }
    }
    return values
  }

  /// Part 1, "4. Settings": one row per catalogue entry. A `controller` or `field` setting that
  /// takes the same words or view ids as its feature block's setting says `as` that setting; the
  /// default is the default layer's value, else, on the first row of its setting, the built-in
  /// default in parentheses.
  static func settingsTable() -> String {
    var lines = [
      "| block | setting | values | default layer | meaning (IQKeyboardManager 8) |",
      "|---|---|---|---|---|",
    ]
    let defaults = defaultLayerValues()
    var seen: Set<SettingName> = []
    for entry in SettingCatalogue.entries {
      var values = Self.values(entry.type)
      switch (entry.block, entry.type) {
      case (.controller, .choice), (.controller, .viewIDs), (.field, .choice), (.field, .viewIDs):
        if let feature = SettingCatalogue.entries.first(where: {
          if case .feature = $0.block { return $0.settingName == entry.settingName }
          return false
        }) {
          values = "as `\(feature.name)`"
        }
      default: break
      }
      var shown = "—"
      if let value = defaults["\(entry.block.keyword) \(entry.name)"] {
        shown = "`\(value)`"
      } else if let name = entry.settingName, !seen.contains(name) {
        shown = "— (`\(SettingCatalogue.builtinDefault(name))`)"
      }
      if let name = entry.settingName { seen.insert(name) }
      lines.append(
        "| `\(entry.block.keyword)` | `\(entry.name)` | \(values) | \(shown) | \(entry.meaning) |")
    }
    return lines.joined(separator: "\n")
  }

  /// Part 2, "A.5 Code settings": every key a scene's `code` object takes, in the order the
  /// scene format writes them, then the scroll view flags.
  static func codeSettingsTable() -> String {
    var lines = [
      "| key | type | applies to | IQKeyboardManager equivalent |", "|---|---|---|---|",
    ]
    for setting in SettingCatalogue.codeSettings {
      guard let key = setting.codeKey, let meaning = setting.codeMeaning else { continue }
      let entry = SettingCatalogue.entries.first { $0.settingName == setting.name }
      let type: String
      switch entry?.type {
      case .bool?, .mode?, nil: type = "boolean"
      case .distance?: type = "number `>= 0`"
      case .choice?:
        let name = entry.map { "\($0.block.keyword).\($0.name)" } ?? key
        type = "a `\(name)` word (Part 1, 4. Settings)"
      case .viewIDs?: type = "array of strings (view ids)"
      }
      let appliesTo =
        setting.ladder.contains(.codeOnSearchBar) ? "fields, search bars" : "fields"
      lines.append("| `\(key)` | \(type) | \(appliesTo) | \(meaning) |")
    }
    for flag in ScrollSetting.allCases {
      lines.append("| `\(flag.codeKey)` | boolean | scroll views | \(flag.codeMeaning) |")
    }
    return lines.joined(separator: "\n")
  }

  /// A code table, one row per code in code order: `| code | meaning |`, or with a severity
  /// column when `severity` gives each code's.
  static func codeTable<Code: DiagnosticCatalogue>(
    _ type: Code.Type, severity: ((Code) -> String)? = nil
  ) -> String {
    let codes = Code.allCases.sorted { $0.rawValue < $1.rawValue }
    var lines = ["| code | meaning |", "|---|---|"]
    if severity != nil { lines = ["| code | severity | meaning |", "|---|---|---|"] }
    for code in codes {
      let middle = severity.map { " \($0(code)) |" } ?? ""
      lines.append("| \(code.rawValue) |\(middle) \(code.summary) |")
    }
    return lines.joined(separator: "\n")
  }

  /// The severities the importer's messages of `code` have (every builder has a sample in
  /// `MessageSamples`, which a test holds), notes first: `note`, `error`, `note / error`.
  static func importSeverity(_ code: ImportIssue.Code) -> String {
    let found = Set(MessageSamples.interfaceBuilder.filter { $0.code == code }.map(\.severity))
    let order: [Diagnostic.Severity] = [.note, .warning, .error]
    return order.filter(found.contains).map(\.rawValue).joined(separator: " / ")
  }

  /// The policy language's code table: code, severity, every wording (the summary) and an
  /// example (`LanguageCodeExamples`; a code without one is an error cell the check shows).
  static func languageCodeTable() -> String {
    var lines = ["| code | severity | message | example |", "|---|---|---|---|"]
    for code in DiagnosticCode.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
      let example = LanguageCodeExamples.examples[code.rawValue] ?? "(no example: add one)"
      lines.append(
        "| \(code.rawValue) | \(code.severity.rawValue) | \(code.summary) | \(example) |")
    }
    return lines.joined(separator: "\n")
  }

  /// The code tables generated from their catalogues: section name and table.
  static let codeTables: [(String, String)] = [
    ("language codes", languageCodeTable()),
    ("scene codes", codeTable(SceneIssue.Code.self) { $0.severity.rawValue }),
    ("event script codes", codeTable(EventScript.Code.self)),
    ("Interface Builder codes", codeTable(ImportIssue.Code.self, severity: importSeverity)),
    ("policy test codes", codeTable(TestCode.self)),
    ("input file codes", codeTable(InputFileCode.self)),
    ("in-app runtime codes", codeTable(RuntimeCode.self)),
  ]

  @Test func codeTablesAreGenerated() throws {
    for (name, table) in Self.codeTables {
      try GeneratedSection.check(table, section: name, in: "grammar.md")
    }
  }

  @Test func everyLanguageCodeHasAnExample() {
    for code in DiagnosticCode.allCases {
      #expect(LanguageCodeExamples.examples[code.rawValue] != nil, "\(code.rawValue): no example")
    }
    let codes = Set(DiagnosticCode.allCases.map(\.rawValue))
    for code in LanguageCodeExamples.examples.keys {
      #expect(codes.contains(code), "\(code): an example for no code")
    }
  }

  @Test func settingsTableIsGenerated() throws {
    try GeneratedSection.check(Self.settingsTable(), section: "settings table", in: "grammar.md")
  }

  @Test func codeSettingsTableIsGenerated() throws {
    try GeneratedSection.check(
      Self.codeSettingsTable(), section: "code settings table", in: "grammar.md")
  }

  @Test func everyCodeSettingHasItsMeaning() {
    // A setting with a code key and no meaning would drop out of the generated table.
    for setting in SettingCatalogue.decisionSettings {
      #expect((setting.codeKey == nil) == (setting.codeMeaning == nil), "\(setting.name)")
    }
  }
}
