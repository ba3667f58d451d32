// App code as a team writes it: UIKit and the runtime imported, nothing qualified. Compiled by
// scripts/ios-typecheck.sh in both passes (in "strict", MacTypes' Point/Rect/Size are visible:
// an app file that imports only UIKit and the runtime never meets SceneModel's names, because the
// runtime does not re-export SceneModel).
import KeyboardPolicyRuntime
import UIKit

@MainActor
final class AppKeyboard {
  static let shared = AppKeyboard()
  let manager = KeyboardPolicyManager(resource: "KeyboardPolicy")
}

final class SignUpViewController: UIViewController {
  let email = UITextField(frame: CGRect(x: 16, y: 120, width: 343, height: 44))
  let bio = UITextView(frame: CGRect(x: 16, y: 180, width: 343, height: 120))

  func configure() {
    email.keyboardPolicy.distance = 30
    email.keyboardPolicy.toolbarTitle = "Email"
    bio.keyboardPolicy.avoidance = true
    AppKeyboard.shared.manager.start()
    let frame: CGRect = email.frame
    email.frame = CGRect(x: frame.minX, y: frame.minY + 8, width: frame.width, height: 44)
  }
}
