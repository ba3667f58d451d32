import IQKeyboardManagerSwift
import SwiftUI
import UIKit

// Nothing here is guessed: each statement depends on run time.
class SettingsViewController: UIViewController {
  var isChatMode = false

  @IBAction func toggleAvoidance(_ sender: UISwitch) {
    IQKeyboardManager.shared.enable = sender.isOn
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if isChatMode {
      IQKeyboardManager.shared.enable = false
    }
    DispatchQueue.main.async {
      IQKeyboardManager.shared.enableAutoToolbar = false
    }
    Task {
      IQKeyboardManager.shared.keyboardDistanceFromTextField = 30
    }
    IQKeyboardManager.shared.keyboardDistanceFromTextField = view.bounds.height / 10
  }

  func setDistance(_ distance: CGFloat) {
    IQKeyboardManager.shared.keyboardDistanceFromTextField = distance
  }
}

extension IQKeyboardManager {
  func applyHouseStyle() {
    enableAutoToolbar = false
  }
}

struct ChatScreen: View {
  var body: some View {
    Text("Chat").onAppear {
      IQKeyboardManager.shared.enable = false
    }
  }
}

#if DEBUG
let debugOnly = IQKeyboardManager.shared.enable
#endif
