// A wrong argument label on a UIKit call: the check must reject it.
// expect-error: incorrect argument label in call (have 'withDuraton:delay:options:animations:', expected 'withDuration:delay:options:animations:')
import UIKit

@MainActor func fixtureAnimate() {
  UIView.animate(withDuraton: 0.25, delay: 0, options: [], animations: {})
}
