import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The same policy over a SwiftUI screen (the SwiftUI planner) and over the equivalent UIKit
/// scene (`SwiftUIScreen.scene()`, driven through the UIKit runtime's `controls(for:)`) gives the
/// same decisions for every field: the toolbar, its arrows, previous and next, the title, the
/// return key and what return does, resign on touch, and every resolved setting (distance and
/// companions included). Seeded random screens, 168 of them.
@Suite @MainActor struct SwiftUIDifferentialTests {
  static let policies = [
    "version 1\n",
    "version 1\n\ntoolbar {\n  enabled = true\n}\n",
    "version 1\n\ntoolbar {\n  enabled = true\n  order = tag\n  return-keys = true\n}\n",
    "version 1\n\ntoolbar {\n  enabled = true\n  order = position\n  previous-next = always\n"
      + "  last-return-key = send\n  return-keys = true\n  dismiss-on-return = true\n}\n",
    "version 1\n\ntoolbar {\n  enabled = true\n  previous-next = never\n  placeholder = false\n}\n"
      + "\nresign-on-touch {\n  enabled = true\n}\n",
    "version 1\n\ntoolbar {\n  enabled = true\n  order = position\n}\n\nfield \"f1\" {\n"
      + "  skip-in-order = true\n  distance = 30\n  keep-visible = \"c0\"\n}\n\nfield \"f2\" {\n"
      + "  toolbar = off\n  toolbar.return-keys = true\n  toolbar.last-return-key = go\n}\n",
    "version 1\n\ntoolbar {\n  enabled = true\n}\n\nscreen \"S\" {\n  toolbar.order = tag\n"
      + "  toolbar.return-keys = true\n  distance = 40\n}\n\nresign-on-touch {\n"
      + "  enable in screen \"S\"\n}\n",
  ]

  static func screen(_ random: inout SeededRandom) -> SwiftUIScreen {
    var containers: [SwiftUIContainer] = []
    for index in 0..<random.below(3) {
      let kind = random.pick(SwiftUIContainer.Kind.allCases)
      containers.append(
        SwiftUIContainer(
          id: "box\(index)", kind: kind,
          frame: Rect(x: 0, y: 100 + Double(index) * 350, width: 393, height: 340)))
    }
    var fields: [SwiftUIField] = []
    for index in 0..<(1 + random.below(6)) {
      let box = random.percent(60) && !containers.isEmpty ? random.pick(containers) : nil
      let top = box?.frame.minY ?? 0
      // Rows on a 40-point grid so that ties in y happen, then x breaks them.
      let y = top + Double(random.below(7)) * 40
      let x = random.pick([20.0, 200.0])
      fields.append(
        SwiftUIField(
          name: "f\(index)",
          kind: random.pick([.textField, .secureField, .textField, .textEditor]),
          order: random.percent(70) ? random.below(4) : nil,
          placeholder: random.percent(50) ? "Field \(index)" : nil,
          frame: Rect(x: x, y: y, width: 150, height: 36), container: box?.id,
          isEnabled: random.percent(85)))
    }
    let companions = [
      SwiftUICompanion(
        name: "c0", frame: Rect(x: 20, y: 290, width: 150, height: 40),
        container: containers.first?.id)
    ]
    return SwiftUIScreen(
      name: "S", hostClass: random.percent(50) ? "FormHost" : nil, fields: fields,
      containers: containers, companions: companions)
  }

  @Test func swiftUIAndUIKitDecideAlike() throws {
    var random = SeededRandom(seed: 0x5317_0033)
    var compared = 0
    for round in 0..<168 {
      let screen = Self.screen(&random)
      let text = Self.policies[round % Self.policies.count]
      let policy = try RuntimeFixtures.policy(text)
      let planner = SwiftUIScreenPlanner(policy: policy)
      let scene = screen.scene()
      let window = MemoryWindow(scene)
      let runtime = KeyboardRuntime(policy: policy) { _, changes in changes() }
      let index = SceneIndex(scene, policy: policy)
      // The host registered, as the layer's marker does: the runtime's snapshots then name the
      // screen (controller `screen`), as the scene does.
      runtime.registerSwiftUIScreen(screen, host: try window.required("host"))
      for field in screen.fields where field.isEnabled {
        let label = "round \(round), field \(field.name), policy \(round % Self.policies.count)"
        let plan = try #require(planner.plan(for: field.name, on: screen), "\(label)")
        let controls = try #require(
          runtime.controls(for: try window.required(field.name)), "\(label)")
        let context = try #require(index.fieldContext(for: field.name), "\(label)")
        #expect(
          policy.resolve(for: planner.fieldContext(for: field, on: screen))
            == policy.resolve(for: context), "\(label)")
        #expect((plan.toolbar != nil) == controls.showsToolbar, "\(label)")
        if let toolbar = plan.toolbar {
          #expect(toolbar.showsPreviousNext == controls.showsPreviousNext, "\(label)")
          #expect(toolbar.previous == controls.previous, "\(label)")
          #expect(toolbar.next == controls.next, "\(label)")
          #expect(toolbar.canGoNext == controls.canGoNext, "\(label)")
          #expect(toolbar.canGoPrevious == controls.canGoPrevious, "\(label)")
          #expect(toolbar.title == controls.title, "\(label)")
        }
        #expect((plan.returnKey != nil) == controls.managesReturnKey, "\(label)")
        if let key = plan.returnKey {
          #expect(key.label == SwiftUISubmitLabel(controls.returnKey), "\(label)")
          switch controls.returnAction {
          case .next(let id): #expect(key.action == .next(id), "\(label)")
          case .resign: #expect(key.action == .resign, "\(label)")
          case .nextInList, .newline: Issue.record("\(label): \(controls.returnAction)")
          }
        }
        #expect(plan.dismissal.tapOutside == controls.resignsOnTouch, "\(label)")
        compared += 1
      }
    }
    #expect(compared >= 300, "compared \(compared) fields")
  }

  @Test func theScreensSceneReadsBackFromJSON() throws {
    var random = SeededRandom(seed: 7)
    for _ in 0..<20 {
      let scene = Self.screen(&random).scene()
      let decoded = Scene.decode(json: scene.jsonText())
      #expect(decoded.scene == scene, "\(decoded.issues)")
    }
  }
}
