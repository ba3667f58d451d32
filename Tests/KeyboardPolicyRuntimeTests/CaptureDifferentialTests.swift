import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The runtime's smaller captures answer as the whole window does: over the controls' snapshot
/// (paths and field-order candidates) every field's previous/next list, field context and
/// text-input kind equal those over the whole window, and over an event's snapshot (paths only)
/// the engine's adjustment equals the whole window's; after every event of every shipped example,
/// fixture scene and a few hundred generated scenes.
@Suite @MainActor struct CaptureDifferentialTests {
  /// The differences between the small captures' answers and the whole window's, after each
  /// event of `events` (the runtime driven through them), for every text input of `scene`; and
  /// how many of the controls' snapshots held fewer views than the whole window.
  static func differences(scene: Scene, events: [EngineEvent], policy: Policy) -> (
    found: [String], smaller: Int
  ) {
    let window = MemoryWindow(scene)
    let runtime = KeyboardRuntime(policy: policy) { _, changes in changes() }
    runtime.beginEditingProvesFocus = false
    runtime.adopt(keyboard: scene.keyboard, focusedField: scene.focus.flatMap(window.view))
    let fields = window.views.flatMap(\.allViews).filter {
      ($0.liveAttributes.textInput ?? TextInputKind.derived(fromClassChain: $0.liveClassChain))
        != nil
    }
    var found: [String] = []
    var smaller = 0
    for (number, event) in ([nil] + events.map(Optional.some)).enumerated() {
      if let event { drive(runtime, window, event) }
      let whole = runtime.snapshot(of: window)
      for field in fields {
        guard let small = runtime.controlsSnapshot(of: field) else { continue }
        if count(small.views) < count(whole.views) { smaller += 1 }
        let id = runtime.id(of: field)
        let expected = AvoidanceEngine().fieldControlFacts(for: id, scene: whole, policy: policy)
        let actual = AvoidanceEngine().fieldControlFacts(for: id, scene: small, policy: policy)
        if actual?.order != expected?.order || actual?.context != expected?.context
          || actual?.kind != expected?.kind
        {
          found.append(
            "after event \(number) (\(event.map(\.description) ?? "start")), '\(id)': controls read \(String(describing: actual)), whole window \(String(describing: expected))"
          )
        }
        let controls = runtime.controls(for: field)
        if controls?.previous != expected?.order.previous || controls?.next != expected?.order.next
        {
          found.append(
            "after event \(number), '\(id)': controls(for:) \(String(describing: controls))")
        }
      }
      // The engine over an event's snapshot (the paths alone) adjusts as over the whole window.
      var small = runtime.eventSnapshot(of: window)
      var full = whole
      small.keyboard = small.keyboard ?? .height(336)
      full.keyboard = small.keyboard
      if AvoidanceEngine.adjustment(for: small, policy: policy)
        != AvoidanceEngine.adjustment(for: full, policy: policy)
      {
        found.append("after event \(number): the engine adjusts the event's snapshot differently")
      }
      if found.count >= 5 { break }
    }
    return (found, smaller)
  }

  static func count(_ views: [SceneView]) -> Int {
    views.reduce(0) { $0 + 1 + count($1.subviews) }
  }

  static func drive(_ runtime: KeyboardRuntime, _ window: MemoryWindow, _ event: EngineEvent) {
    switch event {
    case .beginEditing(let field):
      if let view = window.view(field) { runtime.beginEditing(view) }
    case .endEditing: runtime.endEditing()
    case .keyboardWillShow(let keyboard):
      runtime.keyboardWillShow(keyboard, animation: .keyboardDefault)
    case .keyboardWillChangeFrame(let keyboard):
      runtime.keyboardWillChangeFrame(keyboard, animation: .keyboardDefault)
    case .keyboardWillHide: runtime.keyboardWillHide(animation: .keyboardDefault)
    case .orientationChange(let orientation):
      runtime.rotate(to: orientation, in: window)
      if orientation != window.orientation {
        window.liveSize = Size(width: window.liveSize.height, height: window.liveSize.width)
        window.orientation = orientation
      }
    }
  }

  @Test func shippedAndFixtureScenesAnswerAsTheWholeWindow() throws {
    var runs: [(String, Scene, Policy)] = []
    for path in [
      "rules/examples/checkout.scene.json", "rules/examples/chat.scene.json",
      "rules/examples/signup.scene.json",
    ] {
      for policy in ["rules/examples/checkout.kbpolicy", "rules/examples/chat.kbpolicy", nil] {
        runs.append((path, try Corpus.scene(path), try Corpus.policy(policy)))
      }
    }
    let checkout = try Corpus.policy("rules/examples/checkout.kbpolicy")
    for (name, scene) in try Corpus.storyboardScenes(
      "rules/examples/Checkout.storyboard", policy: checkout)
    {
      runs.append((name, scene, checkout))
    }
    let defaults = try Corpus.policy(nil)
    for document in ["NavForm.storyboard", "Forms.storyboard", "Lists.storyboard", "Login.xib"] {
      for (name, scene) in try Corpus.storyboardScenes(
        "Tests/InterfaceBuilderTests/Fixtures/\(document)", policy: defaults)
      {
        runs.append((name, scene, defaults))
      }
    }
    var smaller = 0
    for (name, scene, policy) in runs {
      let outcome = Self.differences(
        scene: scene, events: Corpus.session(for: scene), policy: policy)
      #expect(outcome.found == [], "\(name)")
      smaller += outcome.smaller
    }
    #expect(runs.count >= 14)
    // The captures are smaller, not the whole window under another name.
    #expect(smaller > 100)
  }

  @Test func generatedScenesAnswerAsTheWholeWindow() throws {
    let policies = try SceneGenerator.compiledPolicies()
    var failures = 0
    var smaller = 0
    let cases = SceneGenerator.cases(300, seed: GeneratedDifferentialTests.seed ^ 0xC0_4E75)
    for (number, (caseSeed, scene, events)) in cases.enumerated() {
      let (found, fewer) = Self.differences(
        scene: scene, events: events, policy: policies[number % policies.count])
      smaller += fewer
      guard !found.isEmpty else { continue }
      failures += 1
      Issue.record(
        """
        case \(number) (seed \(caseSeed)):
        \(found.joined(separator: "\n"))
        \(scene.jsonText())
        """)
      if failures >= 3 { break }
    }
    #expect(smaller > 1_000)
  }
}
