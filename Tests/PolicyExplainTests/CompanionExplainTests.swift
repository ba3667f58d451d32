import AvoidanceEngine
import PolicyExplain
import PolicyLanguage
import SceneModel
import Testing

/// `keep-visible` in explanations: the decision line, each companion's frames and gap (or the
/// points the keyboard still covers), the verdict naming a covered companion, the JSON keys and
/// the what-if. Window 393×852, status bar 59 (top guide), keyboard 291 (top 561), distance 10.
@Suite struct CompanionExplainTests {
  static func explain(passwordY: Double, buttonY: Double, distance: Double = 10) throws
    -> Explanation
  {
    try builder(passwordY: passwordY, buttonY: buttonY, distance: distance)
      .explain(field: "password").get()
  }

  static func builder(passwordY: Double, buttonY: Double, distance: Double = 10) throws
    -> ExplanationBuilder
  {
    let text = """
      version 1
      class LoginViewController: UIViewController
      avoidance { distance = \(PointsFormat.exact(distance)) }
      field "password" { keep-visible = "login-button" }

      """
    let source = SourceFile(path: "login.kbpolicy", text: text)
    let compiled = Policy.compile(source)
    let policy = try #require(compiled.policy)
    var scene = Scene(
      window: Size(width: 393, height: 852), statusBarHeight: 59,
      views: [
        SceneView(
          id: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852),
          subviews: [
            SceneView(
              id: "password", className: "UITextField",
              frame: Rect(x: 16, y: passwordY, width: 361, height: 44),
              accessibilityIdentifier: "password"),
            SceneView(
              id: "login", className: "UIButton",
              frame: Rect(x: 16, y: buttonY, width: 361, height: 50),
              accessibilityIdentifier: "login-button"),
          ])
      ],
      controllers: [SceneController(id: "vc", className: "LoginViewController", view: "root")])
    scene.focus = "password"
    scene.keyboard = .height(291)
    return ExplanationBuilder(
      policy: policy, source: source, syntax: compiled.file, scene: scene)
  }

  @Test func aCompanionThatFitsHasItsFramesAndGap() throws {
    // Field 500...544, button 560...610: move 610 − 551 = 59 (the field's top allows 441).
    // The button ends 501...551, gap 10.
    let e = try Self.explain(passwordY: 500, buttonY: 560)
    let setting = try #require(e.settings.first { $0.setting == .keepVisible })
    #expect(setting.value == .ids(["login-button"]))
    let text = ExplanationTextRenderer().render(e)
    // The decision line: the setting, its value and the winning rule with its location.
    let line = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("  keep-visible ") })
    #expect(line.contains("\"login-button\""))
    #expect(line.contains("field \"password\" { keep-visible = \"login-button\" }"))
    #expect(line.contains("login.kbpolicy:4:"))
    #expect(
      text.contains(
        "keep-visible 'login-button'  [16, 560, 361, 50] → [16, 501, 361, 50], gap 10 pt"))
    #expect(e.verdict.kind == .visible)
    #expect(!e.verdict.message.contains("covered"))
    let json = ExplanationJSONRenderer().render(e)
    #expect(json.contains("\"companions\""))
    #expect(json.contains("\"covered\": 0"))
    #expect(!e.whatIfs.contains { $0.setting == .keepVisible })
  }

  @Test func aCoveredCompanionIsNamedByTheVerdictAndNoChangeCan() throws {
    // Field 200...244, button 700...750: 750 − 200 = 550 pt apart, more than the room above
    // the keyboard, 561 − 59 = 502. Move = top 200 − 59 = 141: the button ends 559...609,
    // covered 609 − 561 = 48 pt.
    let e = try Self.explain(passwordY: 200, buttonY: 700)
    #expect(e.verdict.kind == .visible)
    #expect(
      e.verdict.message.hasSuffix(
        "; keep-visible 'login-button' stays covered 48 pt: the field needs the room"))
    let companion = try #require(e.adjustment?.companions.first)
    #expect(companion.staysCovered && abs(companion.covered - 48) < 1e-6)
    let whatIf = try #require(e.whatIfs.first { $0.setting == .keepVisible })
    #expect(
      whatIf.blockedBy
        == "no change can: the field and 'login-button' are 550 pt apart and the room above the keyboard is 502 pt"
    )
    let text = ExplanationTextRenderer().render(e)
    #expect(text.contains("covered 48 pt: the field needs the room"))
    // The SVG draws the companion apart from the field, with what stays covered.
    let builder = try Self.builder(passwordY: 200, buttonY: 700)
    let svg = ExplanationSVGRenderer().render(e, picture: builder.picture(for: e))
    #expect(svg.contains("class=\"companion\""))
    #expect(svg.contains("keep-visible login-button · covered 48 pt"))
    // `explain --all` says so in the field's result, and its JSON lists it.
    let all = builder.explainAll()
    let table = ExplanationTableRenderer().render(all)
    #expect(table.contains("visible, keep-visible 'login-button' covered 48 pt"))
    let allJSON = ExplanationJSONRenderer().render(all: all)
    #expect(allJSON.contains("\"coveredCompanions\""))
    #expect(text.contains("  keep-visible: 'login-button' stays covered 48 pt"))
  }

  @Test func aCompanionThatFitsUnderTheGuideIsNotCovered() throws {
    // Field 200...244, button 640...690: 490 pt apart, room 502. Distance 120: move = min(top
    // 200 − 59 = 141, bottom 690 − (561 − 120) = 249) = 141: the button ends 499...549, above
    // the keyboard top 561 (not the distance, the field's top stopped the move): not covered,
    // so no what-if.
    let e = try Self.explain(passwordY: 200, buttonY: 640, distance: 120)
    #expect(e.adjustment?.coveredCompanions.isEmpty == true)
    #expect(!e.whatIfs.contains { $0.setting == .keepVisible })
  }
}
