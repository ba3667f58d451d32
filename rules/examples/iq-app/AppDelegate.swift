import IQKeyboardManagerSwift
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    IQKeyboardManager.shared.enable = true
    IQKeyboardManager.shared.keyboardDistanceFromTextField = 12
    IQKeyboardManager.shared.toolbarConfiguration.manageBehavior = .byPosition
    IQKeyboardManager.shared.toolbarConfiguration.tintColor = .systemIndigo
    IQKeyboardManager.shared.resignOnTouchOutside = true
    IQKeyboardManager.shared.disabledDistanceHandlingClasses.append(ChatViewController.self)
    return true
  }
}
