import Foundation
import PolicyLanguage
import SceneModel
import Testing

@testable import PolicyExplain

/// Explain says who moves a field that lives outside the app's window (`moves-with-keyboard`)
/// and a field of an iPad sheet UIKit raises itself (`uikit-raises-sheet`), without printing a
/// number the desk cannot know.
@Suite struct OneMoverExplainTests {
  /// 393 × 852, keyboard 336 → top 516; 'message' at y 800…844 inside 'composer', a view that
  /// lives in an input accessory view.
  static let chat = """
    {"window": [393, 852], "statusBarHeight": 59, "keyboard": {"height": 336},
     "classes": {"ChatViewController": "UIViewController"},
     "views": [{"id": "chat-root", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "composer", "frame": [0, 800, 393, 52], "placement": "inputAccessory", "subviews": [
         {"id": "message", "class": "UITextField", "accessibilityIdentifier": "message",
          "frame": [8, 0, 377, 44]}]}]}],
     "controllers": [{"id": "chat", "class": "ChatViewController", "view": "chat-root"}]}
    """

  /// A 1024 × 1366 iPad, keyboard 400 → top 966; the form sheet's root view at y 333 holds
  /// 'name' at y 600…644, window y 933…977.
  static let sheet = """
    {"window": [1024, 1366], "statusBarHeight": 24, "horizontalSizeClass": "regular",
     "keyboard": {"height": 400},
     "classes": {"FormViewController": "UIViewController"},
     "views": [{"id": "sheet", "frame": [212, 333, 600, 700], "subviews": [
       {"id": "name", "class": "UITextField", "accessibilityIdentifier": "name",
        "frame": [16, 600, 568, 44]}]}],
     "controllers": [{"id": "form", "class": "FormViewController", "view": "sheet",
                      "modalPresentationStyle": "formSheet"}]}
    """

  func explain(_ policy: String, scene json: String, field: String) throws -> Explanation {
    let source = SourceFile(path: "one-mover.kbpolicy", text: policy)
    let compiled = Policy.compile(source)
    let scene = try #require(Scene.decode(json: json).scene)
    return try ExplanationBuilder(
      policy: try #require(compiled.policy), source: source, syntax: compiled.file, scene: scene
    ).explain(field: field).get()
  }

  @Test func anInputAccessoryFieldMovesWithTheKeyboard() throws {
    let e = try explain("version 1\n", scene: Self.chat, field: "message")
    #expect(e.verdict.kind == .movesWithKeyboard)
    #expect(e.verdict.message.contains("field inside an input accessory view"))
    #expect(e.verdict.message.contains("no tap outside resigns it"))
    #expect(!e.verdict.message.contains(" pt"), "no number the desk cannot know")
    #expect(e.adjustment?.adjusted == false)
    let avoidance = try #require(e.settings.first { $0.setting == .avoidance })
    #expect(avoidance.value == .bool(false))
    let whatIf = try #require(e.whatIfs.first { $0.setting == .avoidance })
    #expect(whatIf.edits.isEmpty)
    #expect(whatIf.blockedBy?.contains("moves-twice") == true)
  }

  @Test func aFieldRuleTurningAvoidanceOnWarnsOfTwoMoves() throws {
    let e = try explain(
      "version 1\n\nfield \"message\" {\n  avoidance = on\n}\n", scene: Self.chat,
      field: "message")
    #expect(e.verdict.kind != .movesWithKeyboard)
    #expect(e.verdict.message.contains("so the two moves add up"))
  }

  @Test func aFormSheetFieldIsLeftToUIKitsRaise() throws {
    let e = try explain("version 1\n", scene: Self.sheet, field: "name")
    #expect(e.verdict.kind == .uikitRaisesSheet)
    // Before the raise the keyboard covers min(44, 977 − 966 = 11) = 11 pt of the field.
    #expect(e.verdict.message.contains("before UIKit's raise the keyboard covers 11 pt"))
    #expect(e.verdict.message.contains("by an amount it does not document"))
    #expect(e.verdict.message.contains("measure it on device"))
    #expect(e.adjustment?.adjusted == false)
    #expect(e.adjustment?.fieldFrame == e.adjustment?.fieldFrameBefore)
  }

  @Test func aFormSheetWithAvoidanceOffSaysNothingElseMovesIt() throws {
    let e = try explain(
      "version 1\n\nfield \"name\" {\n  avoidance = off\n}\n", scene: Self.sheet, field: "name")
    #expect(e.verdict.kind == .uikitRaisesSheet)
    #expect(e.verdict.message.hasPrefix("not adjusted by the policy, avoidance is off"))
  }

  @Test func theAllTableCountsBothKinds() throws {
    for (json, words) in [
      (Self.chat, "1 moving with the keyboard"), (Self.sheet, "1 in a sheet UIKit raises"),
    ] {
      let source = SourceFile(path: "one-mover.kbpolicy", text: "version 1\n")
      let scene = try #require(Scene.decode(json: json).scene)
      let all = ExplanationBuilder(
        policy: try #require(Policy.compile(source).policy), scene: scene, includesWhatIfs: false
      ).explainAll()
      let table = ExplanationTableRenderer().render(all)
      #expect(table.contains(words), "\(table)")
    }
  }
}
