import PolicyLanguage
import SceneModel
import Testing

@testable import AvoidanceEngine

/// SwiftUI lifts the fields of its hosting controllers above the keyboard itself, so the default
/// layer (`disable in UIHostingController`) leaves them to SwiftUI: one mover. A host's class is
/// named as the runtime reads it, with generic arguments, and is a kind of its generic class.
@Suite struct SwiftUIHostTests {
  /// A 393 × 852 window whose root view 'host' (controller of class `host`) holds 'email' at
  /// y 700 (bottom 744); `classes` is the scene's `classes` object.
  static func scene(host: String, classes: String = "{}") -> Scene {
    let json = """
      {"window": [393, 852], "statusBarHeight": 59, "classes": \(classes),
       "views": [{"id": "host", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "email", "class": "UITextField", "accessibilityIdentifier": "email",
          "frame": [16, 700, 361, 44]}]}],
       "controllers": [{"id": "screen", "class": "\(host)", "view": "host"}]}
      """
    let decoded = Scene.decode(json: json)
    return decoded.scene!
  }

  /// The app's host, and the hosts SwiftUI makes for sheets, navigation destinations and tabs,
  /// with the scene `classes` a runtime export records (the live chain skips the generic class).
  static let hosts: [(host: String, classes: String)] = [
    ("UIHostingController<LoginView>", "{}"),
    ("UIHostingController<LoginView>", #"{"UIHostingController<LoginView>": "UIViewController"}"#),
    ("SwiftUI.UIHostingController<ModifiedContent<AnyView, RootModifier>>", "{}"),
    ("PresentationHostingController<AnyView>", "{}"),
    ("NavigationStackHostingController<AnyView>", "{}"),
    ("TabHostingController", "{}"),
  ]

  func show(_ scene: Scene, _ policy: Policy) -> EngineStep {
    var engine = AvoidanceEngine()
    let begin = engine.handle(.beginEditing(field: "email"), scene: scene, policy: policy)
    return engine.handle(
      .keyboardWillShow(.height(336)), scene: begin.plan.apply(to: scene), policy: policy)
  }

  static func policy(_ text: String) throws -> Policy {
    try #require(Policy.compile(SourceFile(path: "swiftui.kbpolicy", text: text)).policy)
  }

  @Test(arguments: 0..<hosts.count)
  func theDefaultLayerLeavesASwiftUIHostToSwiftUI(_ number: Int) throws {
    let (host, classes) = Self.hosts[number]
    let scene = Self.scene(host: host, classes: classes)
    let index = SceneIndex(scene)
    let controller = try #require(index.policyController(of: "email"))
    #expect(index.classChain(ofController: controller).contains("UIHostingController"))
    // The keyboard (top 852 − 336 = 516) covers 'email' (bottom 744): nothing moves.
    let step = show(scene, try Self.policy("version 1\n"))
    #expect(step.plan.changes.isEmpty, "\(step.plan.changes)")
  }

  @Test(arguments: 0..<hosts.count)
  func aFieldRuleStillTurnsAvoidanceOnInAHost(_ number: Int) throws {
    let (host, classes) = Self.hosts[number]
    let scene = Self.scene(host: host, classes: classes)
    let policy = try Self.policy("version 1\n\nfield \"email\" {\n  avoidance = on\n}\n")
    let step = show(scene, policy)
    // 744 must end at 516 − 10 = 506: the root view rises 238 pt.
    let origin = try #require(step.plan.changes.first { $0.property == .originY })
    #expect(origin.view == "host")
    #expect(abs(origin.to - -238) < 1e-9)
  }

  @Test func aRuleNamingTheGenericClassMatchesEverySpecialisation() throws {
    let policy = try Self.policy(
      "version 1\n\ncontroller UIHostingController {\n  distance = 30\n}\n")
    for (host, classes) in Self.hosts.prefix(5) {
      let index = SceneIndex(Self.scene(host: host, classes: classes))
      let field = try #require(index.fieldContext(for: "email"))
      #expect(policy.decide(for: field)[.distance].value == .number(30), "\(host)")
      #expect(policy.decide(for: field)[.avoidance].value == .bool(false), "\(host)")
    }
  }

  @Test func theGenericClassOfANameCutsItsArgumentsAndModule() {
    #expect(
      ClassHierarchy.genericClass(of: "UIHostingController<ContentView>") == "UIHostingController")
    #expect(
      ClassHierarchy.genericClass(of: "SwiftUI.UIHostingController<ModifiedContent<A, B>>")
        == "UIHostingController")
    #expect(ClassHierarchy.genericClass(of: "UIHostingController") == nil)
    #expect(ClassHierarchy.genericClass(of: "<X>") == nil)
    #expect(ClassHierarchy().chain(of: "Form<Int>") == ["Form<Int>", "Form"])
  }
}
