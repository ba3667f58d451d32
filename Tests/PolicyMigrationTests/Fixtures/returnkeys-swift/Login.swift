import IQKeyboardManagerSwift
import UIKit

// Return-key handlers, IQKeyboardManagerSwift 8 (`IQKeyboardReturnManager`).
class LoginViewController: UIViewController {
  let returnManager = IQKeyboardReturnManager()
  override func viewDidLoad() {
    super.viewDidLoad()
    returnManager.lastTextInputViewReturnKeyType = .go
    returnManager.dismissTextViewOnReturn = true
  }
}

class FeedbackViewController: UIViewController {
  var returnHandler: IQKeyboardReturnManager?
  override func viewDidLoad() {
    super.viewDidLoad()
    returnHandler = IQKeyboardReturnManager()
  }
}
