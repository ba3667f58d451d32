import PolicyLanguage
import SceneModel
import Testing

@testable import AvoidanceEngine

/// One mover (grammar.md Part 2 A.6): a field inside an input accessory view or in a window that
/// is not the app's moves with the keyboard, so its avoidance and resign-on-touch are off at the
/// `disable in` step unless code or a `field` rule turns them on; a field of an iPad form or page
/// sheet in a regular-width window is raised by UIKit by an undocumented amount, so the engine
/// moves nothing until the raise is in the scene, then only what is still covered.
@Suite struct OneMoverTests {
  /// A 393 × 852 chat screen: root view 'chat-root' of 'ChatViewController' holds 'composer'
  /// (placement `placement`) with the field 'message' at y 800…844.
  static func chat(placement: String) -> Scene {
    let json = """
      {"window": [393, 852], "statusBarHeight": 59,
       "classes": {"ChatViewController": "UIViewController"},
       "views": [{"id": "chat-root", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "composer", "frame": [0, 800, 393, 52], "placement": "\(placement)", "subviews": [
           {"id": "message", "class": "UITextField", "accessibilityIdentifier": "message",
            "frame": [8, 0, 377, 44]}]}]}],
       "controllers": [{"id": "chat", "class": "ChatViewController", "view": "chat-root"}]}
      """
    return Scene.decode(json: json).scene!
  }

  /// An iPad (1024 × 1366) whose form sheet 'form' (`style`) has its root view 'sheet' at
  /// (212, 333, 600 × 700); the field 'name' lies at y 600…644 in it, window y 933…977.
  static func sheet(style: String, sizeClass: String = "regular") -> Scene {
    let json = """
      {"window": [1024, 1366], "statusBarHeight": 24, "horizontalSizeClass": "\(sizeClass)",
       "classes": {"FormViewController": "UIViewController"},
       "views": [{"id": "sheet", "frame": [212, 333, 600, 700], "subviews": [
         {"id": "name", "class": "UITextField", "frame": [16, 600, 568, 44]}]}],
       "controllers": [{"id": "form", "class": "FormViewController", "view": "sheet",
                        "modalPresentationStyle": "\(style)"}]}
      """
    return Scene.decode(json: json).scene!
  }

  static func policy(_ text: String) throws -> Policy {
    try #require(Policy.compile(SourceFile(path: "one-mover.kbpolicy", text: text)).policy)
  }

  func show(
    _ field: String, height: Double, _ scene: Scene, _ policy: Policy, raised: Bool = false
  ) -> EngineStep {
    var engine = AvoidanceEngine()
    engine.sheetRaiseIsInScene = raised
    let begin = engine.handle(.beginEditing(field: field), scene: scene, policy: policy)
    return engine.handle(
      .keyboardWillShow(.height(height)), scene: begin.plan.apply(to: scene), policy: policy)
  }

  @Test(arguments: FieldPlacement.allCases)
  func aFieldThatMovesWithTheKeyboardGetsNoAvoidanceAndNoResignTap(_ placement: FieldPlacement)
    throws
  {
    let scene = Self.chat(placement: placement.rawValue)
    let field = try #require(SceneIndex(scene).fieldContext(for: "message"))
    #expect(field.placement == placement)
    // The policy turns the resign tap on for every field; the placement's `disable in` beats it.
    let policy = try Self.policy("version 1\n\nresign-on-touch {\n  enabled = true\n}\n")
    let decision = policy.decide(for: field)
    #expect(decision[.avoidance].value == .bool(false))
    #expect(decision[.avoidance].source.kind == .builtin)
    #expect(decision[.avoidance].source.step == .disableList)
    #expect(decision[.avoidance].source.rule == placement.reason)
    #expect(decision[.resignOnTouch].value == .bool(false))
    // The toolbar is left as the policy says (off in the default layer, on here).
    let toolbar = try Self.policy("version 1\n\ntoolbar {\n  enabled = true\n}\n")
    #expect(toolbar.decide(for: field)[.toolbar].value == .bool(true))
    // The keyboard (top 852 − 336 = 516) is above the field's bottom 844: nothing moves.
    #expect(show("message", height: 336, scene, policy).plan.changes.isEmpty)
  }

