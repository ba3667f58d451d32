import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// A small seeded generator (xorshift64*), so every generated case can be replayed from its seed.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }

  /// 0 ..< bound.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
  /// True with `percent` per cent.
  mutating func percent(_ percent: Int) -> Bool { below(100) < percent }
  /// A whole number of points in `range`.
  mutating func points(_ range: ClosedRange<Int>) -> Double {
    Double(range.lowerBound + below(range.count))
  }
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Generated scenes and event sequences for the differential test: several window subviews,
/// navigation and tab bar containers, form sheets (a root view below the window's top), scroll,
/// table and text views, search bars, deep containers, hidden and disabled fields, settings made in
/// code, and every kind of keyboard event.
enum SceneGenerator {
  static let classes: [String: String] = [
    "FormViewController": "UIViewController", "ChatViewController": "UIViewController",
    "SignUpViewController": "FormViewController", "EmailField": "UITextField",
    "UITransitionView": "UIView", "UIDropShadowView": "UIView",
  ]

  /// The policies cases are run under (all declare the generated classes).
  static let policies: [String] = [
    "version 1\n",
    """
    version 1
    class FormViewController: UIViewController
    class SignUpViewController: FormViewController
    class EmailField: UITextField
    avoidance {
      distance = 20
    }
    toolbar {
      enabled = true
      order = position
    }
    scroll-view UITableView { restore-offset = on }
    field EmailField { distance = 40 }
    """,
    """
    version 1
    class FormViewController: UIViewController
    class ChatViewController: UIViewController
    avoidance {
      enabled = false
      enable in FormViewController
    }
    controller FormViewController { distance = 5 }
    scroll-view UIScrollView { adjust = off }
    field "f3" { avoidance = on }
    """,
    """
    version 1
    class ChatViewController: UIViewController
    avoidance { disable in ChatViewController }
    scroll-view UITableView { adjust-inset = off }
    """,
  ]

  /// The policies, compiled.
  static func compiledPolicies() throws -> [Policy] {
    try policies.enumerated().map { number, text in
      let compiled = Policy.compile(SourceFile(path: "generated-\(number).kbpolicy", text: text))
      guard let policy = compiled.policy else {
        throw GeneratorError(message: "generated-\(number): \(compiled.diagnostics)")
      }
      return policy
    }
  }

