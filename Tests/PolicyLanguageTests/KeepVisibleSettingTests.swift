import Testing

@testable import PolicyLanguage

/// `keep-visible`: the views that stay above the keyboard with the field, a list of quoted view
/// ids with the value settings' places and precedence (code → `field` → `controller` → the
/// `avoidance` block → none).
@Suite struct KeepVisibleSettingTests {
  static func compile(_ text: String) -> CompileResult {
    Policy.compile(SourceFile(path: "login.kbpolicy", text: text))
  }

  static func policy(_ text: String) throws -> Policy {
    let result = compile(text)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.policy)
  }

  static func field(
    _ id: String? = nil, controller: String = "LoginViewController",
    code: CodeSettings = CodeSettings()
  ) -> FieldContext {
    FieldContext(
      identifier: id, classChain: ["UITextField", "UIControl", "UIView"],
      controllerChain: [controller, "LoginBaseViewController", "UIViewController"], code: code)
  }

  static let layered = """
    version 1
    class LoginBaseViewController: UIViewController
    class LoginViewController: LoginBaseViewController
    avoidance { keep-visible = "footer" }
    controller LoginBaseViewController { keep-visible = "base-button" }
    controller LoginViewController { keep-visible = "login-button", "forgot-password" }
    field "password" { keep-visible = "login-button" }
    field "search" { keep-visible = none }

    """

  @Test func noneByDefault() throws {
    let policy = try Self.policy("version 1\n")
    #expect(SettingCatalogue.builtinDefault(.keepVisible) == .viewIDs([]))
    #expect(policy.resolve(for: Self.field()).keepVisible == [])
    let decision = policy.decide(for: Self.field())
    #expect(decision.values.keepVisible == [])
    #expect(decision[.keepVisible].source.kind == .builtin)
    #expect(
      decision[.keepVisible].source.rule == "built-in default: avoidance { keep-visible = none }")
  }

  @Test func precedenceCodeFieldControllerByNearestClassFeature() throws {
    let policy = try Self.policy(Self.layered)
    // The field rule beats the controller rule.
    let password = policy.decide(for: Self.field("password"), provenance: .full)
    #expect(password.values.keepVisible == ["login-button"])
    #expect(password[.keepVisible].source.step == .fieldRule)
    #expect(
      password[.keepVisible].source.rule == "field \"password\" { keep-visible = \"login-button\" }"
    )
    #expect(
      password[.keepVisible].overridden.map(\.source.rule) == [
        "controller LoginViewController { keep-visible = \"login-button\", \"forgot-password\" }",
        "controller LoginBaseViewController { keep-visible = \"base-button\" }",
        "avoidance { keep-visible = \"footer\" }",
      ])
    // The nearest controller class, in the order written.
    #expect(
      policy.resolve(for: Self.field("email")).keepVisible == ["login-button", "forgot-password"])
    #expect(
      policy.resolve(for: Self.field(controller: "LoginBaseViewController")).keepVisible == [
        "base-button"
      ])
    // The feature block's value for every other screen.
    #expect(
      policy.resolve(
        for: FieldContext(classChain: ["UITextField"], controllerChain: ["UIViewController"])
      ).keepVisible == ["footer"])
    // `none` is an empty list that beats the weaker rules.
    #expect(policy.resolve(for: Self.field("search")).keepVisible == [])
    // Code beats every rule, and an empty list set in code keeps none.
    let coded = Self.field("password", code: CodeSettings(keepVisible: ["sign-up"]))
    #expect(policy.resolve(for: coded).keepVisible == ["sign-up"])
    let codedSource = policy.decide(for: coded)[.keepVisible].source
    #expect(codedSource.kind == .code)
    #expect(codedSource.rule == "keyboardPolicy.keepVisible = [\"sign-up\"] set in code")
    #expect(
      policy.resolve(for: Self.field("password", code: CodeSettings(keepVisible: []))).keepVisible
        == [])
  }

  @Test func resolveIsDecide() throws {
    let policy = try Self.policy(Self.layered)
    for id in ["password", "email", "search", nil] {
      #expect(policy.resolve(for: Self.field(id)) == policy.decide(for: Self.field(id)).values)
    }
  }

  @Test func otherSettingsKeepTheirValues() throws {
    let policy = try Self.policy(Self.layered)
    let before = try Self.policy(
      "version 1\nclass LoginBaseViewController: UIViewController\n"
        + "class LoginViewController: LoginBaseViewController\n")
    for name in SettingName.allCases where name != .keepVisible {
      #expect(
        policy.decide(for: Self.field("password"))[name].value
          == before.decide(for: Self.field("password"))[name].value)
    }
  }

  @Test func idsAreInternedOnceAndSurviveTheLayersMerge() throws {
    let policy = try Self.policy(Self.layered)
    // Each id is one name of the store, however many rules list it.
    let names = policy.storage.names
    #expect(names.id(of: "login-button") != nil)
    #expect(policy.storage.idLists.count == 2 + 3 + 2 + 2 + 1)  // counts + ids of five lists
    // The rules read back with their lists (the compiled policy's rule view).
    let rules = policy.rules.filter { $0.setting == "keep-visible" }
    #expect(
      rules.map(\.value) == [
        .viewIDs(["footer"]), .viewIDs(["base-button"]),
        .viewIDs(["login-button", "forgot-password"]), .viewIDs(["login-button"]), .viewIDs([]),
      ])
  }

  @Test func listsMayContinueOnTheNextLineAfterAComma() throws {
    let policy = try Self.policy(
      "version 1\nfield \"password\" {\n  keep-visible = \"a\",\n    \"b\"\n}\n")
    #expect(policy.resolve(for: Self.field("password")).keepVisible == ["a", "b"])
  }

  // MARK: - Bad values

  @Test func anUnquotedIDIsE042WithAFixItThatQuotesIt() throws {
    let result = Self.compile("version 1\nfield \"password\" { keep-visible = login }\n")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(diagnostic.code == "E042")
    #expect(diagnostic.message == "'keep-visible' expects quoted view ids or none, found 'login'")
    #expect(diagnostic.fixIts.map(\.replacement) == ["\"login\""])
    // `field "password" { keep-visible = ` is 34 bytes: the word starts at column 35.
    #expect(diagnostic.range.start.column == 35)
    let number = Self.compile("version 1\nfield \"password\" { keep-visible = \"a\", 12 }\n")
    #expect(number.diagnostics.map(\.code) == ["E042"])
  }

  @Test func anEmptyIDOrNoneInAListIsE061() throws {
    let empty = Self.compile("version 1\nfield \"password\" { keep-visible = \"\" }\n")
    #expect(empty.diagnostics.map(\.code) == ["E061"])
    #expect(
      empty.diagnostics.first?.message
        == "empty view id in 'keep-visible' (write 'keep-visible = none' to keep no view visible)")
    let mixed = Self.compile("version 1\nfield \"password\" { keep-visible = none, \"a\" }\n")
    #expect(mixed.diagnostics.map(\.code) == ["E061"])
    #expect(
      mixed.diagnostics.first?.message == "'none' cannot be listed with view ids in 'keep-visible'")
  }

  @Test func aRepeatedIDIsW005AndListedOnce() throws {
    let text = "version 1\nfield \"password\" { keep-visible = \"a\", \"b\", \"a\" }\n"
    let result = Self.compile(text)
    let warning = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(warning.code == "W005")
    #expect(warning.severity == .warning)
    #expect(warning.message == "'a' is listed twice in 'keep-visible'")
    #expect(warning.notes.first?.message == "first set here")
    // The fix-it removes `, "a"`: from the end of `"b"` (columns 40-42, so 43) to the end of
    // the repeat (columns 45-47, so 48).
    let fix = try #require(warning.fixIts.first)
    #expect(fix.replacement == "")
    #expect(fix.range.start.column == 43 && fix.range.end.column == 48)
    let policy = try #require(result.policy)
    #expect(policy.resolve(for: Self.field("password")).keepVisible == ["a", "b"])
  }

  @Test func aListForAOneValueSettingIsE060() throws {
    let result = Self.compile("version 1\navoidance { distance = 1, 2 }\n")
    #expect(result.diagnostics.map(\.code) == ["E060"])
    #expect(result.diagnostics.first?.message == "'distance' takes one value, found a list '1, 2'")
  }

  @Test func theSettingIsNotAScrollViewSetting() throws {
    let result = Self.compile("version 1\nscroll-view \"list\" { keep-visible = \"a\" }\n")
    #expect(result.diagnostics.map(\.code) == ["E041"])
  }
}