  @Test func aFieldRuleStillTurnsAvoidanceOn() throws {
    let scene = Self.chat(placement: "inputAccessory")
    let policy = try Self.policy("version 1\n\nfield \"message\" {\n  avoidance = on\n}\n")
    let step = show("message", height: 336, scene, policy)
    // 844 must end at 516 − 10 = 506, a move of 338 pt; IQ's root move stops at the keyboard's
    // height, max(0 − 338, −336) = −336.
    let origin = try #require(step.plan.changes.first { $0.property == .originY })
    #expect(origin.view == "chat-root")
    #expect(abs(origin.to - -336) < 1e-9)
  }

  @Test func enableInLosesToThePlacementAsToADisableIn() throws {
    let scene = Self.chat(placement: "foreignWindow")
    let field = try #require(SceneIndex(scene).fieldContext(for: "message"))
    let policy = try Self.policy("version 1\n\navoidance {\n  enable in ChatViewController\n}\n")
    let decision = policy.decide(for: field, provenance: .full)
    #expect(decision[.avoidance].value == .bool(false))
    let losers = decision[.avoidance].overridden
    #expect(losers.contains { $0.source.step == .enableList && $0.lostTo == .disableList })
  }

  @Test func aFieldInTheAppsWindowIsUnchanged() throws {
    let scene = Self.chat(placement: "inputAccessory")
    var plain = scene
    plain.views[0].subviews[0].placement = nil
    let field = try #require(SceneIndex(plain).fieldContext(for: "message"))
    #expect(field.placement == nil)
    #expect(try Self.policy("version 1\n").decide(for: field)[.avoidance].value == .bool(true))
  }

  @Test(arguments: ["formSheet", "pageSheet"])
  func aRaisedSheetMovesNothingBeforeUIKitsRaise(_ style: String) throws {
    let scene = Self.sheet(style: style)
    #expect(SceneIndex(scene).raisedSheet(of: "name")?.id == "form")
    // Keyboard 400 → top 1366 − 400 = 966; the field's bottom 333 + 600 + 44 = 977 is covered
    // by 11 pt, but UIKit's raise is not in the scene: nothing moves.
    let step = show("name", height: 400, scene, try Self.policy("version 1\n"))
    #expect(step.plan.changes.isEmpty, "\(step.plan.changes)")
  }

  @Test func afterUIKitsRaiseOnlyWhatIsStillCoveredMoves() throws {
    // The scene read after UIKit's raise (here: no raise at all left the field 11 pt under the
    // keyboard): 977 must end at 966 − 10 = 956, the sheet's root view rises 21 pt, 333 → 312.
    let step = show(
      "name", height: 400, Self.sheet(style: "formSheet"), try Self.policy("version 1\n"),
      raised: true)
    let origin = try #require(step.plan.changes.first { $0.property == .originY })
    #expect(origin.view == "sheet")
    #expect(abs(origin.to - 312) < 1e-9)
  }

  @Test func aCompactOrFullScreenPresentationIsNotARaisedSheet() throws {
    let compact = Self.sheet(style: "formSheet", sizeClass: "compact")
    #expect(SceneIndex(compact).raisedSheet(of: "name") == nil)
    #expect(SceneIndex(Self.sheet(style: "fullScreen")).raisedSheet(of: "name") == nil)
    // Compact: the engine moves it as any screen, 21 pt as above.
    let step = show(
      "name", height: 400, Self.sheet(style: "formSheet", sizeClass: "compact"),
      try Self.policy("version 1\n"))
    #expect(step.plan.changes.contains { $0.view == "sheet" && abs($0.to - 312) < 1e-9 })
  }

  @Test func theSizeClassFollowsTheDeviceWhenNotRecorded() {
    var scene = Self.sheet(style: "formSheet")
    scene.horizontalSizeClass = nil
    // 1024 × 1366 is the 12.9-inch iPad's window: regular.
    #expect(scene.effectiveHorizontalSizeClass == .regular)
    scene.window = Size(width: 393, height: 852)
    #expect(scene.effectiveHorizontalSizeClass == .compact)
  }
}
