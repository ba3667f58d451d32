import Foundation
import PolicyLanguage
import TestSupport
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

/// The engine's five invariants (ARCHITECTURE.md) over generated scenes and event sequences from a fixed seed.
/// `KBPOLICY_SOAK_CASES` sets the number of cases (default 1000) for longer soak runs.
@Suite struct InvariantPropertyTests {
  static let seed: UInt64 = 0x4B42_504F_4C49_4359  // "KBPOLICY"

  @Test func fiveInvariantsHoldAfterEveryEvent() {
    let cases = ProcessInfo.processInfo.environment["KBPOLICY_SOAK_CASES"].flatMap(Int.init) ?? 1000
    var random = SeededRandom(seed: Self.seed)
    var failures = 0
    for number in 0..<cases {
      let caseSeed = random.next()
      var generator = SeededRandom(seed: caseSeed)
      let (scene, events) = Self.generate(&generator)
      guard let failure = Self.check(scene, events) else { continue }
      failures += 1
      let (small, smallEvents, message) = Self.shrink(scene, events, failure)
      Issue.record(
        """
        invariant violated in case \(number) (suite seed \(Self.seed), case seed \(caseSeed)): \(message)
        events: \(smallEvents.map(\.description).joined(separator: "; "))
        shrunk scene:
        \(small.jsonText())
        """)
      if failures >= 3 { break }
    }
  }

  // MARK: - Generation

  static func generate(_ random: inout SeededRandom) -> (Scene, [EngineEvent]) {
    let window = Size(width: 393, height: random.chance(20) ? 667 : 852)
    let statusBar = random.chance(20) ? 20 : 59.0
    let hasNav = random.chance(40)
    let guide = hasNav ? statusBar + 44 : statusBar
    var fieldIDs: [String] = []
    func makeField() -> SceneView {
      let id = "f\(fieldIDs.count)"
      fieldIDs.append(id)
      var code = CodeSettings()
      if random.chance(20) { code.avoidance = false }
      if random.chance(30) { code.distance = random.points(0...60) }
      return SceneView(
        id: id, className: "UITextField",
        frame: Rect(x: 16, y: 0, width: 361, height: random.points(30...60)),
        accessibilityIdentifier: id, code: code)
    }
    func placeFields(in height: Double, count: Int) -> [SceneView] {
      (0..<count).map { _ in
        var view = makeField()
        view.frame.origin.y = random.points(0...max(0, Int(height - view.frame.height)))
        return view
      }
    }
    func scrollCode() -> ScrollViewCodeSettings {
      ScrollViewCodeSettings(
        adjust: random.chance(20) ? false : nil, adjustInset: random.chance(15) ? false : nil,
        restoreOffset: random.chance(40) ? true : nil)
    }
    var subviews: [SceneView] = []
    let layout = random.int(0...2)
    let top = guide
    let height = window.height - top
    switch layout {
    case 0:
      subviews = placeFields(in: window.height, count: random.int(1...4)).map { field in
        var f = field
        f.frame.origin.y = max(f.frame.minY, top)
        return f
      }
    case 1:
      let content = height + random.points(0...600)
      subviews = [
        SceneView(
          id: "scroll", className: "UIScrollView",
          frame: Rect(x: 0, y: top, width: window.width, height: height),
          scroll: ScrollState(contentSize: Size(width: window.width, height: content)),
          safeAreaInsets: Insets(bottom: random.chance(50) ? 34 : 0),
          scrollCode: scrollCode(), subviews: placeFields(in: content, count: random.int(1...4)))
      ]
    default:
      let innerY = random.points(0...Int(height * 0.8))
      let innerHeight = random.points(100...300)
      let innerContent = innerHeight + random.points(0...300)
      let outerContent = max(height, innerY + innerHeight) + random.points(0...400)
      let inner = SceneView(
        id: "inner", className: "UIScrollView",
        frame: Rect(x: 0, y: innerY, width: window.width, height: innerHeight),
        scroll: ScrollState(contentSize: Size(width: window.width, height: innerContent)),
        scrollCode: scrollCode(),
        subviews: placeFields(in: innerContent, count: random.int(1...3)))
      var outerFields = placeFields(in: outerContent, count: random.int(0...2))
      outerFields.insert(inner, at: 0)
      subviews = [
        SceneView(
          id: "outer", className: "UIScrollView",
          frame: Rect(x: 0, y: top, width: window.width, height: height),
          scroll: ScrollState(contentSize: Size(width: window.width, height: outerContent)),
          scrollCode: scrollCode(),
          subviews: outerFields)
      ]
    }
    var controllers = [SceneController(id: "vc", className: "UIViewController", view: "root")]
    if hasNav {
      controllers = [
        SceneController(id: "nav", className: "UINavigationController"),
        SceneController(
          id: "vc", className: "UIViewController", view: "root", parent: "nav",
          navigationBarBottom: guide),
      ]
    }
    let scene = Scene(
      window: window, statusBarHeight: statusBar,
      views: [
        SceneView(
          id: "root", frame: Rect(x: 0, y: 0, width: window.width, height: window.height),
          subviews: subviews)
      ],
      controllers: controllers)
    var events: [EngineEvent] = []
    for _ in 0..<random.int(2...8) {
      switch random.int(0...9) {
      case 0...3: events.append(.beginEditing(field: fieldIDs[random.int(0...fieldIDs.count - 1)]))
      case 4, 5: events.append(.keyboardWillShow(.height(random.points(180...420))))
      case 6, 7: events.append(.keyboardWillChangeFrame(.height(random.points(180...420))))
      case 8: events.append(.keyboardWillHide)
      default: events.append(.endEditing)
      }
    }
    events.append(.keyboardWillHide)
    return (scene, events)
  }

