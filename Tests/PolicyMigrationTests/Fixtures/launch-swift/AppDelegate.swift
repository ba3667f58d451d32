import IQKeyboardManagerSwift
import UIKit

// Launch configuration, IQKeyboardManagerSwift 7 spellings, through an alias and a helper.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    IQKeyboardManager.shared.enable = true
    IQKeyboardManager.shared.keyboardDistanceFromTextField = 10  // equal to the default: still written
    configureKeyboard()
    return true
  }

  private func configureKeyboard() {
    let keyboard = IQKeyboardManager.shared
    keyboard.enableAutoToolbar = true
    keyboard.toolbarConfiguration.manageBehavior = .byPosition
    keyboard.toolbarConfiguration.previousNextDisplayMode = .alwaysShow
    keyboard.toolbarConfiguration.placeholderConfiguration.showPlaceholder = false
    keyboard.resignOnTouchOutside = true
    // keyboard.enable = false   (a comment: never a statement)
    let hint = "IQKeyboardManager.shared.enable = false"  // a string: never a statement
    print(hint)
  }
}
