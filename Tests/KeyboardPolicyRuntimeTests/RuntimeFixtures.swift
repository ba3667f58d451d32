import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// Small screens and helpers for the runtime's unit tests.
@MainActor enum RuntimeFixtures {
  /// A 393 × 852 window: root view 'root' (controller 'form', `FormViewController` in a navigation
  /// controller with its bar's bottom at 103) holding a scroll view 'scroll' with fields 'name'
  /// (y 120), 'email' (identifier "email", y 600, placeholder "Email") and 'notes' (a text view,
  /// y 700), and a button 'save'; then a second window subview 'banner' with a field 'search'.
  static let formJSON = """
    {"window": {"width": 393, "height": 852}, "statusBarHeight": 59,
     "classes": {"FormViewController": "UIViewController"},
     "views": [
      {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
        {"id": "scroll", "class": "UIScrollView", "frame": [0, 103, 393, 749],
         "scroll": {"contentSize": [393, 800]}, "subviews": [
          {"id": "name", "class": "UITextField", "frame": [16, 120, 361, 44], "placeholder": "Name"},
          {"id": "email", "class": "UITextField", "frame": [16, 600, 361, 44],
           "accessibilityIdentifier": "email", "placeholder": "Email"},
          {"id": "notes", "class": "UITextView", "frame": [16, 700, 361, 80],
           "scroll": {"contentSize": [361, 80]}},
          {"id": "save", "class": "UIButton", "frame": [16, 60, 100, 44]}
        ]}
      ]},
      {"id": "banner", "frame": [0, 0, 393, 100], "subviews": [
        {"id": "search", "class": "UITextField", "frame": [16, 50, 361, 36]}
      ]}
     ],
     "controllers": [
      {"id": "nav", "class": "UINavigationController", "navigationBarBottom": 103},
      {"id": "form", "class": "FormViewController", "view": "root", "parent": "nav"}
     ]}
    """

  static func scene(_ json: String = formJSON) throws -> Scene {
    let decoded = Scene.decode(json: json)
    return try #require(decoded.scene, "\(decoded.issues)")
  }

  static func policy(_ text: String = "version 1\n") throws -> Policy {
    let compiled = Policy.compile(SourceFile(path: "test.kbpolicy", text: text))
    return try #require(compiled.policy, "\(compiled.diagnostics)")
  }

  /// A runtime that applies at once and records every animation it is given.
  final class Recorder {
    var animations: [KeyboardAnimation] = []
    var animator: KeyboardAnimator {
      { animation, changes in
        self.animations.append(animation)
        changes()
      }
    }
  }

  static let show = KeyboardAnimation(duration: 0.35, curve: 7)
}
