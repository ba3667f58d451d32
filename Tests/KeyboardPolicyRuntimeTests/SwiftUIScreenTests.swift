import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The SwiftUI layer's decisions, from the compiled policy over an in-memory screen model: focus
/// order under each order mode, toolbar states, submit labels, distance margins, dismissal and
/// SwiftUI's avoidance per screen.
@Suite struct SwiftUIScreenTests {
  /// 'SignUp': 'email' (order 3, y 300), 'name' (order 1, y 100), 'password' (order 2, y 200,
  /// x 200) and 'city' (order 2, y 200, x 20), declared in that order, at the top level.
  static let signUp = SwiftUIScreen(
    name: "SignUp",
    fields: [
      SwiftUIField(
        name: "email", order: 3, placeholder: "Email",
        frame: Rect(x: 20, y: 300, width: 300, height: 44)),
      SwiftUIField(
        name: "name", order: 1, placeholder: "Name",
        frame: Rect(x: 20, y: 100, width: 300, height: 44)),
      SwiftUIField(
        name: "password", kind: .secureField, order: 2,
        frame: Rect(x: 200, y: 200, width: 150, height: 44)),
      SwiftUIField(name: "city", order: 2, frame: Rect(x: 20, y: 200, width: 150, height: 44)),
    ])

  static func planner(_ text: String = "version 1\n") throws -> SwiftUIScreenPlanner {
    let compiled = Policy.compile(SourceFile(path: "test.kbpolicy", text: text))
    return SwiftUIScreenPlanner(
      policy: try #require(compiled.policy, "\(compiled.diagnostics.map(\.message))"))
  }

  static func order(_ mode: String) throws -> [String] {
    let planner = try planner("version 1\n\ntoolbar {\n  enabled = true\n  order = \(mode)\n}\n")
    let field = try #require(signUp.field(named: "name"))
    return planner.order(for: field, on: signUp).fields
  }

  @Test func focusOrderFollowsEachOrderMode() throws {
    #expect(try Self.order("subviews") == ["email", "name", "password", "city"])
    // Ties in `order:` keep declaration order.
    #expect(try Self.order("tag") == ["name", "password", "city", "email"])
    #expect(try Self.order("position") == ["name", "city", "password", "email"])
  }

  @Test func skippedAndDisabledFieldsAreLeftOutButTheFocusedOneStays() throws {
    var screen = Self.signUp
    screen.fields[3].isEnabled = false
    let planner = try Self.planner(
      "version 1\n\ntoolbar {\n  enabled = true\n  order = subviews\n}\n\nfield \"name\" {\n  skip-in-order = true\n}\n"
    )
    let email = try #require(screen.field(named: "email"))
    #expect(planner.order(for: email, on: screen).fields == ["email", "password"])
    let name = try #require(screen.field(named: "name"))
    #expect(planner.order(for: name, on: screen).fields == ["email", "name", "password"])
  }

  @Test func toolbarStatesAtTheFirstAndLastField() throws {
    let planner = try Self.planner(
      "version 1\n\ntoolbar {\n  enabled = true\n  order = position\n}\n")
    let first = try #require(planner.plan(for: "name", on: Self.signUp)?.toolbar)
    #expect(!first.canGoPrevious && first.canGoNext && first.next == "city")
    #expect(first.title == "Name" && first.showsPreviousNext)
    let last = try #require(planner.plan(for: "email", on: Self.signUp)?.toolbar)
    #expect(last.canGoPrevious && !last.canGoNext && last.previous == "password")
  }

  @Test func previousNextModesAndAToolbarTurnedOff() throws {
    let lone = SwiftUIScreen(
      name: "Search",
      fields: [SwiftUIField(name: "q", frame: Rect(x: 0, y: 0, width: 9, height: 9))])
    let auto = try Self.planner("version 1\n\ntoolbar {\n  enabled = true\n}\n").plan(
      for: "q", on: lone)?.toolbar
    #expect(auto?.showsPreviousNext == false)
    let always = try Self.planner(
      "version 1\n\ntoolbar {\n  enabled = true\n  previous-next = always\n}\n")
    #expect(always.plan(for: "q", on: lone)?.toolbar?.showsPreviousNext == true)
    let never = try Self.planner(
      "version 1\n\ntoolbar {\n  enabled = true\n  previous-next = never\n}\n")
    #expect(never.plan(for: "email", on: Self.signUp)?.toolbar?.showsPreviousNext == false)
    let off = try Self.planner(
      "version 1\n\ntoolbar {\n  enabled = true\n}\n\nfield \"email\" {\n  toolbar = off\n}\n")
    #expect(off.plan(for: "email", on: Self.signUp)?.toolbar == nil)
    let untitled = try Self.planner(
      "version 1\n\ntoolbar {\n  enabled = true\n  placeholder = false\n}\n")
    #expect(untitled.plan(for: "email", on: Self.signUp)?.toolbar?.title == nil)
  }

  @Test func submitLabelsWhereThePolicyManagesReturnKeys() throws {
    #expect(try Self.planner().plan(for: "name", on: Self.signUp)?.returnKey == nil)
    let managed = try Self.planner(
      "version 1\n\ntoolbar {\n  enabled = true\n  order = tag\n  return-keys = true\n  last-return-key = go\n}\n"
    )
    #expect(
      managed.plan(for: "name", on: Self.signUp)?.returnKey
        == SwiftUIReturnKey(label: .next, action: .next("password")))
    #expect(
      managed.plan(for: "email", on: Self.signUp)?.returnKey
        == SwiftUIReturnKey(label: .go, action: .resign))
    #expect(SwiftUISubmitLabel(.default) == .return && SwiftUISubmitLabel(.yahoo) == .search)
    #expect(SwiftUISubmitLabel(.emergencyCall) == .done)
  }

  @Test func aTextEditorInsertsLineBreaksUnlessDismissOnReturn() throws {
    let screen = SwiftUIScreen(
      name: "Note",
      fields: [
        SwiftUIField(name: "body", kind: .textEditor, frame: Rect(x: 0, y: 0, width: 9, height: 9))
      ])
    let keys = try Self.planner(
      "version 1\n\ntoolbar {\n  enabled = true\n  return-keys = true\n}\n")
    #expect(keys.plan(for: "body", on: screen)?.returnKey == nil)
    let moves = try Self.planner(
      "version 1\n\ntoolbar {\n  enabled = true\n  return-keys = true\n  dismiss-on-return = true\n}\n"
    )
    #expect(moves.plan(for: "body", on: screen)?.returnKey?.action == .resign)
  }
}
