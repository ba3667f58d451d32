import IQKeyboardManagerSwift
import UIKit

class FormViewController: UIViewController {}

class SignUpViewController: FormViewController {
  @IBOutlet var bioView: UITextView!
  @IBOutlet var promoField: UITextField!
  private var returnHandler: IQKeyboardReturnKeyHandler?

  override func viewDidLoad() {
    super.viewDidLoad()
    bioView.accessibilityIdentifier = "bio"
    bioView.iq.distanceFromKeyboard = 30  // room for the character counter
    promoField.iq.enableMode = .disabled
    returnHandler = IQKeyboardReturnKeyHandler(controller: self)
    returnHandler?.lastTextInputViewReturnKeyType = .go
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    IQKeyboardManager.shared.toolbarConfiguration.previousNextDisplayMode = .alwaysShow
  }

  @IBAction func toggleHints(_ sender: UISwitch) {
    IQKeyboardManager.shared.toolbarConfiguration.placeholderConfiguration.showPlaceholder = sender.isOn
  }
}
