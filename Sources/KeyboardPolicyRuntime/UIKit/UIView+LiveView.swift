#if canImport(UIKit) && os(iOS)
  import AvoidanceEngine
  import ObjectiveC
  import PolicyLanguage
  import SceneModel
  import UIKit

  // UIKit views, windows and controllers as the runtime's live views: one member each, a value
  // over the object that does the reads and writes (`UIKitLiveView`, `UIKitLiveWindow`,
  // `UIKitLiveController`), so an app's code completion on its views shows `keyboardPolicyLive`
  // and not the twenty `live…` members the runtime uses. The runtime's, not for app code.

  extension UIView: @preconcurrency LiveView {
    /// How KeyboardPolicy's runtime reads and writes this view: the runtime's, not for app code
    /// (settings in code are `keyboardPolicy`).
    public var keyboardPolicyLive: any LiveViewAccess { UIKitLiveView(view: self) }
  }

  extension UIWindow: @preconcurrency LiveWindow {
    /// How KeyboardPolicy's runtime reads this window: the runtime's, not for app code.
    public var keyboardPolicyLiveWindow: any LiveWindowAccess { UIKitLiveWindow(window: self) }
  }

  extension UIViewController: @preconcurrency LiveViewController {
    /// How KeyboardPolicy's runtime reads this controller: the runtime's, not for app code
    /// (settings in code are `keyboardPolicy`).
    public var keyboardPolicyLive: any LiveViewControllerAccess {
      UIKitLiveController(controller: self)
    }
  }

  /// The class of `object` as the app declared it: past the `NSKVONotifying_` subclass KVO makes
  /// for an observed object.
  func unobservedClass(of object: AnyObject) -> AnyClass {
    LiveClassName.unobserved(
      type(of: object) as AnyClass, name: { String(describing: $0) },
      superclass: { class_getSuperclass($0) })
  }

  /// The names of `type` and its superclasses, nearest first.
  func liveClassNames(of type: AnyClass) -> [String] {
    var names: [String] = []
    var current: AnyClass? = type
    while let cls = current {
      names.append(String(describing: cls))
      current = class_getSuperclass(cls)
    }
    return names
  }

  extension SceneModel.Rect {
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.width),
        height: Double(rect.height))
    }
  }

  extension Insets {
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }
#endif