  /// `count` cases from `seed`: each case's own seed (to replay it), scene and events.
  static func cases(_ count: Int, seed: UInt64) -> [(
    seed: UInt64, scene: Scene, events: [EngineEvent]
  )] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in
      let caseSeed = random.next()
      var generator = SeededRandom(seed: caseSeed)
      let (scene, events) = generate(&generator)
      return (caseSeed, scene, events)
    }
  }

  struct GeneratorError: Error {
    var message: String
  }

  static func generate(_ random: inout SeededRandom) -> (Scene, [EngineEvent]) {
    var builder = Builder(random: random)
    let scene = builder.scene()
    let fields = builder.fields
    var events: [EngineEvent] = []
    if let field = fields.isEmpty ? nil : builder.random.pick(fields) {
      events += [.beginEditing(field: field), .keyboardWillShow(builder.keyboard(scene.window))]
    }
    for _ in 0..<(4 + builder.random.below(12)) {
      switch builder.random.below(10) {
      case 0, 1, 2:
        if let field = fields.isEmpty ? nil : builder.random.pick(fields) {
          events.append(.beginEditing(field: field))
        }
      case 3: events.append(.endEditing)
      case 4, 5: events.append(.keyboardWillShow(builder.keyboard(scene.window)))
      case 6: events.append(.keyboardWillChangeFrame(builder.keyboard(scene.window)))
      case 7: events.append(.keyboardWillHide)
      case 8: events.append(.orientationChange(builder.random.pick([.portrait, .landscape])))
      default:
        if let field = fields.first {
          events += [.beginEditing(field: field), .keyboardWillShow(.height(336))]
        }
      }
    }
    random = builder.random
    return (scene, events)
  }

  private struct Builder {
    var random: SeededRandom
    var fields: [String] = []
    var views = 0
    var controllers: [SceneController] = []

    mutating func id() -> String {
      views += 1
      return "v\(views)"
    }

    mutating func keyboard(_ window: Size) -> Keyboard {
      switch random.below(6) {
      case 0: return .height(0)
      case 1:
        // Floating or undocked: does not reach the bottom.
        return .frame(
          Rect(x: 10, y: 200, width: window.width - random.points(0...200), height: 260))
      case 2:
        // Reaches past the bottom (interactive dismissal, a hardware keyboard's bar).
        return .frame(
          Rect(x: 0, y: window.height - random.points(40...300), width: window.width, height: 400))
      default: return .height(random.points(44...420))
      }
    }

    mutating func scene() -> Scene {
      let window = random.pick([
        Size(width: 393, height: 852), Size(width: 375, height: 667),
        Size(width: 820, height: 1180),
        Size(width: 852, height: 393),
      ])
      let statusBar = random.pick([0, 20, 47, 59.0])
      var top: [SceneView] = []
      for _ in 0..<(1 + random.below(3)) { top.append(screen(window, statusBar)) }
      let focus = fields.isEmpty || random.percent(50) ? nil : random.pick(fields)
      let keyboard: Keyboard? = random.percent(30) ? .height(random.points(200...400)) : nil
      return Scene(
        window: window, statusBarHeight: statusBar, keyboard: keyboard, views: top,
        controllers: controllers, classes: SceneGenerator.classes, focus: focus)
    }

    /// One window subview: a controller's root view, maybe in a navigation or tab bar controller,
    /// maybe presented as a form sheet.
    mutating func screen(_ window: Size, _ statusBar: Double) -> SceneView {
      let rootID = id()
      let controllerID = "c\(controllers.count)"
      var controller = SceneController(
        id: controllerID,
        className: random.pick([
          "UIViewController", "FormViewController", "SignUpViewController", "ChatViewController",
          "UITableViewController",
        ]), view: rootID)
      let sheet = random.percent(20)
      var frame = Rect(x: 0, y: 0, width: window.width, height: window.height)
      if sheet { frame = Rect(x: 0, y: 0, width: window.width, height: window.height - 60) }
      var root = SceneView(
        id: rootID, frame: frame,
        safeAreaInsets: Insets(top: statusBar, left: 0, bottom: random.pick([0, 34]), right: 0))
      root.subviews = content(depth: 0, width: frame.width, height: frame.height)
      switch random.below(4) {
      case 0:
        let nav = SceneController(
          id: "c\(controllers.count + 1)", className: "UINavigationController",
          navigationBarBottom: random.percent(50) ? statusBar + 44 : nil)
        controller.parent = nav.id
        controllers.append(nav)
      case 1:
        let tabs = SceneController(id: "c\(controllers.count + 1)", className: "UITabBarController")
        controller.parent = tabs.id
        controllers.append(tabs)
      default: break
      }
      controllers.append(controller)
      guard sheet else { return root }
      // A form sheet: the root view sits in the system's presentation views, 60 pt down.
      return SceneView(
        id: id(), className: "UITransitionView",
        frame: Rect(x: 0, y: 0, width: window.width, height: window.height),
        subviews: [
          SceneView(
            id: id(), className: "UIDropShadowView",
            frame: Rect(x: 0, y: 60, width: window.width, height: window.height - 60),
            subviews: [root])
        ])
    }

    mutating func content(depth: Int, width: Double, height: Double) -> [SceneView] {
      var result: [SceneView] = []
      for _ in 0..<(1 + random.below(depth == 0 ? 5 : 4)) {
        let y = random.points(0...max(0, Int(height) - 40))
        switch random.below(depth >= 3 ? 3 : 7) {
        case 0, 1: result.append(field(width: width, y: y))
        case 2:
          result.append(
            SceneView(
              id: id(), className: "UIButton", frame: Rect(x: 0, y: y, width: 80, height: 40)))
        case 3:
          let h = random.points(100...Int(max(100, height)))
          let contentHeight = h + random.points(0...600)
          var scroll = SceneView(
            id: id(), className: random.pick(["UIScrollView", "UITableView", "UICollectionView"]),
            frame: Rect(x: 0, y: y, width: width, height: h),
            accessibilityIdentifier: random.percent(30) ? "list\(views)" : nil,
            scroll: random.percent(30)
              ? nil
              : ScrollState(
                contentOffset: Point(x: 0, y: random.points(0...100)),
                contentInset: Insets(
                  top: random.points(0...20), left: 0, bottom: random.points(0...30), right: 0),
                contentSize: Size(width: width, height: contentHeight),
                scrollEnabled: !random.percent(10)),
            safeAreaInsets: Insets(top: 0, left: 0, bottom: random.pick([0, 34]), right: 0))
          if random.percent(20) { scroll.scrollCode.restoreOffset = true }
          if random.percent(10) { scroll.scrollCode.adjust = false }
          scroll.subviews = content(depth: depth + 1, width: width, height: contentHeight)
          result.append(scroll)
        case 4:
          var cell = SceneView(
            id: id(), className: random.pick(["UITableViewCell", "UIStackView", "UIView"]),
            frame: Rect(x: 0, y: y, width: width, height: random.points(44...200)),
            isHidden: random.percent(5), isUserInteractionEnabled: !random.percent(5))
          cell.subviews = content(depth: depth + 1, width: width, height: cell.frame.height)
          result.append(cell)
        default: result.append(field(width: width, y: y))
        }
      }
      return result
    }

    mutating func field(width: Double, y: Double) -> SceneView {
      let fieldID = id()
      let kind = random.below(10)
      let className =
        kind < 5 ? "UITextField" : kind < 7 ? "UITextView" : kind < 8 ? "UISearchBar" : "EmailField"
      let height = className == "UITextView" ? random.points(40...400) : random.points(30...50)
      var view = SceneView(
        id: fieldID, className: className,
        frame: Rect(x: random.points(0...40), y: y, width: max(40, width - 60), height: height),
        tag: random.below(5),
        accessibilityIdentifier: random.percent(50) ? "f\(fields.count)" : nil,
        isHidden: random.percent(5), alpha: random.percent(5) ? 0 : 1,
        isEnabled: !random.percent(5),
        placeholder: random.percent(50) ? "Field \(fields.count)" : nil)
      if className == "UITextView" {
        view.scroll =
          random.percent(50)
          ? nil
          : ScrollState(
            contentSize: Size(width: view.frame.width, height: height + random.points(0...300)),
            scrollEnabled: !random.percent(20))
      }
      if random.percent(15) { view.code.avoidance = random.percent(50) }
      if random.percent(20) { view.code.distance = random.points(0...60) }
      if random.percent(10) { view.code.skipInOrder = true }
      fields.append(fieldID)
      return view
    }
  }
}