  // MARK: - Checking

  /// Runs the events and returns the first invariant violation, if any.
  static func check(_ start: Scene, _ events: [EngineEvent]) -> String? {
    let policy = TestPolicy()
    var engine = AvoidanceEngine()
    var scene = start
    let startIndex = SceneIndex(start)
    for (number, event) in events.enumerated() {
      let before = scene
      let step = engine.handle(event, scene: scene, policy: policy)
      scene = step.plan.apply(to: scene)
      let index = SceneIndex(scene)
      let keyboardHeight = scene.keyboard?.height(in: scene.window) ?? 0
      let label = "after event \(number + 1) '\(event)'"
      // 2. The root never moves below its start nor up by more than the keyboard height.
      let rootY = index.view("root")?.frame.minY ?? 0
      if rootY > 1e-6 || rootY < -keyboardHeight - 1e-6 {
        return "\(label): root origin y \(rootY) outside [\(-keyboardHeight), 0] (invariant 2)"
      }
      let focus = scene.focus
      let decision = focus.flatMap { index.fieldContext(for: $0) }.map(policy.decide(for:))
      // 5. A field whose avoidance is off is never moved: only restores and clamps.
      if let decision, !decision.values.avoidance,
        let moved = step.plan.changes.first(where: { $0.reason == .adjust })
      {
        return
          "\(label): '\(focus ?? "")' has avoidance off but \(moved.view).\(moved.property) was adjusted (invariant 5)"
      }
      // 1. Reachable targets are reached.
      if let focus, let decision, decision.values.avoidance, keyboardHeight > 0,
        step.outcome != nil,
        let message = reachability(
          focus, distance: decision.values.distance, before: before, after: index, event: event)
      {
        return "\(label): \(message) (invariant 1)"
      }
      // 3. Adjusting again with the same input changes nothing.
      if let keyboard = scene.keyboard, keyboardHeight > 0, focus != nil {
        var copy = engine
        let again = copy.handle(.keyboardWillChangeFrame(keyboard), scene: scene, policy: policy)
        if let change = again.plan.changes.first(where: { abs($0.from - $0.to) > 1e-6 }) {
          return
            "\(label): adjusting again changes \(change.view).\(change.property) \(change.from) → \(change.to) (invariant 3)"
        }
      }
      // 4. After the keyboard hides everything is back.
      if case .keyboardWillHide = event {
        if abs(rootY) > 1e-6 { return "\(label): root not restored (\(rootY)) (invariant 4)" }
        for id in startIndex.allViewIDs where startIndex.isScrollView(id) {
          guard let was = startIndex.scrollState(of: id), let now = index.scrollState(of: id),
            let view = index.view(id)
          else { continue }
          if abs(was.contentInset.bottom - now.contentInset.bottom) > 1e-6
            || abs(was.indicatorInsets.bottom - now.indicatorInsets.bottom) > 1e-6
          {
            return "\(label): '\(id)' insets not restored (invariant 4)"
          }
          let restore = view.scrollCode.restoreOffset ?? false
          if restore, abs(was.contentOffset.y - now.contentOffset.y) > 1e-6,
            abs(was.contentOffset.y - now.contentOffset.y) > 1e-6
          {
            return
              "\(label): '\(id)' offset \(now.contentOffset.y) not restored to \(was.contentOffset.y) (invariant 4)"
          }
          if now.contentOffset.y > now.maximumOffsetY(frameHeight: view.frame.height) + 1e-6 {
            return
              "\(label): '\(id)' offset \(now.contentOffset.y) left over-scrolled (invariant 4)"
          }
        }
      }
    }
    return nil
  }

