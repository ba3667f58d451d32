// A main-actor UIKit property read from nonisolated code: the check must reject it.
// expect-error: main actor-isolated property 'frame' can not be referenced from a nonisolated context
import UIKit

func fixtureHeight(of view: UIView) -> CGFloat {
  view.frame.height
}
