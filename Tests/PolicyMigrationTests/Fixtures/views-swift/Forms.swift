import IQKeyboardManagerSwift
import UIKit

// Per-view settings, IQKeyboardManagerSwift 7 (`view.iq.`).
class CheckoutViewController: UIViewController {
  @IBOutlet var promoField: UITextField!
  @IBOutlet var notesView: UITextView!
  @IBOutlet var formScrollView: UIScrollView!
  @IBOutlet var cityField: UITextField!

  override func viewDidLoad() {
    super.viewDidLoad()
    promoField.accessibilityIdentifier = "promo-code"
    promoField.iq.distanceFromKeyboard = 40
    promoField.iq.ignoreSwitchingByNextPrevious = true
    notesView.accessibilityIdentifier = "notes"
    notesView.iq.enableMode = .disabled
    notesView.iq.hidePlaceholder = true
    formScrollView.accessibilityIdentifier = "form"
    formScrollView.iq.restoreContentOffset = true
    formScrollView.iq.ignoreContentInsetAdjustment = true
    // No identifier: the setting stays in code.
    cityField.iq.resignOnTouchOutsideMode = .enabled
    cityField.iq.placeholder = "City"
  }
}
