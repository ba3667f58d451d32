import IQKeyboardManagerSwift
import UIKit

/// The chat's input bar tracks the keyboard itself: no distance handling, no toolbar.
class ChatViewController: UIViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    IQKeyboardManager.shared.enableAutoToolbar = false
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    IQKeyboardManager.shared.enableAutoToolbar = true
  }
}
