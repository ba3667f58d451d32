import PolicyLanguage
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

/// `keep-visible`, hand-computed. Window 393×852, status bar 59 (the top guide), keyboard 291
/// high (top 561), distance 10: a bottom must end at 551 or above.
@Suite struct CompanionGeometryTests {
  /// A button, `id` in the scene, `identifier` its accessibility identifier.
  static func button(
    _ id: String, _ y: Double, height: Double = 50, identifier: String? = nil,
    hidden: Bool = false
  ) -> SceneView {
    SceneView(
      id: id, className: "UIButton", frame: Rect(x: 16, y: y, width: 361, height: height),
      accessibilityIdentifier: identifier ?? id, isHidden: hidden)
  }

  static func keeping(_ ids: [String]) -> CodeSettings { CodeSettings(keepVisible: ids) }

  static func adjust(_ scene: Scene, _ field: String) throws -> EngineStep {
    let result = run([.beginEditing(field: field), .keyboardWillShow(.height(291))], on: scene)
    return result.steps[1]
  }

  @Test func aCompanionBelowTheFieldIsLiftedWithIt() throws {
    // Field 500...544, button 560...610 (scene id "b1", accessibility identifier "login").
    // Alone: bottom = 544 − 551 = −7: nothing moves. With the button: bottom = 610 − 551 = 59,
    // top = 500 − 59 = 441, move = min(441, 59) = 59: root −59. Field ends 441...485 (gap
    // 561 − 485 = 76); button 501...551, gap 10.
    let scene = phoneScene([
      field("password", 500, code: Self.keeping(["login"])),
      Self.button("b1", 560, identifier: "login"),
    ])
    let step = try Self.adjust(scene, "password")
    #expect(close(step.plan.change("root", .originY)?.to, -59))
    let outcome = try #require(step.outcome)
    #expect(close(outcome.gap, 76))
    let login = try #require(outcome.companions.first)
    #expect(outcome.companions.count == 1)
    #expect(login.id == "login" && login.view == "b1" && login.ignored == nil)
    #expect(login.reach == .root("root"))
    #expect(close(login.frameBefore?.minY, 560) && close(login.frameAfter?.minY, 501))
    #expect(close(login.gap, 10))
    #expect(!login.staysCovered && outcome.coveredCompanions.isEmpty)
    // Without the companion the same scene moves nothing (the result of today).
    let alone = try Self.adjust(
      phoneScene([field("password", 500), Self.button("b1", 560)]), "password")
    #expect(alone.plan.change("root", .originY) == nil)
    #expect(alone.outcome?.companions == [])
  }

  @Test func twoCompanionsTheLowerOneDecides() throws {
    // Field 400...444, "login" 470...514, "forgot" 530...560. Union bottom 560: bottom =
    // 560 − 551 = 9, top = 400 − 59 = 341, move 9: root −9. login 461...505 (gap 56), forgot
    // 521...551 (gap 10), field 391...435.
    let scene = phoneScene([
      field("password", 400, code: Self.keeping(["login", "forgot"])),
      Self.button("login", 470, height: 44), Self.button("forgot", 530, height: 30),
    ])
    let step = try Self.adjust(scene, "password")
    #expect(close(step.plan.change("root", .originY)?.to, -9))
    let outcome = try #require(step.outcome)
    #expect(outcome.companions.map(\.id) == ["login", "forgot"])
    #expect(close(outcome.companions[0].gap, 56))
    #expect(close(outcome.companions[1].gap, 10))
    #expect(close(outcome.fieldFrame.minY, 391))
  }

  @Test func aCompanionThatCannotFitLosesToTheField() throws {
    // Field 200...244, button 760...810. Union bottom = 810 − 551 = 259, top = 200 − 59 = 141:
    // they do not fit, move = 141: root −141. The field's top stops at the guide (59...103,
    // gap 561 − 103 = 458 ≥ 10); the button ends 619...669: covered 669 − 561 = 108 pt.
    let scene = phoneScene([
      field("password", 200, code: Self.keeping(["login"])), Self.button("login", 760),
    ])
    let step = try Self.adjust(scene, "password")
    #expect(close(step.plan.change("root", .originY)?.to, -141))
    let outcome = try #require(step.outcome)
    #expect(close(outcome.fieldFrame.minY, 59) && outcome.visible)
    #expect(close(outcome.gap, 458))
    let login = try #require(outcome.companions.first)
    #expect(close(login.gap, -108) && close(login.covered, 108) && login.staysCovered)
    #expect(outcome.coveredCompanions.map(\.id) == ["login"])
  }

