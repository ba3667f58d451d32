import AvoidanceEngine
import SceneModel
import KeyboardPolicyRuntime
import PolicyLanguage

/// Drives a `KeyboardRuntime` over an in-memory tree built from a scene with the events of a
/// script, and compares the tree afterwards with `Simulation.run`'s final scene (what
/// `kbpolicy simulate` prints).
@MainActor enum Differential {
  /// One run's outcome: the differences (empty when the runtime did what the engine does), every
  /// animation the host closure was given, and the ones it should have been given (one per event
  /// whose simulated plan changes something: the event's own, or for a focus change the last
  /// keyboard event's).
  struct Outcome {
    var differences: [String]
    var animations: [KeyboardAnimation]
    var expectedAnimations: [KeyboardAnimation]
  }

  /// The animation each keyboard event of a script carries (a distinct one per event, so the
  /// test can see which reached the host).
  static func animation(_ number: Int) -> KeyboardAnimation {
    KeyboardAnimation(duration: 0.25 + Double(number % 5) / 100, curve: 7 - number % 2)
  }

  static func run(scene: Scene, events: [EngineEvent], policy: Policy) -> Outcome {
    let scripted = events.map {
      ScriptedEvent(
        event: $0, location: SourceLocation(file: "events", line: 1, column: 1, offset: 0))
    }
    let expected = Simulation.run(scene: scene, events: scripted, policy: policy)
    guard expected.diagnostics.isEmpty else {
      return Outcome(
        differences: ["the script does not run: \(expected.diagnostics)"], animations: [],
        expectedAnimations: [])
    }
    let window = MemoryWindow(scene)
    var animations: [KeyboardAnimation] = []
    let runtime = KeyboardRuntime(policy: policy) { animation, changes in
      animations.append(animation)
      changes()
    }
    // Scenes prove no focus: the engine's focus rule applies, as in `simulate`.
    runtime.beginEditingProvesFocus = false
    runtime.adopt(keyboard: scene.keyboard, focusedField: scene.focus.flatMap(window.view))
    var simulated = scene
    var differences: [String] = []
    var expectedAnimations: [KeyboardAnimation] = []
    var lastKeyboardAnimation = KeyboardAnimation.keyboardDefault
    for (number, event) in events.enumerated() {
      let animation = Self.animation(number)
      switch event {
      case .keyboardWillShow, .keyboardWillChangeFrame, .keyboardWillHide:
        lastKeyboardAnimation = animation
      default: break
      }
      let plan = expected.steps[number].step.plan
      simulated = plan.apply(to: simulated)
      if !plan.changes.isEmpty {
        switch event {
        case .beginEditing, .endEditing: expectedAnimations.append(lastKeyboardAnimation)
        default: expectedAnimations.append(animation)
        }
      }
      switch event {
      case .beginEditing(let field):
        guard let view = window.view(field) else { continue }
        runtime.beginEditing(view)
      case .endEditing: runtime.endEditing()
      case .keyboardWillShow(let keyboard): runtime.keyboardWillShow(keyboard, animation: animation)
      case .keyboardWillChangeFrame(let keyboard):
        runtime.keyboardWillChangeFrame(keyboard, animation: animation)
      case .keyboardWillHide: runtime.keyboardWillHide(animation: animation)
      case .orientationChange(let orientation):
        runtime.rotate(to: orientation, in: window, animation: animation)
        // The system resizes the window (views keep their frames: no Auto Layout here).
        if orientation != window.orientation {
          window.liveSize = Size(width: window.liveSize.height, height: window.liveSize.width)
          window.orientation = orientation
        }
      }
      // After every event, not only the last: a write skipped on the way out and on the way back
      // would leave the final scene right.
      let focus = (runtime.focusedField as? MemoryView)?.sceneID
      let actual = window.scene(focus: focus, keyboard: runtime.keyboard)
      differences = Self.differences(actual, simulated).map {
        "after event \(number + 1) (\(event)): \($0)"
      }
      if !differences.isEmpty { break }
    }
    if differences.isEmpty, simulated != expected.finalScene {
      differences.append("replaying the plans does not reach simulate's final scene")
    }
    return Outcome(
      differences: differences, animations: animations, expectedAnimations: expectedAnimations)
  }

  /// Every property that differs between two scenes, by path.
  static func differences(_ actual: Scene, _ expected: Scene) -> [String] {
    var found: [String] = []
    func check<T: Equatable>(_ path: String, _ a: T, _ e: T) {
      if a != e { found.append("\(path): runtime \(a), simulate \(e)") }
    }
    check("window", actual.window, expected.window)
    check("orientation", actual.orientation, expected.orientation)
    check("statusBarHeight", actual.statusBarHeight, expected.statusBarHeight)
    check("keyboard", actual.keyboard, expected.keyboard)
    check("focus", actual.focus, expected.focus)
    check("controllers", actual.controllers, expected.controllers)
    func compare(_ a: [SceneView], _ e: [SceneView], _ path: String) {
      check("\(path).count", a.count, e.count)
      for (va, ve) in zip(a, e) {
        let p = "\(path)/\(ve.id)"
        check("\(p).id", va.id, ve.id)
        check("\(p).frame", va.frame, ve.frame)
        check("\(p).scroll", va.scroll, ve.scroll)
        var (fa, fe) = (va, ve)
        (fa.subviews, fe.subviews) = ([], [])
        (fa.frame, fe.frame) = (.zero, .zero)
        (fa.scroll, fe.scroll) = (nil, nil)
        check("\(p) (other properties)", fa, fe)
        compare(va.subviews, ve.subviews, p)
      }
    }
    compare(actual.views, expected.views, "views")
    if found.isEmpty { check("scene", actual, expected) }
    return found
  }
}
