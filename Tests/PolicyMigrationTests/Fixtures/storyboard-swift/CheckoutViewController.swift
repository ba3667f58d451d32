import IQKeyboardManagerSwift
import UIKit

// Per-view settings on outlets: the storyboard gives the outlet's view its identifier.
class CheckoutViewController: UIViewController {
  @IBOutlet var emailField: UITextField!

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.iq.distanceFromKeyboard = 40
  }
}
