// A misspelt UIKit property: the check must reject it.
// expect-error: value of type 'UIView' has no member 'isHiden'
import UIKit

@MainActor func fixtureHide(_ view: UIView) {
  view.isHiden = true
}
