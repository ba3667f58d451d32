// A `#selector` naming a method Objective-C cannot see: the check must reject it.
// expect-error: argument of '#selector' refers to instance method 'tapped()' that is not exposed to Objective-C
import UIKit

@MainActor final class FixtureButtonTarget: NSObject {
  func tapped() {}
  func install(on control: UIControl) {
    control.addTarget(self, action: #selector(tapped), for: .editingDidEndOnExit)
  }
}
