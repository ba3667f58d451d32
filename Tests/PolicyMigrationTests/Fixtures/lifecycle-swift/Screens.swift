import IQKeyboardManagerSwift
import UIKit

// Lifecycle toggles, IQKeyboardManagerSwift 6 (`IQKeyboardManager.shared`, launch sets enable).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    IQKeyboardManager.shared.enable = true
    return true
  }
}

class BaseChatViewController: UIViewController {}

// Off then on: `disable in ChatViewController`, restored cleanly.
class ChatViewController: BaseChatViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    IQKeyboardManager.shared.enable = false
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    IQKeyboardManager.shared.enable = true
  }
}

// A distance with no restore: a leak.
class ProfileViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    IQKeyboardManager.shared.keyboardDistanceFromTextField = 40
  }
}

// The toolbar off, restored in a misspelt method UIKit never calls: a leak.
class SearchViewController: UIViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    IQKeyboardManager.shared.enableAutoToolbar = false
  }
  func viewWillDisapear(_ animated: Bool) {
    IQKeyboardManager.shared.enableAutoToolbar = true
  }
}

// Order changed and restored to another value than IQ's: a leak.
class SignUpViewController: UIViewController {
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    IQKeyboardManager.shared.toolbarManageBehaviour = .byPosition
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    IQKeyboardManager.shared.toolbarManageBehaviour = .byTag
  }
}

// A value saved and put back through a property: clean.
class NotesViewController: UIViewController {
  private var savedDistance: CGFloat = 0
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    savedDistance = IQKeyboardManager.shared.keyboardDistanceFromTextField
    IQKeyboardManager.shared.keyboardDistanceFromTextField = 60
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    IQKeyboardManager.shared.keyboardDistanceFromTextField = savedDistance
  }
}

// Xcode's template name: within two edits of UIViewController, always declared.
class ViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    IQKeyboardManager.shared.disabledToolbarClasses.append(type(of: self))
  }
}
