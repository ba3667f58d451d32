// A main-actor UIKit property read from nonisolated code. UIKit's classes are imported from
// Objective-C, so implicitly `@preconcurrency @MainActor`: Swift 6 (and Xcode) warns, it does not
// fail. The check must compile it with the warning, never reject what Xcode accepts.
// expect-warning: main actor-isolated property 'frame' can not be referenced from a nonisolated context
import UIKit

func fixtureHeight(of view: UIView) -> CGFloat {
  view.frame.height
}
