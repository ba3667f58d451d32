import IQKeyboardManagerSwift
import UIKit

// Looks and code calls, IQKeyboardManagerSwift 8.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    IQKeyboardManager.shared.isEnabled = true
    IQKeyboardToolbarManager.shared.isEnabled = true
    IQKeyboardToolbarManager.shared.toolbarConfiguration.tintColor = .systemBlue
    IQKeyboardToolbarManager.shared.toolbarConfiguration.useTextInputViewTintColor = true
    IQKeyboardToolbarManager.shared.playInputClicks = false
    IQKeyboardManager.shared.keyboardConfiguration.overrideAppearance = true
    IQKeyboardManager.shared.layoutIfNeededOnUpdate = true
    IQKeyboardManager.shared.isDebuggingEnabled = true
    return true
  }
}

class ComposeViewController: UIViewController {
  func send() {
    IQKeyboardManager.shared.resignFirstResponder()
    IQKeyboardManager.shared.reloadLayoutIfNeeded()
  }
}
