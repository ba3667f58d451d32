import PolicyLanguage
import SceneModel

extension SwiftUIScreen {
  /// The screen as a scene (what the desk's `explain`, `simulate` and `lint --scene` read, and
  /// what the differential test runs the UIKit runtime over): one controller of the host class
  /// (id `screen`, scene key `screen` = the screen's name, `keyboardSafeArea` when given), its
  /// root view `host` filling `size`, each container a `UIScrollView` (a `ScrollView`) or a lazy
  /// `UICollectionView` (a `Form`, a `List`) of its measured frame, each field a `UITextField` or
  /// `UITextView` with its `policyName` and `order`, each companion a view identified by its
  /// name. A subview's frame is in
  /// its container's coordinates. An app's host class the UIKit class table does not know is
  /// declared a kind of `UIHostingController`.
  public func scene(
    keyboard: Keyboard? = nil, focus: String? = nil,
    keyboardSafeArea: SwiftUIKeyboardSafeArea? = nil
  ) -> Scene {
    func inContainer(_ frame: Rect, _ id: String?) -> Rect {
      guard let box = container(id) else { return frame }
      return Rect(
        x: frame.minX - box.frame.minX, y: frame.minY - box.frame.minY, width: frame.width,
        height: frame.height)
    }
    func children(of id: String?) -> [SceneView] {
      let inputs = fields.filter { $0.container == id }.map { field in
        var view = SceneView(
          id: field.name, className: field.kind == .textEditor ? "UITextView" : "UITextField",
          frame: inContainer(field.frame, id), isEnabled: field.isEnabled,
          placeholder: field.placeholder)
        view.policyName = field.name
        view.order = field.order
        return view
      }
      let others = companions.filter { $0.container == id }.map { companion in
        SceneView(
          id: companion.name, frame: inContainer(companion.frame, id),
          accessibilityIdentifier: companion.name)
      }
      return inputs + others
    }
    let boxes = containers.map { box in
      var view = SceneView(
        id: box.id, className: box.classChain[0], frame: box.frame, subviews: children(of: box.id))
      view.isLazy = box.isLazy
      return view
    }
    let host = SceneView(
      id: "host", frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
      subviews: children(of: nil) + boxes)
    let className = hostClass ?? SwiftUIScreenPlanner.hostingClass
    var classes: [String: String] = [:]
    if !className.contains("<"), ClassHierarchy().superclass(of: className) == nil,
      className != SwiftUIScreenPlanner.hostingClass
    {
      classes[className] = SwiftUIScreenPlanner.hostingClass
    }
    var controller = SceneController(id: "screen", className: className, view: "host")
    controller.screen = name
    controller.keyboardSafeArea = keyboardSafeArea.map { $0 != .removed }
    return Scene(
      window: size, keyboard: keyboard, views: [host], controllers: [controller],
      classes: classes, focus: focus)
  }
}
