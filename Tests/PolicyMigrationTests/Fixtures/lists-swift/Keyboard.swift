import IQKeyboardManagerSwift
import UIKit

class ChatViewController: UIViewController {}
class ComposerViewController: ChatViewController {}
class FormViewController: UITableViewController {}
class FormStackView: UIStackView {}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let manager = IQKeyboardManager.shared
    manager.enable = true
    manager.disabledDistanceHandlingClasses.append(ChatViewController.self)
    manager.disabledDistanceHandlingClasses.removeAll { $0 == UITableViewController.self }
    manager.enabledDistanceHandlingClasses.append(contentsOf: [FormViewController.self])
    manager.disabledToolbarClasses += [ComposerViewController.self]
    manager.toolbarPreviousNextAllowedClasses = [FormStackView.self]
    manager.touchResignedGestureIgnoreClasses.insert(UISwitch.self, at: 0)
    manager.enabledTouchResignedClasses.removeAll()
    return true
  }
}