  /// Invariant 1: when the target is reachable (it fits under the top guide, and the scroll views
  /// and the root have the room), the field's bottom ends at least `distance` above the keyboard.
  static func reachability(
    _ field: String, distance: Double, before: Scene, after: SceneIndex, event: EngineEvent
  ) -> String? {
    var env = before
    switch event {
    case .keyboardWillShow(let k), .keyboardWillChangeFrame(let k): env.keyboard = k
    case .beginEditing(let f): env.focus = f
    default: break
    }
    let index = SceneIndex(env)
    guard let rect = index.windowRect(of: field), let keyboard = env.keyboard else { return nil }
    let frame = keyboard.normalizedFrame(in: env.window)
    let guide =
      index.controller("vc").map { index.topGuide(forMovedController: $0) } ?? env.statusBarHeight
    let bottomMove = rect.maxY - (frame.minY - distance)
    let topMove = rect.minY - guide
    guard bottomMove <= topMove + 1e-6 else { return nil }  // taller than the room: not reachable
    do {
      // What the root has left (negative when it is lifted more than the new keyboard is tall,
      // which the engine takes back) plus what each adjustable scroll view can still scroll.
      var capacity = (index.view("root")?.frame.minY ?? 0) + frame.height  // root room
      var last = field
      var scroll = index.scrollViews(around: field).first
      while let s = scroll {
        let state = index.scrollState(of: s)
        let decision = TestPolicy().decide(scrollView: index.scrollViewContext(for: s)!)
        if state?.scrollEnabled == true && decision.adjust.value,
          let r = index.rect(of: last, inContentOf: s)
        {
          capacity += max(0, r.minY - (state?.contentOffset.y ?? 0))
          last = s
        }
        scroll = index.scrollViews(around: s).first
      }
      guard bottomMove <= capacity + 1e-6 else { return nil }
    }
    guard let now = after.windowRect(of: field) else { return nil }
    let limit = frame.minY - distance
    if now.maxY > limit + 1e-6 {
      return
        "'\(field)' bottom \(now.maxY) is below keyboard top \(frame.minY) − distance \(distance) = \(limit)"
    }
    return nil
  }

  // MARK: - Shrinking

  /// Removes events and fields while the failure persists; returns the smallest failing input.
  static func shrink(_ scene: Scene, _ events: [EngineEvent], _ failure: String) -> (
    Scene, [EngineEvent], String
  ) {
    var best = (scene, events, failure)
    var improved = true
    while improved {
      improved = false
      for i in best.1.indices {
        var fewer = best.1
        fewer.remove(at: i)
        if let message = check(best.0, fewer) {
          best = (best.0, fewer, message)
          improved = true
          break
        }
      }
      if improved { continue }
      for id in SceneIndex(best.0).allViewIDs where id.hasPrefix("f") {
        let used = best.1.contains { if case .beginEditing(id) = $0 { true } else { false } }
        guard !used else { continue }
        var smaller = best.0
        smaller.views = smaller.views.map { removing(id, from: $0) }
        if let message = check(smaller, best.1) {
          best = (smaller, best.1, message)
          improved = true
          break
        }
      }
    }
    return best
  }

  static func removing(_ id: String, from view: SceneView) -> SceneView {
    var copy = view
    copy.subviews = view.subviews.filter { $0.id != id }.map { removing(id, from: $0) }
    return copy
  }
}
