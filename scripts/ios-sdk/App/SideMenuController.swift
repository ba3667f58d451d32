// The customisation points app code reaches for on UIKit subclasses (compiled in both passes): a
// custom container for a side menu, stable names, a whole screen's settings (a SwiftUI hosting
// controller is a UIViewController too), re-adjusting, switching off and on, the text log, and
// exporting the screen's scene. Each is a member of UIView or UIViewController itself, so the
// runtime reads it for every subclass.
import Foundation
import KeyboardPolicyRuntime
import UIKit

final class SideMenuController: UIViewController {
  let search = UITextField(frame: CGRect(x: 16, y: 60, width: 200, height: 36))

  func configure(manager: KeyboardPolicyManager, hosted: UIViewController, export url: URL) throws {
    keyboardPolicy.container = .navigation
    keyboardPolicy.stableName = "side-menu"
    search.keyboardPolicy.stableName = "menu-search"
    hosted.keyboardPolicy.avoidance = false
    hosted.keyboardPolicy.toolbar = false
    manager.runtime.log = RuntimeLogEntry.textLogger { text in _ = text }
    manager.isEnabled = false
    manager.isEnabled = true
    manager.runtime.readjust()
    _ = try manager.exportScene(to: url, window: search.window)
  }
}
