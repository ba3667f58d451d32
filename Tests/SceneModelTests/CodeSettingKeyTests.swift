import PolicyLanguage
import TestSupport
import Testing

@testable import SceneModel

/// Every setting code can set is in the scene format: a setting added to `SettingName` with a
/// `code` rung on its ladder fails here until the scene decoder reads its key and the encoder
/// writes it back.
@Suite struct CodeSettingKeyTests {
  /// A value of the setting other than its built-in default, as JSON and as the value.
  static func sample(_ setting: DecisionSetting) -> (json: String, value: SettingValue)? {
    switch setting.builtinDefault {
    case .bool(let b): return ("\(!b)", .bool(!b))
    case .number(let n): return ("\(Int(n) + 7)", .number(n + 7))
    case .order, .previousNext, .returnKey:
      guard let choice = setting.name.choice, let word = choice.words.last,
        let value = choice.value(of: word)
      else { return nil }
      return ("\"\(word)\"", value)
    case .viewIDs:
      return (
        "[\"login-button\", \"forgot-password\"]", .viewIDs(["login-button", "forgot-password"])
      )
    }
  }

  @Test func everySettingCodeCanSetIsReadAndWrittenByTheSceneFormat() throws {
    var checked = 0
    for setting in SettingCatalogue.decisionSettings {
      guard setting.ladder.contains(.code) else {
        #expect(setting.codeKey == nil, "\(setting.name) has a scene key but no code rung")
        continue
      }
      let key = try #require(setting.codeKey, "\(setting.name) has a code rung but no scene key")
      let sample = try #require(Self.sample(setting), "\(setting.name)")
      let json = """
        {"window": [393, 852], "views": [{"id": "f", "class": "UITextField",
          "frame": [0, 0, 100, 40], "code": {"\(key)": \(sample.json)}}]}
        """
      let decoded = Scene.decode(json: json)
      #expect(decoded.issues.isEmpty, "\(setting.name): \(decoded.issues)")
      let scene = try #require(decoded.scene)
      #expect(scene.views[0].code[setting.name] == sample.value, "\(setting.name)")
      // Every other setting stays unset.
      for other in SettingName.allCases where other != setting.name {
        #expect(scene.views[0].code[other] == nil, "\(key) set \(other)")
      }
      // Written back under the same key, and read again the same.
      let text = scene.jsonText()
      #expect(text.contains("\"\(key)\""), "\(setting.name)")
      #expect(Scene.decode(json: text).scene == scene, "\(setting.name)")
      checked += 1
    }
    #expect(checked >= 8)
  }

  /// The keys of grammar.md's code-settings table (A.5), in order.
  static func grammarCodeKeys() throws -> [String] {
    let lines = try Repository.text("grammar.md").split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("#### A.5 Code settings") })
    let header = try #require(lines[start...].firstIndex { $0.hasPrefix("| key |") })
    return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.compactMap { line in
      let cell = line.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? ""
      return cell.hasPrefix("`") && cell.hasSuffix("`") ? String(cell.dropFirst().dropLast()) : nil
    }
  }

  @Test func grammarsCodeTableListsEveryKeyTheSceneFormatReads() throws {
    let documented = try Self.grammarCodeKeys()
    // Every setting code can set is documented (a setting added with a code rung and a scene key
    // fails here until grammar.md's A.5 table has its row).
    for setting in SettingCatalogue.decisionSettings {
      guard let key = setting.codeKey else { continue }
      #expect(documented.contains(key), "grammar.md's A.5 table has no row for '\(key)'")
    }
    // Every documented key is one the decoder reads (an unknown key is reported and ignored).
    for key in documented {
      let json = """
        {"window": [393, 852], "views": [{"id": "f", "class": "UITextField",
          "frame": [0, 0, 100, 40], "code": {"\(key)": null}}]}
        """
      #expect(Scene.decode(json: json).issues.isEmpty, "'\(key)' is not a scene code key")
    }
    // The catalogue's nine code keys and the three scroll view flags.
    #expect(documented.count >= 12)
  }
}
