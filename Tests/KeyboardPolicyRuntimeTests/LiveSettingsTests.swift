import PolicyLanguage
import Testing

@testable import KeyboardPolicyRuntime

/// The runtime's settings made in code carry every setting code can set: a setting added to the
/// catalogue with a `codeKey` fails here, named, until an app can set it on a view or a screen
/// and the screen's value reaches its fields.
@Suite struct LiveSettingsTests {
  /// A value of the setting other than its built-in default.
  static func sample(_ setting: DecisionSetting) -> SettingValue? {
    switch setting.builtinDefault {
    case .bool(let b): return .bool(!b)
    case .number(let n): return .number(n + 7)
    case .order, .previousNext, .returnKey:
      return setting.name.choice.flatMap { choice in choice.words.last.flatMap(choice.value) }
    case .viewIDs: return .viewIDs(["login-button", "forgot-password"])
    }
  }

  /// A `CodeSettings` with every setting code can set set to its sample, through the subscript.
  static func everySetting() throws -> CodeSettings {
    var code = CodeSettings()
    for setting in SettingCatalogue.codeSettings {
      let value: SettingValue = try #require(sample(setting), "no sample for \(setting.name)")
      code[setting.name] = value
      #expect(code[setting.name] != nil, "\(setting.name): CodeSettings does not keep it")
    }
    return code
  }

  /// Every named property of `LiveViewSettings` set (and the return-key options, which set the
  /// return-key settings on device) gives those settings, and `code` carries any other setting
  /// code can set.
  @Test func aViewsLiveSettingsCarryEverySettingCodeCanSet() throws {
    let expected = try Self.everySetting()
    let live = LiveViewSettings()
    live.avoidance = expected.avoidance
    live.toolbar = expected.toolbar
    live.resignOnTouch = expected.resignOnTouch
    live.distance = expected.distance
    live.skipInOrder = expected.skipInOrder
    live.showsPlaceholder = expected.placeholder
    live.returnKeys = expected.returnKeys
    live.keepVisibleIDs = expected.keepVisible
    var code = live.code
    ReturnKeyOptions(
      lastReturnKey: expected.lastReturnKey, dismissesTextViewOnReturn: expected.dismissOnReturn
    ).record(into: &code)
    #expect(
      code
        == CodeSettings(
          avoidance: expected.avoidance, toolbar: expected.toolbar,
          resignOnTouch: expected.resignOnTouch, distance: expected.distance,
          skipInOrder: expected.skipInOrder, placeholder: expected.placeholder,
          lastReturnKey: expected.lastReturnKey, dismissOnReturn: expected.dismissOnReturn,
          returnKeys: expected.returnKeys, keepVisible: expected.keepVisible),
      "each named property sets its own setting")
    // Any other setting code can set: through `code` (`view.keyboardPolicy.code[.name] = value`),
    // which the snapshot reads whole.
    live.code = expected
    for setting in SettingCatalogue.codeSettings {
      #expect(
        live.code[setting.name] == expected[setting.name],
        "\(setting.name): not settable in code on a live view")
    }
  }

  /// Every named property of `LiveControllerSettings` set gives those settings, and `code` carries
  /// any other setting code can set.
  @Test func aScreensLiveSettingsCarryEverySettingCodeCanSet() throws {
    let expected = try Self.everySetting()
    let live = LiveControllerSettings()
    #expect(live.code == nil, "no setting set reads as none")
    live.avoidance = expected.avoidance
    live.toolbar = expected.toolbar
    live.resignOnTouch = expected.resignOnTouch
    live.distance = expected.distance
    live.skipInOrder = expected.skipInOrder
    live.showsPlaceholder = expected.placeholder
    var named = CodeSettings(
      avoidance: expected.avoidance, toolbar: expected.toolbar,
      resignOnTouch: expected.resignOnTouch, distance: expected.distance,
      skipInOrder: expected.skipInOrder, placeholder: expected.placeholder)
    #expect(live.code == named)
    live.code = expected
    named = try #require(live.code)
    for setting in SettingCatalogue.codeSettings {
      #expect(
        named[setting.name] == expected[setting.name], "\(setting.name): not kept on a screen")
    }
  }

  /// A field's own settings beat its screen's; every setting it leaves unset is the screen's.
  @Test func aScreensSettingsFillEverySettingAFieldLeavesUnset() throws {
    let screen = try Self.everySetting()
    #expect(CodeSettings().filling(from: screen) == screen)
    #expect(screen.filling(from: nil) == screen)
    for setting in SettingCatalogue.codeSettings {
      var own = CodeSettings()
      own[setting.name] = setting.builtinDefault
      let filled = own.filling(from: screen)
      #expect(
        filled[setting.name] == setting.builtinDefault, "\(setting.name): the field's own lost")
      for other in SettingCatalogue.codeSettings where other.name != setting.name {
        #expect(
          filled[other.name] == screen[other.name], "\(other.name): not taken from the screen")
      }
    }
  }

  /// A setting code cannot set (no `code` rung) stays unset, and a value of another type than
  /// the setting's is left out.
  @Test func codeSettingsKeepOnlyWhatCodeCanSet() {
    var code = CodeSettings()
    for setting in SettingCatalogue.decisionSettings where !setting.ladder.contains(.code) {
      code[setting.name] = setting.builtinDefault
      #expect(code[setting.name] == nil, "\(setting.name) has no code rung")
    }
    code[.distance] = .bool(true)
    #expect(code[.distance] == nil)
    #expect(code == CodeSettings())
  }
}
