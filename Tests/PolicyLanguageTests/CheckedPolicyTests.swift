import PolicyLanguage
import Testing

/// `CheckedPolicy`: the compiler's typed output, the model the packed policy is built from.
@Suite struct CheckedPolicyTests {
  static let text = """
    version 1
    class FormViewController: UIViewController

    avoidance {
      distance = 12
      disable in FormViewController
    }

    toolbar {
      order = position
    }

    field "email" {
      avoidance = off
      distance = 012
    }

    scroll-view "list" {
      adjust = off
    }

    """

  func compile(_ text: String) -> CompileResult {
    Policy.compile(SourceFile(path: "app.kbpolicy", text: text))
  }

  @Test func settingsAreTypedWithTheirSpellingOnlyWhenNotCanonical() throws {
    let checked = try #require(compile(Self.text).checked)
    #expect(
      checked.rules.map(\.key) == [
        .setting(.distance), nil, .setting(.toolbarOrder), .setting(.avoidance),
        .setting(.distance), .scroll(.adjust),
      ])
    #expect(
      checked.rules.map(\.value) == [
        .number(12), nil, .order(.position), .bool(false), .number(12), .bool(false),
      ])
    // `012` is not how 12 is written plainly; `off` for a mode and the rest are.
    #expect(checked.rules.map(\.written) == [nil, nil, nil, nil, "012", nil])
    #expect(checked.rules[1].target == .className("FormViewController"))
    #expect(checked.rules[3].target == .identifier("email"))
    #expect(checked.rules[3].entry?.block == .field)
    // A setting's range runs from its name to the end of its value: `distance = 12`, line 5.
    #expect(checked.rules[0].range.start.line == 5)
    #expect(checked.rules[0].range.start.column == 3)
    #expect(checked.rules[0].range.end.column == 16)  // 3 + "distance = 12".count (13)
    #expect(checked.classes.map(\.name) == ["FormViewController"])
    #expect(checked.classes.map(\.superclass) == ["UIViewController"])
    #expect(checked.classes.first?.range?.start.line == 2)
    #expect(checked.extendsDefault)
    #expect(
      checked.entries(.avoidance, .disableIn).map(\.name) == ["FormViewController"])
    #expect(checked.featureSetting(.setting(.toolbarOrder))?.value == .order(.position))
    #expect(checked.setting(at: checked.rules[4].range)?.written == "012")
  }

  /// The packed policy is built from the checked rules: the user layer's rules are the checked
  /// ones, in order, with the same settings, values and locations.
  @Test func thePackedPolicyHoldsTheCheckedRules() throws {
    let result = compile(Self.text)
    let checked = try #require(result.checked)
    let user = try #require(result.policy).rules.filter { $0.layer == .user }
    #expect(user.count == checked.rules.count)
    for (rule, check) in zip(user, checked.rules) {
      #expect(rule.kind == check.kind)
      #expect(rule.setting == check.entry?.name)
      #expect(rule.value == check.value)
      #expect(rule.target == check.target)
      #expect(rule.location == check.range.start)
    }
    #expect(user[4].text == "field \"email\" { distance = 012 }")
    #expect(user[5].text == "scroll-view \"list\" { adjust = off }")
    #expect(user[3].text == "field \"email\" { avoidance = off }")
  }

  /// Built for every file that parses, also when errors remain: the rule with the error is
  /// left out, the others are in it; nothing after a syntax error.
  @Test func builtWhenCompileErrorsRemainButNotAfterASyntaxError() throws {
    let result = compile(
      "version 1\n\ntoolbar {\n  ordr = position\n}\n\navoidance {\n  distance = 30\n}\n")
    #expect(result.policy == nil)
    #expect(result.diagnostics.map(\.code) == ["E040"])
    let checked = try #require(result.checked)
    #expect(checked.rules.map(\.key) == [.setting(.distance)])
    #expect(checked.rules.map(\.value) == [.number(30)])
    #expect(compile("version 1\n\navoidance {\n  distance = \n").checked == nil)
  }

  /// The default layer as the compiler read it: what lint takes its defaults from.
  @Test func theDefaultLayerIsChecked() throws {
    let defaults = Policy.defaultChecked
    #expect(defaults.file == Policy.defaultPolicyPath)
    #expect(defaults.layer == .default)
    #expect(!defaults.extendsDefault)
    #expect(defaults.featureSetting(.setting(.avoidance))?.value == .bool(true))
    #expect(defaults.featureSetting(.setting(.distance))?.value == .number(10))
    #expect(defaults.rules.allSatisfy { $0.written == nil })
    let packed = try #require(compile("version 1\n").policy).rules.filter { $0.layer == .default }
    #expect(packed.count == defaults.rules.count)
  }
}
