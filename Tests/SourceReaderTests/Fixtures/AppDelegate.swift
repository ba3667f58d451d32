import IQKeyboardManagerSwift
import UIKit

// IQKeyboardManager.shared.enableAutoToolbar = true  (commented out: never a statement)
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    IQKeyboardManager.shared.enable = true
    IQKeyboardManager.shared.keyboardDistanceFromTextField = 20
    IQKeyboardManager.shared.disabledDistanceHandlingClasses.append(ChatViewController.self)
    configureToolbar()
    return true
  }

  func configureToolbar() {
    let manager = IQKeyboardManager.shared
    manager.toolbarConfiguration.manageBehavior = .byPosition
    manager.toolbarConfiguration.tintColor = .systemBlue
    let title = """
      IQKeyboardManager.shared.enable = false
      """
    print(#"raw "\(title)" IQKeyboardManager.shared"#)
  }
}
