import PolicyLanguage

extension Scene {
  /// Entries of `classes` that contradict UIKit's class table (`"UITextField": "UIButton"`):
  /// each is an error, since it would silently change what every such view is. An entry that
  /// repeats the table (`"_UIAlertControllerTextFieldViewController": "UIViewController"`, as a
  /// capture of a live app writes it) changes nothing and is accepted.
  func redeclaredUIKitClasses() -> [SceneIssue] {
    classes.keys.sorted().compactMap { name in
      let uikit = UIKitClasses.superclass[name]
      guard uikit != nil || name == "NSObject" else { return nil }
      guard let declared = classes[name], declared != uikit else { return nil }
      return SceneIssue(
        .redeclaredUIKitClass(name, uikitSuperclass: uikit, declared: declared),
        path: "classes.\(name)")
    }
  }

  /// Views whose class is neither UIKit's nor declared (in the scene's `classes` or in
  /// `declared`, a policy's classes): a warning each, with the UIKit class it was probably meant
  /// to be. Such a view is not a text input or a scroll view, so it silently drops out of
  /// `--all` and the field order. One search per distinct unknown name.
  public func unknownClasses(declared: ClassHierarchy = ClassHierarchy()) -> [SceneIssue] {
    var hierarchy = declared
    hierarchy.merge(classes)
    var issues: [SceneIssue] = []
    var suggestions: [String: String?] = [:]
    var stack: [(view: SceneView, path: String)] = views.enumerated().reversed().map {
      ($1, "views[\($0)]")
    }
    while let (view, path) = stack.popLast() {
      let name = view.className
      if !hierarchy.isKnown(name) {
        let suggestion =
          suggestions[name]
          ?? {
            let found = Suggestions.closest(to: name, in: UIKitClasses.allNames)
            suggestions[name] = found
            return found
          }()
        issues.append(
          SceneIssue(.unknownClass(name, suggestion: suggestion), path: "\(path).class"))
      }
      for (index, subview) in view.subviews.enumerated().reversed() {
        stack.append((subview, "\(path).subviews[\(index)]"))
      }
    }
    return issues
  }
}
