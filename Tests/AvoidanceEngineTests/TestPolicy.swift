import PolicyLanguage

@testable import AvoidanceEngine
@testable import SceneModel

/// A decision source with IQ's defaults that honours the scene's code settings, so engine tests
/// do not depend on the policy compiler's rule semantics: each setting is its code setting, else
/// its built-in default (both from the catalogue, so a new setting needs no edit here), except
/// avoidance (off in an alert controller), the distance (a search bar's first, then `distance`)
/// and the order (`order`).
struct TestPolicy: DecisionSource {
  var distance: Double = 10
  var deepContainers = ["UITableView", "UICollectionView", "IQDeepResponderContainerView"]
  var classHierarchy = ClassHierarchy()
  var order: FieldOrder = .subviews

  func decide(for field: FieldContext) -> Decision {
    Decision(
      settings: SettingName.allCases.map { name in
        let value: SettingValue =
          switch name {
          case .avoidance: .bool(field.code.avoidance ?? !field.isInsideAlertController)
          case .distance: .number(field.searchBar?.codeDistance ?? field.code.distance ?? distance)
          case .toolbarOrder: .order(order)
          default: field.code[name] ?? SettingCatalogue.builtinDefault(name)
          }
        return ResolvedSetting(name: name, value: value, source: .builtin("test"))
      })
  }

  func decide(scrollView: ScrollViewContext) -> ScrollViewDecision {
    var decision = ScrollViewDecision.defaults
    if let adjust = scrollView.code.adjust { decision.adjust.value = adjust }
    if let inset = scrollView.code.adjustInset { decision.adjustInset.value = inset }
    if let restore = scrollView.code.restoreOffset { decision.restoreOffset.value = restore }
    return decision
  }
}

/// Tolerant comparison for computed geometry.
func close(_ a: Double?, _ b: Double, tolerance: Double = 0.001) -> Bool {
  guard let a else { return false }
  return abs(a - b) < tolerance
}

/// Runs events from a fresh engine; returns every step and the final scene.
func run(
  _ events: [EngineEvent], on scene: Scene, policy: some DecisionSource = TestPolicy()
) -> (steps: [EngineStep], scene: Scene, engine: AvoidanceEngine) {
  var engine = AvoidanceEngine()
  var current = scene
  var steps: [EngineStep] = []
  for event in events {
    let step = engine.handle(event, scene: current, policy: policy)
    current = step.plan.apply(to: current)
    steps.append(step)
  }
  return (steps, current, engine)
}

/// A 393×852 window with a 59-point status bar, one controller owning `root`.
func phoneScene(
  _ subviews: [SceneView], controller: String = "FormViewController",
  navigationBarBottom: Double? = nil,
  rootSafeArea: Insets = .zero
) -> Scene {
  var controllers = [SceneController(id: "form", className: controller, view: "root")]
  if let navigationBarBottom {
    controllers.insert(SceneController(id: "nav", className: "UINavigationController"), at: 0)
    controllers[1].parent = "nav"
    controllers[1].navigationBarBottom = navigationBarBottom
  }
  return Scene(
    window: Size(width: 393, height: 852), statusBarHeight: 59,
    views: [
      SceneView(
        id: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852), safeAreaInsets: rootSafeArea,
        subviews: subviews)
    ],
    controllers: controllers, classes: [controller: "UIViewController"])
}

func field(
  _ id: String, _ y: Double, height: Double = 44, code: CodeSettings = CodeSettings(),
  className: String = "UITextField"
) -> SceneView {
  SceneView(
    id: id, className: className, frame: Rect(x: 16, y: y, width: 361, height: height),
    accessibilityIdentifier: id, code: code)
}