  @Test func aCompanionInTheFieldsScrollViewIsReachedByScrolling() throws {
    // Scroll view (0,400,393,452); field at 100 in it (window 500...544), button at 160
    // (560...610). Move 59 as above: the scroll view scrolls 0 → min(59, field top in content
    // 100) = 59, nothing left; the root stays. Button 501...551, gap 10; field 441...485.
    // Inset: scroll bottom 852 − 551 = 301 covered; indicator 291.
    let scroll = SceneView(
      id: "scroll", className: "UIScrollView", frame: Rect(x: 0, y: 400, width: 393, height: 452),
      scroll: ScrollState(contentSize: Size(width: 393, height: 452)),
      subviews: [field("password", 100, code: Self.keeping(["login"])), Self.button("login", 160)])
    let step = try Self.adjust(phoneScene([scroll]), "password")
    #expect(close(step.plan.change("scroll", .contentOffsetY)?.to, 59))
    #expect(step.plan.change("root", .originY) == nil)
    #expect(close(step.plan.change("scroll", .contentInsetBottom)?.to, 301))
    let login = try #require(step.outcome?.companions.first)
    #expect(login.reach == .scrolling("scroll"))
    #expect(close(login.gap, 10))
    #expect(close(step.outcome?.fieldFrame.minY, 441))
  }

  @Test func aCompanionOutsideTheScrollViewIsReachedByTheRoot() throws {
    // Scroll view (0,59,393,600); field at 400 in it (window 459...503); button outside it, in
    // the root, 700...750. Alone: bottom = 503 − 551 = −48: the scroll view leaves the field
    // (its top 459 is under the guide), nothing left. The button needs 750 − 551 = 199, the
    // field's top allows 459 − 59 = 400: the root moves −199. Field 260...304; button
    // 501...551, gap 10. The scroll view's bottom 659 − 199 = 460 is above 551: no inset.
    let scroll = SceneView(
      id: "scroll", className: "UIScrollView", frame: Rect(x: 0, y: 59, width: 393, height: 600),
      scroll: ScrollState(contentSize: Size(width: 393, height: 600)),
      subviews: [field("password", 400, code: Self.keeping(["login"]))])
    let step = try Self.adjust(phoneScene([scroll, Self.button("login", 700)]), "password")
    #expect(step.plan.change("scroll", .contentOffsetY) == nil)
    #expect(close(step.plan.change("root", .originY)?.to, -199))
    #expect(step.plan.change("scroll", .contentInsetBottom) == nil)
    let outcome = try #require(step.outcome)
    #expect(outcome.companions.first?.reach == .root("root"))
    #expect(close(outcome.companions.first?.gap, 10))
    #expect(close(outcome.fieldFrame.minY, 260))
  }

  @Test func hiddenMissingAndAboveCompanionsAreIgnoredWithAReason() throws {
    // Field 500...544; "login" 560...610 hidden; "header" 100...150 above the field; "gone" is
    // no view. None counts: the move is the field's alone, bottom −7: nothing moves.
    let form = SceneView(
      id: "form", frame: Rect(x: 0, y: 0, width: 393, height: 852), isHidden: false,
      subviews: [Self.button("login", 560, hidden: true)])
    let scene = phoneScene([
      field("password", 500, code: Self.keeping(["login", "header", "gone"])), form,
      Self.button("header", 100),
    ])
    let step = try Self.adjust(scene, "password")
    #expect(step.plan.change("root", .originY) == nil)
    let companions = try #require(step.outcome?.companions)
    #expect(companions.map(\.ignored) == [.hidden(superview: nil), .aboveField, .missing])
    #expect(companions.map { $0.ignored?.code } == ["hidden", "above-field", "missing"])
    #expect(companions.allSatisfy { !$0.staysCovered })
    // A hidden superview hides it too, and says which.
    var hiddenForm = form
    hiddenForm.isHidden = true
    hiddenForm.subviews = [Self.button("login", 560)]
    let again = try Self.adjust(
      phoneScene([field("password", 500, code: Self.keeping(["login"])), hiddenForm]), "password")
    #expect(again.outcome?.companions.first?.ignored == .hidden(superview: "form"))
    #expect(again.plan.change("root", .originY) == nil)
  }

  @Test func aCompanionInAnotherControllersViewIsIgnored() throws {
    // A child controller's root view "banner" holds the button: not the field's controller.
    var scene = phoneScene([
      field("password", 500, code: Self.keeping(["login"])),
      SceneView(
        id: "banner", frame: Rect(x: 0, y: 540, width: 393, height: 200),
        subviews: [Self.button("login", 20)]),
    ])
    scene.controllers.append(
      SceneController(id: "promo", className: "UIViewController", view: "banner", parent: "form"))
    let step = try Self.adjust(scene, "password")
    #expect(step.outcome?.companions.first?.ignored == .otherController("promo"))
    #expect(step.plan.change("root", .originY) == nil)
  }

  @Test func theTraceSaysWhatHappenedToEachCompanion() throws {
    let scene = phoneScene([
      field("password", 200, code: Self.keeping(["login", "gone"])), Self.button("login", 760),
    ])
    let messages = try Self.adjust(scene, "password").trace.steps.filter { $0.kind == .companion }
      .map(\.message)
    #expect(
      messages.contains(
        "keep-visible 'gone' is left out: no view of the scene has this id or accessibility identifier"
      ))
    #expect(
      messages.contains(
        "keep-visible 'login' ends at [16, 619, 361, 50]: covered 108 pt: the field needs the room")
    )
  }
}
